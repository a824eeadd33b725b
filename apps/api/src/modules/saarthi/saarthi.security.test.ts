import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { saarthis } from '../../db/schema/saarthi.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { BOOKINGS_PER_HOUR, REQUESTS_PER_HOUR } from './mentorships.routes.ts';
import {
  applicationInput,
  approvedMentor,
  call,
  type Caller,
  expectStatus,
  mailsWithAttachments,
  mentorshipBetween,
  newCaller,
  noticesOf,
  requestInput,
} from './saarthi.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const HOUR = 3_600_000;

type Mentor = Caller & { saarthiId: number };

const freeSlots = async (m: Mentor): Promise<string[]> => {
  const res = await call(t, null, 'GET', `/saarthi/${m.saarthiId}/slots?days=28`);
  expectStatus(res, 200);
  const after = Date.now() + 48 * HOUR;
  return res.body.result.slots
    .map((s: { startsAt: string }) => s.startsAt)
    .filter((s: string) => new Date(s).getTime() > after);
};

const unverify = (who: Caller) =>
  t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, who.user.uid));

describe('a mentorship is its pair’s only', () => {
  it("refuses a session or goal of another mentorship reached through one's own mentorship's address", async () => {
    const mentor = await approvedMentor(t);
    const [mine, theirs] = [await newCaller(t), await newCaller(t)];
    const myId = await mentorshipBetween(t, mentor, mine);
    const theirId = await mentorshipBetween(t, mentor, theirs);
    const [slot] = await freeSlots(mentor);
    const booked = await call(t, theirs, 'POST', `/mentorships/${theirId}/sessions`, { startsAt: slot, agenda: 'CV' });
    expectStatus(booked, 201);
    const sessionId = booked.body.result.sessionId as number;
    const cancel = { status: 'cancelled', cancelReason: 'mine now' };
    expectStatus(await call(t, mine, 'PUT', `/mentorships/${myId}/sessions/${sessionId}`, cancel), 404);
    const theirGoal = (await call(t, theirs, 'GET', `/mentorships/${theirId}`)).body.result.goals[0].goalId;
    expectStatus(await call(t, mine, 'PUT', `/mentorships/${myId}/goals/${theirGoal}`, { done: true }), 404);
    expectStatus(await call(t, mine, 'DELETE', `/mentorships/${myId}/goals/${theirGoal}`), 404);
    const after = (await call(t, theirs, 'GET', `/mentorships/${theirId}`)).body.result;
    expect(after.sessions[0].status).toBe('booked');
    expect(after.goals[0].done).toBe(false);
  });

  it('lets an admin read a mentorship but not book, end, rate or change goals in it', async () => {
    const mentor = await approvedMentor(t);
    const id = await mentorshipBetween(t, mentor, await newCaller(t));
    const admin = await newCaller(t, { role: 'admin' });
    expectStatus(await call(t, admin, 'GET', `/mentorships/${id}`), 200);
    const [slot] = await freeSlots(mentor);
    expectStatus(await call(t, admin, 'POST', `/mentorships/${id}/sessions`, { startsAt: slot }), 403);
    expectStatus(await call(t, admin, 'POST', `/mentorships/${id}/goals`, { title: 'Mine' }), 403);
    expectStatus(await call(t, admin, 'PUT', `/mentorships/${id}/end`, { outcome: 'cancelled' }), 403);
    expectStatus(await call(t, admin, 'PUT', `/mentorships/${id}/respond`, { accept: true }), 403);
  });
});

describe('applications stay private until approved', () => {
  it('hides a pending application from strangers: profile, slots, directory, edit, availability and delete', async () => {
    const applicant = await newCaller(t);
    const applied = await call(t, applicant, 'POST', '/saarthi', applicationInput({ company: 'Hidden Pvt Ltd' }));
    expectStatus(applied, 201);
    const id = applied.body.result.saarthiId as number;
    const stranger = await newCaller(t);
    expectStatus(await call(t, null, 'GET', `/saarthi/${id}`), 404);
    expectStatus(await call(t, stranger, 'GET', `/saarthi/${id}`), 404);
    expectStatus(await call(t, null, 'GET', `/saarthi/${id}/slots`), 404);
    const dir = await call(t, null, 'GET', '/saarthi?company=Hidden');
    expect(dir.body.result.data).toEqual([]);
    expectStatus(await call(t, stranger, 'PUT', `/saarthi/${id}`, { headline: 'Defaced' }), 404);
    const windows = { timezone: 'Asia/Kolkata', sessionMinutes: 45, windows: [] };
    expectStatus(await call(t, stranger, 'PUT', `/saarthi/${id}/availability`, windows), 404);
    expectStatus(await call(t, stranger, 'DELETE', `/saarthi/${id}`), 404);
    expectStatus(await call(t, stranger, 'PUT', `/saarthi/${id}/review`, { decision: 'approve' }), 403);
    const [row] = await t.database.db.select().from(saarthis).where(eq(saarthis.id, id));
    expect(row).toMatchObject({ status: 'pending', headline: applicationInput().headline });
  });

  it('refuses an applicant approving themselves through fields the form does not have', async () => {
    const applicant = await newCaller(t);
    for (const extra of [{ status: 'approved' }, { userId: 1 }, { reviewedByUid: 1 }]) {
      expectStatus(await call(t, applicant, 'POST', '/saarthi', applicationInput(extra)), 400);
    }
    const applied = await call(t, applicant, 'POST', '/saarthi', applicationInput());
    const id = applied.body.result.saarthiId as number;
    for (const extra of [{ status: 'approved' }, { activeMentees: 0 }, { rejectionReason: null }]) {
      expectStatus(await call(t, applicant, 'PUT', `/saarthi/${id}`, extra), 400);
    }
    const mentor = await approvedMentor(t);
    const req = { ...requestInput(mentor.saarthiId), status: 'active' };
    expectStatus(await call(t, await newCaller(t), 'POST', '/mentorships', req), 400);
    const [row] = await t.database.db.select().from(saarthis).where(eq(saarthis.id, id));
    expect(row?.status).toBe('pending');
  });
});

