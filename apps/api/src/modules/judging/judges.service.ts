import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import {
  JUDGE_INVITE_TTL_DAYS,
  JUDGE_INVITES_PER_HOUR,
  JUDGE_RESEND_COOLDOWN_MINUTES,
  JUDGES_MAX_PER_DRILL,
  judgingInvitationPath,
} from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type {
  InvitationAccepted,
  InvitationPreview,
  Judge,
  JudgeInvite,
  JudgeInvited,
  JudgeList,
  JudgeRemoved,
  JudgeUpdate,
} from '@elevate/contracts/judging/judging.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { drillJudges } from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { participantOfUser, requireHostedDrill, type DrillRow } from '../drills/drill-access.ts';
import { countAuditSince, insertAudit } from './judging-audit.repository.ts';
import { activeJudgeOf, conflictError, requireHostedJudge, type JudgeRow } from './judging-access.ts';
import {
  countLiveJudges,
  deleteJudgeAssignments,
  findJudgeByEmail,
  findJudgeByTokenHash,
  judgeViews,
} from './judges.repository.ts';

/**
 * Judges of one hackathon: the hosts invite them by email (a random token, kept only as its SHA-256, mailed to
 * that address with fixed words), re-send, correct and remove them; a signed-in user whose verified address is
 * the invited one accepts and becomes an active judge.
 */

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** "a***@example.com": enough for the invited person to recognise their address, not to learn someone's. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

const hostNameOf = (drill: DrillRow) => drill.partnerName;

const judgeView = async (db: DbOrTx, drillId: number, judgeId: number): Promise<Judge> => {
  const [view] = await judgeViews(db, drillId, [judgeId]);
  if (!view) throw notFound(M.judgeNotFound);
  return view;
};

export const listJudges = async (db: Db, user: AuthUser, drillId: number): Promise<JudgeList> => {
  await requireHostedDrill(db, user, drillId);
  return list(await judgeViews(db, drillId));
};

/** The hackathon's invitation mails stay under JUDGE_INVITES_PER_HOUR; one address at most every few minutes. */
const checkRate = async (tx: DbOrTx, drillId: number, judge: JudgeRow | null, now: Date) => {
  if (
    (await countAuditSince(tx, drillId, 'judge.invited', new Date(now.getTime() - 60 * MINUTE))) >=
    JUDGE_INVITES_PER_HOUR
  ) {
    throw new AppError(ErrorCode.RATE_LIMITED, M.inviteRateLimited);
  }
  if (judge && judge.invitedAt.getTime() > now.getTime() - JUDGE_RESEND_COOLDOWN_MINUTES * MINUTE) {
    throw new AppError(ErrorCode.RATE_LIMITED, M.resendTooSoon);
  }
};

const mailInvitation = async (deps: InviteDeps, tx: DbOrTx, drill: DrillRow, judge: JudgeRow, token: string) => {
  const href = `${deps.publicUrl.replace(/\/+$/, '')}${judgingInvitationPath(token)}`;
  await deps.mailer.send(
    composeMail(
      judge.email,
      M.mailSubject(drill.name),
      [
        greeting(judge.name || null),
        M.mailInvite(hostNameOf(drill), drill.name),
        M.mailHow(judge.email),
        M.mailWhat,
        M.mailIgnore,
        M.mailSignature,
      ],
      { href, label: M.mailAction },
    ),
    tx,
  );
};

/** A new token and expiry, the mail, and the audit line (counted by the rate limit). */
const sendInvitation = async (
  deps: InviteDeps,
  tx: DbOrTx,
  user: AuthUser,
  drill: DrillRow,
  judge: JudgeRow,
  now: Date,
  resent: boolean,
): Promise<void> => {
  const token = newToken();
  const [row] = await tx
    .update(drillJudges)
    .set({
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(now.getTime() + JUDGE_INVITE_TTL_DAYS * DAY),
      invitedAt: now,
    })
    .where(eq(drillJudges.id, judge.id))
    .returning();
  await mailInvitation(deps, tx, drill, row!, token);
  await insertAudit(tx, {
    drillId: drill.id,
    phaseId: null,
    actorUid: user.uid,
    action: 'judge.invited',
    summary: `${resent ? 'Invitation sent again to' : 'Invited'} ${judge.name} (${judge.email})`,
    details: { judgeId: judge.id, email: judge.email, resent },
  });
};

