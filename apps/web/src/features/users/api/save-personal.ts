import { useMutation } from '@tanstack/react-query';
import type { PersonalSection, PersonalSectionBody } from '@elevate/contracts/users/profile.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';

/** PUT users/profile/personal?uId: every personal field at once (a blank one is cleared). */
export const savePersonal = async (uid: number, body: PersonalSectionBody) => {
  const env = await apiRequest<PersonalSection>('PUT', 'users/profile/personal', { query: { uId: uid }, body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const useSavePersonal = (uid: number) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (body: PersonalSectionBody) => savePersonal(uid, body),
    onSuccess: (personal) => {
      cache.setSection('personal', personal);
      return cache.refreshCompletion();
    },
  });
};
