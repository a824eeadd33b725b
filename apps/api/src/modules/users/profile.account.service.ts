import type { z } from 'zod';
import type { AccountUpdateBodySchema } from '@elevate/contracts/users/profile.schema';
import { AccountMessages, type AccountSummary } from '@elevate/contracts/users/profile.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { profileCompletion } from './completion.service.ts';
import { readAccount, writeAccount } from './profile.account.repository.ts';
import { ensureProfileRow, lockUser, publicUploadUrl } from './profile.repository.ts';

/** GET users/profile: the caller's account at a glance, with the same profile strength as the completion call. */
export const accountSummary = async (db: DbOrTx, userId: number): Promise<AccountSummary> => {
  const account = await readAccount(db, userId);
  if (!account) throw notFound(AccountMessages.notFound);
  const { percent } = await profileCompletion(db, userId);
  return {
    uid: account.uid,
    fullName: account.fullName,
    lastName: account.lastName,
    email: account.email,
    ucontact: account.contact,
    utype: account.utype,
    referralCode: account.referralCode,
    profilePicLink: publicUploadUrl(account.profilePicKey),
    completionPercent: percent,
  };
};

/** POST users/profile: makes sure the profile row exists (idempotent); answers the summary either way. */
export const createProfile = (db: Db, userId: number): Promise<AccountSummary> =>
  db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound(AccountMessages.notFound);
    await ensureProfileRow(tx, userId);
    return accountSummary(tx, userId);
  });

/** PUT users/profile: the account's names, contact number and user type. */
export const updateAccount = (
  db: Db,
  userId: number,
  body: z.output<typeof AccountUpdateBodySchema>,
): Promise<AccountSummary> =>
  db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound(AccountMessages.notFound);
    await writeAccount(tx, userId, {
      fullName: body.fullName,
      lastName: body.lastName,
      contact: body.ucontact,
      utype: body.utype,
    });
    return accountSummary(tx, userId);
  });
