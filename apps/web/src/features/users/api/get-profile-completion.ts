import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileCompletion } from '@elevate/contracts/users/completion';
import { apiGet } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** Every save of a profile section invalidates this key, so the header, the dashboard and the page agree. */
export const profileCompletionKey = profileKeys.completion;

/** GET users/profile/completion/{uid}: the profile strength (a whole percent) and what is missing. */
export const getProfileCompletion = (uid: number, signal?: AbortSignal) =>
  apiGet<ProfileCompletion>(`users/profile/completion/${uid}`, undefined, signal);

export const profileCompletionQuery = (uid: number) =>
  queryOptions({
    queryKey: profileCompletionKey(uid),
    queryFn: ({ signal }) => getProfileCompletion(uid, signal),
    staleTime: 60_000,
  });

/** The profile strength of `uid`; idle while there is no signed-in user (uid 0). */
export const useProfileCompletion = (uid: number, enabled = true) =>
  useQuery({ ...profileCompletionQuery(uid), enabled: enabled && uid > 0 });
