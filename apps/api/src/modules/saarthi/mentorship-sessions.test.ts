import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { build } from '../../../test/helper.ts';
import { mentorshipSessions } from '../../db/schema/saarthi.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { processReminder, type NoticeDeps } from './mentorship-notices.ts';
import {
  approvedMentor,
  call,
  type Caller,
  expectStatus,
  mailsWithAttachments,
  mentorshipBetween,
  newCaller,
  noticesOf,
} from './saarthi.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const HOUR = 3_600_000;
const deps = (): NoticeDeps => ({ mailer: t.app.mailer, queue: t.app.queue, publicUrl: t.config.publicUrl });

type Mentor = Caller & { saarthiId: number };
let mentor: Mentor;
let mentee: Caller;
let mentorshipId: number;

beforeAll(async () => {
  mentor = await approvedMentor(t, { name: 'Ishaan' });
  mentee = await newCaller(t, { fullName: 'Diya' });
  mentorshipId = await mentorshipBetween(t, mentor, mentee);
});

/** Free slots of the mentor at least `hoursAhead` from now. */
const freeSlots = async (m: Mentor, hoursAhead = 48): Promise<string[]> => {
  const res = await call(t, null, 'GET', `/saarthi/${m.saarthiId}/slots?days=28`);
  expectStatus(res, 200);
  const after = Date.now() + hoursAhead * HOUR;
  return res.body.result.slots
    .map((s: { startsAt: string }) => s.startsAt)
    .filter((s: string) => new Date(s).getTime() > after);
};

const book = (who: Caller, id: number, startsAt: string, agenda = 'Resume review') =>
  call(t, who, 'POST', `/mentorships/${id}/sessions`, { startsAt, agenda });

const reminderJobs = async (sessionId: number) =>
  (
    await t.database.db.execute<{ data: { kind: string; startsAt: string }; start_after: string | Date }>(
      sql`select data, start_after from pgboss.job where name = ${QUEUE_NAMES.saarthiReminders} and (data->>'sessionId')::int = ${sessionId}`,
    )
  ).rows;

