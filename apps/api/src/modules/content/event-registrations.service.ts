import { EVENT_REMINDER_HOURS_BEFORE } from '@elevate/contracts/content/content.constants';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { EventRegistration } from '@elevate/contracts/content/site-content.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import { eventMail } from './event-notices.ts';
import {
  cancelRegistration,
  countActiveRegistrations,
  type EventRow,
  findEvent,
  findRegistration,
  findRegistrationById,
  lockEvent,
  type RegistrationRow,
  upsertRegistration,
  userContact,
} from './events.repository.ts';

export interface EventDeps {
  db: Db;
  queue: Queue;
  mailer: Mailer;
  publicUrl: string;
}

/** The reminder job: `startsAt` is the start it was planned for, so a moved event's old reminder says nothing. */
export interface EventReminderJob {
  registrationId: number;
  startsAt: string;
}

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const isShown = (e: EventRow | null): e is EventRow => !!e && e.status === 'show';

const registrationDto = (eventId: number, event: EventRow, reg: RegistrationRow | null): EventRegistration => {
  const active = !!reg && !reg.cancelledAt;
  return {
    eventId,
    registered: active,
    registeredAt: active ? reg.createdAt.toISOString() : null,
    meetingUrl: active ? event.meetingUrl : null,
  };
};

/** Enqueues the reminder EVENT_REMINDER_HOURS_BEFORE the start; none when that moment has passed. */
export const enqueueReminder = async (queue: Queue, tx: DbOrTx, registrationId: number, event: EventRow, now: Date) => {
  const at = event.startDateTime.getTime() - EVENT_REMINDER_HOURS_BEFORE * 3_600_000;
  const startAfterSeconds = Math.ceil((at - now.getTime()) / 1000);
  if (startAfterSeconds <= 0) return;
  const startsAt = event.startDateTime.toISOString();
  await queue.enqueue<EventReminderJob>(
    tx,
    QUEUE_NAMES.eventReminders,
    { registrationId, startsAt },
    { idempotencyKey: `event-reminder:${registrationId}:${startsAt}`, startAfterSeconds },
  );
};

export const myRegistration = async (db: DbOrTx, eventId: number, uid: number): Promise<EventRegistration> => {
  const event = await findEvent(db, eventId);
  if (!isShown(event)) throw notFound(ContentMessages.eventNotFound);
  return registrationDto(eventId, event, await findRegistration(db, eventId, uid));
};

/**
 * Registers the caller under a lock on the event row, so the seat count cannot be overrun by requests at the
 * same moment. Registering again while registered answers the place unchanged (no second mail).
 */
export const register = async (deps: EventDeps, eventId: number, uid: number, now: Date): Promise<EventRegistration> =>
  deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!isShown(event)) throw notFound(ContentMessages.eventNotFound);
    const existing = await findRegistration(tx, eventId, uid);
    if (existing && !existing.cancelledAt) return registrationDto(eventId, event, existing);
    if (event.endDateTime <= now) throw conflict(ContentMessages.eventOver);
    if (!event.registrationOpen) throw conflict(ContentMessages.eventClosed);
    if (event.capacity !== null && (await countActiveRegistrations(tx, eventId)) >= event.capacity) {
      throw conflict(ContentMessages.eventFull);
    }
    const reg = await upsertRegistration(tx, eventId, uid, now);
    const to = await userContact(tx, uid);
    if (to) await deps.mailer.send(eventMail('registered', event, deps.publicUrl, to), tx);
    await enqueueReminder(deps.queue, tx, reg.id, event, now);
    return registrationDto(eventId, event, reg);
  });

/** Gives the place up (a cancelling invite is mailed); nothing to do when the caller holds none. */
export const unregister = async (
  deps: EventDeps,
  eventId: number,
  uid: number,
  now: Date,
): Promise<EventRegistration> =>
  deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(ContentMessages.eventNotFound);
    const reg = await findRegistration(tx, eventId, uid);
    if (reg && !reg.cancelledAt) {
      await cancelRegistration(tx, reg.id, now);
      const to = await userContact(tx, uid);
      if (to) await deps.mailer.send(eventMail('cancelled', event, deps.publicUrl, to), tx);
    }
    return { eventId, registered: false, registeredAt: null, meetingUrl: null };
  });

/**
 * The reminder worker: mails the registrant unless the place was given up, the event was hidden or removed,
 * or the event moved since the reminder was planned (the move planned a new one).
 */
export const processEventReminder = async (deps: EventDeps, job: EventReminderJob): Promise<boolean> => {
  const reg = await findRegistrationById(deps.db, job.registrationId);
  if (!reg || reg.cancelledAt) return false;
  const event = await findEvent(deps.db, reg.eventId);
  if (!isShown(event) || event.startDateTime.toISOString() !== job.startsAt) return false;
  const to = await userContact(deps.db, reg.userId);
  if (!to) return false;
  await deps.mailer.send(eventMail('reminder', event, deps.publicUrl, to));
  return true;
};
