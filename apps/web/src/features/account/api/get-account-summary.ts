import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '@elevate/contracts/account/account.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET users/{id}/account: the account as settings shows it, and how deleting it is confirmed. */
export const getAccountSummary = (uid: number, signal?: AbortSignal) =>
  apiGet<AccountSummary>(`users/${uid}/account`, undefined, signal);

export const accountSummaryQuery = (uid: number) =>
  queryOptions({
    queryKey: ['account', uid, 'summary'],
    queryFn: ({ signal }) => getAccountSummary(uid, signal),
  });

export const useAccountSummary = () => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...accountSummaryQuery(uid), enabled: uid > 0 });
};
