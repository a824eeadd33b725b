import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { MENTEE_OPEN_REQUESTS_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { Mentorship, MentorshipCard, MentorshipRequestInput } from '@elevate/contracts/saarthi/saarthi.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { publicUploadUrl } from '../users/profile.repository.ts';
import { cancelFutureSessions } from './session-cancellation.ts';
import { mentorshipPath, sendNotice, type NoticeDeps } from './mentorship-notices.ts';
import {
  countOpenRequests,
  feedbackOf,
  findMentorship,
  goalsOf,
  hasOpenWith,
  insertMentorship,
  listMentorshipsOf,
  type MentorshipRow,
  personOf,
  sessionsOf,
  setMentorship,
} from './mentorships.repository.ts';
import { countActiveMentees, findSaarthi, lockSaarthi } from './saarthi.repository.ts';

export type Side = 'mentor' | 'mentee' | 'admin';

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** The caller's side of a mentorship; anyone outside the pair (admins excepted) gets the 404 of an unknown id. */
export const mentorshipFor = async (
  db: DbOrTx,
  caller: AuthUser,
  id: number,
  opts: { lock?: boolean; pairOnly?: boolean } = {},
): Promise<{ row: MentorshipRow; side: Side }> => {
  const row = await findMentorship(db, id, opts.lock);
  if (!row) throw notFound(SaarthiMessages.mentorshipNotFound);
  const side: Side | null =
    row.mentorUid === caller.uid
      ? 'mentor'
      : row.menteeUid === caller.uid
        ? 'mentee'
        : caller.role === 'admin'
          ? 'admin'
          : null;
  if (!side) throw notFound(SaarthiMessages.mentorshipNotFound);
  if (opts.pairOnly && side === 'admin') throw forbidden('Only the mentor and the mentee can do this.');
  return { row, side };
};

/** GET mentorships/{id}: the whole mentorship as the pair (or an admin) sees it. */
export const mentorshipView = async (db: DbOrTx, row: MentorshipRow, side: Side): Promise<Mentorship> => {
  const [mentor, mentee, goals, sessions, feedback] = await Promise.all([
    personOf(db, row.mentorUid),
    personOf(db, row.menteeUid),
    goalsOf(db, row.id),
    sessionsOf(db, row.id),
    feedbackOf(db, row.id),
  ]);
  return {
    mentorshipId: row.id,
    status: row.status as Mentorship['status'],
    role: side,
    message: row.message,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    mentor: {
      uid: row.mentorUid,
      name: mentor?.name ?? '',
      avatarUrl: publicUploadUrl(mentor?.avatarKey ?? null),
      headline: row.mentorHeadline,
      saarthiId: row.saarthiId,
      company: row.mentorCompany,
      timezone: row.mentorTimezone,
      sessionMinutes: row.mentorSessionMinutes,
    },
    mentee: {
      uid: row.menteeUid,
      name: mentee?.name ?? '',
      avatarUrl: publicUploadUrl(mentee?.avatarKey ?? null),
      headline: null,
    },
    goals: goals.map((g) => ({
      goalId: g.id,
      title: g.title,
      done: g.doneAt !== null,
      doneAt: g.doneAt?.toISOString() ?? null,
      position: g.position,
    })),
    sessions: sessions.map((s) => ({
      sessionId: s.id,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      status: s.status as Mentorship['sessions'][number]['status'],
      agenda: s.agenda,
      notes: s.notes,
      cancelReason: s.cancelReason,
    })),
    feedback: feedback.map((f) => ({
      fromRole: f.fromUid === row.menteeUid ? ('mentee' as const) : ('mentor' as const),
      rating: f.rating,
      comment: f.comment,
      createdAt: f.createdAt.toISOString(),
    })),
  };
};

export const readMentorship = async (db: Db, caller: AuthUser, id: number): Promise<Mentorship> => {
  const { row, side } = await mentorshipFor(db, caller, id);
  return mentorshipView(db, row, side);
};

export const reread = async (db: Db, caller: AuthUser, id: number) => readMentorship(db, caller, id);

/** GET mentorships: the caller's own, as mentee and as mentor. */
export const myMentorships = async (
  db: Db,
  uid: number,
  f: { role?: 'mentor' | 'mentee' | undefined; status?: string | undefined },
  now: Date,
) => {
  const rows = await listMentorshipsOf(
    db,
    uid,
    { ...(f.role ? { role: f.role } : {}), ...(f.status ? { status: f.status } : {}) },
    now,
  );
  const cards: MentorshipCard[] = rows.map((r) => ({
    mentorshipId: r.mentorshipId,
    status: r.status as MentorshipCard['status'],
    role: r.mentorUid === uid ? 'mentor' : 'mentee',
    other: {
      uid: r.otherUid,
      name: r.otherName,
      avatarUrl: publicUploadUrl(r.otherAvatarKey),
      headline: r.otherHeadline,
    },
    createdAt: r.createdAt.toISOString(),
    nextSessionAt: r.nextSessionAt?.toISOString() ?? null,
    goalsDone: r.goalsDone,
    goalsTotal: r.goalsTotal,
  }));
  return list(cards);
};

/**
 * POST mentorships: a mentee asks an approved, accepting mentor with room. One open request or mentorship per
 * pair (the partial unique index backs the check up when two requests race), at most
 * MENTEE_OPEN_REQUESTS_MAX open requests per mentee. The mentor is told in the app and by mail.
 */
export const requestMentorship = async (
  db: Db,
  deps: NoticeDeps,
  caller: AuthUser,
  input: MentorshipRequestInput,
  now: Date,
): Promise<{ result: Mentorship; message: string }> => {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const mentor = await findSaarthi(tx, input.saarthiId);
      if (!mentor || mentor.status !== 'approved') throw notFound(SaarthiMessages.notFound);
      if (mentor.userId === caller.uid) {
        throw new AppError(ErrorCode.VALIDATION, SaarthiMessages.ownRequest, { saarthiId: SaarthiMessages.ownRequest });
      }
      if (!mentor.acceptingMentees) throw conflict(SaarthiMessages.notAccepting);
      if (mentor.activeMentees >= mentor.maxMentees) throw conflict(SaarthiMessages.atCapacity);
      if (await hasOpenWith(tx, mentor.id, caller.uid)) throw conflict(SaarthiMessages.alreadyRequested);
      if ((await countOpenRequests(tx, caller.uid)) >= MENTEE_OPEN_REQUESTS_MAX) {
        throw conflict(SaarthiMessages.tooManyRequests);
      }
      const newId = await insertMentorship(tx, {
        saarthiId: mentor.id,
        menteeUid: caller.uid,
        message: input.message,
        goals: input.goals,
        now,
      });
      const mentee = await personOf(tx, caller.uid);
      await sendNotice(tx, deps, {
        toUid: mentor.userId,
        senderUid: caller.uid,
        oneLiner: `${mentee?.name ?? 'A student'} asked you for mentorship`,
        message: input.message,
        link: mentorshipPath(newId),
        mail: {
          subject: `${mentee?.name ?? 'A student'} would like you as their Saarthi`,
          paragraphs: [
            `${mentee?.name ?? 'A student'} has asked you to be their mentor on Elevate Saarthi, with ${input.goals.length} goal${input.goals.length === 1 ? '' : 's'} to work on.`,
            'Please read their request and accept or decline it. A short answer within a few days means a lot to them.',
          ],
          actionLabel: 'Read the request',
        },
      });
      return newId;
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'mentorships_open_pair_unique') throw conflict(SaarthiMessages.alreadyRequested);
    throw err;
  }
  return {
    result: await reread(db, caller, id),
    message: 'Request sent. We will let you know when the mentor answers.',
  };
};

