import type { DbOrTx } from '../../db/client.ts';
import { sendSessionInvites, sessionParty, type NoticeDeps } from './mentorship-notices.ts';
import { futureBookedSessions, updateSession } from './mentorships.repository.ts';

/** Cancels booked sessions that have not started, telling both sides with cancel invites (SEQUENCE + 1). */
export const cancelFutureSessions = async (
  tx: DbOrTx,
  deps: NoticeDeps,
  o: { mentorshipIds: number[]; byUid: number; reason: string; now: Date },
): Promise<number> => {
  const sessions = await futureBookedSessions(tx, o.mentorshipIds, o.now);
  for (const s of sessions) {
    await updateSession(tx, s.id, {
      status: 'cancelled',
      cancelReason: o.reason,
      cancelledByUid: o.byUid,
      bumpSequence: true,
    });
    const party = await sessionParty(tx, s.id);
    if (party) await sendSessionInvites(tx, deps, party, { cancelled: true, byUid: o.byUid, reason: o.reason });
  }
  return sessions.length;
};
