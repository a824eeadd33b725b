import { beforeAll, describe, expect, it } from 'vitest';
import { MENTEE_OPEN_REQUESTS_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV, lastMailTo } from '../auth/auth.testing.ts';
import {
  approvedMentor,
  call,
  type Caller,
  expectStatus,
  mentorshipBetween,
  newCaller,
  noticesOf,
  requestInput,
} from './saarthi.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
let admin: Caller;

beforeAll(async () => {
  admin = await newCaller(t, { role: 'admin' });
});

describe('requesting a mentor', () => {
  it('creates the request with its goals and tells the mentor in the app and by mail', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t, { fullName: 'Aarav' });
    const res = await call(t, mentee, 'POST', '/mentorships', requestInput(mentor.saarthiId));
    expectStatus(res, 201);
    expect(res.body.result).toMatchObject({ status: 'requested', role: 'mentee' });
    expect(res.body.result.goals.map((g: { title: string }) => g.title)).toEqual(requestInput(0).goals);
    expect((await noticesOf(t, mentor.user.uid))[0]!.oneLiner).toBe('Aarav Menon asked you for mentorship');
    expect((await lastMailTo(t, mentor.user.email))!.subject).toContain('would like you as their Saarthi');
  });

  it('refuses one’s own profile, unknown or non-accepting mentors, a second open request and a full mentor', async () => {
    const mentor = await approvedMentor(t, { maxMentees: 1 });
    const own = await call(t, mentor, 'POST', '/mentorships', requestInput(mentor.saarthiId));
    expectStatus(own, 400);
    expect(own.body.error.message).toBe(SaarthiMessages.ownRequest);
    expectStatus(await call(t, await newCaller(t), 'POST', '/mentorships', requestInput(999_999)), 404);

    const closed = await approvedMentor(t, { accepting: false });
    const notAccepting = await call(t, await newCaller(t), 'POST', '/mentorships', requestInput(closed.saarthiId));
    expect(notAccepting.body.error.message).toBe(SaarthiMessages.notAccepting);

    const mentee = await newCaller(t);
    await mentorshipBetween(t, mentor, mentee, false);
    const twice = await call(t, mentee, 'POST', '/mentorships', requestInput(mentor.saarthiId));
    expectStatus(twice, 409);
    expect(twice.body.error.message).toBe(SaarthiMessages.alreadyRequested);

    await mentorshipBetween(t, mentor, await newCaller(t));
    const full = await call(t, await newCaller(t), 'POST', '/mentorships', requestInput(mentor.saarthiId));
    expectStatus(full, 409);
    expect(full.body.error.message).toBe(SaarthiMessages.atCapacity);
  });

  it(`allows at most ${MENTEE_OPEN_REQUESTS_MAX} open requests per mentee`, async () => {
    const mentee = await newCaller(t);
    for (let i = 0; i < MENTEE_OPEN_REQUESTS_MAX; i++) {
      await mentorshipBetween(t, await approvedMentor(t), mentee, false);
    }
    const more = await call(t, mentee, 'POST', '/mentorships', requestInput((await approvedMentor(t)).saarthiId));
    expectStatus(more, 409);
    expect(more.body.error.message).toBe(SaarthiMessages.tooManyRequests);
  });

  it('keeps one open request per pair when two arrive at once', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const results = await Promise.all(
      [0, 1, 2].map(() => call(t, mentee, 'POST', '/mentorships', requestInput(mentor.saarthiId))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('who may read and answer', () => {
  it('shows a mentorship to the pair and admins only; another student gets 404', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const id = await mentorshipBetween(t, mentor, mentee, false);
    expect((await call(t, mentor, 'GET', `/mentorships/${id}`)).body.result.role).toBe('mentor');
    expect((await call(t, mentee, 'GET', `/mentorships/${id}`)).body.result.role).toBe('mentee');
    expect((await call(t, admin, 'GET', `/mentorships/${id}`)).body.result.role).toBe('admin');
    const other = await newCaller(t);
    expectStatus(await call(t, other, 'GET', `/mentorships/${id}`), 404);
    expectStatus(await call(t, null, 'GET', `/mentorships/${id}`), 401);
    expectStatus(await call(t, other, 'PUT', `/mentorships/${id}/respond`, { accept: true }), 404);
    expectStatus(await call(t, other, 'POST', `/mentorships/${id}/goals`, { title: 'Sneaky goal' }), 404);
    const mine = await call(t, other, 'GET', '/mentorships');
    expect(mine.body.result.data).toEqual([]);
    const list = await call(t, mentor, 'GET', '/mentorships?role=mentor');
    expect(list.body.result.data[0]).toMatchObject({ mentorshipId: id, role: 'mentor', goalsTotal: 2, goalsDone: 0 });
  });

  it('lets only the mentor answer; the mentee and admins may not', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const id = await mentorshipBetween(t, mentor, mentee, false);
    expectStatus(await call(t, mentee, 'PUT', `/mentorships/${id}/respond`, { accept: true }), 403);
    expectStatus(await call(t, admin, 'PUT', `/mentorships/${id}/respond`, { accept: true }), 403);
    const noReason = await call(t, mentor, 'PUT', `/mentorships/${id}/respond`, { accept: false });
    expectStatus(noReason, 400);
    expect(noReason.body.error.fields.reason).toBe(SaarthiMessages.declineReasonRequired);
    const declined = await call(t, mentor, 'PUT', `/mentorships/${id}/respond`, {
      accept: false,
      reason: 'I am travelling this month.',
    });
    expectStatus(declined, 200);
    expect(declined.body.result).toMatchObject({ status: 'declined', declineReason: 'I am travelling this month.' });
    expectStatus(await call(t, mentor, 'PUT', `/mentorships/${id}/respond`, { accept: true }), 409);
  });
});

describe("a mentor's capacity", () => {
  it('refuses an accept beyond maxMentees', async () => {
    const mentor = await approvedMentor(t, { maxMentees: 1 });
    const first = await mentorshipBetween(t, mentor, await newCaller(t), false);
    const second = await mentorshipBetween(t, mentor, await newCaller(t), false);
    expectStatus(await call(t, mentor, 'PUT', `/mentorships/${first}/respond`, { accept: true }), 200);
    const over = await call(t, mentor, 'PUT', `/mentorships/${second}/respond`, { accept: true });
    expectStatus(over, 409);
    expect(over.body.error.message).toBe(SaarthiMessages.atCapacity);
  });

  it('accepts at most maxMentees when several accepts run at once', async () => {
    const mentor = await approvedMentor(t, { maxMentees: 2 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await mentorshipBetween(t, mentor, await newCaller(t), false));
    const results = await Promise.all(
      ids.map((id) => call(t, mentor, 'PUT', `/mentorships/${id}/respond`, { accept: true })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const profile = await call(t, null, 'GET', `/saarthi/${mentor.saarthiId}`);
    expect(profile.body.result).toMatchObject({ activeMentees: 2, hasCapacity: false });
  });
});

describe('goals and ending', () => {
  it('lets the pair add, tick and remove goals on an active mentorship', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const id = await mentorshipBetween(t, mentor, mentee);
    const added = await call(t, mentor, 'POST', `/mentorships/${id}/goals`, { title: 'Build a portfolio project' });
    expectStatus(added, 201);
    const goal = added.body.result.goals.at(-1);
    expect(goal).toMatchObject({ title: 'Build a portfolio project', done: false, position: 2 });
    const ticked = await call(t, mentee, 'PUT', `/mentorships/${id}/goals/${goal.goalId}`, { done: true });
    expect(ticked.body.result.goals.at(-1).done).toBe(true);
    expectStatus(await call(t, mentee, 'PUT', `/mentorships/${id}/goals/999999`, { done: true }), 404);
    const removed = await call(t, mentee, 'DELETE', `/mentorships/${id}/goals/${goal.goalId}`);
    expect(removed.body.result.goals).toHaveLength(2);
    expectStatus(await call(t, admin, 'POST', `/mentorships/${id}/goals`, { title: 'Admin goal' }), 403);
  });

  it('lets the mentee withdraw a request and either side complete an active mentorship', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await newCaller(t);
    const request = await mentorshipBetween(t, mentor, mentee, false);
    expectStatus(await call(t, mentor, 'PUT', `/mentorships/${request}/end`, { outcome: 'withdrawn' }), 403);
    const withdrawn = await call(t, mentee, 'PUT', `/mentorships/${request}/end`, { outcome: 'withdrawn' });
    expect(withdrawn.body.result.status).toBe('withdrawn');

    const active = await mentorshipBetween(t, mentor, mentee);
    const done = await call(t, mentor, 'PUT', `/mentorships/${active}/end`, { outcome: 'completed' });
    expectStatus(done, 200);
    expect(done.body.result.status).toBe('completed');
    expectStatus(await call(t, mentee, 'PUT', `/mentorships/${active}/end`, { outcome: 'cancelled' }), 409);
    expectStatus(await call(t, mentee, 'POST', `/mentorships/${active}/goals`, { title: 'Too late' }), 409);
  });
});
