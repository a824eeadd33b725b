import { and, eq, inArray } from 'drizzle-orm';
import { SAARTHI_DEFAULT_TIMEZONE, SESSION_REMINDERS } from '@elevate/contracts/saarthi/saarthi.constants';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import { mentorships, mentorshipSessions, saarthis } from '../../db/schema/saarthi.ts';
import { users } from '../../db/schema/users.ts';
import { calendarInviteAttachment } from '../../lib/calendar-invite.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';

/**
 * Saarthi's mail and in-app notices. Everything is written in the caller's transaction (outbox + notification
 * rows + queue jobs), so a rolled-back change announces nothing. Mentoring mail is transactional (the person
 * asked for the mentorship or the session), so it goes through the plain mailer, like sign-in mail.
 */
export interface NoticeDeps {
  mailer: Mailer;
  queue: Queue;
  publicUrl: string;
}

/**
 * "Tue, 1 Dec, 6:30 pm IST": a time as its recipient reads it, in their zone with the zone named (India's
 * zone says IST; others their usual short name, such as PST).
 */
export const formatWhen = (at: Date, timezone: string = SAARTHI_DEFAULT_TIMEZONE): string => {
  const main = new Intl.DateTimeFormat('en-IN', {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at);
  const zone =
    timezone === 'Asia/Kolkata'
      ? 'IST'
      : (new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
          .formatToParts(at)
          .find((p) => p.type === 'timeZoneName')?.value ?? timezone);
  return `${main.replace(/\b(am|pm)\b/i, (m) => m.toLowerCase())} ${zone}`;
};

export const mentorshipPath = (mentorshipId: number) => `/saarthi/mentorships/${mentorshipId}`;

interface Person {
  uid: number;
  name: string;
  email: string;
  deleted: boolean;
  /** The address was proven (a link or code mailed to it was used). */
  verified: boolean;
}

export const peopleOf = async (db: DbOrTx, uids: number[]): Promise<Map<number, Person>> => {
  const rows = await db
    .select({
      uid: users.id,
      first: users.fullName,
      email: users.email,
      deletedAt: users.deletedAt,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(inArray(users.id, uids));
  return new Map(
    rows.map((r) => [
      r.uid,
      { uid: r.uid, name: r.first, email: r.email, deleted: r.deletedAt !== null, verified: r.verifiedAt !== null },
    ]),
  );
};

export interface Notice {
  toUid: number;
  senderUid?: number | null;
  oneLiner: string;
  /** In-app text; may carry the other person's words. */
  message?: string;
  link: string;
  /** The mail: subject and the paragraphs after the greeting. Left out: in the app only. */
  mail?: { subject: string; paragraphs: string[]; attachments?: MailAttachment[]; actionLabel?: string };
}

export const sendNotice = async (tx: DbOrTx, deps: NoticeDeps, n: Notice): Promise<void> => {
  await insertNotification(tx, {
    receiverUid: n.toUid,
    senderUid: n.senderUid ?? null,
    purpose: 'GENERAL',
    oneLiner: n.oneLiner,
    message: n.message ?? '',
    link: n.link,
  });
  if (!n.mail) return;
  const person = (await peopleOf(tx, [n.toUid])).get(n.toUid);
  // Mentoring mail carries the other person's name, agenda or note: only to an address that proved itself
  // (DESIGN: nothing a stranger wrote goes to an unproven address). The in-app notice is written either way.
  if (!person || person.deleted || !person.verified) return;
  const message = composeMail(
    person.email,
    n.mail.subject,
    [greeting(person.name), ...n.mail.paragraphs, 'Warm regards,\nTeam Elevate Saarthi'],
    { href: `${deps.publicUrl.replace(/\/+$/, '')}${n.link}`, label: n.mail.actionLabel ?? 'Open on Elevate' },
  );
  await deps.mailer.send({ ...message, ...(n.mail.attachments ? { attachments: n.mail.attachments } : {}) }, tx);
};

/* ------------------------------------------------------------------ sessions: invites and reminders */

export interface SessionParty {
  mentorshipId: number;
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  agenda: string;
  sequence: number;
  mentor: { uid: number; name: string; email: string; timezone: string };
  mentee: { uid: number; name: string; email: string };
}

/** The session's pair, names and addresses, read fresh (for invites and reminders). */
export const sessionParty = async (
  db: DbOrTx,
  sessionId: number,
): Promise<(SessionParty & { status: string }) | null> => {
  const [row] = await db
    .select({
      mentorshipId: mentorshipSessions.mentorshipId,
      sessionId: mentorshipSessions.id,
      startsAt: mentorshipSessions.startsAt,
      endsAt: mentorshipSessions.endsAt,
      agenda: mentorshipSessions.agenda,
      sequence: mentorshipSessions.sequence,
      status: mentorshipSessions.status,
      mentorUid: saarthis.userId,
      timezone: saarthis.timezone,
      menteeUid: mentorships.menteeUid,
    })
    .from(mentorshipSessions)
    .innerJoin(mentorships, eq(mentorships.id, mentorshipSessions.mentorshipId))
    .innerJoin(saarthis, eq(saarthis.id, mentorshipSessions.saarthiId))
    .where(eq(mentorshipSessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const people = await peopleOf(db, [row.mentorUid, row.menteeUid]);
  const mentor = people.get(row.mentorUid);
  const mentee = people.get(row.menteeUid);
  if (!mentor || !mentee) return null;
  return {
    ...row,
    mentor: { uid: mentor.uid, name: mentor.name, email: mentor.email, timezone: row.timezone },
    mentee: { uid: mentee.uid, name: mentee.name, email: mentee.email },
  };
};

const inviteOf = (deps: NoticeDeps, p: SessionParty, cancelled: boolean) =>
  calendarInviteAttachment({
    uid: `saarthi-session-${p.sessionId}@elevate`,
    title: `Saarthi session: ${p.mentor.name} and ${p.mentee.name}`,
    description: p.agenda ? `Agenda: ${p.agenda}` : 'Mentoring session on Elevate Saarthi',
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    location: 'Online',
    url: `${deps.publicUrl.replace(/\/+$/, '')}${mentorshipPath(p.mentorshipId)}`,
    organizer: { name: 'Elevate Saarthi', email: 'saarthi@elevate.local' },
    attendees: [
      { name: p.mentor.name, email: p.mentor.email },
      { name: p.mentee.name, email: p.mentee.email },
    ],
    sequence: p.sequence,
    cancelled,
  });

/** Both sides: a mail with the calendar invite (or its cancellation) and an in-app notice. */
export const sendSessionInvites = async (
  tx: DbOrTx,
  deps: NoticeDeps,
  p: SessionParty,
  opts: { cancelled: boolean; byUid: number; reason?: string },
): Promise<void> => {
  const attachment = inviteOf(deps, p, opts.cancelled);
  for (const side of [
    { uid: p.mentor.uid, other: p.mentee.name, tz: p.mentor.timezone },
    { uid: p.mentee.uid, other: p.mentor.name, tz: SAARTHI_DEFAULT_TIMEZONE },
  ]) {
    const when = formatWhen(p.startsAt, side.tz);
    await sendNotice(tx, deps, {
      toUid: side.uid,
      senderUid: opts.byUid,
      link: mentorshipPath(p.mentorshipId),
      oneLiner: opts.cancelled
        ? `Session with ${side.other} on ${when} was cancelled`
        : `Session with ${side.other} booked for ${when}`,
      message: opts.cancelled ? (opts.reason ?? '') : p.agenda,
      mail: {
        subject: opts.cancelled ? `Cancelled: Saarthi session on ${when}` : `Saarthi session booked for ${when}`,
        paragraphs: opts.cancelled
          ? [
              `Your mentoring session with ${side.other} on ${when} has been cancelled.`,
              ...(opts.reason ? [`Reason given: ${opts.reason}`] : []),
              'The attached invite removes it from your calendar. You can book another time on Elevate.',
            ]
          : [
              `Your mentoring session with ${side.other} is booked for ${when}.`,
              ...(p.agenda ? [`Agenda: ${p.agenda}`] : []),
              'Add the attached invite to your calendar. We will remind you a day before and an hour before.',
            ],
        attachments: [attachment],
        actionLabel: 'Open the mentorship',
      },
    });
  }
};

export interface ReminderJob {
  sessionId: number;
  kind: string;
  /** The session's start when the reminder was queued: a moved session's old reminders send nothing. */
  startsAt: string;
}

/** Reminders 24 h and 1 h before, each only if that moment is still ahead. */
export const enqueueReminders = async (tx: DbOrTx, deps: NoticeDeps, p: SessionParty, now: Date): Promise<number> => {
  let queued = 0;
  for (const r of SESSION_REMINDERS) {
    const at = p.startsAt.getTime() - r.hoursBefore * 3_600_000;
    if (at <= now.getTime()) continue;
    await deps.queue.enqueue<ReminderJob>(
      tx,
      QUEUE_NAMES.saarthiReminders,
      { sessionId: p.sessionId, kind: r.kind, startsAt: p.startsAt.toISOString() },
      {
        startAfterSeconds: Math.ceil((at - now.getTime()) / 1000),
        idempotencyKey: `session:${p.sessionId}:${r.kind}:${p.startsAt.toISOString()}`,
      },
    );
    queued++;
  }
  return queued;
};

/**
 * The reminder worker: re-reads the session and sends nothing if it was cancelled, completed or moved since
 * the reminder was queued. Answers how many people were reminded.
 */
export const processReminder = async (db: Db, deps: NoticeDeps, job: ReminderJob): Promise<number> =>
  db.transaction(async (tx) => {
    const p = await sessionParty(tx, job.sessionId);
    if (!p || p.status !== 'booked' || p.startsAt.toISOString() !== job.startsAt) return 0;
    const [m] = await tx
      .select({ status: mentorships.status })
      .from(mentorships)
      .where(and(eq(mentorships.id, p.mentorshipId)))
      .limit(1);
    if (m?.status !== 'active') return 0;
    const soon = job.kind === 'hour' ? 'in an hour' : 'tomorrow';
    for (const side of [
      { uid: p.mentor.uid, other: p.mentee.name, tz: p.mentor.timezone },
      { uid: p.mentee.uid, other: p.mentor.name, tz: SAARTHI_DEFAULT_TIMEZONE },
    ]) {
      const when = formatWhen(p.startsAt, side.tz);
      await sendNotice(tx, deps, {
        toUid: side.uid,
        link: mentorshipPath(p.mentorshipId),
        oneLiner: `Reminder: session with ${side.other} ${soon} (${when})`,
        mail: {
          subject: `Reminder: Saarthi session ${soon}, ${when}`,
          paragraphs: [
            `A gentle reminder that your mentoring session with ${side.other} is ${soon}, at ${when}.`,
            ...(p.agenda ? [`Agenda: ${p.agenda}`] : []),
          ],
          actionLabel: 'Open the mentorship',
        },
      });
    }
    return 2;
  });
