import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { calendarInviteAttachment } from '../../lib/calendar-invite.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import type { EventRow } from './events.repository.ts';

/** Mails about an event someone registered for: confirmation, change, cancellation and reminder (IST times). */

const istFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
export const istTime = (d: Date): string => `${istFormat.format(d)} IST`;

const eventUrl = (publicUrl: string, id: number) => `${publicUrl.replace(/\/$/, '')}${pagePath.event(id)}`;

/** Where the event happens: the meeting link for registrants of an online one, else the address. */
const whereOf = (event: EventRow): string =>
  event.mode === 'online' ? (event.meetingUrl ?? 'Online') : (event.address ?? event.location ?? 'To be announced');

/** The same uid for every mail about this event, so calendars replace the first invite. */
const inviteOf = (event: EventRow, publicUrl: string, to: { email: string; fullName: string }, cancelled = false) =>
  calendarInviteAttachment({
    uid: `event-${event.id}@elevate`,
    title: event.topic,
    description: `${event.agenda}\n\n${eventUrl(publicUrl, event.id)}`,
    startsAt: event.startDateTime,
    endsAt: event.endDateTime,
    location: whereOf(event),
    url: eventUrl(publicUrl, event.id),
    attendees: [{ name: to.fullName, email: to.email }],
    // Seconds since 1970 grow with every change: calendars keep the newest.
    sequence: Math.floor(event.updatedAt.getTime() / 1000),
    cancelled,
  });

type Kind = 'registered' | 'changed' | 'cancelled' | 'eventCancelled' | 'reminder';

const SUBJECTS: Record<Kind, (topic: string) => string> = {
  registered: (t) => `You are registered: ${t}`,
  changed: (t) => `New time: ${t}`,
  cancelled: (t) => `Registration cancelled: ${t}`,
  eventCancelled: (t) => `Cancelled: ${t}`,
  reminder: (t) => `Tomorrow: ${t}`,
};

const LINES: Record<Kind, (e: EventRow) => string> = {
  registered: (e) =>
    `You are registered for "${e.topic}" on ${istTime(e.startDateTime)}. The calendar invite is attached.`,
  changed: (e) => `"${e.topic}" has moved to ${istTime(e.startDateTime)}. The attached invite updates your calendar.`,
  cancelled: (e) =>
    `Your registration for "${e.topic}" is cancelled. The attached invite removes it from your calendar.`,
  eventCancelled: (e) =>
    `We are sorry: "${e.topic}" on ${istTime(e.startDateTime)} is cancelled. The attached invite removes it from your calendar.`,
  reminder: (e) => `A reminder: "${e.topic}" starts on ${istTime(e.startDateTime)}.`,
};

export const eventMail = (
  kind: Kind,
  event: EventRow,
  publicUrl: string,
  to: { email: string; fullName: string },
): MailMessage => {
  const where = kind === 'registered' || kind === 'changed' || kind === 'reminder' ? [`Where: ${whereOf(event)}`] : [];
  const mail = composeMail(
    to.email,
    SUBJECTS[kind](event.topic),
    [greeting(to.fullName), LINES[kind](event), ...where, 'Team Elevate'],
    { href: eventUrl(publicUrl, event.id), label: 'Open the event' },
  );
  const cancelled = kind === 'cancelled' || kind === 'eventCancelled';
  return kind === 'reminder' ? mail : { ...mail, attachments: [inviteOf(event, publicUrl, to, cancelled)] };
};
