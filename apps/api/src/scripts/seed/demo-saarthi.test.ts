import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../../modules/auth/auth.testing.ts';
import { DEMO_MENTOR, DEMO_SAARTHI_MENTORS, seedDemoSaarthi } from './demo-saarthi.ts';

const t = build(AUTH_TEST_ENV);

describe('seedDemoSaarthi', () => {
  it('lists the approved mentors, lets mentor@elevate.local sign in and shows the demo mentorship to both', async () => {
    const student = await createUser(t, { email: 'student@elevate.local' });
    const now = new Date();
    const written = await t.database.db.transaction((tx) => seedDemoSaarthi(tx, now));
    expect(written).toBeGreaterThan(DEMO_SAARTHI_MENTORS.length * 2);

    const dir = await t.inject({ method: 'GET', url: '/api/saarthi?limit=48' });
    const approved = DEMO_SAARTHI_MENTORS.filter((m) => m.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(8);
    expect(dir.json().result.totalRecordCount).toBe(approved.length);
    const zones = new Set(dir.json().result.data.map((p: { timezone: string }) => p.timezone));
    expect(zones).toEqual(new Set(['Asia/Kolkata', 'America/Los_Angeles']));

    const mentor = await signIn(t, DEMO_MENTOR);
    const mine = await t.inject({ method: 'GET', url: '/api/mentorships?role=mentor', headers: authHeaders(mentor) });
    const [card] = mine.json().result.data;
    expect(card).toMatchObject({ status: 'active', role: 'mentor', other: { uid: student.uid } });
    expect(card.nextSessionAt).not.toBeNull();

    const detail = await t.inject({
      method: 'GET',
      url: `/api/mentorships/${card.mentorshipId}`,
      headers: authHeaders(await signIn(t, student)),
    });
    const m = detail.json().result;
    expect(m.goals.length).toBeGreaterThanOrEqual(2);
    expect(m.sessions.map((s: { status: string }) => s.status)).toEqual(['completed', 'booked']);
    expect(m.sessions[0].notes).not.toBe('');
  });
});
