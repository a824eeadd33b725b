import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REMINDER_HOURS_BEFORE } from '@elevate/contracts/content/content.constants';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { build } from '../../../test/helper.ts';
import { eventRegistrations } from '../../db/schema/content.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { processEventReminder } from './event-registrations.service.ts';
import { callAs, callerOf, type Caller, DAY, HOUR, insertEventRow } from './content.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const call = callAs(t);
let student: Caller;

beforeAll(async () => {
  student = await callerOf(t, 'user', 'Ananya');
});

const register = (who: Caller, id: number) => call(who, 'POST', `/api/events/${id}/registrations`);

const mailsOf = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);

const remindersFor = async (registrationId: number) => {
  const res = (await t.database.db.execute(sql`
    SELECT data, start_after FROM pgboss.job
    WHERE name = ${QUEUE_NAMES.eventReminders} AND (data->>'registrationId')::int = ${registrationId}
  `)) as unknown as { rows: Array<{ data: { startsAt: string }; start_after: string }> };
  return res.rows;
};

const deps = () => ({
  db: t.database.db,
  queue: t.app.queue,
  mailer: t.app.mailer,
  publicUrl: t.config.publicUrl,
});

describe('registering for an event', () => {
  it('registers once, mails the invite and plans a reminder a day before', async () => {
    const event = await insertEventRow(t);
    const first = await register(student, event.id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(ContentMessages.registered);
    expect(first.body.result).toMatchObject({ eventId: event.id, registered: true, meetingUrl: event.meetingUrl });

    const again = await register(student, event.id);
    expect(again.status).toBe(200);
    expect(again.body.result.registeredAt).toBe(first.body.result.registeredAt);

    const mails = await mailsOf(student.user.email);
    expect(mails).toHaveLength(1);
    const invite = mails[0]!.attachments[0]!;
    expect(invite).toMatchObject({ filename: 'invite.ics' });
    const ics = 'content' in invite ? invite.content : '';
    expect(ics).toContain(`UID:event-${event.id}@elevate`);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`/desc/${event.id}`);
    expect(ics).toContain('meet.example.in');

    const [reg] = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, student.user.uid)));
    const jobs = await remindersFor(reg!.id);
    expect(jobs).toHaveLength(1);
    const expected = event.startDateTime.getTime() - EVENT_REMINDER_HOURS_BEFORE * HOUR;
    expect(Math.abs(new Date(jobs[0]!.start_after).getTime() - expected)).toBeLessThan(60_000);

    const count = await call(null, 'GET', `/api/events?eventId=${event.id}`);
    expect(count.body.result.data[0].registrationCount).toBe(1);
  });

  it('plans no reminder when the event starts sooner than the reminder lead', async () => {
    const event = await insertEventRow(t, {
      startDateTime: new Date(Date.now() + 2 * HOUR),
      endDateTime: new Date(Date.now() + 3 * HOUR),
    });
    await register(student, event.id);
    const [reg] = await t.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(await remindersFor(reg!.id)).toHaveLength(0);
  });

  it('gives 2 seats to 2 of 5 people registering at the same moment', async () => {
    const event = await insertEventRow(t, { capacity: 2 });
    const people = await Promise.all(Array.from({ length: 5 }, (_, i) => callerOf(t, 'user', `Rahul ${i}`)));
    const results = await Promise.all(people.map((p) => register(p, event.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const full = results.filter((r) => r.status === 409);
    expect(full).toHaveLength(3);
    expect(full[0]!.body.error.message).toBe(ContentMessages.eventFull);
    const rows = await t.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses a closed registration, an ended event and a hidden one', async () => {
    const closed = await insertEventRow(t, { registrationOpen: false });
    expect((await register(student, closed.id)).body.error.message).toBe(ContentMessages.eventClosed);
    const over = await insertEventRow(t, {
      startDateTime: new Date(Date.now() - 3 * HOUR),
      endDateTime: new Date(Date.now() - 2 * HOUR),
    });
    const res = await register(student, over.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ContentMessages.eventOver);
    const hidden = await insertEventRow(t, { status: 'hide' });
    expect((await register(student, hidden.id)).status).toBe(404);
    expect((await register(student, 999_999)).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const event = await insertEventRow(t);
    expect((await register(null as unknown as Caller, event.id)).status).toBe(401);
    expect((await call(null, 'GET', `/api/events/${event.id}/registration`)).status).toBe(401);
  });

  it('shows the meeting link to registrants only', async () => {
    const event = await insertEventRow(t);
    const other = await callerOf(t, 'user', 'Meera');
    await register(student, event.id);
    const mine = await call(student, 'GET', `/api/events/${event.id}/registration`);
    expect(mine.body.result).toMatchObject({ registered: true, meetingUrl: event.meetingUrl });
    const theirs = await call(other, 'GET', `/api/events/${event.id}/registration`);
    expect(theirs.body.result).toMatchObject({ registered: false, meetingUrl: null });
    const listed = await call(null, 'GET', `/api/events?eventId=${event.id}`);
    expect(JSON.stringify(listed.body)).not.toContain('meet.example.in');
  });

  it('cancels with a cancelling invite, frees the seat, and the reminder then sends nothing', async () => {
    const event = await insertEventRow(t, { capacity: 1 });
    const person = await callerOf(t, 'user', 'Kiran');
    await register(person, event.id);
    const [reg] = await t.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    const job = { registrationId: reg!.id, startsAt: event.startDateTime.toISOString() };

    const cancel = await call(person, 'DELETE', `/api/events/${event.id}/registrations`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.result).toMatchObject({ registered: false, meetingUrl: null });
    const last = (await mailsOf(person.user.email)).at(-1)!;
    const ics = last.attachments[0] && 'content' in last.attachments[0] ? last.attachments[0].content : '';
    expect(ics).toContain('METHOD:CANCEL');

    expect(await processEventReminder(deps(), job)).toBe(false);
    // The seat is free again.
    expect((await register(student, event.id)).status).toBe(200);
  });

  it('sends the reminder for an active place, and none once the event moved', async () => {
    const event = await insertEventRow(t);
    const person = await callerOf(t, 'user', 'Farhan');
    await register(person, event.id);
    const [reg] = await t.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    const job = { registrationId: reg!.id, startsAt: event.startDateTime.toISOString() };
    expect(await processEventReminder(deps(), job)).toBe(true);
    expect((await mailsOf(person.user.email)).at(-1)!.subject).toContain('Tomorrow');
    expect(await processEventReminder(deps(), { ...job, startsAt: new Date(Date.now() + DAY).toISOString() })).toBe(
      false,
    );
  });
});
