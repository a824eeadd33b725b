import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestContext } from '../../../test/helper.ts';
import { authTokens } from '../../db/schema/auth-tokens.ts';
import { users } from '../../db/schema/users.ts';
import {
  NEW_PASSWORD,
  PASSWORD,
  authHeaders,
  createUser,
  lastMailTo,
  login,
  mailsTo,
  otpFrom,
  resetLinkFrom,
  signIn,
  signupPayload,
  uniqueEmail,
  verifyCodeFrom,
} from './auth.testing.ts';

/**
 * Abuse resistance: rate limits, secrets kept out of answers and logs, bad input. The app runs with the
 * default limits of config.ts (only the hash cost is lowered) and its real logger writing into `logLines`.
 * Limit tests use their own client addresses; the rest stays well under the limits from 127.0.0.1.
 */
const logLines: string[] = [];
const t = build({ PASSWORD_HASH_COST_LOG2: '14', LOG_LEVEL: 'info' }, { logLines });

let ipSequence = 0;
/** A fresh client address per call site, so one test's counters never touch another's. */
const freshIp = () => `10.20.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

const expectLimited = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body.httpStatus).toBe(429);
  expect(body.error.code).toBe('WUE-4290');
  expect(body.message).toMatch(/^Too many requests\. Please wait a moment and try again\./);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
};

describe('login limits', () => {
  it('answers the 26th attempt from one IP within 5 minutes with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 25; i++) {
      // Different unknown accounts: only the per-IP counter can trip.
      expect((await login(t, uniqueEmail('guess'), 'Guess#Pass1', ip)).statusCode).toBe(401);
    }
    const retryAfter = expectLimited(await login(t, uniqueEmail('guess'), 'Guess#Pass1', ip));
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Another IP is not affected.
    expect((await login(t, uniqueEmail('guess'), 'Guess#Pass1', freshIp())).statusCode).toBe(401);
  });

  it('answers the 26th attempt on one account from one address within an hour with 429, even with the right password', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    // Within 5 minutes the per-IP limit trips as well; the account+address counter lasts the hour
    // (auth.lockout.test.ts shows it apart from the per-IP one).
    for (let i = 1; i <= 25; i++) {
      expect((await login(t, user.email, 'Guess#Pass1', ip)).statusCode).toBe(401);
    }
    expectLimited(await login(t, user.email, user.password, ip));
    // The account key is the normalised address: letter case does not get around it.
    expectLimited(await login(t, user.email.toUpperCase(), user.password, ip));
    // The owner from another address is not locked out.
    expect((await login(t, user.email, user.password, freshIp())).statusCode).toBe(200);
  });
});

describe('forged X-Forwarded-For', () => {
  it('does not dodge the per-IP login limit: without TRUST_PROXY the header is ignored', async () => {
    const ip = freshIp();
    const attempt = (i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/wueusers/login',
        payload: { username: uniqueEmail('guess'), password: 'Guess#Pass1' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    for (let i = 1; i <= 25; i++) expect((await attempt(i)).statusCode).toBe(401);
    expectLimited(await attempt(26));
  });
});

describe('register limit', () => {
  it('answers the 26th signup from one IP within 5 minutes with 429', async () => {
    const ip = freshIp();
    // Signups for taken addresses count as well (they are answered like new ones and mail the owner).
    const taken = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    for (let i = 1; i <= 25; i++) {
      const email = i <= 20 ? taken[i % 4]!.email : uniqueEmail('signup');
      const res = await t.inject({
        method: 'POST',
        url: '/api/wueusers/register',
        payload: signupPayload({ email }),
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(201);
    }
    expectLimited(
      await t.inject({ method: 'POST', url: '/api/wueusers/register', payload: signupPayload(), remoteAddress: ip }),
    );
  });

  it("mails a taken address's owner at most five times in half an hour, however often and from wherever it is tried", async () => {
    const existing = await createUser(t);
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/wueusers/register',
        payload: signupPayload({ email: existing.email }),
        remoteAddress: freshIp(),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await mailsTo(t, existing.email)).toHaveLength(5);
  });
});

describe('mail limits', () => {
  it.each([
    ['forgot-password', (email: string) => `/api/wueusers/forgot-password?emailId=${encodeURIComponent(email)}`],
    [
      'resend-verification',
      (email: string) => `/api/wueusers/resend-verification?emailId=${encodeURIComponent(email)}`,
    ],
  ])('%s answers the 6th request for one address within 30 minutes with 429', async (_name, url) => {
    const user = await createUser(t, { verified: false });
    for (let i = 1; i <= 5; i++) {
      expect((await t.inject({ method: 'POST', url: url(user.email), remoteAddress: freshIp() })).statusCode).toBe(200);
    }
    const retryAfter = expectLimited(
      await t.inject({ method: 'POST', url: url(user.email), remoteAddress: freshIp() }),
    );
    expect(retryAfter).toBeLessThanOrEqual(1800);
    // Unknown addresses are limited the same way, so the limit reveals nothing either.
    const unknown = uniqueEmail('nobody');
    for (let i = 1; i <= 5; i++) await t.inject({ method: 'POST', url: url(unknown), remoteAddress: freshIp() });
    expectLimited(await t.inject({ method: 'POST', url: url(unknown), remoteAddress: freshIp() }));
  });

  it('request-otp answers the 6th request for one address within 30 minutes with 429', async () => {
    const user = await createUser(t);
    const ask = () =>
      t.inject({
        method: 'POST',
        url: '/api/auth/request-otp',
        payload: { email: user.email },
        remoteAddress: freshIp(),
      });
    for (let i = 1; i <= 5; i++) expect((await ask()).statusCode).toBe(200);
    expectLimited(await ask());
  });

  it('limits one IP asking for mails to many addresses (30 per 30 minutes)', async () => {
    const ip = freshIp();
    const ask = () =>
      t.inject({
        method: 'POST',
        url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(uniqueEmail('spray'))}`,
        remoteAddress: ip,
      });
    for (let i = 1; i <= 30; i++) expect((await ask()).statusCode).toBe(200);
    expectLimited(await ask());
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line: passwords, mailed codes, stored hashes', async () => {
    const answers: string[] = [];
    const call = async (opts: Parameters<TestContext['inject']>[0]) => {
      const res = await t.inject(opts);
      answers.push(res.body, JSON.stringify(res.headers));
      return res;
    };

    const signup = signupPayload();
    await call({ method: 'POST', url: '/api/wueusers/register', payload: signup });
    await call({ method: 'POST', url: '/api/wueusers/login', payload: { username: signup.email, password: PASSWORD } });
    const verifyCode = verifyCodeFrom(await lastMailTo(t, signup.email));
    await call({ method: 'POST', url: `/api/wueusers/verify/${verifyCode}` });
    await call({
      method: 'POST',
      url: '/api/wueusers/login',
      payload: { username: signup.email, password: 'Wrong#Pass1' },
    });
    const session = (
      await call({
        method: 'POST',
        url: '/api/wueusers/login',
        payload: { username: signup.email, password: PASSWORD },
      })
    ).json().result;
    await call({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(session) });

    await call({ method: 'POST', url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(signup.email)}` });
    const link = resetLinkFrom((await mailsTo(t, signup.email, 'Reset your Elevate password'))[0]);
    const badReset = { ...link, password: NEW_PASSWORD, confirmPassword: 'Mismatch#99' };
    await call({ method: 'POST', url: '/api/wueusers/forgot-password/reset', payload: badReset });
    await call({
      method: 'POST',
      url: '/api/wueusers/forgot-password/reset',
      payload: { ...link, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

    await call({ method: 'POST', url: '/api/auth/request-otp', payload: { email: signup.email } });
    const otp = otpFrom((await mailsTo(t, signup.email, 'Your Elevate sign-in code'))[0]);
    const otpSession = (
      await call({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: signup.email, otp } })
    ).json().result;
    const third = 'Third#Pass33';
    await call({
      method: 'PUT',
      url: `/api/wueusers/${otpSession.userDetails.uid}/change-password`,
      headers: authHeaders(otpSession),
      payload: { currentPassword: 'Wrong#Pass2', newPassword: third, confirmPassword: third },
    });
    await call({
      method: 'PUT',
      url: `/api/wueusers/${otpSession.userDetails.uid}/change-password`,
      headers: authHeaders(otpSession),
      payload: { currentPassword: NEW_PASSWORD, newPassword: third, confirmPassword: third },
    });
    await call({ method: 'POST', url: '/api/wueusers/login/google', payload: { credential: 'g'.repeat(40) } });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, signup.email));
    const codes = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, row?.id ?? 0));
    const secrets = [
      PASSWORD,
      NEW_PASSWORD,
      third,
      'Wrong#Pass1',
      'Wrong#Pass2',
      'Mismatch#99',
      verifyCode,
      link.otp,
      row?.passwordHash ?? 'missing',
      'scrypt$',
      ...codes.map((c) => c.tokenHash),
    ];
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    // The six-digit code is short enough to occur by chance in ids and times, so look for it as a value.
    for (const answer of answers) expect(answer).not.toMatch(new RegExp(`["=/]${otp}["&/]`));
    expect(logs).not.toMatch(new RegExp(`["=/]${otp}["&/]`));
    // The session token is in its own login answers by design, never in a log line.
    expect(logs).not.toContain(session.token.split(' ')[1]);
    expect(logs).toContain('/api/wueusers/verify/[redacted]');
  });
});

describe('bad input', () => {
  const garbage: { name: string; payload: string; type?: string }[] = [
    { name: 'broken JSON', payload: '{"email":' },
    { name: 'an array', payload: '[1,2,3]' },
    { name: 'a bare string', payload: '"hello"' },
    { name: 'null', payload: 'null' },
    { name: 'an empty object', payload: '{}' },
    { name: 'wrong types', payload: '{"email":7,"username":[],"password":{},"otp":true,"credential":null}' },
    { name: 'a prototype-pollution attempt', payload: '{"__proto__":{"role":"admin"},"constructor":{"x":1}}' },
    { name: 'form data', payload: 'email=a%40b.c', type: 'application/x-www-form-urlencoded' },
  ];

  it('gets 400 (or 415 for a media type no route reads) from every auth route, never a 500', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const uid = user.uid;
    const routes: { method: 'POST' | 'PUT'; url: string; signedIn?: boolean }[] = [
      { method: 'POST', url: '/api/wueusers/register' },
      { method: 'POST', url: '/api/wueusers/login' },
      { method: 'POST', url: '/api/wueusers/forgot-password/reset' },
      { method: 'POST', url: '/api/auth/request-otp' },
      { method: 'POST', url: '/api/auth/verify-otp' },
      { method: 'PUT', url: `/api/wueusers/${uid}/change-password`, signedIn: true },
    ];
    for (const route of routes) {
      for (const g of garbage) {
        const res = await t.inject({
          method: route.method,
          url: route.url,
          headers: {
            'content-type': g.type ?? 'application/json',
            ...(route.signedIn ? authHeaders(session) : {}),
          },
          payload: g.payload,
        });
        const label = `${route.method} ${route.url} with ${g.name}`;
        expect([400, 415], label).toContain(res.statusCode);
        expect(res.json().httpStatus, label).toBe(res.statusCode);
        expect(res.json().error.code, label).toMatch(/^WUE-4\d{3}$/);
      }
    }
    // Query-string routes: missing, repeated and malformed parameters.
    for (const url of [
      '/api/wueusers/forgot-password',
      '/api/wueusers/forgot-password?emailId=',
      '/api/wueusers/forgot-password?emailId=a@b.c&emailId=d@e.f',
      '/api/wueusers/resend-verification?emailId=%E0%A4%A',
      '/api/wueusers/resend-verification?emailId=x&returnUrl=javascript:alert(1)',
    ]) {
      const res = await t.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(400);
    }
    // Path parameters.
    for (const url of [
      '/api/wueusers/0/logout-all',
      '/api/wueusers/-1/logout-all',
      '/api/wueusers/1.5/logout-all',
      '/api/wueusers/99999999999/logout-all',
    ]) {
      const res = await t.inject({ method: 'POST', url, headers: authHeaders(session) });
      expect(res.statusCode, url).toBe(400);
    }
    // The account is untouched by all of it.
    expect((await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(session) })).statusCode).toBe(
      200,
    );
  });
});
