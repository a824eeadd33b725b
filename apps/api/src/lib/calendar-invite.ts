import { createEvent, type EventAttributes } from 'ics';
import type { MailAttachment } from '../db/schema/mail.ts';

/** What a calendar invite (RFC 5545) needs: a mentoring session or an event someone registered for. */
export interface CalendarInvite {
  /** Stable per meeting (`saarthi-session-12@elevate`), so a changed or cancelled invite replaces the first. */
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** An address, or "Online". */
  location?: string;
  /** The page of the session or event. */
  url?: string;
  organizer?: { name: string; email: string };
  attendees?: Array<{ name: string; email: string }>;
  /** Raise on every change of the same uid, so calendars apply the newest. */
  sequence?: number;
  cancelled?: boolean;
}

/**
 * The invite as iCalendar text, times in UTC (every calendar shows them in its owner's time zone). Written
 * by the `ics` library; throws on attributes it refuses, which is a programming error here.
 */
export const calendarInviteText = (invite: CalendarInvite): string => {
  const attributes: EventAttributes = {
    uid: invite.uid,
    productId: 'elevate/calendar',
    method: invite.cancelled ? 'CANCEL' : 'REQUEST',
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: invite.sequence ?? 0,
    title: invite.title,
    description: invite.description,
    start: invite.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invite.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(invite.location ? { location: invite.location } : {}),
    ...(invite.url ? { url: invite.url } : {}),
    ...(invite.organizer ? { organizer: invite.organizer } : {}),
    ...(invite.attendees
      ? { attendees: invite.attendees.map((a) => ({ ...a, rsvp: false, partstat: 'ACCEPTED' as const })) }
      : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar invite could not be written');
  return value;
};

/** The invite as a mail attachment (`invite.ics`), written with the message in the outbox. */
export const calendarInviteAttachment = (invite: CalendarInvite): MailAttachment => ({
  filename: 'invite.ics',
  contentType: `text/calendar; charset=utf-8; method=${invite.cancelled ? 'CANCEL' : 'REQUEST'}`,
  content: calendarInviteText(invite),
});
