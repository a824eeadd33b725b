import { useMutation } from '@tanstack/react-query';
import type { ProfileUploadKind, ProfileUploadResult } from '@elevate/contracts/users/documents.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';

/** DELETE users/profile/{id}/upload/{kind}: empties the slot and deletes its file. */
export const removeProfileUpload = async (uid: number, kind: ProfileUploadKind) => {
  const env = await apiRequest<ProfileUploadResult>('DELETE', `users/profile/${uid}/upload/${kind}`);
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { removed: env.result, message: env.message };
};

export const useRemoveProfileUpload = (uid: number, kind: ProfileUploadKind) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: () => removeProfileUpload(uid, kind),
    onSuccess: () => {
      if (kind === 'profile-picture') cache.updatePersonal({ profilePicLink: null });
      if (kind === 'resume') cache.updatePersonal({ resumeFileName: null });
      return Promise.all([cache.refreshDocuments(), cache.refreshCompletion()]);
    },
  });
};
