import { and, eq } from 'drizzle-orm';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import { StandingsMessages } from '@elevate/contracts/judging/standings.messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drillPhases, drills } from '../../db/schema/drills.ts';
import { drillPhaseOutcomes } from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { NonEssentialMailer } from '../account/non-essential-mail.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import { auditMarkerExists, insertAudit, membersOfOwner, phasesOfDrill } from './standings.repository.ts';
import { nextPhaseOf } from './standings.service.ts';

/**
 * Shortlist notices (queue `judging-outcome-notices`): one job per submission whose outcome was decided or
 * changed. The job tells every current member of the owner in the app and, unless they turned hackathon updates
 * off, by mail: fixed words plus the names the host wrote (hackathon and phase). A job runs at most once in
 * effect: it locks the outcome row and records a marker in the judging audit log in the same transaction, so a
 * retried or doubled run finds the marker and sends nothing. A job whose decision was replaced since (the
 * outcome's decidedAt moved on) sends nothing either: the newer decision has its own job.
 */

export interface OutcomeNoticeJob {
  phaseId: number;
  submissionId: number;
  /** The outcome's decidedAt when the job was queued. */
  decidedAt: string;
  actorUid: number;
}

export const NOTIFIED_ACTION = 'results.notified';
const markerOf = (job: OutcomeNoticeJob) => `${job.submissionId}:${job.decidedAt}`;

export const enqueueOutcomeNotice = (tx: DbOrTx, queue: Queue, job: OutcomeNoticeJob) =>
  queue.enqueue<OutcomeNoticeJob>(tx, QUEUE_NAMES.judgingOutcomeNotices, job, {
    idempotencyKey: `outcome:${markerOf(job)}`,
  });

export interface OutcomeNoticeDeps {
  db: Db;
  mail: NonEssentialMailer;
  publicUrl: string;
}

/** The worker: answers how many people were told (0 when already done or replaced). */
export const deliverOutcomeNotice = async (deps: OutcomeNoticeDeps, job: OutcomeNoticeJob): Promise<number> =>
  deps.db.transaction(async (tx) => {
    const [outcome] = await tx
      .select()
      .from(drillPhaseOutcomes)
      .where(and(eq(drillPhaseOutcomes.phaseId, job.phaseId), eq(drillPhaseOutcomes.submissionId, job.submissionId)))
      .for('update')
      .limit(1);
    if (!outcome || outcome.advanced === null || outcome.decidedAt?.toISOString() !== job.decidedAt) return 0;
    if (await auditMarkerExists(tx, job.phaseId, NOTIFIED_ACTION, markerOf(job))) return 0;

    const [phaseRows] = await tx.select().from(drillPhases).where(eq(drillPhases.id, job.phaseId)).limit(1);
    if (!phaseRows) return 0;
    const [drill] = await tx
      .select({ id: drills.id, name: drills.name })
      .from(drills)
      .where(eq(drills.id, phaseRows.drillId))
      .limit(1);
    if (!drill) return 0;
    const next = nextPhaseOf(await phasesOfDrill(tx, drill.id), phaseRows)?.name ?? null;
    const oneLiner = outcome.advanced
      ? StandingsMessages.shortlistedOneLiner(drill.name, next)
      : StandingsMessages.notShortlistedOneLiner(drill.name);
    const message = outcome.advanced
      ? StandingsMessages.shortlistedMessage(phaseRows.name, next)
      : StandingsMessages.notShortlistedMessage(phaseRows.name);

    const members = await membersOfOwner(tx, outcome.ownerKey);
    for (const m of members) {
      const link = participantDashboardPath(drill.id, m.participantId);
      await insertNotification(tx, {
        receiverUid: m.uid,
        senderUid: job.actorUid,
        purpose: 'DRILL',
        oneLiner,
        message,
        link,
      });
      const [recipient] = await tx
        .select({ email: users.email, fullName: users.fullName, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, m.uid))
        .limit(1);
      if (!recipient || recipient.deletedAt) continue;
      await deps.mail.send(
        tx,
        { uid: m.uid, kind: 'hackathon-updates' },
        composeMail(
          recipient.email,
          StandingsMessages.mailSubject(phaseRows.name, drill.name),
          [greeting(recipient.fullName), `${oneLiner}.`, message, StandingsMessages.mailSignature],
          { href: `${deps.publicUrl.replace(/\/+$/, '')}${link}`, label: 'Open my dashboard' },
        ),
      );
    }
    await insertAudit(tx, {
      drillId: drill.id,
      phaseId: job.phaseId,
      actorUid: job.actorUid,
      action: NOTIFIED_ACTION,
      details: {
        summary: `Outcome (${outcome.advanced ? 'goes on' : 'does not go on'}) sent to ${members.length} ${members.length === 1 ? 'person' : 'people'}`,
        marker: markerOf(job),
        submissionId: job.submissionId,
        advanced: outcome.advanced,
        recipients: members.length,
      },
    });
    return members.length;
  });
