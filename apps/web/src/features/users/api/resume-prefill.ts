import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import type { ResumePrefillBody, ResumePrefillResult } from '@elevate/contracts/matching/prefill.schema';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** GET user/{uid}/resumes/parse: the profile's resume as the parser reads it (cached by upload on the server). */
export const useResumeParse = (uid: number, enabled: boolean) =>
  useQuery({
    queryKey: [...profileKeys.all(uid), 'resume-parse'] as const,
    queryFn: ({ signal }) => apiGet<ParsedResume>(`user/${uid}/resumes/parse`, undefined, signal),
    enabled,
    retry: false,
  });

/** POST user/{uid}/resumes/parse/apply: the chosen fields added; every profile query is asked again after. */
export const useApplyResumePrefill = (uid: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResumePrefillBody) => {
      const env = await apiRequest<ResumePrefillResult>('POST', `user/${uid}/resumes/parse/apply`, { body });
      if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
      return env.result;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all(uid) }),
  });
};
