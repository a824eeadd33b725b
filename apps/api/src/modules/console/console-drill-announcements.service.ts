import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANNOUNCEMENTS_PER_HOUR, DrillPeopleMessages } from '@elevate/contracts/console/console-drill-people.messages';
import type {
  AnnouncementCreateSchema,
  HostedAnnouncement,
  HostedAnnouncementList,
} from '@elevate/contracts/console/console-drill-announcements.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  drillAnnouncements,
  drillParticipants,
  drillPhases,
  drills,
  drillSubmissions,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import { drillPhaseOutcomes } from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';
import { list } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { NonEssentialMailer } from '../account/non-essential-mail.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import { ownerKeySql } from './console-drill-people.repository.ts';
import { requirePhaseOf } from './console-drill-people.service.ts';

/**
 * Hosts' announcements: the row is written and its delivery queued in one transaction; the queue's worker then
 * gives every recipient an in-app notification and (when asked, and when they want hackathon updates) a mail
 * with the title and a link, and marks the announcement delivered. The body stays in the app: a mail carries
 * only fixed words, the hackathon's name and the host's title.
 */

export interface AnnouncementJob {
  announcementId: number;
}

const HOUR_MS = 60 * 60 * 1000;

const whenIst = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

type Row = typeof drillAnnouncements.$inferSelect;
const toHosted = (a: Row, phase: string | null): HostedAnnouncement => ({
  announcementId: a.id,
  phaseId: a.phaseId,
  phase,
  title: a.title,
  body: a.body,
  byMail: a.byMail,
  createdAt: a.createdAt.toISOString(),
  deliveredAt: a.deliveredAt?.toISOString() ?? null,
  recipientCount: a.recipientCount,
});

export const listHostedAnnouncements = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
): Promise<HostedAnnouncementList> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const rows = await db
    .select({ a: drillAnnouncements, phase: drillPhases.name })
    .from(drillAnnouncements)
    .leftJoin(drillPhases, eq(drillPhases.id, drillAnnouncements.phaseId))
    .where(eq(drillAnnouncements.drillId, drill.id))
    .orderBy(desc(drillAnnouncements.createdAt), desc(drillAnnouncements.id));
  return list(rows.map((r) => toHosted(r.a, r.phase)));
};

const bodyIsEmpty = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '' && !/<img\b/i.test(html);

