import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { build } from '../../../test/helper.ts';
import { authTokens } from '../../db/schema/auth-tokens.ts';
import { users } from '../../db/schema/users.ts';
import {
  AUTH_TEST_ENV,
  PASSWORD,
  createUser,
  lastMailTo,
  login,
  mailsTo,
  signupPayload,
  uniqueEmail,
  verifyCodeFrom,
} from './auth.testing.ts';

const t = build(AUTH_TEST_ENV);

const register = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/wueusers/register', payload });
const verify = (code: string) => t.inject({ method: 'POST', url: `/api/wueusers/verify/${code}` });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/wueusers/register', () => {
  it('creates an unverified account, mails a verification link, and the link verifies it so login works', async () => {
    const payload = signupPayload({ email: 'Ananya.K@Example.IN', returnUrl: '/jobs' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      httpStatus: 201,
      message: 'Successfully registered. Please check your mailbox',
      result: { email: 'ananya.k@example.in' },
    });

    const row = await userByEmail('ananya.k@example.in');
    expect(row).toMatchObject({ fullName: 'Ananya', lastName: 'Krishnan', utype: 'Student', role: 'user' });
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.referralCode).toMatch(/^ELV-[A-HJ-NP-Z2-9]{6}$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);

    const unverified = await login(t, 'ananya.k@example.in', PASSWORD);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toEqual({
      code: 'WUE-10004',
      message: 'User email is not verified. Please resend verification link',
    });

    const mail = await lastMailTo(t, 'ananya.k@example.in');
    expect(mail?.subject).toBe('Verify your email for Elevate');
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/users/verify/`);
    expect(mail?.textBody).toContain('?returnUrl=%2Fjobs');
    expect(mail?.textBody).toContain(t.config.SUPPORT_MAILBOX);
    expect(mail?.htmlBody).toContain('/users/verify/');
    const code = verifyCodeFrom(mail);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only a hash of the code is stored.
    const stored = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, row?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(code);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const verified = await verify(code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      httpStatus: 200,
      message: AuthMessages.verified,
      result: { email: 'ananya.k@example.in' },
    });

    const ok = await login(t, 'ANANYA.K@example.in', PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe("Welcome back! You've logged in successfully.");
    expect(ok.json().result.userDetails).toMatchObject({
      email: 'ananya.k@example.in',
      referralCode: row?.referralCode,
    });
  });

  it('maps Professional to the user role and stores the signup choices', async () => {
    const payload = signupPayload({ utype: 'Professional', mentor: true, jobfeed: true });
    expect((await register(payload)).statusCode).toBe(201);
    const row = await userByEmail(payload.email);
    expect(row).toMatchObject({ utype: 'Professional', role: 'user', mentor: true, jobfeed: true });
  });

  it('ignores any role the client tries to send', async () => {
    const payload = signupPayload({ role: 'admin' });
    expect((await register(payload)).statusCode).toBe(201);
    expect((await userByEmail(payload.email))?.role).toBe('user');
  });

  it('records who referred the new user when the referral code is known, in any letter case', async () => {
    const referrer = await createUser(t);
    const payload = signupPayload({ referralCode: referrer.referralCode.toLowerCase() });
    expect((await register(payload)).statusCode).toBe(201);
    expect((await userByEmail(payload.email))?.referredById).toBe(referrer.uid);
  });

  it('refuses a referral code that does not exist with a field error, and creates no account', async () => {
    const payload = signupPayload({ referralCode: 'ELV-NOPE99' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      referralCode: 'This referral code does not exist. Please check it and try again',
    });
    expect(await userByEmail(payload.email)).toBeUndefined();
  });

  it('answers an unknown referral code the same for a taken address, so the code check reveals no account', async () => {
    const existing = await createUser(t);
    const taken = await register(signupPayload({ email: existing.email, referralCode: 'ELV-NOPE99' }));
    const fresh = await register(signupPayload({ referralCode: 'ELV-NOPE99' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
  });

  it("refuses a deleted account's referral code as unknown", async () => {
    const gone = await createUser(t);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.uid));
    const res = await register(signupPayload({ referralCode: gone.referralCode }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.referralCode).toMatch(/does not exist/);
  });

  it('stores where the new user heard of us, and nothing when they did not say', async () => {
    const told = signupPayload({ referralSource: 'LinkedIn' });
    expect((await register(told)).statusCode).toBe(201);
    expect((await userByEmail(told.email))?.referralSource).toBe('LinkedIn');
    const blank = signupPayload({ referralSource: '' });
    expect((await register(blank)).statusCode).toBe(201);
    expect((await userByEmail(blank.email))?.referralSource).toBeNull();
  });

  it('refuses a referral source that is not one of the listed answers', async () => {
    const res = await register(signupPayload({ referralSource: 'Radio' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ referralSource: 'Please choose one of the listed answers' });
  });

  it('gives every new user a different personal referral code', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) expect((await register(signupPayload({ email }))).statusCode).toBe(201);
    const codes = await Promise.all(emails.map(async (e) => (await userByEmail(e))?.referralCode));
    expect(new Set(codes).size).toBe(3);
  });

  it('answers a signup for a taken address exactly like a new one, and mails the owner instead', async () => {
    const existing = await createUser(t);
    const fresh = uniqueEmail('fresh');
    const taken = await register(
      signupPayload({
        email: existing.email.toUpperCase(),
        fullName: 'Visit https://evil.example',
        password: 'Other#2031',
      }),
    );
    const created = await register(signupPayload({ email: fresh }));
    expect(taken.statusCode).toBe(created.statusCode);
    expect(taken.json()).toEqual({ ...created.json(), result: { email: existing.email } });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(created.headers).sort());

    const [mail, ...others] = await mailsTo(t, existing.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Someone tried to create an Elevate account with your email');
    // Nothing the stranger typed reaches the owner, and the owner's password still works.
    expect(JSON.stringify(mail)).not.toContain('evil.example');
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/?type=resetpassword`);
    expect((await login(t, existing.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(t, existing.email, 'Other#2031')).statusCode).toBe(401);
  });

  it('mails the verification link without a word the registrant typed: no name to an address not yet proven', async () => {
    const email = uniqueEmail('lure');
    const lure = 'Your bank account is locked visit evil example';
    expect((await register(signupPayload({ email, fullName: lure, lastName: 'Lure' }))).statusCode).toBe(201);
    await t.inject({ method: 'POST', url: `/api/wueusers/resend-verification?emailId=${encodeURIComponent(email)}` });
    await t.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { email } });
    const mails = await mailsTo(t, email);
    expect(mails.length).toBe(3);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain('bank account');
  });

  it('leaves exactly one account when 50 signups with one email arrive at once, each answered alike', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => register(signupPayload({ email, fullName: `Racer ${i}` }))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const [n] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(n?.n).toBe(1);
    const mails = await mailsTo(t, email);
    expect(mails.filter((m) => m.subject === 'Verify your email for Elevate')).toHaveLength(1);
  });

  describe('answers every signup rule of spec §5 word for word', () => {
    it.each([
      ['no email', { email: undefined }, 'email', 'Email is required.'],
      ['an empty email', { email: '' }, 'email', 'Email is required.'],
      ['a malformed email', { email: 'ananya@' }, 'email', 'Invalid email format'],
      ['no password', { password: undefined }, 'password', 'Password is required'],
      ['an empty password', { password: '' }, 'password', 'Password is required'],
      ['a 7-character password', { password: 'Ab1#xyz' }, 'password', 'Password must be at least 8 characters'],
      ['a 16-character password', { password: 'Abcdefgh1#abcdef' }, 'password', 'Password cannot exceed 15 characters'],
      [
        'no upper-case letter',
        { password: 'kochi#2031' },
        'password',
        'Password must contain at least one uppercase letter',
      ],
      [
        'no lower-case letter',
        { password: 'KOCHI#2031' },
        'password',
        'Password must contain at least one lowercase letter',
      ],
      ['no number', { password: 'Kochi#Bay' }, 'password', 'Password must contain at least one number'],
      [
        'no special character',
        { password: 'Kochi2031' },
        'password',
        'Password must contain at least one special character',
      ],
      ['a common password', { password: 'Password@123' }, 'password', AuthMessages.passwordCommon],
      ['no first name', { fullName: undefined }, 'fullName', 'First Name is required'],
      ['a blank first name', { fullName: '   ' }, 'fullName', 'First Name is required'],
      ['no last name', { lastName: '' }, 'lastName', 'Last Name is required'],
      ['no contact number', { ucontact: undefined }, 'ucontact', 'Contact Number is required'],
      ['an empty contact number', { ucontact: '' }, 'ucontact', 'Contact Number is required'],
      ['a 9-digit contact number', { ucontact: '987654321' }, 'ucontact', 'Contact Number must be exactly 10 digits'],
      [
        'a contact number with letters',
        { ucontact: '98765abcde' },
        'ucontact',
        'Contact Number must be exactly 10 digits',
      ],
      ['an unknown user type', { utype: 'Teacher' }, 'utype', 'Invalid gender'],
      ['no user type', { utype: undefined }, 'utype', 'Gender is required'],
      ['an empty user type', { utype: '' }, 'utype', 'Gender is required'],
      ['terms not accepted', { isConditionAccepted: false }, 'isConditionAccepted', AuthMessages.termsRequired],
      ['a returnUrl to another site', { returnUrl: '//evil.example/x' }, 'returnUrl', 'Invalid return address'],
    ])('refuses %s with 400 and the field message', async (_name, patch, field, message) => {
      const payload = { ...signupPayload(), ...patch };
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('WUE-4000');
      expect(body.error.fields[field]).toBe(message);
      expect(await userByEmail(String(payload.email ?? ''))).toBeUndefined();
    });

    it('refuses a body that is not JSON, an array or nothing with 400', async () => {
      for (const payload of ['{"email":', '[]', '']) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/wueusers/register',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().httpStatus).toBe(400);
      }
    });
  });
});

