import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { authTokens } from '../../db/schema/auth-tokens.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { referralHides } from '../../db/schema/referrals.ts';
import { uploads } from '../../db/schema/uploads.ts';
import {
  mailOptOuts,
  profileEducation,
  profileSkills,
  profileWork,
  userProfiles,
  users,
} from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, createUser, login, mailsTo, signupPayload } from '../auth/auth.testing.ts';
import { isPasswordHash, unusablePasswordHash } from '../auth/password-hash.ts';
import { eventually } from '../mail/mail.testing.ts';
import {
  applicant,
  employerWithJob,
  historyOf,
  moveApplicant,
  signedIn,
  type Headers,
} from './account.test-fixtures.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_POLL_SECONDS: '0.5' });
const remove = (uid: number, payload: Record<string, unknown>, headers?: Headers) =>
  t.inject({ method: 'DELETE', url: `/api/users/${uid}/account`, payload, headers });
const userRow = async (uid: number) => (await t.database.db.select().from(users).where(eq(users.id, uid)))[0]!;

let fx: Awaited<ReturnType<typeof employerWithJob>>;
beforeAll(async () => {
  fx = await employerWithJob(t, 'Backend Engineer');
}, 60_000);

/** A candidate with a profile, a stored resume file, a notification, an opt-out and a pending mail. */
const fullAccount = async (fullName: string) => {
  const person = await applicant(t, fx.job.id, fullName);
  const db = t.database.db;
  await db.insert(profileEducation).values({ userId: person.uid, level: '12th', institution: 'Kendriya Vidyalaya' });
  await db.insert(profileWork).values({
    userId: person.uid,
    company: 'Godavari Labs',
    title: 'Intern',
    employmentType: 'Internship',
    startDate: '2023-01-01',
  });
  await db.insert(profileSkills).values({ userId: person.uid, name: 'Go' });
  await db.insert(mailOptOuts).values({ userId: person.uid, kind: 'newsletters' });
  const friend = await createUser(t, { fullName: 'Hidden friend' });
  await db.insert(referralHides).values({ friendId: friend.uid, referrerId: person.uid });
  await t.app.storage.write(
    { key: person.resumeKey, purpose: 'resume', isPublic: false },
    Buffer.from('%PDF-1.4 cv'),
    'application/pdf',
  );
  await db
    .insert(mailOutbox)
    .values({ toAddress: person.email, subject: 'Waiting newsletter', textBody: 'Hello', status: 'failed' });
  return person;
};

describe('deleting my account: refusals', () => {
  it('a wrong or missing password refuses the deletion and changes nothing', async () => {
    const person = await fullAccount('Rohit');
    const before = await userRow(person.uid);
    const wrong = await remove(person.uid, { password: 'Not#MyPassw0rd' }, person.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: ErrorCode.VALIDATION,
      message: AccountMessages.confirmPasswordWrong,
      fields: { password: AccountMessages.confirmPasswordWrong },
    });
    const missing = await remove(person.uid, {}, person.headers);
    expect(missing.json().error.fields).toEqual({ password: AccountMessages.confirmPasswordRequired });
    // Typing the email is not enough for an account that has a password.
    const byEmail = await remove(person.uid, { email: person.email }, person.headers);
    expect(byEmail.statusCode).toBe(400);

    expect(await userRow(person.uid)).toEqual(before);
    expect(await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, person.uid))).toHaveLength(1);
    expect((await login(t, person.email, person.password)).statusCode).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: person.headers });
    expect(me.statusCode).toBe(200);
  });

  it("refuses to delete another account, even with that account's password, admins included", async () => {
    const person = await signedIn(t, await createUser(t));
    const stranger = await signedIn(t, await createUser(t));
    const admin = await signedIn(t, await createUser(t, { role: 'admin' }));
    for (const headers of [stranger.headers, admin.headers]) {
      const res = await remove(person.uid, { password: person.password }, headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await remove(person.uid, { password: person.password })).statusCode).toBe(401);
    expect((await userRow(person.uid)).deletedAt).toBeNull();
  });
});

