import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { Referral, ReferralSummary } from '@elevate/contracts/referrals/referral.schema';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { profileEducation, profileSkills, profileWork, userProfiles, users } from '../../db/schema/users.ts';
import { insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';
import {
  AUTH_TEST_ENV,
  authHeaders,
  createUser,
  lastMailTo,
  signIn,
  signupPayload,
  uniqueEmail,
  verifyCodeFrom,
  type TestUser,
} from '../auth/auth.testing.ts';

const t = build(AUTH_TEST_ENV);

interface Caller {
  user: TestUser;
  session: LoginResult;
}

const caller = async (opts: { fullName?: string } = {}): Promise<Caller> => {
  const user = await createUser(t, opts);
  return { user, session: await signIn(t, user) };
};

const call = async (
  who: Caller | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => {
  const res = await t.inject({ method, url, payload, headers: who ? authHeaders(who.session) : {} });
  return { status: res.statusCode, body: res.json() };
};

/** A friend signs up through the API with the referrer's code; answers their account id. */
const signUpWithCode = async (
  code: string,
  names = { fullName: 'Ravi', lastName: 'Kumar' },
  email = uniqueEmail('ravi'),
) => {
  const res = await t.inject({
    method: 'POST',
    url: '/api/wueusers/register',
    payload: signupPayload({ ...names, email, referralCode: code }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { uid: row!.id, email };
};

const list = async (who: Caller, query = '') => {
  const { status, body } = await call(who, 'GET', `/api/referrals${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as { data: Referral[]; totalRecordCount: number; totalRecords: number };
};

const summary = async (who: Caller) => {
  const { status, body } = await call(who, 'GET', '/api/referrals/summary');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as ReferralSummary;
};

/** Fills the profile items worth `percent` (60: personal, education, skills, work; 65 adds a resume). */
const fillProfile = async (uid: number, percent: 60 | 65) => {
  const db = t.database.db;
  await db
    .insert(userProfiles)
    .values({
      userId: uid,
      currentCity: 'Pune',
      currentState: 'Maharashtra',
      zipcode: '411001',
      dateOfBirth: '2002-04-11',
      gender: 'male',
      resumeKey: percent === 65 ? 'resume-key.pdf' : null,
    })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { resumeKey: percent === 65 ? 'resume-key.pdf' : null } });
  const [edu] = await db.select().from(profileEducation).where(eq(profileEducation.userId, uid));
  if (!edu) {
    await db.insert(profileEducation).values({ userId: uid, level: 'Graduation/Diploma', institution: 'COEP' });
    await db.insert(profileSkills).values(['SQL', 'Python', 'Excel'].map((name) => ({ userId: uid, name })));
    await db.insert(profileWork).values({
      userId: uid,
      company: 'Sahyadri Foods',
      title: 'Intern',
      employmentType: 'Internship',
      startDate: '2025-06-01',
    });
  }
};

describe('referrals: the list and the progress of each friend', () => {
  let referrer: Caller;
  let friend: { uid: number; email: string };

  beforeAll(async () => {
    referrer = await caller({ fullName: 'Meera' });
    friend = await signUpWithCode(referrer.user.referralCode.toLowerCase());
  });

  it('shows a friend who signed up with the code as joined, with a short name and a masked email', async () => {
    const { data, totalRecordCount, totalRecords } = await list(referrer);
    expect(totalRecordCount).toBe(1);
    expect(totalRecords).toBe(1);
    const [r] = data;
    expect(r).toMatchObject({
      referralId: friend.uid,
      name: 'Ravi K.',
      maskedEmail: 'r****@e****.in',
      deleted: false,
      emailVerifiedAt: null,
      profileOver60: false,
      firstAppliedAt: null,
      hidden: false,
    });
    expect(JSON.stringify(data)).not.toContain(friend.email);
    expect(JSON.stringify(data)).not.toContain('Kumar');
  });

  it('moves a friend from joined to verified, profile over 60 % and first application, and counts each', async () => {
    expect((await summary(referrer)).counts).toEqual({ joined: 1, emailVerified: 0, profile: 0, firstApplication: 0 });

    const code = verifyCodeFrom(await lastMailTo(t, friend.email));
    expect((await t.inject({ method: 'POST', url: `/api/wueusers/verify/${code}` })).statusCode).toBe(200);
    let [r] = (await list(referrer)).data;
    expect(r!.emailVerifiedAt).not.toBeNull();
    expect((await summary(referrer)).counts).toEqual({ joined: 1, emailVerified: 1, profile: 0, firstApplication: 0 });

    // Exactly 60 % is not over 60 %.
    await fillProfile(friend.uid, 60);
    expect((await list(referrer)).data[0]!.profileOver60).toBe(false);
    await fillProfile(friend.uid, 65);
    [r] = (await list(referrer)).data;
    expect(r!.profileOver60).toBe(true);
    expect((await summary(referrer)).counts).toEqual({ joined: 1, emailVerified: 1, profile: 1, firstApplication: 0 });

    const partner = await insertPartner(t.database.db);
    const job = await insertJob(t.database.db, partner.id);
    await t.database.db.insert(applications).values({ userId: friend.uid, jobId: job.id });
    [r] = (await list(referrer)).data;
    expect(r!.firstAppliedAt).not.toBeNull();
    expect((await summary(referrer)).counts).toEqual({ joined: 1, emailVerified: 1, profile: 1, firstApplication: 1 });
  });

  it('reads one friend by id for the referrer', async () => {
    const { status, body } = await call(referrer, 'GET', `/api/referrals/${friend.uid}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ referralId: friend.uid, name: 'Ravi K.' });
  });

  it("refuses every other user's referrals: the list is their own, one friend is a 404 like an unknown id", async () => {
    const stranger = await caller();
    expect((await list(stranger)).data).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { hidden: true }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(stranger, method, `/api/referrals/${friend.uid}`, payload);
      const unknown = await call(stranger, method, '/api/referrals/2147483000', payload);
      expect(theirs.status, method).toBe(404);
      expect(theirs.body.error).toEqual(unknown.body.error);
      expect(JSON.stringify(theirs.body)).not.toContain('Ravi');
    }
    // Nothing the stranger did hid the friend from the referrer.
    expect((await list(referrer)).data.map((r) => r.hidden)).toEqual([false]);
    // The friend cannot read their own referral either: it is the referrer's.
    const friendSession = await signIn(t, { email: friend.email, password: signupPayload().password });
    const own = await t.inject({
      method: 'GET',
      url: `/api/referrals/${friend.uid}`,
      headers: authHeaders(friendSession),
    });
    expect(own.statusCode).toBe(404);
  });

  it('asks for a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/referrals'],
      ['GET', '/api/referrals/summary'],
      ['GET', `/api/referrals/${friend.uid}`],
      ['POST', '/api/referrals'],
      ['PUT', `/api/referrals/${friend.uid}`],
      ['DELETE', `/api/referrals/${friend.uid}`],
    ] as const) {
      expect((await call(null, method, url, method === 'POST' ? { code: 'ELV-AAAAAA' } : undefined)).status).toBe(401);
    }
  });

  it('hides a friend from the list (still counted) and shows them again', async () => {
    const hidden = await call(referrer, 'DELETE', `/api/referrals/${friend.uid}`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Hidden from your referrals');
    expect(hidden.body.result.hidden).toBe(true);
    expect((await list(referrer)).data).toEqual([]);
    expect((await list(referrer, '?hidden=true')).data.map((r) => r.referralId)).toEqual([friend.uid]);
    const s = await summary(referrer);
    expect(s.counts.joined).toBe(1);
    expect(s.hidden).toBe(1);
    // Hiding twice changes nothing.
    expect((await call(referrer, 'DELETE', `/api/referrals/${friend.uid}`)).status).toBe(200);

    const shown = await call(referrer, 'PUT', `/api/referrals/${friend.uid}`, { hidden: false });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe('Shown in your referrals again');
    expect((await list(referrer)).data.map((r) => r.referralId)).toEqual([friend.uid]);
    expect((await summary(referrer)).hidden).toBe(0);
  });

  it('answers a clear 400 for an update without hidden and for bad paging', async () => {
    const noHidden = await call(referrer, 'PUT', `/api/referrals/${friend.uid}`, { note: 'college friend' });
    expect(noHidden.status).toBe(400);
    expect(noHidden.body.error.fields).toEqual({ hidden: 'hidden must be true or false' });
    expect((await call(referrer, 'GET', '/api/referrals?limit=500')).status).toBe(400);
    expect((await call(referrer, 'GET', '/api/referrals/abc')).status).toBe(400);
  });

  it("shows a deleted friend as 'Deleted user' with no email", async () => {
    const gone = await signUpWithCode(referrer.user.referralCode, { fullName: 'Sunil', lastName: 'Rao' });
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(), fullName: '', lastName: '', email: `deleted-${gone.uid}@deleted.invalid` })
      .where(eq(users.id, gone.uid));
    const r = (await list(referrer)).data.find((x) => x.referralId === gone.uid);
    expect(r).toMatchObject({ name: 'Deleted user', maskedEmail: null, deleted: true, profileOver60: false });
  });

  it('pages the list newest first', async () => {
    const other = await caller();
    const a = await signUpWithCode(other.user.referralCode, { fullName: 'Asha', lastName: 'Nair' });
    const b = await signUpWithCode(other.user.referralCode, { fullName: 'Bhavna', lastName: 'Shah' });
    const first = await list(other, '?limit=1');
    expect(first.totalRecordCount).toBe(2);
    expect(first.data.map((r) => r.referralId)).toEqual([b.uid]);
    expect((await list(other, '?limit=1&offset=1')).data.map((r) => r.referralId)).toEqual([a.uid]);
  });
});

