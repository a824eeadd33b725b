/**
 * Test helpers for the auth suites (and for any module whose routes need a signed-in caller). Not a test
 * file itself: vitest collects only *.test.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LoginResult, Role } from '@elevate/contracts/auth/auth.schema';
import type { TestContext } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from './password-hash.ts';
import { randomReferralCode } from './tokens.ts';

/**
 * Settings for auth suites: scrypt at 2^14 instead of 2^17 (a hash in ~50 ms rather than ~0.2–0.7 s) and
 * limits high enough that only the limit tests meet them. Stored hashes carry their parameters, so nothing
 * else changes.
 */
export const AUTH_TEST_ENV: Record<string, string> = {
  PASSWORD_HASH_COST_LOG2: '14',
  LOGIN_RATE_LIMIT_IP: '100000',
  LOGIN_RATE_LIMIT_ACCOUNT: '100000',
  REGISTER_RATE_LIMIT: '100000',
  EMAIL_RATE_LIMIT: '100000',
  EMAIL_RATE_LIMIT_IP: '100000',
};

export const TEST_COST_LOG2 = 14;

let sequence = 0;
/** A fresh address per call, so tests in one file never share an account by accident. */
export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}.${process.pid}.${Date.now().toString(36)}.${++sequence}@example.in`;

export const PASSWORD = 'Kochi#2031';
export const NEW_PASSWORD = 'Mango!Tree9';

export const signupPayload = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ananya',
  lastName: 'Krishnan',
  ucontact: '9876543210',
  email: uniqueEmail('signup'),
  password: PASSWORD,
  utype: 'Student',
  isConditionAccepted: true,
  ...overrides,
});

export interface TestUser {
  uid: number;
  email: string;
  password: string;
  role: Role;
  referralCode: string;
}

/** Inserts an account straight into the database (verified unless told otherwise). */
export const createUser = async (
  t: TestContext,
  opts: { email?: string; password?: string; role?: Role; verified?: boolean; fullName?: string } = {},
): Promise<TestUser> => {
  const email = opts.email ?? uniqueEmail(opts.role ?? 'user');
  const password = opts.password ?? PASSWORD;
  const role = opts.role ?? 'user';
  const [row] = await t.database.db
    .insert(users)
    .values({
      fullName: opts.fullName ?? 'Kavya',
      lastName: 'Menon',
      email,
      contact: '9876501234',
      utype: role === 'user' ? 'Student' : 'Professional',
      role,
      passwordHash: await hashPassword(password, TEST_COST_LOG2),
      referralCode: randomReferralCode(),
      emailVerifiedAt: opts.verified === false ? null : new Date(),
    })
    .returning({ uid: users.id, referralCode: users.referralCode });
  if (!row) throw new Error('no user inserted');
  return { uid: row.uid, email, password, role, referralCode: row.referralCode };
};

export const login = async (t: TestContext, email: string, password: string, ip = '127.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/wueusers/login', payload: { username: email, password }, remoteAddress: ip });

/** Logs in and returns the login result (fails the test when login fails). */
export const signIn = async (t: TestContext, user: { email: string; password: string }): Promise<LoginResult> => {
  const res = await login(t, user.email, user.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as LoginResult;
};

/** The two headers every signed-in call carries (spec §6). */
export const authHeaders = (session: LoginResult | { token: string; uid: number }) => {
  const uid = 'userDetails' in session ? session.userDetails.uid : session.uid;
  return { authorization: session.token, auth_uid: String(uid) };
};

export interface OutboxMail {
  subject: string;
  textBody: string;
  htmlBody: string | null;
}

/** The newest mail to this address, or undefined. */
export const lastMailTo = async (t: TestContext, to: string): Promise<OutboxMail | undefined> => {
  const [row] = await t.database.db
    .select({ subject: mailOutbox.subject, textBody: mailOutbox.textBody, htmlBody: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
};

export const mailsTo = async (t: TestContext, to: string, subject?: string): Promise<OutboxMail[]> =>
  t.database.db
    .select({ subject: mailOutbox.subject, textBody: mailOutbox.textBody, htmlBody: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(subject ? and(eq(mailOutbox.toAddress, to), eq(mailOutbox.subject, subject)) : eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id));

/** The link code from a mailed verification link. */
export const verifyCodeFrom = (mail: OutboxMail | undefined): string => {
  const match = /\/users\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no verification link in mail: ${mail?.textBody}`);
  return match[1];
};

/** The email and code from a mailed reset link /resetpassword/{emailId}/{otp}. */
export const resetLinkFrom = (mail: OutboxMail | undefined): { emailId: string; otp: string } => {
  const match = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in mail: ${mail?.textBody}`);
  return { emailId: decodeURIComponent(match[1]), otp: match[2] };
};

/** The six-digit code from a sign-in code mail. */
export const otpFrom = (mail: OutboxMail | undefined): string => {
  const match = /sign-in code is (\d{6})/.exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no sign-in code in mail: ${mail?.textBody}`);
  return match[1];
};
