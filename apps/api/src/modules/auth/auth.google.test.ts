import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { build } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import {
  AUTH_TEST_ENV,
  authHeaders,
  createUser,
  login,
  mailsTo,
  signupPayload,
  uniqueEmail,
  verifyCodeFrom,
} from './auth.testing.ts';

const CLIENT_ID = '1234567890-elevate.apps.googleusercontent.com';

/** A local stand-in for https://www.googleapis.com/oauth2/v3/certs serving the public half of our key. */
let server: Server;
let googleKey: CryptoKey;
let foreignKey: CryptoKey;
const env = { ...AUTH_TEST_ENV, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  foreignKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-test-1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    if (req.url !== '/certs') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

// Registered after the server's beforeAll, so the app reads the server's address.
const t = build(env);

let subSequence = 0;
const idToken = async (
  claims: JWTPayload & { email?: string; email_verified?: unknown },
  opts: { key?: CryptoKey; kid?: string; aud?: string; iss?: string; exp?: number } = {},
) =>
  new SignJWT({ email_verified: true, given_name: 'Neha', family_name: 'Gupta', name: 'Neha Gupta', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'google-test-1', typ: 'JWT' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject(claims.sub ?? `1099${Date.now()}${++subSequence}`)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(opts.key ?? googleKey);

const google = (credential: string) =>
  t.inject({ method: 'POST', url: '/api/wueusers/login/google', payload: { credential } });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const expectRefused = (res: Awaited<ReturnType<typeof google>>, message: string = AuthMessages.googleFailed) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ httpStatus: 401, message, error: { code: 'WUE-4010', message } });
};

describe('POST /api/wueusers/login/google', () => {
  it('creates a verified Student account for a new Google user and signs them in', async () => {
    const email = uniqueEmail('neha');
    const res = await google(await idToken({ email: email.toUpperCase(), sub: 'g-new-1' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Welcome back! You've logged in successfully.");
    expect(body.result.authorities).toEqual(['user']);
    expect(body.result.userDetails).toMatchObject({ email, fullName: 'Neha', lastName: 'Gupta', utype: 'Student' });

    const row = await userByEmail(email);
    expect(row).toMatchObject({ googleSub: 'g-new-1', role: 'user', utype: 'Student' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.referralCode).toMatch(/^ELV-[A-Z2-9]{6}$/);
    expect(row?.passwordHash.startsWith('scrypt$')).toBe(false);

    const me = await t.inject({ method: 'GET', url: '/api/wueusers/me', headers: authHeaders(body.result) });
    expect(me.statusCode).toBe(200);

    // The next sign-in finds the same account.
    const again = await google(await idToken({ email, sub: 'g-new-1' }));
    expect(again.json().result.userDetails.uid).toBe(body.result.userDetails.uid);
    const [n] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(n?.n).toBe(1);
  });

  it('links an existing account with that email and keeps its password', async () => {
    const user = await createUser(t);
    const res = await google(await idToken({ email: user.email, sub: 'g-link-1' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.userDetails.uid).toBe(user.uid);
    expect((await userByEmail(user.email))?.googleSub).toBe('g-link-1');
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('verifies an unverified account it links, and drops the unproven signup password', async () => {
    const user = await createUser(t, { verified: false });
    const res = await google(await idToken({ email: user.email, sub: 'g-link-2' }));
    expect(res.statusCode).toBe(200);
    const row = await userByEmail(user.email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
  });

  it('account pre-hijacking: a signup password dies when the owner signs in with Google, even after the link was followed', async () => {
    const victim = uniqueEmail('victim');
    await t.inject({
      method: 'POST',
      url: '/api/wueusers/register',
      payload: signupPayload({ email: victim, password: 'Attack#2031' }),
    });
    const [verifyMail] = await mailsTo(t, victim, 'Verify your email for Elevate');
    await t.inject({ method: 'POST', url: `/api/wueusers/verify/${verifyCodeFrom(verifyMail)}` });
    const attacker = await login(t, victim, 'Attack#2031');
    expect(attacker.statusCode).toBe(200);

    const owner = await google(await idToken({ email: victim, sub: 'g-prehijack-1' }));
    expect(owner.statusCode).toBe(200);
    expect((await login(t, victim, 'Attack#2031')).statusCode).toBe(401);
    const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/wueusers/me', headers });
    expect((await me(authHeaders(attacker.json().result))).statusCode).toBe(401);
    expect((await me(authHeaders(owner.json().result))).statusCode).toBe(200);
  });

  it('signs in by Google id even after the Google address changed', async () => {
    const email = uniqueEmail('moved');
    const first = await google(await idToken({ email, sub: 'g-moved-1' }));
    const later = await google(await idToken({ email: uniqueEmail('new-address'), sub: 'g-moved-1' }));
    expect(later.statusCode).toBe(200);
    expect(later.json().result.userDetails.uid).toBe(first.json().result.userDetails.uid);
  });

  it('refuses an address already linked to another Google account', async () => {
    const email = uniqueEmail('taken');
    expect((await google(await idToken({ email, sub: 'g-owner' }))).statusCode).toBe(200);
    expectRefused(await google(await idToken({ email, sub: 'g-intruder' })));
  });

  it('refuses an address Google has not verified with the spec’s message', async () => {
    for (const emailVerified of [false, 'true', undefined]) {
      const email = uniqueEmail('unverified');
      const res = await google(await idToken({ email, email_verified: emailVerified }));
      expectRefused(res, 'User email is not verified. Please resend verification link');
      expect(await userByEmail(email)).toBeUndefined();
    }
  });

  it('refuses a token signed by a key that is not Google’s', async () => {
    const email = uniqueEmail('forged');
    expectRefused(await google(await idToken({ email }, { key: foreignKey })));
    expectRefused(await google(await idToken({ email }, { key: foreignKey, kid: 'unknown-kid' })));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a token for another audience, from another issuer, or expired', async () => {
    const email = uniqueEmail('misfit');
    expectRefused(await google(await idToken({ email }, { aud: 'someone-else.apps.googleusercontent.com' })));
    expectRefused(await google(await idToken({ email }, { iss: 'https://accounts.evil.example' })));
    expectRefused(await google(await idToken({ email }, { exp: Math.floor(Date.now() / 1000) - 60 })));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('accepts the issuer spelt without https as well', async () => {
    const res = await google(await idToken({ email: uniqueEmail('plain-iss') }, { iss: 'accounts.google.com' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unsigned token and a token without an email', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'g-none',
      email: uniqueEmail('none'),
      email_verified: true,
      iat: now,
      exp: now + 600,
    })}.`;
    expectRefused(await google(unsigned));
    const noEmail = await new SignJWT({ email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-test-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('g-no-email')
      .setIssuedAt()
      .setExpirationTime(now + 600)
      .sign(googleKey);
    expectRefused(await google(noEmail));
  });

  it('refuses a missing or absurd credential with 400', async () => {
    for (const payload of [{}, { credential: '' }, { credential: 'short' }, { credential: 42 }]) {
      const res = await t.inject({ method: 'POST', url: '/api/wueusers/login/google', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('WUE-4000');
    }
  });
});

describe('GET /api/auth/config with Google sign-in on', () => {
  it('hands the client id to the web app', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().result).toEqual({ googleClientId: CLIENT_ID, supportMailbox: t.config.SUPPORT_MAILBOX });
  });
});
