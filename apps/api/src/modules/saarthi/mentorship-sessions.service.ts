import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { BOOKING_MIN_NOTICE_HOURS } from '@elevate/contracts/saarthi/saarthi.constants';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { Mentorship, MentorshipSession } from '@elevate/contracts/saarthi/saarthi.schema';
import type { Db } from '../../db/client.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isOfferedSlot } from './availability-slots.ts';
import { enqueueReminders, sendSessionInvites, sessionParty, type NoticeDeps } from './mentorship-notices.ts';
import {
  findSession,
  heldSessionCount,
  insertFeedback,
  insertSession,
  type SessionRow,
  updateSession,
} from './mentorships.repository.ts';
import { mentorshipFor, readMentorship } from './mentorships.service.ts';
import { availabilityOf, bookedRangesOf, lockSaarthi } from './saarthi.repository.ts';

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const startsAtError = (message: string) => new AppError(ErrorCode.VALIDATION, message, { startsAt: message });

export const toSessionView = (s: SessionRow): MentorshipSession => ({
  sessionId: s.id,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  status: s.status as MentorshipSession['status'],
  agenda: s.agenda,
  notes: s.notes,
  cancelReason: s.cancelReason,
});

/**
 * POST mentorships/{id}/sessions: either side books one of the mentor's offered times on an active mentorship.
 * Under a lock on the mentor's row the time is checked against every booked session of the mentor (any
 * mentorship); the partial unique index (mentor, start) is the backstop. Both get a calendar invite by mail and
 * a notice, and reminders are queued for a day and an hour before.
 */
export const bookSession = async (
  db: Db,
  deps: NoticeDeps,
  caller: AuthUser,
  id: number,
  input: { startsAt: string; agenda: string },
  now: Date,
): Promise<{ result: MentorshipSession; message: string }> => {
  const startsAt = new Date(input.startsAt);
  let sessionId: number;
  try {
    sessionId = await db.transaction(async (tx) => {
      const { row } = await mentorshipFor(tx, caller, id, { pairOnly: true });
      if (row.status !== 'active') throw conflict(SaarthiMessages.notActive);
      const mentor = await lockSaarthi(tx, row.saarthiId);
      if (!mentor) throw notFound(SaarthiMessages.notFound);
      const windows = (await availabilityOf(tx, [mentor.id])).get(mentor.id) ?? [];
      const shape = { windows, timezone: mentor.timezone, sessionMinutes: mentor.sessionMinutes };
      if (!isOfferedSlot(shape, startsAt, now)) throw startsAtError(SaarthiMessages.slotNotOffered);
      if (startsAt.getTime() < now.getTime() + BOOKING_MIN_NOTICE_HOURS * 3_600_000) {
        throw startsAtError(SaarthiMessages.slotTooSoon);
      }
      const endsAt = new Date(startsAt.getTime() + mentor.sessionMinutes * 60_000);
      const booked = (await bookedRangesOf(tx, [mentor.id], now)).get(mentor.id) ?? [];
      if (booked.some((b) => b.startsAt < endsAt && startsAt < b.endsAt)) throw conflict(SaarthiMessages.slotTaken);
      const newId = await insertSession(tx, {
        mentorshipId: id,
        saarthiId: mentor.id,
        startsAt,
        endsAt,
        agenda: input.agenda,
        bookedByUid: caller.uid,
      });
      const party = await sessionParty(tx, newId);
      if (party) {
        await sendSessionInvites(tx, deps, party, { cancelled: false, byUid: caller.uid });
        await enqueueReminders(tx, deps, party, now);
      }
      return newId;
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'mentorship_sessions_mentor_start_unique') throw conflict(SaarthiMessages.slotTaken);
    throw err;
  }
  const session = await findSession(db, id, sessionId);
  return { result: toSessionView(session!), message: SaarthiMessages.sessionBooked };
};

/**
 * PUT mentorships/{id}/sessions/{sessionId}: notes (either side, any time after booking); completed (a booked
 * session that has started); cancelled (a booked session before it starts, with a cancel invite to both).
 */
export const updateMentorshipSession = async (
  db: Db,
  deps: NoticeDeps,
  caller: AuthUser,
  id: number,
  sessionId: number,
  input: {
    notes?: string | undefined;
    status?: 'completed' | 'cancelled' | undefined;
    cancelReason?: string | undefined;
  },
  now: Date,
): Promise<{ result: MentorshipSession; message: string }> => {
  await db.transaction(async (tx) => {
    await mentorshipFor(tx, caller, id, { lock: true, pairOnly: true });
    const session = await findSession(tx, id, sessionId);
    if (!session) throw notFound(SaarthiMessages.sessionNotFound);
    if (input.status && session.status !== 'booked') throw conflict('Only a booked session can change its status.');
    if (input.status === 'completed' && session.startsAt > now) {
      throw conflict('A session can be marked completed once it has started.');
    }
    if (input.status === 'cancelled' && session.startsAt <= now)
      throw conflict('A session that has started cannot be cancelled.');
    await updateSession(tx, sessionId, {
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.status === 'cancelled'
        ? { cancelReason: input.cancelReason ?? '', cancelledByUid: caller.uid, bumpSequence: true }
        : {}),
    });
    if (input.status === 'cancelled') {
      const party = await sessionParty(tx, sessionId);
      if (party) {
        await sendSessionInvites(tx, deps, party, {
          cancelled: true,
          byUid: caller.uid,
          ...(input.cancelReason ? { reason: input.cancelReason } : {}),
        });
      }
    }
  });
  const message =
    input.status === 'cancelled'
      ? SaarthiMessages.sessionCancelled
      : input.status === 'completed'
        ? 'Session completed'
        : 'Notes saved';
  return { result: toSessionView((await findSession(db, id, sessionId))!), message };
};

/**
 * POST mentorships/{id}/feedback: once per side, when the mentorship is completed, or cancelled after at least
 * one session took place. The mentor's rating is the average of mentees' feedback.
 */
export const giveFeedback = async (
  db: Db,
  caller: AuthUser,
  id: number,
  input: { rating: number; comment: string },
  now: Date,
): Promise<{ result: Mentorship; message: string }> => {
  try {
    await db.transaction(async (tx) => {
      const { row } = await mentorshipFor(tx, caller, id, { pairOnly: true });
      const open =
        row.status === 'completed' || (row.status === 'cancelled' && (await heldSessionCount(tx, id, now)) > 0);
      if (!open) throw conflict(SaarthiMessages.feedbackNotYet);
      await insertFeedback(tx, { mentorshipId: id, fromUid: caller.uid, rating: input.rating, comment: input.comment });
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'mentorship_feedback_once_unique') throw conflict(SaarthiMessages.feedbackTwice);
    throw err;
  }
  return { result: await readMentorship(db, caller, id), message: 'Thank you for your feedback' };
};
