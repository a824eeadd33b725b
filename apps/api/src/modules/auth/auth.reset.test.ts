import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_ANSWER_FLOOR_MS } from './auth.service.ts';
import { authTokens } from '../../db/schema/auth-tokens.ts';
import { users } from '../../db/schema/users.ts';
import {
  AUTH_TEST_ENV,
  NEW_PASSWORD,
  authHeaders,
  createUser,
  login,
  mailsTo,
  resetLinkFrom,
  signIn,
  uniqueEmail,
} from './auth.testing.ts';

const t = build(AUTH_TEST_ENV);

const forgot = (emailId: string, returnUrl = '/jobs') =>
  t.inject({
    method: 'POST',
    url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(emailId)}&returnUrl=${encodeURIComponent(returnUrl)}`,
  });
const reset = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/wueusers/forgot-password/reset', payload });
const resetWith = (link: { emailId: string; otp: string }, password = NEW_PASSWORD) =>
  reset({ ...link, password, confirmPassword: password });

/** Requests a reset for the user and returns the link from the newest reset mail. */
const requestLink = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(200);
  const [mail] = await mailsTo(t, email, 'Reset your Elevate password');
  return resetLinkFrom(mail);
};

const expectLinkRefused = (res: Awaited<ReturnType<typeof reset>>) => {
  expect(res.statusCode).toBe(410);
  expect(res.json()).toEqual({
    httpStatus: 410,
    message: AuthMessages.resetLinkInvalid,
    error: { code: 'WUE-10005', message: 'This reset link is invalid or has expired. Please request a new one' },
  });
};

describe('POST /api/wueusers/forgot-password', () => {
  it('answers an existing and an unknown address with the same status and body', async () => {
    const user = await createUser(t);
    const unknown = uniqueEmail('nobody');
    const a = await forgot(user.email);
    const b = await forgot(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const strip = (body: { result: { emailId: string } }) => ({ ...body, result: { emailId: '<address>' } });
    expect(strip(a.json())).toEqual(strip(b.json()));
    expect(a.json()).toEqual({
      httpStatus: 200,
      message: AuthMessages.forgotPasswordSent,
      result: { emailId: user.email },
    });
    expect(b.json().result).toEqual({ emailId: unknown });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    expect(await mailsTo(t, unknown)).toHaveLength(0);
  });

  it('takes at least the same floor of time for an existing and an unknown address', async () => {
    const user = await createUser(t);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    // Known addresses write a code and queue a mail; unknown ones read one row. Both wait out the floor.
    for (const ms of [await timed(uniqueEmail('nobody')), await timed(user.email), await timed(uniqueEmail('x'))]) {
      expect(ms).toBeGreaterThanOrEqual(AUTH_ANSWER_FLOOR_MS - 5);
    }
  });

  it('mails a single-use reset link of at least 24 random bytes, stored only as a hash, valid for 30 minutes', async () => {
    const user = await createUser(t, { fullName: 'Rhea' });
    const before = Date.now();
    const link = await requestLink(user.email);
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Reset your Elevate password');
    expect(mail?.textBody).toContain('Hi Rhea,');
    expect(mail?.textBody).toContain(
      `${t.config.publicUrl}/resetpassword/${encodeURIComponent(user.email)}/${link.otp}?returnUrl=%2Fjobs`,
    );
    expect(mail?.textBody).toContain(t.config.SUPPORT_MAILBOX);
    expect(mail?.htmlBody).toContain(t.config.SUPPORT_MAILBOX);
    expect(link.emailId).toBe(user.email);
    expect(Buffer.from(link.otp, 'base64url').length).toBeGreaterThanOrEqual(24);

    const rows = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.uid), eq(authTokens.purpose, 'reset_password')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.otp);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it('refuses a missing or malformed address with 400 and the §5 messages', async () => {
    const missing = await t.inject({ method: 'POST', url: '/api/wueusers/forgot-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.emailId).toBe('Email is required.');
    const bad = await forgot('priya@@example');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.emailId).toBe('Invalid email format');
    const offsite = await forgot(uniqueEmail(), 'https://evil.example');
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().error.fields.returnUrl).toBe('Invalid return address');
  });
});

describe('POST /api/wueusers/forgot-password/reset', () => {
  it('sets the new password, ends every session, and refuses the old password and the same link again', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const link = await requestLink(user.email);

    const res = await resetWith(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      httpStatus: 200,
      message: 'Your password has been reset. Please log in with your new password',
    });

    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(session) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('WUE-9001');

    expectLinkRefused(await resetWith(link, 'Another#Pass2'));
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t);
    const link = await requestLink(user.email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.uid));
    expectLinkRefused(await resetWith(link));
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an older link once a newer one was requested', async () => {
    const user = await createUser(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second.otp).not.toBe(first.otp);
    expectLinkRefused(await resetWith(first));
    expect((await resetWith(second)).statusCode).toBe(200);
  });

  it('refuses a code presented with another address, an unknown address or a made-up code', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const link = await requestLink(owner.email);
    expectLinkRefused(await resetWith({ emailId: other.email, otp: link.otp }));
    expectLinkRefused(await resetWith({ emailId: uniqueEmail('ghost'), otp: link.otp }));
    expectLinkRefused(await resetWith({ emailId: owner.email, otp: 'B'.repeat(43) }));
    expect((await resetWith(link)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with one link through', async () => {
    const user = await createUser(t);
    const link = await requestLink(user.email);
    const [a, b] = await Promise.all([resetWith(link, 'First#Pass11'), resetWith(link, 'Second#Pass22')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const winner = a.statusCode === 200 ? 'First#Pass11' : 'Second#Pass22';
    expect((await login(t, user.email, winner)).statusCode).toBe(200);
  });

  it('verifies an unverified address, since the link came through its mailbox', async () => {
    const user = await createUser(t, { verified: false });
    expect((await resetWith(await requestLink(user.email))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.uid));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['no password', { password: undefined }, 'password', 'Password is required'],
    [
      'a short password',
      { password: 'Ab1#', confirmPassword: 'Ab1#' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'a long password',
      { password: 'Abcdefgh1#abcdef', confirmPassword: 'Abcdefgh1#abcdef' },
      'password',
      'Password cannot exceed 15 characters',
    ],
    [
      'no special character',
      { password: 'Mango7Tree', confirmPassword: 'Mango7Tree' },
      'password',
      'Password must contain at least one special character',
    ],
    ['a confirmation that differs', { confirmPassword: 'Mango!Tree8' }, 'confirmPassword', 'Passwords do not match'],
    ['no address', { emailId: undefined }, 'emailId', 'Email is required.'],
    ['a malformed address', { emailId: 'rhea' }, 'emailId', 'Invalid email format'],
    ['no code', { otp: undefined }, 'otp', AuthMessages.resetLinkInvalid],
    ['a malformed code', { otp: 'abc def' }, 'otp', AuthMessages.resetLinkInvalid],
  ])('refuses %s with 400 and the field message', async (_name, patch, field, message) => {
    const res = await reset({
      emailId: uniqueEmail(),
      otp: 'C'.repeat(43),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WUE-4000');
    expect(res.json().error.fields[field]).toBe(message);
  });
});
