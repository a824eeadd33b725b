import { randomBytes } from 'node:crypto';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import type {
  AccountSummary,
  DeleteAccountInput,
  DeletionConfirmation,
} from '@elevate/contracts/account/account.schema';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { isPasswordHash, unusablePasswordHash, type PasswordHasher } from '../auth/password-hash.ts';
import { eraseOutboxOf } from '../mail/mail.repository.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import type { StoredFileRef } from '../uploads/storage/storage-driver.ts';
import { eraseAccount, findLiveAccount, type AccountRecord } from './account.repository.ts';

export interface AccountFilesJob {
  files: StoredFileRef[];
}

/** `deleted-42@deleted.invalid`: unique, and `.invalid` can never be delivered to (RFC 2606). */
export const deletedEmailOf = (uid: number) => `deleted-${uid}@deleted.invalid`;

const sessionGone = () => new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
const refused = (field: 'password' | 'email', message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });

const confirmationOf = (a: AccountRecord): DeletionConfirmation =>
  isPasswordHash(a.passwordHash) ? 'password' : 'email';

export const accountSummary = async (db: Db, uid: number): Promise<AccountSummary> => {
  const account = await findLiveAccount(db, uid);
  if (!account) throw sessionGone();
  return {
    uid: account.uid,
    email: account.email,
    fullName: account.fullName,
    lastName: account.lastName,
    createdAt: account.createdAt.toISOString(),
    hasPassword: isPasswordHash(account.passwordHash),
    googleLinked: account.googleSub !== null,
    confirmDeletionWith: confirmationOf(account),
  };
};

/** The last mail to the old address, written before it is wiped: essential (a deletion nobody asked for must be noticed). */
const deletedMail = (account: AccountRecord, supportMailbox: string) =>
  composeMail(account.email, 'Your Elevate account has been deleted', [
    greeting(account.fullName || null),
    'Your Elevate account and the personal data in it have been deleted, as you asked. You have been logged out everywhere.',
    'Companies you applied to still see that an application was made, under the name "Deleted user", with no name, contact details or resume.',
    `You are welcome back at any time with a new account. If you did not delete your account, write to us at ${supportMailbox} at once.`,
    'Team Elevate',
  ]);

export interface DeletionDeps {
  db: Db;
  mailer: Mailer;
  queue: Queue;
  hasher: PasswordHasher;
  supportMailbox: string;
  now?: () => Date;
}

/**
 * Deletes the caller's account (docs/decisions/027) once they confirmed it: with their password, or, for an
 * account with no usable password (made by Google sign-in), by typing its email. One transaction wipes the
 * personal data, ends every session, cancels mail still waiting and queues the stored files' removal; the
 * files go after the commit, so a rolled-back deletion never loses a file.
 */
export const deleteAccount = async (deps: DeletionDeps, uid: number, input: DeleteAccountInput): Promise<void> => {
  const account = await findLiveAccount(deps.db, uid);
  if (!account) throw sessionGone();
  if (confirmationOf(account) === 'password') {
    if (!input.password) throw refused('password', AccountMessages.confirmPasswordRequired);
    if (!(await deps.hasher.verify(input.password, account.passwordHash))) {
      throw refused('password', AccountMessages.confirmPasswordWrong);
    }
  } else {
    const typed = input.email?.trim().toLowerCase();
    if (!typed) throw refused('email', AccountMessages.confirmEmailRequired);
    if (typed !== account.email.toLowerCase()) throw refused('email', AccountMessages.confirmEmailWrong);
  }

  const placeholderEmail = deletedEmailOf(uid);
  await deps.db.transaction(async (tx) => {
    const files = await eraseAccount(tx, {
      uid,
      placeholderEmail,
      placeholderReferralCode: `deleted-${randomBytes(12).toString('hex')}`,
      unusablePassword: unusablePasswordHash(),
      now: deps.now?.() ?? new Date(),
    });
    // Deleted meanwhile by another request: that one did everything.
    if (!files) throw sessionGone();
    await eraseOutboxOf(tx, account.email, placeholderEmail);
    await deps.mailer.send(deletedMail(account, deps.supportMailbox), tx);
    if (files.length > 0) {
      await deps.queue.enqueue<AccountFilesJob>(tx, QUEUE_NAMES.accountFiles, { files });
    }
  });
};
