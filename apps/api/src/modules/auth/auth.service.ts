import type { z } from 'zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import type {
  ChangePasswordSchema,
  LoginResult,
  ResetPasswordSchema,
  SignupSchema,
  UserDetails,
} from '@elevate/contracts/auth/auth.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ReferralMessages } from '@elevate/contracts/referrals/referral.messages';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import {
  type AccountRecord,
  type NewAccount,
  bumpTokenVersion,
  consumeCode,
  findAccountByEmail,
  findAccountByGoogleSub,
  findAccountById,
  findCodeByHash,
  findLiveCode,
  findUserIdByReferralCode,
  insertAccount,
  insertCode,
  linkGoogleAccount,
  markEmailVerified,
  retireCodes,
  retireVerificationLinks,
  setPasswordAndEndSessions,
  spendOtpAttempt,
  toUserDetails,
} from './auth.repository.ts';
import { accountExistsMail, otpMail, passwordSwitchedOffMail, resetMail, verificationMail } from './auth.mails.ts';
import type { GoogleVerifier } from './google.ts';
import { unusablePasswordHash, type PasswordHasher } from './password-hash.ts';
import {
  otpDigest,
  randomLinkCode,
  randomOtp,
  randomReferralCode,
  sameDigest,
  sha256,
  type SessionSigner,
} from './tokens.ts';

const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_LINK_TTL_MS = 30 * 60 * 1000;
const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_ATTEMPTS = 5;
const REFERRAL_CODE_TRIES = 5;
/**
 * forgot-password, resend-verification and request-otp answer no sooner than this. An existing account costs
 * a code and a queued mail; an unknown address one read: the floor hides the difference (docs/decisions/021).
 */
export const AUTH_ANSWER_FLOOR_MS = 150;

/** Runs the work, then waits out what is left of `ms`, whether the work succeeded or threw. */
const noSoonerThan = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
};

interface AuthDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'SUPPORT_MAILBOX' | 'jwtSecret'>;
  hasher: PasswordHasher;
  sessions: SessionSigner;
  /** Null when Google sign-in is off (no GOOGLE_CLIENT_ID). */
  google: GoogleVerifier | null;
  clock?: () => Date;
}

type SignupData = z.output<typeof SignupSchema>;
type ResetData = z.output<typeof ResetPasswordSchema>;
type ChangePasswordData = z.output<typeof ChangePasswordSchema>;

interface Outcome<T> {
  message: string;
  result: T;
}

const loginFailed = () => new AppError(ErrorCode.UNAUTHENTICATED, AuthMessages.loginFailed);
const googleFailed = () => new AppError(ErrorCode.UNAUTHENTICATED, AuthMessages.googleFailed);
const resetLinkInvalid = () => new AppError(ErrorCode.LINK_EXPIRED, AuthMessages.resetLinkInvalid);
const verifyLinkInvalid = () => new AppError(ErrorCode.LINK_EXPIRED, AuthMessages.verifyLinkInvalid);
const otpInvalid = () => new AppError(ErrorCode.OTP_INVALID, AuthMessages.otpInvalid);

const withReturnUrl = (url: string, returnUrl: string | undefined): string =>
  returnUrl ? `${url}?returnUrl=${encodeURIComponent(returnUrl)}` : url;

/**
 * The account rules of issue 3: signup, verification, login, reset, change, one-time codes and Google
 * sign-in. Slow work (hashing) happens before transactions open; every multi-row write is one transaction.
 */
