import type { z } from 'zod';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type {
  SaarthiApplicationInput,
  SaarthiApplicationRow,
  SaarthiMine,
  SaarthiUpdateInputSchema,
} from '@elevate/contracts/saarthi/saarthi.schema';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { cancelFutureSessions } from './session-cancellation.ts';
import { sendNotice, type NoticeDeps } from './mentorship-notices.ts';
import { openMentorshipsOf, setMentorship } from './mentorships.repository.ts';
import {
  adminUids,
  deleteSaarthi,
  findSaarthi,
  findSaarthiOfUser,
  insertSaarthi,
  listApplications,
  lockSaarthi,
  markUserMentor,
  updateSaarthi,
  type SaarthiRow,
} from './saarthi.repository.ts';
import { mineOf, toApplicationRow } from './saarthi-views.ts';

type UpdateInput = z.infer<typeof SaarthiUpdateInputSchema>;

const MENTOR_PATH = '/saarthi/apply';
const QUEUE_PATH = '/console/saarthi';

/** The owner or an admin; anyone else gets the 404 an unknown id gets. */
const ownedOrAdmin = async (db: Db, caller: AuthUser, id: number): Promise<SaarthiRow> => {
  const row = await findSaarthi(db, id);
  if (!row || (row.userId !== caller.uid && caller.role !== 'admin')) throw notFound(SaarthiMessages.notFound);
  return row;
};

/**
 * POST saarthi: a first application, or a rejected one sent again (pending, the reason cleared). While one is
 * pending the answer is 409 pendingReview (edit it with PUT instead); an approved mentor gets 409 alreadyApproved.
 * The account is marked as interested in mentoring, and admins are told in the app that an application waits.
 */
export const applyAsSaarthi = async (
  db: Db,
  deps: NoticeDeps,
  uid: number,
  input: SaarthiApplicationInput,
  now: Date,
): Promise<{ result: SaarthiMine; message: string }> => {
  const id = await db.transaction(async (tx) => {
    const existing = await findSaarthiOfUser(tx, uid);
    if (existing?.status === 'approved') throw new AppError(ErrorCode.CONFLICT, SaarthiMessages.alreadyApproved);
    if (existing?.status === 'pending') throw new AppError(ErrorCode.CONFLICT, SaarthiMessages.pendingReview);
    const fields = { ...input, status: 'pending', rejectionReason: null, reviewedAt: null, reviewedByUid: null };
    let saarthiId: number;
    if (existing) {
      saarthiId = existing.id;
      await updateSaarthi(tx, saarthiId, fields);
    } else {
      saarthiId = await insertSaarthi(tx, uid, { ...fields, updatedAt: now });
    }
    await markUserMentor(tx, uid);
    for (const admin of await adminUids(tx)) {
      await sendNotice(tx, deps, {
        toUid: admin,
        senderUid: uid,
        oneLiner: 'A Saarthi application is waiting for review',
        message: `${input.designation} at ${input.company}`,
        link: QUEUE_PATH,
      });
    }
    return saarthiId;
  });
  return { result: await mineOf(db, (await findSaarthi(db, id))!, now), message: SaarthiMessages.applied };
};

/** GET saarthi/me: null for someone who never applied (a normal state of the page, not an error). */
export const mySaarthi = async (db: Db, uid: number, now: Date): Promise<SaarthiMine | null> => {
  const row = await findSaarthiOfUser(db, uid);
  return row ? mineOf(db, row, now) : null;
};

/**
 * PUT saarthi/{id}: the owner (or an admin) edits. Lowering maxMentees below the current active count is
 * allowed: nobody is dropped, and no new mentee is accepted until the count is below the new limit.
 */
export const updateSaarthiProfile = async (
  db: Db,
  caller: AuthUser,
  id: number,
  input: UpdateInput,
  now: Date,
): Promise<{ result: SaarthiMine; message: string }> => {
  const row = await ownedOrAdmin(db, caller, id);
  await updateSaarthi(db, id, input);
  const fresh = (await findSaarthi(db, id))!;
  const over = fresh.activeMentees > fresh.maxMentees;
  const message = over
    ? `Saved. You have ${fresh.activeMentees} active mentees, more than your new limit of ${fresh.maxMentees}: nobody is dropped, and no new mentee can join until you are below it.`
    : row.status === 'rejected'
      ? 'Saved. Send your application again when you are ready.'
      : 'Saved';
  return { result: await mineOf(db, fresh, now), message };
};

const WITHDRAWN_REASON = 'This mentor is no longer taking part in Saarthi.';