export const createAnnouncement = async (
  deps: { db: Db; queue: Queue },
  user: AuthUser,
  drillId: number,
  input: z.output<typeof AnnouncementCreateSchema>,
  now = new Date(),
): Promise<HostedAnnouncement> => {
  const body = sanitizeRichHtml(input.body);
  if (bodyIsEmpty(body))
    throw new AppError(ErrorCode.VALIDATION, DrillPeopleMessages.bodyRequired, {
      body: DrillPeopleMessages.bodyRequired,
    });
  return deps.db.transaction(async (tx) => {
    const drill = await requireHostedDrill(tx, user, drillId);
    const phase = await requirePhaseOf(tx, drill.id, input.phaseId);
    // One announcement at a time per hackathon, so two hosts posting together cannot pass the limit.
    await tx.execute(sql`select 1 from ${drills} where ${drills.id} = ${drill.id} for update`);
    const recent = await tx
      .select({ createdAt: drillAnnouncements.createdAt })
      .from(drillAnnouncements)
      .where(
        and(
          eq(drillAnnouncements.drillId, drill.id),
          gt(drillAnnouncements.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(asc(drillAnnouncements.createdAt));
    if (recent.length >= ANNOUNCEMENTS_PER_HOUR) {
      const nextAt = new Date(recent[recent.length - ANNOUNCEMENTS_PER_HOUR]!.createdAt.getTime() + HOUR_MS);
      throw new AppError(
        ErrorCode.RATE_LIMITED,
        DrillPeopleMessages.tooManyAnnouncements(ANNOUNCEMENTS_PER_HOUR, whenIst.format(nextAt)),
      );
    }
    const [row] = await tx
      .insert(drillAnnouncements)
      .values({
        drillId: drill.id,
        phaseId: phase?.id ?? null,
        title: input.title,
        body,
        byMail: input.byMail,
        createdBy: user.uid,
        createdAt: now,
      })
      .returning();
    await deps.queue.enqueue<AnnouncementJob>(
      tx,
      QUEUE_NAMES.drillAnnouncements,
      { announcementId: row!.id },
      { idempotencyKey: `announcement:${row!.id}` },
    );
    return toHosted(row!, phase?.name ?? null);
  });
};

/**
 * Who an announcement reaches: every registered participant, or for one phase those allowed into it: everyone
 * when it is the first phase, else those whose team (or who alone) has a submission in it or advanced to it
 * from the phase before.
 */
const recipientsOf = async (tx: DbOrTx, a: Row) => {
  let inPhase;
  if (a.phaseId !== null) {
    const phases = await tx
      .select({ id: drillPhases.id })
      .from(drillPhases)
      .where(eq(drillPhases.drillId, a.drillId))
      .orderBy(asc(drillPhases.position), asc(drillPhases.id));
    const at = phases.findIndex((p) => p.id === a.phaseId);
    if (at > 0) {
      const previous = phases[at - 1]!.id;
      inPhase = or(
        inArray(
          ownerKeySql,
          tx
            .select({ k: drillSubmissions.ownerKey })
            .from(drillSubmissions)
            .where(eq(drillSubmissions.phaseId, a.phaseId)),
        ),
        inArray(
          ownerKeySql,
          tx
            .select({ k: drillPhaseOutcomes.ownerKey })
            .from(drillPhaseOutcomes)
            .where(and(eq(drillPhaseOutcomes.phaseId, previous), eq(drillPhaseOutcomes.advanced, true))),
        ),
      );
    }
  }
  return tx
    .select({
      uid: users.id,
      participantId: drillParticipants.id,
      email: users.email,
      fullName: users.fullName,
    })
    .from(drillParticipants)
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(
      drillTeamMembers,
      and(eq(drillTeamMembers.participantId, drillParticipants.id), eq(drillTeamMembers.isActive, true)),
    )
    .leftJoin(drillTeams, eq(drillTeams.id, drillTeamMembers.teamId))
    .where(
      and(
        eq(drillParticipants.drillId, a.drillId),
        eq(drillParticipants.status, 'registered'),
        isNull(users.deletedAt),
        inPhase,
      ),
    )
    .orderBy(asc(drillParticipants.id));
};

export interface DeliveryDeps {
  db: Db;
  mail: NonEssentialMailer;
  publicUrl: string;
}

/**
 * The queue's handler. Everything happens in one transaction that first locks the announcement and stops if
 * it is already delivered: a job that runs twice (a retry, a duplicate) notifies nobody twice, and a run that
 * fails half-way leaves nothing behind for the retry to repeat.
 */
export const deliverAnnouncement = async (deps: DeliveryDeps, announcementId: number): Promise<number> =>
  deps.db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(drillAnnouncements)
      .where(eq(drillAnnouncements.id, announcementId))
      .for('update');
    if (!a || a.deliveredAt) return 0;
    const [drill] = await tx.select({ name: drills.name }).from(drills).where(eq(drills.id, a.drillId));
    if (!drill) return 0;
    const recipients = await recipientsOf(tx, a);
    const oneLiner = DrillPeopleMessages.noticeOneLiner(drill.name, a.title);
    const base = deps.publicUrl.replace(/\/+$/, '');
    for (const r of recipients) {
      const link = participantDashboardPath(a.drillId, r.participantId);
      await insertNotification(tx, {
        receiverUid: r.uid,
        senderUid: a.createdBy,
        purpose: 'DRILL',
        oneLiner,
        message: a.title,
        link,
      });
      if (!a.byMail) continue;
      await deps.mail.send(
        tx,
        { uid: r.uid, kind: 'hackathon-updates' },
        composeMail(
          r.email,
          DrillPeopleMessages.mailSubject(drill.name),
          [
            greeting(r.fullName),
            DrillPeopleMessages.mailLead(a.title),
            DrillPeopleMessages.mailBody,
            DrillPeopleMessages.mailSignature,
          ],
          { href: `${base}${link}`, label: DrillPeopleMessages.mailButton },
        ),
      );
    }
    await tx
      .update(drillAnnouncements)
      .set({ deliveredAt: new Date(), recipientCount: recipients.length })
      .where(eq(drillAnnouncements.id, a.id));
    return recipients.length;
  });
