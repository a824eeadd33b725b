import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { build } from '../../../test/helper.ts';
import { authTokens } from '../../db/schema/auth-tokens.ts';
import { users } from '../../db/schema/users.ts';
import {
  AUTH_TEST_ENV,
  authHeaders,
  createUser,
  login,
  mailsTo,
  otpFrom,
  resetLinkFrom,
  signupPayload,
  uniqueEmail,
  verifyCodeFrom,
} from './auth.testing.ts';

const t = build(AUTH_TEST_ENV);

const requestOtp = (email: string) => t.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { email } });
const verifyOtp = (email: string, otp: string) =>
  t.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp } });

/** Requests a code and returns it from the newest sign-in code mail. */
const codeFor = async (email: string) => {
  expect((await requestOtp(email)).statusCode).toBe(200);
  const [mail] = await mailsTo(t, email, 'Your Elevate sign-in code');
  return otpFrom(mail);
};
/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const expectOtpRefused = (res: Awaited<ReturnType<typeof verifyOtp>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    httpStatus: 400,
    message: AuthMessages.otpInvalid,
    error: { code: 'WUE-10006', message: 'The code is incorrect or has expired' },
  });
};

describe('POST /api/auth/request-otp', () => {
  it('answers an existing and an unknown address alike, and mails a six-digit code only to the account', async () => {
    const user = await createUser(t, { fullName: 'Dev' });
    const unknown = uniqueEmail('nobody');
    const a = await requestOtp(user.email);
    const b = await requestOtp(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual({ httpStatus: 200, message: AuthMessages.otpSent, result: { email: user.email } });
    expect(b.json()).toEqual({ httpStatus: 200, message: AuthMessages.otpSent, result: { email: unknown } });
    expect(await mailsTo(t, unknown)).toHaveLength(0);

    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Your Elevate sign-in code');
    expect(mail?.textBody).toContain('Hi Dev,');
    expect(mail?.textBody).toContain('10 minutes');
    expect(mail?.textBody).toContain(t.config.SUPPORT_MAILBOX);
    const code = otpFrom(mail);
    expect(code).toMatch(/^\d{6}$/);

    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.uid), eq(authTokens.purpose, 'login_otp')));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.8);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('refuses a malformed address with 400 and the §5 message', async () => {
    const res = await requestOtp('dev@');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Invalid email format');
    const missing = await t.inject({ method: 'POST', url: '/api/auth/request-otp', payload: {} });
    expect(missing.json().error.fields.email).toBe('Email is required.');
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('signs in with the right code, which works once', async () => {
    const user = await createUser(t);
    const code = await codeFor(user.email);
    const res = await verifyOtp(user.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Welcome back! You've logged in successfully.");
    expect(res.json().result.userDetails).toMatchObject({ uid: user.uid, email: user.email });
    const me = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(res.json().result) });
    expect(me.statusCode).toBe(200);
    expectOtpRefused(await verifyOtp(user.email, code));
  });

  it('counts wrong codes and kills the code after five, even for the right one', async () => {
    const user = await createUser(t);
    const code = await codeFor(user.email);
    for (let i = 1; i <= 5; i++) expectOtpRefused(await verifyOtp(user.email, wrongFor(code)));
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.uid));
    expect(row?.attempts).toBe(5);
    expectOtpRefused(await verifyOtp(user.email, code));
  });

  it('accepts the right code after four wrong ones', async () => {
    const user = await createUser(t);
    const code = await codeFor(user.email);
    for (let i = 1; i <= 4; i++) expectOtpRefused(await verifyOtp(user.email, wrongFor(code)));
    expect((await verifyOtp(user.email, code)).statusCode).toBe(200);
  });

  it('never lets more than five guesses be compared, even when they arrive at once', async () => {
    const user = await createUser(t);
    const code = await codeFor(user.email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => verifyOtp(user.email, g)));
    for (const res of answers) expectOtpRefused(res);
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.uid));
    expect(row?.attempts).toBe(5);
    expectOtpRefused(await verifyOtp(user.email, code));
  });

  it('replaces the older code when a new one is requested', async () => {
    const user = await createUser(t);
    let first = await codeFor(user.email);
    let second = await codeFor(user.email);
    // Two draws can coincide (one in a million); draw again so the test says what it means.
    while (second === first) {
      first = second;
      second = await codeFor(user.email);
    }
    expectOtpRefused(await verifyOtp(user.email, first));
    expect((await verifyOtp(user.email, second)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t);
    const code = await codeFor(user.email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.uid));
    expectOtpRefused(await verifyOtp(user.email, code));
  });

  it('refuses a code for an address without an account, and a code sent to someone else', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const code = await codeFor(owner.email);
    expectOtpRefused(await verifyOtp(uniqueEmail('ghost'), code));
    expectOtpRefused(await verifyOtp(other.email, code));
  });

  it('verifies an unverified address, and drops the unproven signup password', async () => {
    const user = await createUser(t, { verified: false });
    const res = await verifyOtp(user.email, await codeFor(user.email));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.uid));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash.startsWith('scrypt$')).toBe(false);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    // The session it just gave stays valid.
    const me = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(res.json().result) });
    expect(me.statusCode).toBe(200);
  });

  it('account pre-hijacking: a password chosen before the address was proven dies when the owner signs in with a code, with its sessions', async () => {
    const victim = uniqueEmail('victim');
    // The attacker registers the victim's address with a password of their own...
    const signup = await t.inject({
      method: 'POST',
      url: '/api/wueusers/register',
      payload: signupPayload({ email: victim, password: 'Attack#2031' }),
    });
    expect(signup.statusCode).toBe(201);
    // ...the victim, finding the mail, follows the verification link...
    const [verifyMail] = await mailsTo(t, victim, 'Verify your email for Elevate');
    expect(
      (await t.inject({ method: 'POST', url: `/api/wueusers/verify/${verifyCodeFrom(verifyMail)}` })).statusCode,
    ).toBe(200);
    // ...the attacker signs in with the password and even changes it...
    const attacker = await login(t, victim, 'Attack#2031');
    expect(attacker.statusCode).toBe(200);
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/wueusers/${attacker.json().result.userDetails.uid}/change-password`,
      headers: authHeaders(attacker.json().result),
      payload: { currentPassword: 'Attack#2031', newPassword: 'Attack#2032', confirmPassword: 'Attack#2032' },
    });
    expect(changed.statusCode).toBe(200);
    // ...then the victim signs in with a mailed code.
    const owner = await verifyOtp(victim, await codeFor(victim));
    expect(owner.statusCode).toBe(200);

    expect((await login(t, victim, 'Attack#2031')).statusCode).toBe(401);
    expect((await login(t, victim, 'Attack#2032')).statusCode).toBe(401);
    const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/wueusers/me', headers });
    expect((await me(authHeaders(changed.json().result))).statusCode).toBe(401);
    expect((await me(authHeaders(owner.json().result))).statusCode).toBe(200);
    // The owner is told why their password stopped working, without the name the registrant typed.
    const [notice] = await mailsTo(t, victim, 'Choose a new Elevate password');
    expect(notice?.textBody).toContain(`${t.config.publicUrl}/?type=resetpassword`);
    expect(notice?.textBody).not.toContain(signupPayload().fullName);
  });

  it('keeps a password the owner set through the mailed reset link when they later sign in with a code', async () => {
    const email = uniqueEmail('owner');
    await t.inject({ method: 'POST', url: '/api/wueusers/register', payload: signupPayload({ email }) });
    await t.inject({ method: 'POST', url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(email)}` });
    const link = resetLinkFrom((await mailsTo(t, email, 'Reset your Elevate password'))[0]);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/wueusers/forgot-password/reset',
      payload: { emailId: link.emailId, otp: link.otp, password: 'Owner#2031', confirmPassword: 'Owner#2031' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await verifyOtp(email, await codeFor(email))).statusCode).toBe(200);
    expect((await login(t, email, 'Owner#2031')).statusCode).toBe(200);
  });

  it('keeps the password of an already verified account', async () => {
    const user = await createUser(t);
    expect((await verifyOtp(user.email, await codeFor(user.email))).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['a five-digit code', { otp: '12345' }, 'otp', AuthMessages.otpInvalid],
    ['letters', { otp: 'abcdef' }, 'otp', AuthMessages.otpInvalid],
    ['a number instead of a string', { otp: 123456 }, 'otp', AuthMessages.otpInvalid],
    ['no code', { otp: undefined }, 'otp', AuthMessages.otpInvalid],
    ['no address', { email: undefined }, 'email', 'Email is required.'],
  ])('refuses %s with 400', async (_name, patch, field, message) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: uniqueEmail(), otp: '123456', ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WUE-4000');
    expect(res.json().error.fields[field]).toBe(message);
  });
});