describe('POST /api/wueusers/verify/:encodedstring', () => {
  const signUpAndGetCode = async () => {
    const payload = signupPayload();
    expect((await register(payload)).statusCode).toBe(201);
    return { email: payload.email, code: verifyCodeFrom(await lastMailTo(t, payload.email)) };
  };

  it('says the address is already verified when the link is opened again', async () => {
    const { email, code } = await signUpAndGetCode();
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      httpStatus: 200,
      message: 'Your email is already verified. Please log in',
      result: { email, alreadyVerified: true },
    });
  });

  it('refuses an unknown link with 410 WUE-10005', async () => {
    const res = await verify('A'.repeat(43));
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toEqual({ code: 'WUE-10005', message: AuthMessages.verifyLinkInvalid });
  });

  it('refuses an expired link with 410 and leaves the account unverified', async () => {
    const { email, code } = await signUpAndGetCode();
    const user = await userByEmail(email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user?.id ?? 0));
    const res = await verify(code);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This verification link is invalid or has expired');
    expect((await userByEmail(email))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a malformed link with 400, and an absurdly long one with 414, never 500', async () => {
    for (const code of ['short', 'has.dots.in.it.and.is.long.enough', 'x'.repeat(99)]) {
      const res = await verify(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'WUE-4000', message: AuthMessages.verifyLinkInvalid });
    }
    // Fastify's router refuses path parameters over 100 characters before any route runs.
    expect((await verify('x'.repeat(300))).statusCode).toBe(414);
  });

  it('verifies once when the link is opened twice at the same time', async () => {
    const { code } = await signUpAndGetCode();
    const [a, b] = await Promise.all([verify(code), verify(code)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().message, b.json().message].sort()).toEqual(
      [AuthMessages.alreadyVerified, AuthMessages.verified].sort(),
    );
  });
});

