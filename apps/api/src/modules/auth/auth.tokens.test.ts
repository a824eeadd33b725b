import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, base64url } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { buildApp } from '../../app.ts';
import { freshDatabase, testConfig, type TestContext } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, NEW_PASSWORD, authHeaders, createUser, login, signIn } from './auth.testing.ts';

/** The app plus two probe routes guarded by role, built the way test/helper.ts builds it. */
const t = {} as TestContext;
let dispose: () => Promise<void> = async () => {};
beforeAll(async () => {
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  t.config = testConfig(AUTH_TEST_ENV);
  t.database = fresh.database;
  t.app = await buildApp(t.config, { database: { ...fresh.database, close: async () => {} }, logger: false });
  const probes: FastifyPluginAsyncZod = async (api) => {
    api.get('/admin-only', { onRequest: api.requireRole('admin') }, async (req) => ({ uid: req.user?.uid }));
    api.get('/staff', { onRequest: api.requireRole('employer', 'admin') }, async (req) => ({ role: req.user?.role }));
  };
  await t.app.register(probes, { prefix: '/api/test' });
  await t.app.ready();
  t.inject = (opts) => t.app.inject(opts);
}, 60_000);
afterAll(async () => {
  await t.app?.close();
  await dispose();
  if (t.config) rmSync(t.config.DATA_DIR, { recursive: true, force: true });
});

const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/wueusers/me', headers });
const expectSessionInvalid = (res: Awaited<ReturnType<typeof me>>) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    httpStatus: 401,
    message: AuthMessages.sessionInvalid,
    error: { code: 'WUE-9001', message: 'Your session has ended. Please log in again.' },
  });
};
const secretKey = () => new TextEncoder().encode(t.config.jwtSecret);
const now = () => Math.floor(Date.now() / 1000);

/** A token like ours, with any part changed. */
const forge = async (
  uid: number,
  opts: {
    alg?: string;
    key?: Uint8Array;
    iss?: string;
    aud?: string;
    exp?: number | null;
    tv?: number;
    role?: string;
  } = {},
) => {
  let jwt = new SignJWT({ role: opts.role ?? 'user', tv: opts.tv ?? 0 })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(String(uid))
    .setIssuer(opts.iss ?? 'elevate')
    .setAudience(opts.aud ?? 'elevate-web')
    .setIssuedAt();
  if (opts.exp !== null) jwt = jwt.setExpirationTime(opts.exp ?? now() + 3600);
  return `Bearer ${await jwt.sign(opts.key ?? secretKey())}`;
};