/**
 * POST judges: invites a judge, or re-sends the invitation when the address was invited before (a removed
 * judge is invited again; an active one is a 409). Answers whether it was a re-send.
 */
export const inviteJudge = async (
  deps: InviteDeps,
  user: AuthUser,
  drillId: number,
  input: JudgeInvite & { organisation: string },
  now = new Date(),
): Promise<JudgeInvited> => {
  try {
    return await deps.db.transaction(async (tx) => {
      const drill = await requireHostedDrill(tx, user, drillId);
      const existing = await findJudgeByEmail(tx, drillId, input.email);
      if (existing?.status === 'active') throw conflictError(M.alreadyActive);
      await checkRate(tx, drillId, existing, now);
      let judge: JudgeRow;
      if (existing) {
        const [row] = await tx
          .update(drillJudges)
          .set({ name: input.name, organisation: input.organisation, status: 'invited', uid: null, acceptedAt: null })
          .where(eq(drillJudges.id, existing.id))
          .returning();
        judge = row!;
      } else {
        if ((await countLiveJudges(tx, drillId)) >= JUDGES_MAX_PER_DRILL) throw conflictError(M.tooManyJudges);
        const [row] = await tx
          .insert(drillJudges)
          .values({
            drillId,
            email: input.email,
            name: input.name,
            organisation: input.organisation,
            invitedBy: user.uid,
          })
          .returning();
        judge = row!;
      }
      await sendInvitation(deps, tx, user, drill, judge, now, !!existing);
      return { judge: await judgeView(tx, drillId, judge.id), resent: !!existing };
    });
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw new AppError(ErrorCode.RATE_LIMITED, M.resendTooSoon);
    throw err;
  }
};

export const resendInvitation = (
  deps: InviteDeps,
  user: AuthUser,
  drillId: number,
  judgeId: number,
  now = new Date(),
) =>
  deps.db.transaction(async (tx): Promise<JudgeInvited> => {
    const { drill, judge } = await requireHostedJudge(tx, user, drillId, judgeId);
    if (judge.status === 'active') throw conflictError(M.alreadyActive);
    if (judge.status === 'removed') throw conflictError(M.judgeRemovedResend);
    await checkRate(tx, drillId, judge, now);
    await sendInvitation(deps, tx, user, drill, judge, now, true);
    return { judge: await judgeView(tx, drillId, judgeId), resent: true };
  });

export const updateJudge = (db: Db, user: AuthUser, drillId: number, judgeId: number, input: JudgeUpdate) =>
  db.transaction(async (tx): Promise<Judge> => {
    await requireHostedJudge(tx, user, drillId, judgeId);
    const set: Partial<typeof drillJudges.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.organisation !== undefined) set.organisation = input.organisation;
    if (Object.keys(set).length > 0) await tx.update(drillJudges).set(set).where(eq(drillJudges.id, judgeId));
    return judgeView(tx, drillId, judgeId);
  });

/**
 * DELETE a judge: they lose access at once (status removed) and their assignments without a submitted review go;
 * submitted reviews stay in the audit log and the standings unless the host discards them too.
 */
export const removeJudge = (db: Db, user: AuthUser, drillId: number, judgeId: number, discardScores: boolean) =>
  db.transaction(async (tx): Promise<JudgeRemoved> => {
    const { judge } = await requireHostedJudge(tx, user, drillId, judgeId);
    const { removed, discardedReviews } = await deleteJudgeAssignments(tx, judgeId, discardScores);
    if (judge.status !== 'removed') {
      await tx.update(drillJudges).set({ status: 'removed' }).where(eq(drillJudges.id, judgeId));
    }
    if (judge.status !== 'removed' || removed > 0) {
      await insertAudit(tx, {
        drillId,
        phaseId: null,
        actorUid: user.uid,
        action: 'judge.removed',
        summary: `Removed ${judge.name} (${judge.email}) as a judge${discardedReviews > 0 ? `, discarding ${discardedReviews} submitted review${discardedReviews === 1 ? '' : 's'}` : ''}`,
        details: { judgeId, removedAssignments: removed, discardedReviews, discardScores },
      });
    }
    return { judge: await judgeView(tx, drillId, judgeId), removedAssignments: removed, discardedReviews };
  });

