import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralListResult } from '@elevate/contracts/referrals/referral.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { referralsKey } from './get-referral-summary';

export interface ReferralsPage {
  limit: number;
  offset: number;
  /** true: the friends I hid instead of the others. */
  hidden: boolean;
}

/** GET referrals: the friends who joined with my code, newest first, with their progress. */
export const getReferrals = (q: ReferralsPage, signal?: AbortSignal) =>
  apiGet<ReferralListResult>('referrals', { limit: q.limit, offset: q.offset, hidden: q.hidden }, signal);

export const referralsQuery = (uid: number, q: ReferralsPage) =>
  queryOptions({
    queryKey: [...referralsKey(uid), 'list', q],
    queryFn: ({ signal }) => getReferrals(q, signal),
  });

export const useReferrals = (q: ReferralsPage) => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...referralsQuery(uid, q), enabled: uid > 0, placeholderData: keepPreviousData });
};