describe('authenticated requests', () => {
  it('pass with a fresh token and the matching AUTH_UID header', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    expect((await me(authHeaders(session))).statusCode).toBe(200);
    // A token we forge with the real secret and claims is accepted too: the test forger is faithful.
    expect((await me({ authorization: await forge(user.uid), auth_uid: String(user.uid) })).statusCode).toBe(200);
  });

  it('are refused with 401 WUE-9001 without the Authorization header, or with another scheme', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    expectSessionInvalid(await me({ auth_uid: String(user.uid) }));
    expectSessionInvalid(
      await me({ authorization: session.token.replace('Bearer ', 'Basic '), auth_uid: String(user.uid) }),
    );
    expectSessionInvalid(await me({ authorization: session.token.replace('Bearer ', ''), auth_uid: String(user.uid) }));
    expectSessionInvalid(await me({ authorization: 'Bearer not-a-jwt', auth_uid: String(user.uid) }));
  });

  it('are refused without AUTH_UID or when AUTH_UID names someone else', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await signIn(t, user);
    expectSessionInvalid(await me({ authorization: session.token }));
    expectSessionInvalid(await me({ authorization: session.token, auth_uid: String(other.uid) }));
    expectSessionInvalid(await me({ authorization: session.token, auth_uid: '' }));
    expectSessionInvalid(await me({ authorization: session.token, auth_uid: `${user.uid}0` }));
  });

  it('are refused when the signature or the payload was tampered with', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const [header, payload, signature] = (session.token.split(' ')[1] ?? '').split('.');
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    expectSessionInvalid(
      await me({ authorization: `Bearer ${header}.${payload}.${flipped}`, auth_uid: String(user.uid) }),
    );
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? '')));
    const promoted = base64url.encode(JSON.stringify({ ...claims, role: 'admin' }));
    expectSessionInvalid(
      await me({ authorization: `Bearer ${header}.${promoted}.${signature}`, auth_uid: String(user.uid) }),
    );
  });

  it('are refused with an unsigned token (alg: none)', async () => {
    const user = await createUser(t);
    const enc = (o: object) => base64url.encode(JSON.stringify(o));
    const body = enc({
      sub: String(user.uid),
      role: 'admin',
      tv: 0,
      iss: 'elevate',
      aud: 'elevate-web',
      iat: now(),
      exp: now() + 3600,
    });
    for (const alg of ['none', 'None', 'NONE']) {
      const token = `Bearer ${enc({ alg, typ: 'JWT' })}.${body}.`;
      expectSessionInvalid(await me({ authorization: token, auth_uid: String(user.uid) }));
    }
  });

  it('are refused with a token signed by another key or with another algorithm', async () => {
    const user = await createUser(t);
    const headers = async (opts: Parameters<typeof forge>[1]) => ({
      authorization: await forge(user.uid, opts),
      auth_uid: String(user.uid),
    });
    expectSessionInvalid(
      await me(await headers({ key: new TextEncoder().encode('another-secret-of-at-least-32-chars!!') })),
    );
    expectSessionInvalid(await me(await headers({ alg: 'HS512' })));
    expectSessionInvalid(await me(await headers({ alg: 'HS384' })));
  });

  it('are refused with another issuer, another audience, no expiry or an expired token', async () => {
    const user = await createUser(t);
    const uid = String(user.uid);
    expectSessionInvalid(await me({ authorization: await forge(user.uid, { iss: 'someone-else' }), auth_uid: uid }));
    expectSessionInvalid(await me({ authorization: await forge(user.uid, { aud: 'elevate-admin' }), auth_uid: uid }));
    expectSessionInvalid(await me({ authorization: await forge(user.uid, { exp: null }), auth_uid: uid }));
    expectSessionInvalid(await me({ authorization: await forge(user.uid, { exp: now() - 5 }), auth_uid: uid }));
  });

  it('are refused once the user no longer exists', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    await t.database.db.delete(users).where(eq(users.id, user.uid));
    expectSessionInvalid(await me(authHeaders(session)));
  });

  it('are refused when the token carries an older token version', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ tokenVersion: 3 }).where(eq(users.id, user.uid));
    expectSessionInvalid(await me({ authorization: await forge(user.uid, { tv: 2 }), auth_uid: String(user.uid) }));
    expect((await me({ authorization: await forge(user.uid, { tv: 3 }), auth_uid: String(user.uid) })).statusCode).toBe(
      200,
    );
  });
});

