import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompleteProfile } from '@elevate/contracts/users/profile.schema';
import { apiGet } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** GET users/profile/complete-profile?uId: every section at once, as /manage-profile shows them. */
export const getCompleteProfile = (uid: number, signal?: AbortSignal) =>
  apiGet<CompleteProfile>('users/profile/complete-profile', { uId: uid }, signal);

export const completeProfileQuery = (uid: number) =>
  queryOptions({
    queryKey: profileKeys.section(uid, 'completeprofile'),
    queryFn: ({ signal }) => getCompleteProfile(uid, signal),
  });

export const useCompleteProfile = (uid: number) => useQuery({ ...completeProfileQuery(uid), enabled: uid > 0 });
