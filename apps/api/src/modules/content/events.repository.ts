import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Event } from '@elevate/contracts/content/content.schema';
import type { EventInput, EventManage } from '@elevate/contracts/content/site-content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { eventRegistrations, events } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

const activeRegistration = isNull(eventRegistrations.cancelledAt);
/** Accounts event mail may go to: not deleted, the address proven. */
const mailable = and(isNull(users.deletedAt), isNotNull(users.emailVerifiedAt));

/** Active registrations of each event, by id. */
const registrationCounts = async (db: DbOrTx, ids: number[]): Promise<Map<number, number>> => {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, n: count() })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.eventId, ids), activeRegistration))
    .groupBy(eventRegistrations.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
};

const toEventDto = (r: EventRow, registrationCount: number): Event => ({
  eventId: r.id,
  type: r.type,
  mode: r.mode === 'offline' ? 'offline' : 'online',
  topic: r.topic,
  agenda: r.agenda,
  owner: r.owner,
  startDateTime: r.startDateTime.toISOString(),
  endDateTime: r.endDateTime.toISOString(),
  status: r.status,
  location: r.location,
  address: r.address,
  speakers: r.speakers,
  imgExtension: r.imgExtension,
  imageUrl: r.imageUrl,
  capacity: r.capacity,
  registrationCount,
  registrationOpen: r.registrationOpen,
});

const withCounts = async (db: DbOrTx, rows: EventRow[]): Promise<Event[]> => {
  const counts = await registrationCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toEventDto(r, counts.get(r.id) ?? 0));
};

/** eventId -1 → every shown event that has not ended, soonest first; otherwise that one shown event. */
export const findEvents = async (db: DbOrTx, eventId: number, now: Date): Promise<Event[]> => {
  const where =
    eventId === -1
      ? and(eq(events.status, 'show'), gte(events.endDateTime, now))
      : and(eq(events.id, eventId), eq(events.status, 'show'));
  const rows = await db.select().from(events).where(where).orderBy(asc(events.startDateTime));
  return withCounts(db, rows);
};

/** The console's list: every event, hidden and past ones too, newest start first. */
export const listManageEvents = async (db: DbOrTx): Promise<EventManage[]> => {
  const rows = await db.select().from(events).orderBy(desc(events.startDateTime), desc(events.id));
  const dtos = await withCounts(db, rows);
  return dtos.map((dto, i) => ({ ...dto, meetingUrl: rows[i]!.meetingUrl }));
};

export const toEventManage = async (db: DbOrTx, row: EventRow): Promise<EventManage> => {
  const [dto] = await withCounts(db, [row]);
  return { ...dto!, meetingUrl: row.meetingUrl };
};

const columnsOf = (input: EventInput) => ({
  type: input.type,
  mode: input.mode,
  topic: input.topic,
  agenda: input.agenda,
  owner: input.owner,
  startDateTime: new Date(input.startDateTime),
  endDateTime: new Date(input.endDateTime),
  status: input.status,
  location: input.location ?? null,
  address: input.address ?? null,
  speakers: input.speakers,
  imageUrl: input.imageUrl ?? null,
  capacity: input.capacity ?? null,
  meetingUrl: input.meetingUrl ?? null,
  registrationOpen: input.registrationOpen,
});

export const insertEvent = async (db: DbOrTx, input: EventInput): Promise<EventRow> => {
  const [row] = await db.insert(events).values(columnsOf(input)).returning();
  return row!;
};

export const updateEvent = async (db: DbOrTx, id: number, input: EventInput, now: Date): Promise<EventRow | null> => {
  const [row] = await db
    .update(events)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  return row ?? null;
};

export const deleteEvent = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(events).where(eq(events.id, id)).returning({ id: events.id })).length > 0;

/** The event row, locked until the transaction ends: registrations for one event queue up behind each other. */
export const lockEvent = async (db: DbOrTx, id: number): Promise<EventRow | null> => {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
};

export const findEvent = async (db: DbOrTx, id: number): Promise<EventRow | null> => {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
};

export const countActiveRegistrations = async (db: DbOrTx, eventId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), activeRegistration));
  return Number(row?.n ?? 0);
};

export const findRegistration = async (
  db: DbOrTx,
  eventId: number,
  userId: number,
): Promise<RegistrationRow | null> => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
};

export const findRegistrationById = async (db: DbOrTx, id: number): Promise<RegistrationRow | null> => {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return row ?? null;
};

/** A new place, or a cancelled one taken again (registered anew from now). */
export const upsertRegistration = async (
  db: DbOrTx,
  eventId: number,
  userId: number,
  now: Date,
): Promise<RegistrationRow> => {
  const [row] = await db
    .insert(eventRegistrations)
    .values({ eventId, userId, createdAt: now })
    .onConflictDoUpdate({
      target: [eventRegistrations.eventId, eventRegistrations.userId],
      set: { createdAt: now, cancelledAt: null },
    })
    .returning();
  return row!;
};

export const cancelRegistration = async (db: DbOrTx, id: number, now: Date): Promise<void> => {
  await db.update(eventRegistrations).set({ cancelledAt: now }).where(eq(eventRegistrations.id, id));
};

export interface Registrant {
  registrationId: number;
  email: string;
  fullName: string;
}

/** Who holds an active place at the event, with where to mail them. */
export const listRegistrants = async (db: DbOrTx, eventId: number): Promise<Registrant[]> =>
  db
    .select({ registrationId: eventRegistrations.id, email: users.email, fullName: users.fullName })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.eventId, eventId), activeRegistration, mailable))
    .orderBy(asc(eventRegistrations.id));

/** The address of a registrant who can be mailed: live, and proven (a stranger may have typed it at signup). */
export const userContact = async (db: DbOrTx, uid: number) => {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, uid), mailable));
  return row ?? null;
};

/** The sitemap's events: shown ones that have not ended. */
export const listEventUrls = async (db: DbOrTx, now: Date) =>
  db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.status, 'show'), sql`${events.endDateTime} >= ${now.toISOString()}::timestamptz`));