describe('role guards', () => {
  it('let the named roles through and refuse others with 403 WUE-4030', async () => {
    const admin = await signIn(t, await createUser(t, { role: 'admin' }));
    const employer = await signIn(t, await createUser(t, { role: 'employer' }));
    const member = await signIn(t, await createUser(t));
    const get = (url: string, s: LoginResult) => t.inject({ method: 'GET', url, headers: authHeaders(s) });

    expect((await get('/api/test/admin-only', admin)).statusCode).toBe(200);
    expect((await get('/api/test/staff', employer)).json()).toEqual({ role: 'employer' });
    for (const [url, s] of [
      ['/api/test/admin-only', member],
      ['/api/test/admin-only', employer],
      ['/api/test/staff', member],
    ] as const) {
      const res = await get(url, s);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'WUE-4030', message: 'You are not authorized for this page !' });
    }
  });

  it('answer 401, not 403, to a signed-out caller', async () => {
    expectSessionInvalid(await t.inject({ method: 'GET', url: '/api/test/admin-only' }));
  });

  it('read the role from the database, so a demotion takes effect at once', async () => {
    const user = await createUser(t, { role: 'admin' });
    const session = await signIn(t, user);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, user.uid));
    const res = await t.inject({ method: 'GET', url: '/api/test/admin-only', headers: authHeaders(session) });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/wueusers/:uid/change-password', () => {
  const change = (s: LoginResult, body: Record<string, unknown>, uid = s.userDetails.uid) =>
    t.inject({ method: 'PUT', url: `/api/wueusers/${uid}/change-password`, headers: authHeaders(s), payload: body });

  it('keeps this device signed in with the returned token and logs every other session out', async () => {
    const user = await createUser(t);
    const thisDevice = await signIn(t, user);
    const otherDevice = await signIn(t, user);

    const res = await change(thisDevice, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your password has been changed');
    expect(body.result.userDetails.uid).toBe(user.uid);
    expect(body.result.authorities).toEqual(['user']);

    expect((await me(authHeaders(body.result))).statusCode).toBe(200);
    expectSessionInvalid(await me(authHeaders(thisDevice)));
    expectSessionInvalid(await me(authHeaders(otherDevice)));

    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and the message on currentPassword, changing nothing', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const res = await change(session, {
      currentPassword: 'Wrong#Pass1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      httpStatus: 400,
      message: AuthMessages.currentPasswordWrong,
      error: {
        code: 'WUE-4000',
        message: 'Your current password is not correct',
        fields: { currentPassword: 'Your current password is not correct' },
      },
    });
    expect((await me(authHeaders(session))).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [
      'no current password',
      { currentPassword: undefined, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Password is required',
    ],
    [
      'a short new password',
      { newPassword: 'Ab1#', confirmPassword: 'Ab1#' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      'a new password without a number',
      { newPassword: 'Mango!Tree', confirmPassword: 'Mango!Tree' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [
      'a common new password',
      { newPassword: 'Welcome@123', confirmPassword: 'Welcome@123' },
      'newPassword',
      AuthMessages.passwordCommon,
    ],
    [
      'a confirmation that differs',
      { newPassword: NEW_PASSWORD, confirmPassword: 'Mango!Tree8' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('refuses %s with 400 and the field message', async (_name, patch, field, message) => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const res = await change(session, { currentPassword: user.password, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses to change another user’s password, even for an admin', async () => {
    const victim = await createUser(t);
    for (const caller of [await createUser(t), await createUser(t, { role: 'admin' })]) {
      const session = await signIn(t, caller);
      const res = await change(
        session,
        { currentPassword: victim.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        victim.uid,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('WUE-4030');
    }
    expect((await login(t, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('answers 401 before reading anything when signed out, and 400 to a uid that is not a number', async () => {
    const signedOut = await t.inject({ method: 'PUT', url: '/api/wueusers/1/change-password', payload: {} });
    expectSessionInvalid(signedOut);
    const session = await signIn(t, await createUser(t));
    const res = await t.inject({
      method: 'PUT',
      url: '/api/wueusers/abc/change-password',
      headers: authHeaders(session),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/wueusers/:uid/logout-all', () => {
  const logoutAll = (s: LoginResult, uid = s.userDetails.uid) =>
    t.inject({ method: 'POST', url: `/api/wueusers/${uid}/logout-all`, headers: authHeaders(s) });

  it('ends every session, this one included', async () => {
    const user = await createUser(t);
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    const res = await logoutAll(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ httpStatus: 200, message: 'You have been logged out on every device' });
    expectSessionInvalid(await me(authHeaders(a)));
    expectSessionInvalid(await me(authHeaders(b)));
    // Logging in again works and gives a token with the new version.
    expect((await me(authHeaders(await signIn(t, user)))).statusCode).toBe(200);
  });

  it('refuses another user, and lets an admin log a user out everywhere', async () => {
    const victim = await createUser(t);
    const victimSession = await signIn(t, victim);
    const stranger = await signIn(t, await createUser(t));
    const refused = await logoutAll(stranger, victim.uid);
    expect(refused.statusCode).toBe(403);
    expect((await me(authHeaders(victimSession))).statusCode).toBe(200);

    const admin = await signIn(t, await createUser(t, { role: 'admin' }));
    expect((await logoutAll(admin, victim.uid)).statusCode).toBe(200);
    expectSessionInvalid(await me(authHeaders(victimSession)));
  });
});
