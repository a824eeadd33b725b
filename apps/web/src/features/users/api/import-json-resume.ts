import { useMutation } from '@tanstack/react-query';
import type { JsonResume, JsonResumeImportResult } from '@elevate/contracts/users/json-resume';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';

/**
 * POST users/profile/import?uId: a JSON Resume replaces every section of the profile (pictures and documents
 * stay); answers the new profile and what could not be kept.
 */
export const importJsonResume = async (uid: number, resume: JsonResume) => {
  const env = await apiRequest<JsonResumeImportResult>('POST', 'users/profile/import', {
    query: { uId: uid },
    body: resume,
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useImportJsonResume = (uid: number) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (resume: JsonResume) => importJsonResume(uid, resume),
    onSuccess: ({ profile }) => {
      cache.setProfile(profile);
      return Promise.all([cache.refreshCompletion(), cache.refreshDocuments()]);
    },
  });
};