/**
 * PUT mentorships/{id}/respond (the mentor): accept checks capacity again under a lock on the mentor's row, so
 * two accepts at once never go past maxMentees; decline needs a reason.
 */
export const respondToMentorship = async (
  db: Db,
  deps: NoticeDeps,
  caller: AuthUser,
  id: number,
  input: { accept: boolean; reason?: string | undefined },
  now: Date,
): Promise<{ result: Mentorship; message: string }> => {
  await db.transaction(async (tx) => {
    const { row, side } = await mentorshipFor(tx, caller, id);
    if (side !== 'mentor') throw forbidden('Only the mentor can answer this request.');
    const mentor = await lockSaarthi(tx, row.saarthiId);
    const fresh = await findMentorship(tx, id);
    if (!mentor || !fresh) throw notFound(SaarthiMessages.mentorshipNotFound);
    if (fresh.status !== 'requested') throw conflict(SaarthiMessages.notRequested);
    if (input.accept && (await countActiveMentees(tx, mentor.id)) >= mentor.maxMentees) {
      throw conflict(SaarthiMessages.atCapacity);
    }
    await setMentorship(tx, id, {
      status: input.accept ? 'active' : 'declined',
      respondedAt: now,
      declineReason: input.accept ? null : (input.reason ?? ''),
    });
    const mentorName = (await personOf(tx, caller.uid))?.name ?? 'Your mentor';
    await sendNotice(tx, deps, {
      toUid: row.menteeUid,
      senderUid: caller.uid,
      oneLiner: input.accept
        ? `${mentorName} accepted your mentorship request`
        : `${mentorName} could not take your request`,
      message: input.accept ? '' : (input.reason ?? ''),
      link: mentorshipPath(id),
      mail: {
        subject: input.accept ? `${mentorName} is now your Saarthi` : 'About your Saarthi request',
        paragraphs: input.accept
          ? [
              `Good news: ${mentorName} has accepted your mentorship request.`,
              'Book your first session from the times they have offered.',
            ]
          : [
              `${mentorName} is unable to take your request just now.`,
              `Their note: ${input.reason ?? ''}`,
              'Please do try another mentor in the Saarthi directory.',
            ],
        actionLabel: input.accept ? 'Book a session' : 'Open the request',
      },
    });
  });
  return { result: await reread(db, caller, id), message: input.accept ? 'Mentorship accepted' : 'Request declined' };
};

