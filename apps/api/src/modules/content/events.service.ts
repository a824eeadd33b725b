import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { EventInput, EventManage } from '@elevate/contracts/content/site-content.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { AppError, notFound } from '../../lib/errors.ts';
import { eventMail } from './event-notices.ts';
import { enqueueReminder, type EventDeps } from './event-registrations.service.ts';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  listRegistrants,
  lockEvent,
  toEventManage,
  updateEvent,
} from './events.repository.ts';

/** Admins' events (console): create, change and remove; registrants hear of a new time or a cancellation. */

/** The meeting link is opened by registrants and written into their mail and calendars: http(s) only. */
const MEETING_URL_MESSAGE = 'Use an https:// or http:// address';
const ensureWebLink = (input: EventInput) => {
  if (input.meetingUrl && !/^https?:\/\//i.test(input.meetingUrl)) {
    throw new AppError(ErrorCode.VALIDATION, MEETING_URL_MESSAGE, { meetingUrl: MEETING_URL_MESSAGE });
  }
};

export const createEvent = async (deps: EventDeps, input: EventInput): Promise<EventManage> => {
  ensureWebLink(input);
  return deps.db.transaction(async (tx) => toEventManage(tx, await insertEvent(tx, input)));
};

export const manageEvent = async (deps: EventDeps, id: number): Promise<EventManage> => {
  const row = await findEvent(deps.db, id);
  if (!row) throw notFound(ContentMessages.eventNotFound);
  return toEventManage(deps.db, row);
};

/**
 * Saves the event. When its start or end moved (and it is still shown), every registrant gets an updated
 * invite and a new reminder; the old reminder finds the start changed and sends nothing.
 */
export const changeEvent = async (deps: EventDeps, id: number, input: EventInput, now: Date): Promise<EventManage> =>
  deps.db.transaction(async (tx) => {
    ensureWebLink(input);
    const before = await lockEvent(tx, id);
    if (!before) throw notFound(ContentMessages.eventNotFound);
    const after = (await updateEvent(tx, id, input, now))!;
    const moved =
      before.startDateTime.getTime() !== after.startDateTime.getTime() ||
      before.endDateTime.getTime() !== after.endDateTime.getTime();
    if (moved && after.status === 'show') {
      for (const r of await listRegistrants(tx, id)) {
        await deps.mailer.send(eventMail('changed', after, deps.publicUrl, r), tx);
        await enqueueReminder(deps.queue, tx, r.registrationId, after, now);
      }
    }
    return toEventManage(tx, after);
  });

/**
 * Removing an event cancels it: registrants of one still to come get a cancelling invite, then the event
 * and its registrations are deleted (their reminders find nothing and send nothing).
 */
export const removeEvent = async (deps: EventDeps, id: number, now: Date): Promise<void> =>
  deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound(ContentMessages.eventNotFound);
    if (event.endDateTime > now && event.status === 'show') {
      for (const r of await listRegistrants(tx, id)) {
        await deps.mailer.send(eventMail('eventCancelled', event, deps.publicUrl, r), tx);
      }
    }
    await deleteEvent(tx, id);
  });
