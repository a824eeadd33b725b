import { useMutation } from '@tanstack/react-query';
import type { SkillEntry } from '@elevate/contracts/users/profile.schema';
import { normaliseSkills } from '@elevate/contracts/users/profile.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';

/** PUT users/profile/skill?uId: the whole list (normalised as the server does); answers the saved list. */
export const saveSkills = async (uid: number, skills: readonly string[]) => {
  const env = await apiRequest<SkillEntry[]>('PUT', 'users/profile/skill', {
    query: { uId: uid },
    body: { skills: normaliseSkills(skills) },
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const useSaveSkills = (uid: number) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (skills: readonly string[]) => saveSkills(uid, skills),
    onSuccess: (list) => {
      cache.setSection('skill', list);
      return cache.refreshCompletion();
    },
  });
};