describe('deleting my account', () => {
  let person: Awaited<ReturnType<typeof fullAccount>>;
  beforeAll(async () => {
    person = await fullAccount('Ananya');
    const moved = await moveApplicant(t, person.applicationId, 'Shortlisted', fx.employer.headers);
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await remove(person.uid, { password: person.password }, person.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AccountMessages.accountDeleted);
  }, 60_000);

  it('ends every session at once and the account cannot sign in again in any way', async () => {
    const me = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: person.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe(ErrorCode.SESSION_INVALID);
    const res = await login(t, person.email, person.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(AuthMessages.loginFailed);
    const placeholder = await login(t, `deleted-${person.uid}@deleted.invalid`, person.password);
    expect(placeholder.json().error.message).toBe(AuthMessages.loginFailed);
    const otp = await t.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email: `deleted-${person.uid}@deleted.invalid` },
    });
    expect(otp.statusCode).toBe(200);
    expect(await mailsTo(t, `deleted-${person.uid}@deleted.invalid`, 'Your Elevate sign-in code')).toHaveLength(0);
    const again = await remove(person.uid, { password: person.password }, person.headers);
    expect(again.statusCode).toBe(401);
  });

  it('wipes the personal data from the users row and the profile tables', async () => {
    const row = await userRow(person.uid);
    expect(row).toMatchObject({
      fullName: 'Deleted',
      lastName: 'user',
      email: `deleted-${person.uid}@deleted.invalid`,
      contact: null,
      googleSub: null,
      referralSource: null,
      mentor: false,
      jobfeed: false,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(isPasswordHash(row.passwordHash)).toBe(false);
    expect(row.referralCode).toMatch(/^deleted-[0-9a-f]{24}$/);
    expect(row.referralCode).not.toBe(person.referralCode);
    const db = t.database.db;
    for (const table of [userProfiles, profileEducation, profileWork, profileSkills]) {
      expect(await db.select().from(table).where(eq(table.userId, person.uid))).toHaveLength(0);
    }
    expect(await db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, person.uid))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.receiverUid, person.uid))).toHaveLength(0);
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, person.uid))).toHaveLength(0);
    expect(await db.select().from(referralHides).where(eq(referralHides.referrerId, person.uid))).toHaveLength(0);
    expect(await db.select().from(uploads).where(eq(uploads.key, person.resumeKey))).toHaveLength(0);
  });

  it('deletes the resume file from storage once the deletion has committed', async () => {
    await eventually(
      async () => (await t.app.storage.open({ key: person.resumeKey, purpose: 'resume', isPublic: false })) === null,
    );
  });

  it('cancels mail still waiting for the address and keeps no address or body in the mail log', async () => {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    // Only the confirmation of the deletion itself goes to the old address.
    expect(rows.map((r) => r.subject)).toEqual(['Your Elevate account has been deleted']);
    const erased = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `deleted-${person.uid}@deleted.invalid`));
    expect(erased.length).toBeGreaterThanOrEqual(3);
    for (const r of erased) expect([r.textBody, r.htmlBody, r.headers]).toEqual(['', null, null]);
    expect(erased.find((r) => r.subject === 'Waiting newsletter')!.status).toBe('cancelled');
  });

  it('keeps the applications, which the employer now sees as "Deleted user" with no personal data', async () => {
    const [app] = await t.database.db.select().from(applications).where(eq(applications.id, person.applicationId));
    expect(app).toMatchObject({ userId: person.uid, currentStatus: 'Shortlisted', resumeKey: null });

    const list = await t.inject({
      method: 'GET',
      url: `/api/console/jobs/${fx.job.id}/applicants`,
      headers: fx.employer.headers,
    });
    const row = (list.json().result.data as Array<{ applicationId: number }>).find(
      (a) => a.applicationId === person.applicationId,
    );
    expect(row).toMatchObject({
      user: {
        fullName: 'Deleted',
        lastName: 'user',
        email: '',
        contact: null,
        currentCity: null,
        highestQualification: null,
      },
      resumeAvailable: false,
      resumeFileName: null,
    });
    const detail = await t.inject({
      method: 'GET',
      url: `/api/console/applications/${person.applicationId}`,
      headers: fx.employer.headers,
    });
    expect(detail.json().result.status.map((s: { updatedBy: string }) => s.updatedBy)).toEqual([
      'Deleted user',
      'Divya Menon',
    ]);
    expect(detail.body).not.toContain(person.email);
    expect(detail.body).not.toContain('Ananya');

    const csv = await t.inject({
      method: 'GET',
      url: `/api/console/jobs/${fx.job.id}/applicants.csv`,
      headers: fx.employer.headers,
    });
    const line = csv.body.split('\r\n').find((l) => l.startsWith('Deleted user,'));
    expect(line).toMatch(/^Deleted user,,,,,\d{2}-\d{2}-\d{4},Shortlisted,/);
    expect(csv.body).not.toContain(person.email);
    expect((await historyOf(t, person.applicationId)).map((h) => h.updatedByName)).toEqual([
      'Deleted user',
      'Divya Menon',
    ]);
  });

  it('refuses its unsubscribe links and its reset, and lets the address sign up again as a new account', async () => {
    const token = signUnsubscribeToken(t.config.jwtSecret, person.uid, 'newsletters');
    const unsubscribe = await t.inject({ method: 'GET', url: `/api/account/unsubscribe?token=${token}` });
    expect(unsubscribe.statusCode).toBe(410);

    await t.inject({
      method: 'POST',
      url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(person.email)}`,
    });
    expect(await mailsTo(t, person.email, 'Reset your Elevate password')).toHaveLength(0);

    const signup = await t.inject({
      method: 'POST',
      url: '/api/wueusers/register',
      payload: signupPayload({ email: person.email, fullName: 'Ananya' }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const fresh = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.id).not.toBe(person.uid);
  });
});

describe('deleting an account made by Google sign-in (no password)', () => {
  it('is confirmed by typing its email; another address is refused', async () => {
    const user = await createUser(t, { fullName: 'Meera' });
    await t.database.db
      .update(users)
      .set({ passwordHash: unusablePasswordHash(), googleSub: `google-${user.uid}` })
      .where(eq(users.id, user.uid));
    const token = await t.app.sessions.sign({ uid: user.uid, role: 'user', tokenVersion: 0 });
    const headers = { authorization: `Bearer ${token}`, auth_uid: String(user.uid) };

    const summary = await t.inject({ method: 'GET', url: `/api/users/${user.uid}/account`, headers });
    expect(summary.json().result).toMatchObject({
      hasPassword: false,
      googleLinked: true,
      confirmDeletionWith: 'email',
    });

    const wrong = await remove(user.uid, { email: 'someone.else@example.in' }, headers);
    expect(wrong.json().error.fields).toEqual({ email: AccountMessages.confirmEmailWrong });
    const none = await remove(user.uid, { password: 'Anything#1' }, headers);
    expect(none.json().error.fields).toEqual({ email: AccountMessages.confirmEmailRequired });

    const res = await remove(user.uid, { email: `  ${user.email.toUpperCase()} ` }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const row = await userRow(user.uid);
    expect(row.googleSub).toBeNull();
    expect(row.deletedAt).not.toBeNull();
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, user.uid), inArray(users.email, [user.email]))),
    ).toHaveLength(0);
  });
});
