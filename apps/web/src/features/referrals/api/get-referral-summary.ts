import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralSummary } from '@elevate/contracts/referrals/referral.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Every referral query of one user starts with this key, so one invalidation refreshes them all. */
export const referralsKey = (uid: number) => ['referrals', uid] as const;

/** GET referrals/summary: my code, how many friends reached each milestone, and who invited me. */
export const getReferralSummary = (signal?: AbortSignal) =>
  apiGet<ReferralSummary>('referrals/summary', undefined, signal);

export const referralSummaryQuery = (uid: number) =>
  queryOptions({
    queryKey: [...referralsKey(uid), 'summary'],
    queryFn: ({ signal }) => getReferralSummary(signal),
  });

/** The signed-in user's referral summary (the dashboard shows it too); idle while signed out. */
export const useReferralSummary = () => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...referralSummaryQuery(uid), enabled: uid > 0 });
};