describe('booking a session', () => {
  it('books an offered time, mails both a calendar invite and queues reminders a day and an hour before', async () => {
    const [slot] = await freeSlots(mentor);
    const res = await book(mentee, mentorshipId, slot!);
    expectStatus(res, 201);
    expect(res.body.message).toBe(SaarthiMessages.sessionBooked);
    const session = res.body.result;
    expect(session).toMatchObject({ startsAt: slot, status: 'booked', agenda: 'Resume review' });
    expect(new Date(session.endsAt).getTime() - new Date(slot!).getTime()).toBe(60 * 60_000);

    for (const who of [mentor, mentee]) {
      const [mail] = await mailsWithAttachments(t, who.user.email);
      expect(mail!.subject).toMatch(/^Saarthi session booked for .+ IST$/);
      const ics = mail!.attachments[0]!;
      expect(ics.contentType).toContain('method=REQUEST');
      expect(ics.content).toContain(`UID:saarthi-session-${session.sessionId}@elevate`);
      expect(ics.content).toContain(`/saarthi/mentorships/${mentorshipId}`);
      expect((await noticesOf(t, who.user.uid))[0]!.oneLiner).toContain('booked for');
    }
    const jobs = await reminderJobs(session.sessionId);
    expect(jobs.map((j) => j.data.kind).sort()).toEqual(['day', 'hour']);
    for (const j of jobs) {
      const before = j.data.kind === 'day' ? 24 * HOUR : HOUR;
      const at = new Date(j.start_after).getTime();
      expect(Math.abs(at - (new Date(slot!).getTime() - before))).toBeLessThan(2 * 60_000);
    }
    const slotsNow = await freeSlots(mentor);
    expect(slotsNow).not.toContain(slot);
  });

  it('refuses a time outside the availability, one too soon, and a mentorship that is not active', async () => {
    const off = await book(
      mentee,
      mentorshipId,
      new Date(Date.now() + 72 * HOUR).toISOString().slice(0, 14) + '07:00.000Z',
    );
    expectStatus(off, 400);
    expect(off.body.error.fields.startsAt).toBe(SaarthiMessages.slotNotOffered);
    // The next whole IST hour between 08:00 and 21:00 within 12 hours is an offered time, but too soon.
    let soon = Math.ceil((Date.now() + 30 * 60_000) / HOUR) * HOUR - 30 * 60_000 + HOUR;
    while ((new Date(soon).getUTCHours() + 5) % 24 < 8 || (new Date(soon).getUTCHours() + 5) % 24 > 20) soon += HOUR;
    const tooSoon = await book(mentee, mentorshipId, new Date(soon).toISOString());
    expectStatus(tooSoon, 400);
    expect(tooSoon.body.error.message).toBe(SaarthiMessages.slotTooSoon);
    const request = await mentorshipBetween(t, mentor, await newCaller(t), false);
    const [slot] = await freeSlots(mentor);
    expectStatus(await book(mentor, request, slot!), 409);
  });

  it("refuses a time another of the mentor's mentees holds, and only one of two bookings at once wins", async () => {
    const other = await newCaller(t);
    const otherId = await mentorshipBetween(t, mentor, other);
    const [taken, raced] = await freeSlots(mentor);
    expectStatus(await book(mentee, mentorshipId, taken!), 201);
    const clash = await book(other, otherId, taken!);
    expectStatus(clash, 409);
    expect(clash.body.error.message).toBe(SaarthiMessages.slotTaken);

    const results = await Promise.all([book(mentee, mentorshipId, raced!), book(other, otherId, raced!)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select({ id: mentorshipSessions.id })
      .from(mentorshipSessions)
      .where(sql`${mentorshipSessions.startsAt} = ${new Date(raced!)} and ${mentorshipSessions.status} = 'booked'`);
    expect(rows).toHaveLength(1);
  });

  it('keeps sessions to the pair: another student cannot book, read or change them', async () => {
    const stranger = await newCaller(t);
    const [slot] = await freeSlots(mentor);
    expectStatus(await book(stranger, mentorshipId, slot!), 404);
    const booked = await book(mentee, mentorshipId, slot!);
    const url = `/mentorships/${mentorshipId}/sessions/${booked.body.result.sessionId}`;
    expectStatus(await call(t, stranger, 'PUT', url, { notes: 'mine now' }), 404);
  });
});

describe('changing a session', () => {
  it('cancels before the start with a cancel invite (sequence 1) to both, and its reminder sends nothing', async () => {
    const [slot] = await freeSlots(mentor);
    const booked = (await book(mentee, mentorshipId, slot!)).body.result;
    const url = `/mentorships/${mentorshipId}/sessions/${booked.sessionId}`;
    const early = await call(t, mentee, 'PUT', url, { status: 'completed' });
    expectStatus(early, 409);
    const res = await call(t, mentee, 'PUT', url, { status: 'cancelled', cancelReason: 'Exam clash' });
    expectStatus(res, 200);
    expect(res.body.result).toMatchObject({ status: 'cancelled', cancelReason: 'Exam clash' });
    for (const who of [mentor, mentee]) {
      const [mail] = await mailsWithAttachments(t, who.user.email);
      expect(mail!.subject).toMatch(/^Cancelled: Saarthi session/);
      expect(mail!.attachments[0]!.content).toContain('METHOD:CANCEL');
      expect(mail!.attachments[0]!.content).toContain('SEQUENCE:1');
    }
    const before = (await mailsWithAttachments(t, mentee.user.email)).length;
    expect(
      await processReminder(t.database.db, deps(), { sessionId: booked.sessionId, kind: 'hour', startsAt: slot! }),
    ).toBe(0);
    expect((await mailsWithAttachments(t, mentee.user.email)).length).toBe(before);
  });

  it('reminds both of a booked session, but not with a reminder queued for an older start time', async () => {
    const [slot] = await freeSlots(mentor);
    const booked = (await book(mentee, mentorshipId, slot!)).body.result;
    const moved = {
      sessionId: booked.sessionId,
      kind: 'day',
      startsAt: new Date(Date.parse(slot!) - HOUR).toISOString(),
    };
    expect(await processReminder(t.database.db, deps(), moved)).toBe(0);
    expect(await processReminder(t.database.db, deps(), { ...moved, startsAt: slot! })).toBe(2);
    const [mail] = await mailsWithAttachments(t, mentee.user.email);
    expect(mail!.subject).toMatch(/^Reminder: Saarthi session tomorrow/);
  });

  it('keeps shared notes from either side and completes a session that has started', async () => {
    const [row] = await t.database.db
      .insert(mentorshipSessions)
      .values({
        mentorshipId,
        saarthiId: mentor.saarthiId,
        startsAt: new Date(Date.now() - 2 * HOUR),
        endsAt: new Date(Date.now() - HOUR),
      })
      .returning({ id: mentorshipSessions.id });
    const url = `/mentorships/${mentorshipId}/sessions/${row!.id}`;
    expect((await call(t, mentor, 'PUT', url, { notes: 'Covered STAR answers.' })).body.result.notes).toBe(
      'Covered STAR answers.',
    );
    expectStatus(await call(t, mentee, 'PUT', url, { status: 'cancelled', cancelReason: 'late' }), 409);
    expect((await call(t, mentee, 'PUT', url, { status: 'completed' })).body.result.status).toBe('completed');
  });
});

describe('feedback', () => {
  it('opens when the mentorship ends, once per side, and rates the mentor by mentees only', async () => {
    const body = { rating: 5, comment: 'Very patient and practical.' };
    const notYet = await call(t, mentee, 'POST', `/mentorships/${mentorshipId}/feedback`, body);
    expectStatus(notYet, 409);
    expect(notYet.body.error.message).toBe(SaarthiMessages.feedbackNotYet);
    expectStatus(await call(t, mentor, 'PUT', `/mentorships/${mentorshipId}/end`, { outcome: 'completed' }), 200);
    expectStatus(await call(t, mentee, 'POST', `/mentorships/${mentorshipId}/feedback`, body), 201);
    const twice = await call(t, mentee, 'POST', `/mentorships/${mentorshipId}/feedback`, body);
    expectStatus(twice, 409);
    expect(twice.body.error.message).toBe(SaarthiMessages.feedbackTwice);
    const fromMentor = await call(t, mentor, 'POST', `/mentorships/${mentorshipId}/feedback`, { rating: 2 });
    expectStatus(fromMentor, 201);
    expect(fromMentor.body.result.feedback.map((f: { fromRole: string }) => f.fromRole)).toEqual(['mentee', 'mentor']);
    const profile = await call(t, null, 'GET', `/saarthi/${mentor.saarthiId}`);
    expect(profile.body.result).toMatchObject({ rating: 5, ratingCount: 1, completedMentorships: 1 });
    expectStatus(await call(t, await newCaller(t), 'POST', `/mentorships/${mentorshipId}/feedback`, body), 404);
  });
});
