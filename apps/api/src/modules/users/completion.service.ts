import { completionOf, type ProfileCompletion } from '@elevate/contracts/users/completion';
import { AccountMessages } from '@elevate/contracts/users/profile.schema';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { readCompletionFacts, readCompletionFactsOf } from './completion.repository.ts';

/**
 * Profile strength (users/profile/completion/{uid}): the contracts' weighted score over facts read in one
 * query. Every place that shows a percent (the header, the dashboard, referrals, the admin list) uses these two.
 */
export const profileCompletion = async (db: DbOrTx, userId: number): Promise<ProfileCompletion> => {
  const facts = await readCompletionFacts(db, userId);
  if (!facts) throw notFound(AccountMessages.notFound);
  return completionOf(facts);
};

/** The percent of each of these users, read in one query (lists: referrals, the admin users list). */
export const profileCompletions = async (db: DbOrTx, userIds: number[]): Promise<Map<number, number>> => {
  const ids = [...new Set(userIds)];
  const facts = await readCompletionFactsOf(db, ids);
  return new Map([...facts].map(([uid, f]) => [uid, completionOf(f).percent]));
};
