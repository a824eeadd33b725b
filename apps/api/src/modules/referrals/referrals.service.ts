import { ErrorCode } from '@elevate/contracts/common/error-codes';
import {
  DELETED_USER_NAME,
  REFERRAL_CLAIM_WINDOW_DAYS,
  REFERRAL_PROFILE_MILESTONE_PERCENT,
} from '@elevate/contracts/referrals/referral.constants';
import { friendName, maskEmail } from '@elevate/contracts/referrals/referral.format';
import { ReferralMessages } from '@elevate/contracts/referrals/referral.messages';
import type {
  Referral,
  ReferralClaimResult,
  ReferralListResult,
  ReferralSummary,
} from '@elevate/contracts/referrals/referral.schema';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { profileCompletions } from '../users/completion.service.ts';
import {
  type FriendRow,
  findFriend,
  findOwnState,
  findReferrerByCode,
  findReferrerById,
  friendCounts,
  friendIds,
  hideFriend,
  listFriends,
  setReferrer,
  showFriend,
} from './referrals.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLAIM_WINDOW_MS = REFERRAL_CLAIM_WINDOW_DAYS * DAY_MS;

/** "Profile over 60 %": the rounded percent every page shows, strictly above the milestone. */
const overMilestone = (percent: number | undefined) => Math.round(percent ?? 0) > REFERRAL_PROFILE_MILESTONE_PERCENT;

/**
 * A friend as their referrer sees them: a short name and a masked address, never the address itself. A
 * deleted account keeps only when it joined and what it reached; its name and address are gone.
 */
const toReferral = (row: FriendRow, profileOver60: boolean): Referral => {
  const deleted = row.deletedAt !== null;
  return {
    referralId: row.id,
    name: deleted ? DELETED_USER_NAME : friendName(row.fullName, row.lastName) || DELETED_USER_NAME,
    maskedEmail: deleted ? null : maskEmail(row.email),
    deleted,
    joinedAt: row.createdAt.toISOString(),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    profileOver60: !deleted && profileOver60,
    firstAppliedAt: row.firstAppliedAt?.toISOString() ?? null,
    hidden: row.hidden,
  };
};

const withProgress = async (db: Db, rows: FriendRow[]): Promise<Referral[]> => {
  const percents =
    rows.length > 0
      ? await profileCompletions(
          db,
          rows.map((r) => r.id),
        )
      : new Map<number, number>();
  return rows.map((r) => toReferral(r, overMilestone(percents.get(r.id))));
};

/** Profile strength is scored outside SQL: friends are scored in batches so a big referrer costs bounded memory. */
const SCORE_BATCH = 500;
const countOverMilestone = async (db: Db, ids: number[]): Promise<number> => {
  let over = 0;
  for (let i = 0; i < ids.length; i += SCORE_BATCH) {
    const percents = await profileCompletions(db, ids.slice(i, i + SCORE_BATCH));
    for (const p of percents.values()) if (overMilestone(p)) over++;
  }
  return over;
};

/** GET referrals: the caller's friends (or the ones they hid), newest first. */
export const myReferrals = async (
  db: Db,
  uid: number,
  q: { limit: number; offset: number; hidden: boolean },
): Promise<ReferralListResult> => {
  const page = await listFriends(db, { referrerId: uid, ...q });
  return list(await withProgress(db, page.rows), page.total);
};

/** GET referrals/{id}: one friend of the caller's; anyone else's (or no one's) is the same 404. */
export const myReferral = async (db: Db, uid: number, friendId: number): Promise<Referral> => {
  const row = await findFriend(db, uid, friendId);
  if (!row) throw notFound(ReferralMessages.notFound);
  const [referral] = await withProgress(db, [row]);
  if (!referral) throw notFound(ReferralMessages.notFound);
  return referral;
};

/** Until when an account may still add a code: 30 days after signing up, and only while it has none. */
const claimOpenUntil = (state: { createdAt: Date; referredById: number | null }, now: Date): Date | null => {
  const until = new Date(state.createdAt.getTime() + CLAIM_WINDOW_MS);
  return state.referredById === null && until.getTime() > now.getTime() ? until : null;
};

const nameOf = (r: { fullName: string; lastName: string; deleted: boolean }) =>
  r.deleted ? DELETED_USER_NAME : friendName(r.fullName, r.lastName) || DELETED_USER_NAME;

/** GET referrals/summary: the caller's code, how many friends reached each milestone, and their own side. */
export const referralSummary = async (db: Db, uid: number, now: Date): Promise<ReferralSummary> => {
  const own = await findOwnState(db, uid);
  if (!own) throw notFound(ReferralMessages.notFound);
  const [counts, ids, referrer] = await Promise.all([
    friendCounts(db, uid),
    friendIds(db, uid),
    own.referredById === null ? null : findReferrerById(db, own.referredById),
  ]);
  const until = claimOpenUntil(own, now);
  return {
    referralCode: own.referralCode,
    counts: {
      joined: counts.joined,
      emailVerified: counts.emailVerified,
      profile: await countOverMilestone(db, ids),
      firstApplication: counts.firstApplication,
    },
    hidden: counts.hidden,
    referredBy: referrer ? { name: nameOf(referrer) } : null,
    claimOpenUntil: until?.toISOString() ?? null,
  };
};

const codeError = (message: string) => new AppError(ErrorCode.VALIDATION, message, { code: message });

/**
 * POST referrals: an account that joined without a code adds the code of the friend who invited them, within
 * 30 days of signing up. Never one's own code, never the code of a friend one invited, and only once: the
 * conditional update makes two simultaneous claims leave exactly one referrer.
 */
export const claimReferral = async (
  db: Db,
  uid: number,
  code: string,
  now: Date,
): Promise<{ result: ReferralClaimResult; message: string }> =>
  db.transaction(async (tx) => {
    const own = await findOwnState(tx, uid);
    if (!own) throw notFound(ReferralMessages.notFound);
    if (own.referredById !== null) throw new AppError(ErrorCode.CONFLICT, ReferralMessages.alreadyReferred);
    if (!claimOpenUntil(own, now)) throw new AppError(ErrorCode.CONFLICT, ReferralMessages.windowClosed);
    const referrer = await findReferrerByCode(tx, code);
    if (!referrer) throw codeError(ReferralMessages.codeUnknown);
    if (referrer.id === uid) throw codeError(ReferralMessages.ownCode);
    if (referrer.referredById === uid) throw codeError(ReferralMessages.mutual);
    const recorded = await setReferrer(tx, {
      uid,
      referrerId: referrer.id,
      createdAfter: new Date(now.getTime() - CLAIM_WINDOW_MS),
    });
    if (!recorded) throw new AppError(ErrorCode.CONFLICT, ReferralMessages.alreadyReferred);
    const name = nameOf(referrer);
    return { result: { referredBy: { name } }, message: ReferralMessages.claimed(name) };
  });

/**
 * PUT referrals/{id} and DELETE referrals/{id}: the referrer shows or hides one of their own friends. One
 * statement each, scoped to the caller as referrer, so another user's friend can never be touched.
 */
export const setReferralHidden = async (
  db: Db,
  uid: number,
  friendId: number,
  hidden: boolean,
): Promise<{ result: Referral; message: string }> => {
  if (!(await findFriend(db, uid, friendId))) throw notFound(ReferralMessages.notFound);
  if (hidden) await hideFriend(db, uid, friendId);
  else await showFriend(db, uid, friendId);
  return {
    result: await myReferral(db, uid, friendId),
    message: hidden ? ReferralMessages.hidden : ReferralMessages.shown,
  };
};