export const createAuthService = ({
  db,
  mailer,
  config,
  hasher,
  sessions,
  google,
  clock = () => new Date(),
}: AuthDeps) => {
  // The name was typed by whoever registered; until the address is proven, that may be a stranger, and our
  // mails carry nothing a stranger wrote (docs/decisions/021).
  const mailContext = (account: Pick<AccountRecord, 'email' | 'fullName' | 'emailVerified'>) => ({
    to: account.email,
    name: account.emailVerified ? account.fullName || null : null,
    supportMailbox: config.SUPPORT_MAILBOX,
  });

  const loginResult = async (account: AccountRecord): Promise<LoginResult> => ({
    token: `Bearer ${await sessions.sign({ uid: account.uid, role: account.role, tokenVersion: account.tokenVersion })}`,
    authorities: [account.role],
    userDetails: toUserDetails(account),
  });

  /** Inserts the account with a fresh personal referral code, drawing again on the rare collision. */
  const insertWithReferralCode = async (tx: DbOrTx, account: Omit<NewAccount, 'referralCode'>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        // A savepoint, so a collision leaves the surrounding transaction usable.
        return await tx.transaction((sp) => insertAccount(sp, { ...account, referralCode: randomReferralCode() }));
      } catch (err) {
        if (uniqueViolationOf(err) !== 'users_referral_code_unique' || attempt >= REFERRAL_CODE_TRIES) throw err;
      }
    }
  };

  const sendVerification = async (tx: DbOrTx, account: AccountRecord, returnUrl: string | undefined) => {
    const code = randomLinkCode();
    await insertCode(tx, {
      userId: account.uid,
      purpose: 'verify_email',
      tokenHash: sha256(code),
      expiresAt: new Date(clock().getTime() + VERIFY_LINK_TTL_MS),
    });
    const link = withReturnUrl(`${config.publicUrl}/users/verify/${code}`, returnUrl);
    await mailer.send(verificationMail(mailContext(account), link), tx);
  };

  /**
   * An address proven by a mailed code or by Google. A password chosen before the address was proven (at
   * signup, even if the verification link was followed later, or changed by someone who only knew such a
   * password) may belong to whoever registered the address first, hoping its owner would verify it later
   * ("account pre-hijacking"): it stops working and every session made with it ends. The owner sets one
   * with "forgot password" (docs/decisions/009, 021).
   */
  const claimAddress = async (tx: DbOrTx, account: AccountRecord): Promise<AccountRecord> => {
    if (account.emailVerified && !account.passwordUnproven) return account;
    const tokenVersion = await setPasswordAndEndSessions(tx, account.uid, unusablePasswordHash(), true);
    await markEmailVerified(tx, account.uid, clock());
    await retireVerificationLinks(tx, account.uid, clock());
    const claimed = { ...account, tokenVersion, emailVerified: true, passwordUnproven: false };
    // A password that worked yesterday stops working: the owner is told why and how to set one.
    if (account.passwordUnproven) {
      const reset = `${config.publicUrl}/?type=resetpassword`;
      await mailer.send(passwordSwitchedOffMail(mailContext({ ...claimed, fullName: '' }), reset), tx);
    }
    return claimed;
  };

  const notifyAccountExists = async (account: AccountRecord) => {
    const links = { login: `${config.publicUrl}/?type=login`, reset: `${config.publicUrl}/?type=resetpassword` };
    await db.transaction((tx) => mailer.send(accountExistsMail(mailContext(account), links), tx));
  };

  return {
    /**
     * A taken address is answered exactly like a new one (docs/decisions/021): the hash is spent either way
     * and the owner gets a mail instead of a second account, so the answer does not tell who has an account.
     */
    async register(input: SignupData): Promise<{ email: string }> {
      // A mistyped code is said at once rather than dropped (the friend would never be counted). Checked
      // before the address, so the answer is the same whether or not the address has an account.
      const referredById = input.referralCode ? await findUserIdByReferralCode(db, input.referralCode) : null;
      if (input.referralCode && referredById === null) {
        throw new AppError(ErrorCode.VALIDATION, ReferralMessages.codeUnknown, {
          referralCode: ReferralMessages.codeUnknown,
        });
      }
      const passwordHash = await hasher.hash(input.password);
      const existing = await findAccountByEmail(db, input.email);
      if (existing) {
        await notifyAccountExists(existing);
        return { email: input.email };
      }
      try {
        await db.transaction(async (tx) => {
          const account = await insertWithReferralCode(tx, {
            fullName: input.fullName,
            lastName: input.lastName,
            email: input.email,
            contact: input.ucontact,
            utype: input.utype,
            role: 'user',
            passwordHash,
            // Chosen before anyone proved the address: it dies if the address is later proven another way.
            passwordUnproven: true,
            referredById,
            referralSource: input.referralSource ?? null,
            mentor: input.mentor,
            jobfeed: input.jobfeed,
            termsAcceptedAt: clock(),
          });
          await sendVerification(tx, account, input.returnUrl);
        });
      } catch (err) {
        // Two signups with one address at once: the unique constraint decides; the loser is answered alike
        // (the winner's verification mail is the one the owner needs, so no second mail).
        if (uniqueViolationOf(err) !== 'users_email_unique') throw err;
      }
      return { email: input.email };
    },

    async login(username: string, password: string): Promise<LoginResult> {
      const account = await findAccountByEmail(db, username);
      // Always one hash's worth of work, so the answer time does not tell whether the account exists.
      const ok = await hasher.verify(password, account?.passwordHash);
      if (!account || !ok) throw loginFailed();
      if (!account.emailVerified) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, AuthMessages.emailNotVerified);
      return loginResult(account);
    },

    async verifyEmail(encoded: string): Promise<Outcome<{ email: string; alreadyVerified?: boolean }>> {
      const now = clock();
      const code = await findCodeByHash(db, 'verify_email', sha256(encoded));
      const account = code ? await findAccountById(db, code.userId) : null;
      if (!code || !account) throw verifyLinkInvalid();
      const already = {
        message: AuthMessages.alreadyVerified,
        result: { email: account.email, alreadyVerified: true },
      };
      if (account.emailVerified) return already;
      if (code.usedAt || code.expiresAt.getTime() <= now.getTime()) throw verifyLinkInvalid();
      const verified = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id, now))) return false;
        await markEmailVerified(tx, account.uid, now);
        await retireVerificationLinks(tx, account.uid, now);
        return true;
      });
      // A second click racing the first finds the code used: the address is verified all the same.
      return verified ? { message: AuthMessages.verified, result: { email: account.email } } : already;
    },

    resendVerification(emailId: string, returnUrl: string | undefined): Promise<void> {
      return noSoonerThan(AUTH_ANSWER_FLOOR_MS, async () => {
        const account = await findAccountByEmail(db, emailId);
        if (!account || account.emailVerified) return;
        await db.transaction((tx) => sendVerification(tx, account, returnUrl));
      });
    },

    forgotPassword(emailId: string, returnUrl: string | undefined): Promise<void> {
      return noSoonerThan(AUTH_ANSWER_FLOOR_MS, async () => {
        const account = await findAccountByEmail(db, emailId);
        if (!account) return;
        const code = randomLinkCode();
        const now = clock();
        const link = withReturnUrl(
          `${config.publicUrl}/resetpassword/${encodeURIComponent(account.email)}/${code}`,
          returnUrl,
        );
        await db.transaction(async (tx) => {
          await retireCodes(tx, account.uid, 'reset_password', now);
          await insertCode(tx, {
            userId: account.uid,
            purpose: 'reset_password',
            tokenHash: sha256(code),
            expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
          });
          await mailer.send(resetMail(mailContext(account), link), tx);
        });
      });
    },

    async resetPassword(input: ResetData): Promise<void> {
      const account = await findAccountByEmail(db, input.emailId);
      const tokenHash = sha256(input.otp);
      const live = account ? await findLiveCode(db, account.uid, 'reset_password', tokenHash, clock()) : null;
      if (!account || !live) throw resetLinkInvalid();
      const passwordHash = await hasher.hash(input.password);
      await db.transaction(async (tx) => {
        const now = clock();
        if (!(await consumeCode(tx, live.id, now))) throw resetLinkInvalid();
        // The link came through the mailbox, which proves the address, and the password with it.
        await setPasswordAndEndSessions(tx, account.uid, passwordHash, true);
        await markEmailVerified(tx, account.uid, now);
        await retireCodes(tx, account.uid, 'reset_password', now);
        await retireCodes(tx, account.uid, 'login_otp', now);
      });
    },

    async changePassword(uid: number, input: ChangePasswordData): Promise<LoginResult> {
      const account = await findAccountById(db, uid);
      if (!account) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
      if (!(await hasher.verify(input.currentPassword, account.passwordHash))) {
        throw new AppError(ErrorCode.VALIDATION, AuthMessages.currentPasswordWrong, {
          currentPassword: AuthMessages.currentPasswordWrong,
        });
      }
      const passwordHash = await hasher.hash(input.newPassword);
      const tokenVersion = await db.transaction(async (tx) => {
        const version = await setPasswordAndEndSessions(tx, uid, passwordHash);
        await retireCodes(tx, uid, 'reset_password', clock());
        return version;
      });
      // A fresh token for this device; every older token (other devices) carries a stale version now.
      return loginResult({ ...account, tokenVersion });
    },

    async logoutEverywhere(uid: number): Promise<void> {
      // Only an admin can name someone else, and may name nobody: 404, not 401 (which would log the admin out).
      if ((await bumpTokenVersion(db, uid)) === null) throw new AppError(ErrorCode.NOT_FOUND);
    },

    async me(uid: number): Promise<UserDetails> {
      const account = await findAccountById(db, uid);
      if (!account) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
      return toUserDetails(account);
    },

    requestOtp(email: string): Promise<void> {
      return noSoonerThan(AUTH_ANSWER_FLOOR_MS, async () => {
        const account = await findAccountByEmail(db, email);
        if (!account) return;
        const otp = randomOtp();
        const now = clock();
        await db.transaction(async (tx) => {
          await retireCodes(tx, account.uid, 'login_otp', now);
          await insertCode(tx, {
            userId: account.uid,
            purpose: 'login_otp',
            tokenHash: otpDigest(config.jwtSecret, account.uid, otp),
            expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          });
          await mailer.send(otpMail(mailContext(account), otp), tx);
        });
      });
    },

    async verifyOtp(email: string, otp: string): Promise<LoginResult> {
      const account = await findAccountByEmail(db, email);
      if (!account) throw otpInvalid();
      const digest = otpDigest(config.jwtSecret, account.uid, otp);
      const signedIn = await db.transaction(async (tx) => {
        const now = clock();
        // The attempt is spent (and committed) before the comparison, right or wrong.
        const code = await spendOtpAttempt(tx, account.uid, OTP_MAX_ATTEMPTS, now);
        if (!code || !sameDigest(code.tokenHash, digest)) return null;
        if (!(await consumeCode(tx, code.id, now))) return null;
        return claimAddress(tx, account);
      });
      if (!signedIn) throw otpInvalid();
      return loginResult(signedIn);
    },

    async googleSignIn(credential: string): Promise<LoginResult> {
      if (!google) throw new AppError(ErrorCode.NOT_FOUND);
      const check = await google(credential);
      if (!check.ok) {
        throw check.reason === 'email_not_verified'
          ? new AppError(ErrorCode.UNAUTHENTICATED, AuthMessages.emailNotVerified)
          : googleFailed();
      }
      const profile = check.profile;
      const known = await findAccountByGoogleSub(db, profile.sub);
      if (known) return loginResult(known);

      const byEmail = await findAccountByEmail(db, profile.email);
      if (byEmail) {
        // One Google account per Elevate account: an address already linked to another Google id is refused.
        if (byEmail.googleSub && byEmail.googleSub !== profile.sub) throw googleFailed();
        const linked = await db.transaction(async (tx) => {
          await linkGoogleAccount(tx, byEmail.uid, profile.sub, clock());
          return claimAddress(tx, byEmail);
        });
        return loginResult({ ...linked, googleSub: profile.sub });
      }

      try {
        const created = await db.transaction((tx) =>
          insertWithReferralCode(tx, {
            fullName: profile.givenName ?? profile.name ?? profile.email.split('@')[0] ?? 'Elevate user',
            lastName: profile.familyName ?? '',
            email: profile.email,
            contact: null,
            utype: 'Student',
            role: 'user',
            passwordHash: unusablePasswordHash(),
            referredById: null,
            googleSub: profile.sub,
            termsAcceptedAt: clock(),
            emailVerifiedAt: clock(),
          }),
        );
        return loginResult(created);
      } catch (err) {
        // The same first sign-in twice at once: the other request created the account.
        if (!uniqueViolationOf(err)) throw err;
        const winner = await findAccountByGoogleSub(db, profile.sub);
        if (!winner) throw googleFailed();
        return loginResult(winner);
      }
    },
  };
};
