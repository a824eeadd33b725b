import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailPreferences } from '@elevate/contracts/account/mail-preferences.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const mailPreferencesKey = (uid: number) => ['account', uid, 'mail-preferences'] as const;

/** GET users/{id}/mail-preferences: every mail switch, the job feed and mentoring. */
export const getMailPreferences = (uid: number, signal?: AbortSignal) =>
  apiGet<MailPreferences>(`users/${uid}/mail-preferences`, undefined, signal);

export const mailPreferencesQuery = (uid: number) =>
  queryOptions({
    queryKey: mailPreferencesKey(uid),
    queryFn: ({ signal }) => getMailPreferences(uid, signal),
  });

export const useMailPreferences = () => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...mailPreferencesQuery(uid), enabled: uid > 0 });
};
