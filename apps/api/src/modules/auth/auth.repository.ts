import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ROLES, type Role, type UserDetails } from '@elevate/contracts/auth/auth.schema';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, type AuthTokenPurpose } from '../../db/schema/auth-tokens.ts';
import { users } from '../../db/schema/users.ts';

/** What the auth service needs to know about an account; never leaves the server as is. */
export interface AccountRecord {
  uid: number;
  email: string;
  fullName: string;
  lastName: string;
  utype: string;
  role: Role;
  referralCode: string;
  passwordHash: string;
  googleSub: string | null;
  tokenVersion: number;
  emailVerified: boolean;
  /** The password was chosen before the address was proven (docs/decisions/021). */
  passwordUnproven: boolean;
}

const accountColumns = {
  uid: users.id,
  email: users.email,
  fullName: users.fullName,
  lastName: users.lastName,
  utype: users.utype,
  role: users.role,
  referralCode: users.referralCode,
  passwordHash: users.passwordHash,
  googleSub: users.googleSub,
  tokenVersion: users.tokenVersion,
  emailVerifiedAt: users.emailVerifiedAt,
  passwordUnproven: users.passwordUnproven,
};

interface AccountRow {
  uid: number;
  email: string;
  fullName: string;
  lastName: string;
  utype: string;
  role: string;
  referralCode: string;
  passwordHash: string;
  googleSub: string | null;
  tokenVersion: number;
  emailVerifiedAt: Date | null;
  passwordUnproven: boolean;
}

const asRole = (role: string): Role => ((ROLES as readonly string[]).includes(role) ? (role as Role) : 'user');

const toAccount = (r: AccountRow): AccountRecord => ({
  uid: r.uid,
  email: r.email,
  fullName: r.fullName,
  lastName: r.lastName,
  utype: r.utype,
  role: asRole(r.role),
  referralCode: r.referralCode,
  passwordHash: r.passwordHash,
  googleSub: r.googleSub,
  tokenVersion: r.tokenVersion,
  emailVerified: r.emailVerifiedAt !== null,
  passwordUnproven: r.passwordUnproven,
});

/** The user details of the login answer and of GET wueusers/me (no hashes, no internal fields). */
export const toUserDetails = (a: AccountRecord): UserDetails => ({
  role: a.role,
  uid: a.uid,
  fullName: a.fullName,
  lastName: a.lastName,
  email: a.email,
  referralCode: a.referralCode,
  utype: a.utype,
});

/**
 * The finders see live accounts only: a deleted one (docs/decisions/027) cannot sign in by any way, and a token
 * it still held is refused by the auth plugin even before its version is checked.
 */
export const findAccountByEmail = async (db: DbOrTx, email: string): Promise<AccountRecord | null> => {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ? toAccount(row) : null;
};

export const findAccountById = async (db: DbOrTx, uid: number): Promise<AccountRecord | null> => {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, uid), isNull(users.deletedAt)))
    .limit(1);
  return row ? toAccount(row) : null;
};

export const findAccountByGoogleSub = async (db: DbOrTx, sub: string): Promise<AccountRecord | null> => {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)))
    .limit(1);
  return row ? toAccount(row) : null;
};

/** The live account a referral code belongs to: a deleted account's code invites no one. */
export const findUserIdByReferralCode = async (db: DbOrTx, code: string): Promise<number | null> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)))
    .limit(1);
  return row?.id ?? null;
};

export interface NewAccount {
  fullName: string;
  lastName: string;
  email: string;
  contact: string | null;
  utype: string;
  role: Role;
  passwordHash: string;
  referralCode: string;
  referredById: number | null;
  /** Where the account heard of us (spec §3 referral sources), when the signup said. */
  referralSource?: string | null;
  googleSub?: string | null;
  passwordUnproven?: boolean;
  mentor?: boolean;
  jobfeed?: boolean;
  termsAcceptedAt?: Date | null;
  emailVerifiedAt?: Date | null;
}