describe('POST /api/wueusers/resend-verification', () => {
  const resend = (emailId: string) =>
    t.inject({
      method: 'POST',
      url: `/api/wueusers/resend-verification?emailId=${encodeURIComponent(emailId)}&returnUrl=%2Fmy-dashboard`,
    });

  it('mails a fresh link to an unverified account, and that link verifies it', async () => {
    const payload = signupPayload();
    await register(payload);
    const res = await resend(payload.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      httpStatus: 200,
      message: AuthMessages.verificationSent,
      result: { emailId: payload.email },
    });
    const mails = await mailsTo(t, payload.email, 'Verify your email for Elevate');
    expect(mails).toHaveLength(2);
    const fresh = verifyCodeFrom(mails[0]);
    expect(fresh).not.toBe(verifyCodeFrom(mails[1]));
    expect(mails[0]?.textBody).toContain('?returnUrl=%2Fmy-dashboard');
    expect((await verify(fresh)).json().message).toBe(AuthMessages.verified);
  });

  it('answers the same for a verified account and an unknown address, and mails neither', async () => {
    const verified = await createUser(t);
    const unknown = uniqueEmail('nobody');
    const a = await resend(verified.email);
    const b = await resend(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().message).toBe(b.json().message);
    expect(await mailsTo(t, verified.email)).toHaveLength(0);
    expect(await mailsTo(t, unknown)).toHaveLength(0);
  });

  it('refuses a missing or malformed address with 400 and the §5 message', async () => {
    const missing = await t.inject({ method: 'POST', url: '/api/wueusers/resend-verification' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.emailId).toBe('Email is required.');
    const bad = await resend('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.emailId).toBe('Invalid email format');
  });
});