describe('referrals: adding a code after signing up', () => {
  it('lets an account without a code add a friend’s code once, and the friend sees them', async () => {
    const inviter = await caller({ fullName: 'Kavya' });
    const joiner = await caller({ fullName: 'Arjun' });
    const before = await summary(joiner);
    expect(before.referredBy).toBeNull();
    expect(before.claimOpenUntil).not.toBeNull();

    const claim = await call(joiner, 'POST', '/api/referrals', {
      code: ` ${inviter.user.referralCode.toLowerCase()} `,
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    expect(claim.body.result).toEqual({ referredBy: { name: 'Kavya M.' } });
    expect(claim.body.message).toBe('Referral code added. Kavya M. invited you to Elevate');
    expect((await list(inviter)).data.map((r) => r.referralId)).toEqual([joiner.user.uid]);
    const after = await summary(joiner);
    expect(after.referredBy).toEqual({ name: 'Kavya M.' });
    expect(after.claimOpenUntil).toBeNull();

    // Counted once: neither the same code nor another one is taken a second time.
    const other = await caller();
    for (const code of [inviter.user.referralCode, other.user.referralCode]) {
      const again = await call(joiner, 'POST', '/api/referrals', { code });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('You have already used a referral code. A referral is counted only once');
    }
    expect((await list(inviter)).totalRecordCount).toBe(1);
    expect((await list(other)).totalRecordCount).toBe(0);
  });

  it('refuses one’s own code with a clear message', async () => {
    const me = await caller();
    const res = await call(me, 'POST', '/api/referrals', { code: me.user.referralCode });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ code: 'You cannot use your own referral code' });
    expect((await summary(me)).referredBy).toBeNull();
  });

  it('refuses a code that does not exist, and one that is not a code, with clear messages', async () => {
    const me = await caller();
    const unknown = await call(me, 'POST', '/api/referrals', { code: 'ELV-ZZZZZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({
      code: 'This referral code does not exist. Please check it and try again',
    });
    const malformed = await call(me, 'POST', '/api/referrals', { code: 'ELV <script>' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ code: 'A referral code has only letters, digits and dashes' });
    const empty = await call(me, 'POST', '/api/referrals', {});
    expect(empty.body.error.fields).toEqual({ code: 'Please enter a referral code' });
  });

  it('refuses the code of a friend who joined with one’s own code', async () => {
    const me = await caller();
    const invited = await caller();
    expect((await call(invited, 'POST', '/api/referrals', { code: me.user.referralCode })).status).toBe(201);
    const back = await call(me, 'POST', '/api/referrals', { code: invited.user.referralCode });
    expect(back.status).toBe(400);
    expect(back.body.error.fields).toEqual({ code: 'You cannot use the code of a friend who joined with your code' });
  });

  it('refuses a code more than 30 days after signing up', async () => {
    const inviter = await caller();
    const old = await caller();
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, old.user.uid));
    expect((await summary(old)).claimOpenUntil).toBeNull();
    const res = await call(old, 'POST', '/api/referrals', { code: inviter.user.referralCode });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A referral code can be added only within 30 days of signing up');
  });

  it('refuses the code of a deleted account as unknown', async () => {
    const gone = await caller();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.uid));
    const me = await caller();
    const res = await call(me, 'POST', '/api/referrals', { code: gone.user.referralCode });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.code).toBe('This referral code does not exist. Please check it and try again');
  });

  it('counts two simultaneous claims with two codes once', async () => {
    const [a, b, me] = await Promise.all([caller(), caller(), caller()]);
    const answers = await Promise.all(
      [a, b].map((inviter) => call(me, 'POST', '/api/referrals', { code: inviter.user.referralCode })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const counted = (await list(a)).totalRecordCount + (await list(b)).totalRecordCount;
    expect(counted).toBe(1);
  });
});
