import { useMutation } from '@tanstack/react-query';
import type { CompleteProfile, ProfileListSection } from '@elevate/contracts/users/profile.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';

/** DELETE users/profile/{section}/{id}?uId: removes one entry of my own; answers what is left of the section. */
export const deleteProfileEntry = async <S extends ProfileListSection>(uid: number, section: S, id: number) => {
  const env = await apiRequest<CompleteProfile[S]>('DELETE', `users/profile/${section}/${id}`, {
    query: { uId: uid },
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { list: env.result, message: env.message };
};

export const useDeleteProfileEntry = <S extends ProfileListSection>(uid: number, section: S) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (id: number) => deleteProfileEntry(uid, section, id),
    onSuccess: ({ list }) => {
      cache.setSection(section, list as never);
      return cache.refreshCompletion();
    },
  });
};
