import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Documents, DocumentsBody } from '@elevate/contracts/users/documents.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';
import { profileKeys } from './query-keys';

/** PUT users/profile/documents?uId: the PAN and the Aadhaar number, of which only the last four digits are kept. */
export const saveDocuments = async (uid: number, body: DocumentsBody) => {
  const env = await apiRequest<Documents>('PUT', 'users/profile/documents', { query: { uId: uid }, body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { documents: env.result, message: env.message };
};

export const useSaveDocuments = (uid: number) => {
  const client = useQueryClient();
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (body: DocumentsBody) => saveDocuments(uid, body),
    onSuccess: ({ documents }) => {
      client.setQueryData(profileKeys.documents(uid), documents);
      return cache.refreshCompletion();
    },
  });
};