describe('mail about mentoring', () => {
  it("tells the mentor of a request without mailing the stranger's message", async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const message = 'Please visit https://spam.example and send your bank details there, urgently.';
    expectStatus(await call(t, mentee, 'POST', '/mentorships', { ...requestInput(mentor.saarthiId), message }), 201);
    const [mail] = await mailsWithAttachments(t, mentor.user.email);
    expect(mail!.subject).toContain('would like you as their Saarthi');
    expect(mail!.textBody).not.toContain('spam.example');
  });

  it('mails nobody whose address is not proven, but still tells them in the app', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    await unverify(mentor);
    await unverify(mentee);
    const id = await mentorshipBetween(t, mentor, mentee);
    const [slot] = await freeSlots(mentor);
    const agenda = 'Free recharge at https://spam.example';
    expectStatus(await call(t, mentee, 'POST', `/mentorships/${id}/sessions`, { startsAt: slot, agenda }), 201);
    expect(await mailsWithAttachments(t, mentor.user.email)).toEqual([]);
    expect(await mailsWithAttachments(t, mentee.user.email)).toEqual([]);
    const notices = (await noticesOf(t, mentor.user.uid)).map((n) => n.oneLiner);
    expect(notices.some((n) => n.includes('asked you for mentorship'))).toBe(true);
    expect(notices.some((n) => n.includes('booked for'))).toBe(true);
  });
});

describe('writes that mail the other side are limited per account', () => {
  it(`allows ${REQUESTS_PER_HOUR} requests an hour: asking and withdrawing cannot flood a mentor's inbox`, async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) {
      const id = await mentorshipBetween(t, mentor, mentee, false);
      expectStatus(await call(t, mentee, 'PUT', `/mentorships/${id}/end`, { outcome: 'withdrawn' }), 200);
    }
    const over = await call(t, mentee, 'POST', '/mentorships', requestInput(mentor.saarthiId));
    expectStatus(over, 429);
    expect(await mailsWithAttachments(t, mentor.user.email)).toHaveLength(REQUESTS_PER_HOUR);
    expectStatus(await call(t, await newCaller(t), 'POST', '/mentorships', requestInput(mentor.saarthiId)), 201);
  });

  it(`allows ${BOOKINGS_PER_HOUR} bookings an hour: booking and cancelling cannot flood both inboxes`, async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const id = await mentorshipBetween(t, mentor, mentee);
    const [slot] = await freeSlots(mentor);
    for (let i = 0; i < BOOKINGS_PER_HOUR; i++) {
      const booked = await call(t, mentee, 'POST', `/mentorships/${id}/sessions`, { startsAt: slot });
      expectStatus(booked, 201);
      const url = `/mentorships/${id}/sessions/${booked.body.result.sessionId}`;
      expectStatus(await call(t, mentee, 'PUT', url, { status: 'cancelled' }), 200);
    }
    expectStatus(await call(t, mentee, 'POST', `/mentorships/${id}/sessions`, { startsAt: slot }), 429);
    expectStatus(await call(t, mentor, 'POST', `/mentorships/${id}/sessions`, { startsAt: slot }), 201);
  });

  it('records feedback once per side when both copies arrive at the same moment', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const id = await mentorshipBetween(t, mentor, mentee);
    expectStatus(await call(t, mentee, 'PUT', `/mentorships/${id}/end`, { outcome: 'completed' }), 200);
    const body = { rating: 5 };
    const sent = await Promise.all([1, 2].map(() => call(t, mentee, 'POST', `/mentorships/${id}/feedback`, body)));
    expect(sent.map((r) => r.status).sort()).toEqual([201, 409]);
    const read = await call(t, mentee, 'GET', `/mentorships/${id}`);
    expect(read.body.result.feedback).toHaveLength(1);
  });
});