/**
 * PUT mentorships/{id}/end: the mentee withdraws a request; either side completes or cancels an active one
 * (its booked future sessions are cancelled with cancel invites).
 */
export const endMentorship = async (
  db: Db,
  deps: NoticeDeps,
  caller: AuthUser,
  id: number,
  input: { outcome: 'withdrawn' | 'completed' | 'cancelled'; reason?: string | undefined },
  now: Date,
): Promise<{ result: Mentorship; message: string }> => {
  await db.transaction(async (tx) => {
    const { row, side } = await mentorshipFor(tx, caller, id, { lock: true, pairOnly: true });
    if (input.outcome === 'withdrawn') {
      if (side !== 'mentee') throw forbidden('Only the mentee can withdraw a request.');
      if (row.status !== 'requested') throw conflict(SaarthiMessages.notRequested);
    } else if (row.status !== 'active') throw conflict(SaarthiMessages.notActive);
    if (input.outcome !== 'withdrawn') {
      await cancelFutureSessions(tx, deps, {
        mentorshipIds: [id],
        byUid: caller.uid,
        reason: input.reason ?? 'The mentorship has ended.',
        now,
      });
    }
    await setMentorship(tx, id, { status: input.outcome, endedAt: now, endedByUid: caller.uid });
    const other = side === 'mentor' ? row.menteeUid : row.mentorUid;
    const name = (await personOf(tx, caller.uid))?.name ?? 'The other side';
    const words = {
      withdrawn: 'withdrew the mentorship request',
      completed: 'marked your mentorship as completed',
      cancelled: 'ended your mentorship',
    }[input.outcome];
    await sendNotice(tx, deps, {
      toUid: other,
      senderUid: caller.uid,
      oneLiner: `${name} ${words}`,
      message: input.reason ?? '',
      link: mentorshipPath(id),
      ...(input.outcome === 'withdrawn'
        ? {}
        : {
            mail: {
              subject:
                input.outcome === 'completed'
                  ? 'Your Saarthi mentorship is complete'
                  : 'Your Saarthi mentorship has ended',
              paragraphs: [
                `${name} ${words}.`,
                'Please take a minute to share your feedback: it helps the Saarthi community.',
              ],
              actionLabel: 'Give feedback',
            },
          }),
    });
  });
  return {
    result: await reread(db, caller, id),
    message: { withdrawn: 'Request withdrawn', completed: 'Mentorship completed', cancelled: 'Mentorship cancelled' }[
      input.outcome
    ],
  };
};