/**
 * DELETE saarthi/{id}: the owner withdraws (or an admin removes) a mentor. In one transaction: open requests
 * are declined with a reason, active mentorships cancelled, their booked sessions cancelled with cancel invites,
 * and the row removed (its mentorships go with it; the mail and notices already written stay).
 */
export const removeSaarthi = async (
  db: Db,
  deps: NoticeDeps,
  caller: AuthUser,
  id: number,
  now: Date,
): Promise<{ message: string }> => {
  await ownedOrAdmin(db, caller, id);
  await db.transaction(async (tx) => {
    const locked = await lockSaarthi(tx, id);
    if (!locked) throw notFound(SaarthiMessages.notFound);
    const open = await openMentorshipsOf(tx, id);
    await cancelFutureSessions(tx, deps, {
      mentorshipIds: open.filter((m) => m.status === 'active').map((m) => m.id),
      byUid: caller.uid,
      reason: WITHDRAWN_REASON,
      now,
    });
    for (const m of open) {
      const declined = m.status === 'requested';
      await setMentorship(tx, m.id, {
        status: declined ? 'declined' : 'cancelled',
        ...(declined
          ? { declineReason: WITHDRAWN_REASON, respondedAt: now }
          : { endedAt: now, endedByUid: caller.uid }),
      });
      await sendNotice(tx, deps, {
        toUid: m.menteeUid,
        senderUid: caller.uid,
        oneLiner: declined ? 'Your mentorship request was closed' : 'Your mentorship has ended',
        message: WITHDRAWN_REASON,
        link: '/saarthi',
        mail: {
          subject: declined ? 'Your Saarthi request was closed' : 'Your Saarthi mentorship has ended',
          paragraphs: [WITHDRAWN_REASON, 'You can find another mentor in the Saarthi directory.'],
          actionLabel: 'Find a mentor',
        },
      });
    }
    await deleteSaarthi(tx, id);
  });
  return { message: caller.role === 'admin' ? 'Mentor removed' : 'Your Saarthi profile has been withdrawn' };
};

/** GET saarthi/applications (admins). */
export const saarthiApplications = async (
  db: Db,
  q: { status: string; q?: string | undefined; limit: number; offset: number },
) => {
  const page = await listApplications(db, { ...q, ...(q.q ? { q: q.q } : {}) });
  return list(page.rows.map(toApplicationRow), page.total);
};

/** PUT saarthi/{id}/review (admins): only a pending application; the applicant is told by mail and in the app. */
export const reviewSaarthi = async (
  db: Db,
  deps: NoticeDeps,
  admin: AuthUser,
  id: number,
  input: { decision: 'approve' | 'reject'; reason?: string | undefined },
  now: Date,
): Promise<{ result: SaarthiApplicationRow; message: string }> => {
  await db.transaction(async (tx) => {
    const locked = await lockSaarthi(tx, id);
    if (!locked) throw notFound(SaarthiMessages.applicationNotFound);
    if (locked.status !== 'pending')
      throw new AppError(ErrorCode.CONFLICT, 'Only a pending application can be reviewed.');
    const approve = input.decision === 'approve';
    await updateSaarthi(tx, id, {
      status: approve ? 'approved' : 'rejected',
      rejectionReason: approve ? null : (input.reason ?? ''),
      reviewedByUid: admin.uid,
      reviewedAt: now,
    });
    await sendNotice(tx, deps, {
      toUid: locked.userId,
      senderUid: admin.uid,
      oneLiner: approve
        ? 'Welcome to Saarthi: your application is approved'
        : 'Your Saarthi application was not approved',
      message: approve ? '' : (input.reason ?? ''),
      link: MENTOR_PATH,
      mail: approve
        ? {
            subject: 'You are now a Saarthi mentor',
            paragraphs: [
              'Thank you for offering your time. Your Saarthi application has been approved and your profile is now in the mentor directory.',
              'Please set your weekly availability so mentees can book sessions with you.',
            ],
            actionLabel: 'Set my availability',
          }
        : {
            subject: 'About your Saarthi application',
            paragraphs: [
              'Thank you for applying to be a Saarthi mentor. We are unable to approve your application just now.',
              `Our reviewer's note: ${input.reason ?? ''}`,
              'You are welcome to update your application and send it again.',
            ],
            actionLabel: 'Update my application',
          },
    });
  });
  const row = (await findSaarthi(db, id))!;
  return {
    result: toApplicationRow(row),
    message: input.decision === 'approve' ? SaarthiMessages.approved : SaarthiMessages.rejected,
  };
};