const invitationState = (judge: JudgeRow, now: Date): InvitationPreview['state'] => {
  if (judge.status === 'removed') return 'withdrawn';
  if (judge.status === 'active') return 'accepted';
  return judge.tokenExpiresAt && judge.tokenExpiresAt > now ? 'pending' : 'expired';
};

const drillOf = async (db: DbOrTx, drillId: number): Promise<DrillRow> => {
  const [drill] = await db.select().from(drills).where(eq(drills.id, drillId)).limit(1);
  if (!drill) throw notFound(M.invitationNotFound);
  return drill;
};

/**
 * GET /judging/invitations/:token, without sign-in (people arrive from the mail signed out): the hackathon's and
 * the company's names, the masked address and the state. The token is the secret; nothing else is told.
 */
export const previewInvitation = async (db: Db, token: string, now = new Date()): Promise<InvitationPreview> => {
  const judge = await findJudgeByTokenHash(db, hashToken(token));
  if (!judge) throw notFound(M.invitationNotFound);
  const drill = await drillOf(db, judge.drillId);
  return {
    drillName: drill.name,
    hostName: hostNameOf(drill),
    maskedEmail: maskEmail(judge.email),
    state: invitationState(judge, now),
    expiresAt: judge.status === 'invited' ? (judge.tokenExpiresAt?.toISOString() ?? null) : null,
  };
};

/**
 * POST /judging/invitations/:token/accept: the signed-in user's verified address must be the invited one. Binds
 * the account; accepting again is harmless. A participant of the hackathon cannot judge it.
 */
export const acceptInvitation = (db: Db, user: AuthUser, token: string, now = new Date()) =>
  db.transaction(async (tx): Promise<InvitationAccepted> => {
    const judge = await findJudgeByTokenHash(tx, hashToken(token), { forUpdate: true });
    if (!judge) throw notFound(M.invitationNotFound);
    const drill = await drillOf(tx, judge.drillId);
    const done = { judgeId: judge.id, drillId: drill.id, drillName: drill.name };
    const state = invitationState(judge, now);
    if (state === 'withdrawn') throw new AppError(ErrorCode.LINK_EXPIRED, M.invitationWithdrawn);
    if (state === 'accepted') {
      if (judge.uid === user.uid) return done;
      throw conflictError(M.invitationUsed);
    }
    if (state === 'expired') throw new AppError(ErrorCode.LINK_EXPIRED, M.invitationExpired);
    const [account] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.uid))
      .limit(1);
    if (!account?.verifiedAt) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, M.emailNotVerified);
    if (account.email.toLowerCase() !== judge.email.toLowerCase()) {
      throw new AppError(ErrorCode.FORBIDDEN, M.wrongAccount(maskEmail(judge.email)));
    }
    const participant = await participantOfUser(tx, drill.id, user.uid);
    if (participant && participant.status === 'registered') throw conflictError(M.participantCannotJudge);
    if (await activeJudgeOf(tx, user.uid, drill.id)) throw conflictError(M.alreadyJudge);
    await tx
      .update(drillJudges)
      .set({ uid: user.uid, status: 'active', acceptedAt: now })
      .where(eq(drillJudges.id, judge.id));
    await insertAudit(tx, {
      drillId: drill.id,
      phaseId: null,
      actorUid: user.uid,
      action: 'judge.accepted',
      summary: `${judge.name} (${judge.email}) accepted the invitation`,
      details: { judgeId: judge.id },
    });
    return done;
  });
