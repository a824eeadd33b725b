import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { LoginResultSchema } from '@elevate/contracts/auth/auth.schema';
import { build } from '../../../test/helper.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../../scripts/seed/seed.ts';
import { AUTH_TEST_ENV, PASSWORD, authHeaders, createUser, login, signIn, uniqueEmail } from './auth.testing.ts';

const t = build(AUTH_TEST_ENV);

describe('POST /api/wueusers/login', () => {
  it('answers 200 with the welcome message, a bearer token, the authorities and the user details', async () => {
    const user = await createUser(t, { fullName: 'Ishaan' });
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.httpStatus).toBe(200);
    expect(body.message).toBe("Welcome back! You've logged in successfully.");
    expect(LoginResultSchema.parse(body.result)).toEqual(body.result);
    expect(body.result.authorities).toEqual(['user']);
    expect(body.result.userDetails).toEqual({
      role: 'user',
      uid: user.uid,
      fullName: 'Ishaan',
      lastName: 'Menon',
      email: user.email,
      referralCode: user.referralCode,
      utype: 'Student',
    });
    expect(body.result.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('signs an HS256 token with subject, role, token version, issuer, audience and an 8-hour expiry', async () => {
    const user = await createUser(t, { role: 'employer' });
    const { token } = await signIn(t, user);
    const jwt = token.split(' ')[1] ?? '';
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(jwt);
    expect(claims).toMatchObject({
      sub: String(user.uid),
      role: 'employer',
      tv: 0,
      iss: 'elevate',
      aud: 'elevate-web',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(28_800);
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(30);
  });

  it('refuses a wrong password and an unknown account with the same 401 answer', async () => {
    const user = await createUser(t);
    const wrong = await login(t, user.email, 'Wrong#Pass1');
    const unknown = await login(t, uniqueEmail('ghost'), 'Wrong#Pass1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        httpStatus: 401,
        message: 'Invalid email or password',
        error: { code: 'WUE-4010', message: 'Invalid email or password' },
      });
    }
  });

  it('refuses an unverified account with 403 WUE-10004 only once the password is right', async () => {
    const user = await createUser(t, { verified: false });
    const wrong = await login(t, user.email, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(401);
    const right = await login(t, user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      httpStatus: 403,
      message: 'User email is not verified. Please resend verification link',
      error: { code: 'WUE-10004', message: 'User email is not verified. Please resend verification link' },
    });
  });

  it('accepts an older password that predates today’s rules (login checks presence only)', async () => {
    const user = await createUser(t, { password: 'oldpassword' });
    expect((await login(t, user.email, 'oldpassword')).statusCode).toBe(200);
  });

  it('accepts an existing password longer than 15 characters: the login never applies the new-password ceiling', async () => {
    const passphrase = 'Monsoon evenings in Kochi 2019!';
    const user = await createUser(t, { password: passphrase });
    expect((await login(t, user.email, passphrase)).statusCode).toBe(200);
  });

  it('answers a password over 128 characters in the words of a wrong password, never with a length rule', async () => {
    const res = await login(t, 'kavya@example.in', `Aa1#${'x'.repeat(125)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'Invalid email or password' });
    expect(res.body).not.toMatch(/exceed|characters/);
  });

  it.each([
    ['no username', { password: PASSWORD }, 'username', 'Email is required.'],
    ['an empty username', { username: '', password: PASSWORD }, 'username', 'Email is required.'],
    ['a malformed username', { username: 'kavya@', password: PASSWORD }, 'username', 'Invalid email format'],
    ['no password', { username: 'kavya@example.in' }, 'password', 'Password is required'],
    ['an empty password', { username: 'kavya@example.in', password: '' }, 'password', 'Password is required'],
    ['a number as password', { username: 'kavya@example.in', password: 12345678 }, 'password', 'Password is required'],
    [
      'a returnUrl to another site',
      { username: 'kavya@example.in', password: PASSWORD, returnUrl: 'https://evil.example' },
      'returnUrl',
      'Invalid return address',
    ],
  ])('refuses %s with 400 and the §5 message', async (_name, payload, field, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/wueusers/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'WUE-4000' });
    expect(res.json().error.fields[field]).toBe(message);
  });
});

describe('the seeded demo accounts', () => {
  it('log in with the printed passwords (scrypt 2^17 hashes verify under any configured cost)', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'elevate-auth-seed-'));
    try {
      await seedDemoData(t.database.db, { uploadsDir });
      for (const account of DEMO_ACCOUNTS) {
        const res = await login(t, account.email, account.password);
        expect(res.statusCode, account.email).toBe(200);
        expect(res.json().result.authorities).toEqual([account.role]);
        expect(res.json().result.userDetails.referralCode).toBe(account.referralCode);
      }
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/wueusers/me', () => {
  it('answers the signed-in user’s details, the same shape as the login answer', async () => {
    const user = await createUser(t, { role: 'admin' });
    const session = await signIn(t, user);
    const res = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(session) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ httpStatus: 200, result: session.userDetails });
  });

  it('refuses a signed-out caller with 401 WUE-9001', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/wueusers/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'WUE-9001', message: 'Your session has ended. Please log in again.' });
  });
});

describe('GET /api/auth/config', () => {
  it('tells the web app that Google sign-in is off and names the support mailbox', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      httpStatus: 200,
      result: { googleClientId: null, supportMailbox: t.config.SUPPORT_MAILBOX },
    });
  });

  it('answers 404 with the envelope to a Google sign-in while it is off, whatever the body', async () => {
    for (const payload of [{ credential: 'x'.repeat(40) }, {}]) {
      const res = await t.inject({ method: 'POST', url: '/api/wueusers/login/google', payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('WUE-4040');
    }
  });
});
