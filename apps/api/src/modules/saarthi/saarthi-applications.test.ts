import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { build } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, lastMailTo } from '../auth/auth.testing.ts';
import {
  applicationInput,
  approvedMentor,
  call,
  type Caller,
  expectStatus,
  mentorshipBetween,
  newCaller,
  noticesOf,
} from './saarthi.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
let admin: Caller;
let stranger: Caller;

beforeAll(async () => {
  admin = await newCaller(t, { role: 'admin', fullName: 'Rohan' });
  stranger = await newCaller(t, { fullName: 'Vikram' });
});

const apply = async (who: Caller, overrides: Record<string, unknown> = {}) =>
  call(t, who, 'POST', '/saarthi', applicationInput(overrides));

describe('applying and review', () => {
  it('applies once, marks the account as a mentor, and tells admins in the app', async () => {
    const ananya = await newCaller(t, { fullName: 'Ananya' });
    const res = await apply(ananya);
    expectStatus(res, 201);
    expect(res.body.message).toBe(SaarthiMessages.applied);
    expect(res.body.result).toMatchObject({ status: 'pending', company: 'Flipkart', availability: [] });
    const [u] = await t.database.db.select({ mentor: users.mentor }).from(users).where(eq(users.id, ananya.user.uid));
    expect(u!.mentor).toBe(true);
    expect((await noticesOf(t, admin.user.uid))[0]!.oneLiner).toContain('Saarthi application');

    const again = await apply(ananya);
    expectStatus(again, 409);
    expect(again.body.error.message).toBe(SaarthiMessages.pendingReview);
    expectStatus(await call(t, ananya, 'GET', '/saarthi/me'), 200);
  });

  it('refuses applications without sign-in and bad input with per-field messages', async () => {
    expectStatus(await call(t, null, 'POST', '/saarthi', applicationInput()), 401);
    const bad = await apply(await newCaller(t), { yearsOfExperience: 1, linkedinUrl: 'linkedin.com/ananya' });
    expectStatus(bad, 400);
    expect(bad.body.error.fields.linkedinUrl).toBe(SaarthiMessages.linkedinFormat);
    expect(bad.body.error.fields.yearsOfExperience).toBeDefined();
    const none = await call(t, stranger, 'GET', '/saarthi/me');
    expectStatus(none, 200);
    expect((none.body as { result: unknown }).result).toBeNull();
  });

  it('lets only admins list and review applications', async () => {
    const priya = await newCaller(t, { fullName: 'Priya' });
    const id = (await apply(priya)).body.result.saarthiId;
    expectStatus(await call(t, stranger, 'GET', '/saarthi/applications'), 403);
    expectStatus(await call(t, priya, 'PUT', `/saarthi/${id}/review`, { decision: 'approve' }), 403);
    const listed = await call(t, admin, 'GET', '/saarthi/applications?status=pending');
    expectStatus(listed, 200);
    expect(listed.body.result.data.some((r: { saarthiId: number }) => r.saarthiId === id)).toBe(true);
  });

  it('approves with a mail and a notice, lists the mentor publicly, and refuses a second review', async () => {
    const kabir = await newCaller(t, { fullName: 'Kabir' });
    const id = (await apply(kabir)).body.result.saarthiId;
    expectStatus(await call(t, null, 'GET', `/saarthi/${id}`), 404);
    expectStatus(await call(t, kabir, 'GET', `/saarthi/${id}`), 200);

    const res = await call(t, admin, 'PUT', `/saarthi/${id}/review`, { decision: 'approve' });
    expectStatus(res, 200);
    expect(res.body.result).toMatchObject({ status: 'approved', reviewedByName: 'Rohan Menon' });
    expect((await lastMailTo(t, kabir.user.email))!.subject).toBe('You are now a Saarthi mentor');
    expect((await noticesOf(t, kabir.user.uid))[0]!.oneLiner).toContain('approved');

    expectStatus(await call(t, null, 'GET', `/saarthi/${id}`), 200);
    const dir = await call(t, null, 'GET', '/saarthi?q=Kabir');
    expect(dir.body.result.data.map((p: { saarthiId: number }) => p.saarthiId)).toContain(id);
    expectStatus(await call(t, admin, 'PUT', `/saarthi/${id}/review`, { decision: 'reject', reason: 'x' }), 409);
    expect((await apply(kabir)).body.error.message).toBe(SaarthiMessages.alreadyApproved);
  });

  it('rejects with a reason only, and a rejected applicant may apply again (pending, reason cleared)', async () => {
    const neha = await newCaller(t, { fullName: 'Neha' });
    const id = (await apply(neha)).body.result.saarthiId;
    const noReason = await call(t, admin, 'PUT', `/saarthi/${id}/review`, { decision: 'reject' });
    expectStatus(noReason, 400);
    expect(noReason.body.error.fields.reason).toBe(SaarthiMessages.rejectReasonRequired);
    expectStatus(
      await call(t, admin, 'PUT', `/saarthi/${id}/review`, { decision: 'reject', reason: 'Please add your LinkedIn.' }),
      200,
    );
    const mail = await lastMailTo(t, neha.user.email);
    expect(mail!.textBody).toContain('Please add your LinkedIn.');
    const mine = await call(t, neha, 'GET', '/saarthi/me');
    expect(mine.body.result).toMatchObject({ status: 'rejected', rejectionReason: 'Please add your LinkedIn.' });
    const again = await apply(neha, { company: 'Infosys' });
    expectStatus(again, 201);
    expect(again.body.result).toMatchObject({ status: 'pending', rejectionReason: null, company: 'Infosys' });
  });
});