export const insertAccount = async (db: DbOrTx, account: NewAccount): Promise<AccountRecord> => {
  const [row] = await db.insert(users).values(account).returning(accountColumns);
  if (!row) throw new Error('insert returned no row');
  return toAccount(row);
};

/** Marks the address verified (keeping the first verification time). */
export const markEmailVerified = async (db: DbOrTx, uid: number, now: Date): Promise<void> => {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(eq(users.id, uid));
};

/** Links a Google account to an existing user; the address is verified by Google. */
export const linkGoogleAccount = async (db: DbOrTx, uid: number, googleSub: string, now: Date): Promise<void> => {
  await db
    .update(users)
    .set({ googleSub, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(and(eq(users.id, uid), isNull(users.googleSub)));
};

/**
 * Sets a new password hash and ends every session; returns the new token version. `proven` says whether the
 * new password came with proof of the address (a mailed reset link, or none at all: an unusable hash); left
 * out (a change that only knew the old password), the old password's standing carries over.
 */
export const setPasswordAndEndSessions = async (
  db: DbOrTx,
  uid: number,
  passwordHash: string,
  proven?: boolean,
): Promise<number> => {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(proven === undefined ? {} : { passwordUnproven: !proven }),
    })
    .where(eq(users.id, uid))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error('user vanished');
  return row.tokenVersion;
};

/** Ends every session of the user; returns the new token version. */
export const bumpTokenVersion = async (db: DbOrTx, uid: number): Promise<number | null> => {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, uid))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
};

// ---- one-time codes --------------------------------------------------------------------------------------

export interface OneTimeCode {
  id: number;
  userId: number;
  tokenHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

const codeColumns = {
  id: authTokens.id,
  userId: authTokens.userId,
  tokenHash: authTokens.tokenHash,
  attempts: authTokens.attempts,
  expiresAt: authTokens.expiresAt,
  usedAt: authTokens.usedAt,
};

export const insertCode = async (
  db: DbOrTx,
  code: { userId: number; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> => {
  await db.insert(authTokens).values(code);
};

/** Retires every unused code of this purpose (a new reset link or sign-in code replaces the older ones). */
export const retireCodes = async (db: DbOrTx, userId: number, purpose: AuthTokenPurpose, now: Date): Promise<void> => {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
};

/** A code found by its hash, used or not, expired or not (the verify page tells those cases apart). */
export const findCodeByHash = async (
  db: DbOrTx,
  purpose: AuthTokenPurpose,
  tokenHash: string,
): Promise<OneTimeCode | null> => {
  const [row] = await db
    .select(codeColumns)
    .from(authTokens)
    .where(and(eq(authTokens.purpose, purpose), eq(authTokens.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
};

/** The user's live code with this hash: unused and unexpired. */
export const findLiveCode = async (
  db: DbOrTx,
  userId: number,
  purpose: AuthTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<OneTimeCode | null> => {
  const [row] = await db
    .select(codeColumns)
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
};

/**
 * Uses a code once: only one of several concurrent callers gets true (the update is conditional on the code
 * still being unused and unexpired).
 */
export const consumeCode = async (db: DbOrTx, id: number, now: Date): Promise<boolean> => {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
};

/**
 * Spends one attempt on the user's newest live sign-in code and returns it, or null when there is none
 * (never requested, used, expired, or out of attempts). Spending before comparing means concurrent guesses
 * can never exceed the allowance.
 */
export const spendOtpAttempt = async (
  db: DbOrTx,
  userId: number,
  maxAttempts: number,
  now: Date,
): Promise<OneTimeCode | null> => {
  const [newest] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'login_otp'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(authTokens.id))
    .limit(1);
  if (!newest) return null;
  const [row] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(
      and(
        eq(authTokens.id, newest.id),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        lt(authTokens.attempts, maxAttempts),
      ),
    )
    .returning(codeColumns);
  return row ?? null;
};

/** Marks every verification link of the user used (the address is verified; older links now say so). */
export const retireVerificationLinks = (db: DbOrTx, userId: number, now: Date) =>
  retireCodes(db, userId, 'verify_email', now);