describe('editing, availability and withdrawing', () => {
  it('lets the owner and admins edit, not others, and says so when capacity drops below the active count', async () => {
    const mentor = await approvedMentor(t, { maxMentees: 2 });
    await mentorshipBetween(t, mentor, await newCaller(t));
    await mentorshipBetween(t, mentor, await newCaller(t));
    expectStatus(await call(t, stranger, 'PUT', `/saarthi/${mentor.saarthiId}`, { headline: 'Hacked headline' }), 404);
    const res = await call(t, mentor, 'PUT', `/saarthi/${mentor.saarthiId}`, { maxMentees: 1 });
    expectStatus(res, 200);
    expect(res.body.message).toContain('no new mentee can join');
    expect(res.body.result).toMatchObject({ maxMentees: 1, activeMentees: 2, hasCapacity: false });
    expectStatus(await call(t, admin, 'PUT', `/saarthi/${mentor.saarthiId}`, { acceptingMentees: false }), 200);
  });

  it('saves valid availability for the owner only and refuses overlapping or short windows', async () => {
    const mentor = await approvedMentor(t);
    const body = {
      timezone: 'Asia/Kolkata',
      sessionMinutes: 45,
      windows: [
        { weekday: 2, start: '18:00', end: '20:00' },
        { weekday: 2, start: '19:00', end: '21:00' },
        { weekday: 4, start: '09:00', end: '09:30' },
      ],
    };
    const bad = await call(t, mentor, 'PUT', `/saarthi/${mentor.saarthiId}/availability`, body);
    expectStatus(bad, 400);
    expect(bad.body.error.fields).toEqual({
      'windows.1.start': SaarthiMessages.availabilityOverlap,
      'windows.2.end': SaarthiMessages.availabilityShort,
    });
    const good = { ...body, windows: [{ weekday: 2, start: '18:00', end: '20:00' }] };
    expectStatus(await call(t, stranger, 'PUT', `/saarthi/${mentor.saarthiId}/availability`, good), 404);
    const saved = await call(t, mentor, 'PUT', `/saarthi/${mentor.saarthiId}/availability`, good);
    expectStatus(saved, 200);
    expect(saved.body.result).toMatchObject({ sessionMinutes: 45, availability: good.windows });
    const slots = await call(t, null, 'GET', `/saarthi/${mentor.saarthiId}/slots?days=14`);
    expectStatus(slots, 200);
    expect(slots.body.result.slots.length).toBeGreaterThanOrEqual(2 * 1);
    expect(
      slots.body.result.slots.every((s: { startsAt: string }) => ['12:30', '13:15'].includes(s.startsAt.slice(11, 16))),
    ).toBe(true);
  });

  it('withdraws a mentor: requests declined, mentorships cancelled, the profile gone; others may not', async () => {
    const mentor = await approvedMentor(t);
    const asha = await newCaller(t, { fullName: 'Asha' });
    const ravi = await newCaller(t, { fullName: 'Ravi' });
    await mentorshipBetween(t, mentor, asha);
    await mentorshipBetween(t, mentor, ravi, false);
    expectStatus(await call(t, stranger, 'DELETE', `/saarthi/${mentor.saarthiId}`), 404);
    expectStatus(await call(t, mentor, 'DELETE', `/saarthi/${mentor.saarthiId}`), 200);
    expectStatus(await call(t, null, 'GET', `/saarthi/${mentor.saarthiId}`), 404);
    expect((await lastMailTo(t, asha.user.email))!.subject).toBe('Your Saarthi mentorship has ended');
    expect((await lastMailTo(t, ravi.user.email))!.subject).toBe('Your Saarthi request was closed');
  });
});

describe('directory', () => {
  it('filters by domain, language and availability, with mentors who have room first', async () => {
    const full = await approvedMentor(t, { maxMentees: 1, name: 'Fullcapacity' });
    await mentorshipBetween(t, full, await newCaller(t));
    const free = await approvedMentor(t, { name: 'Freeroom' });
    const res = await call(t, null, 'GET', '/saarthi?domain=Software%20engineering&language=Tamil&limit=48');
    expectStatus(res, 200);
    const ids = res.body.result.data.map((p: { saarthiId: number }) => p.saarthiId);
    expect(ids.indexOf(free.saarthiId)).toBeLessThan(ids.indexOf(full.saarthiId));
    const available = await call(t, null, 'GET', '/saarthi?available=true&limit=48');
    const availableIds = available.body.result.data.map((p: { saarthiId: number }) => p.saarthiId);
    expect(availableIds).toContain(free.saarthiId);
    expect(availableIds).not.toContain(full.saarthiId);
    const profile = available.body.result.data.find((p: { saarthiId: number }) => p.saarthiId === free.saarthiId);
    expect(profile.nextAvailableAt).not.toBeNull();
    expectStatus(await call(t, null, 'GET', '/saarthi?domain=Astrology'), 400);
  });
});
