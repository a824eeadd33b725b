import { useMutation } from '@tanstack/react-query';
import {
  PROFILE_UPLOAD_PURPOSE,
  type ProfileUploadKind,
  type ProfileUploadResult,
} from '@elevate/contracts/users/documents.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import { useProfileCache } from './profile-cache';

/**
 * Uploads the file through s3/pre-signed (its purpose decides the types allowed and who may read it), then
 * attaches it to the profile's slot: PUT users/profile/{id}/upload {kind, key}. The file it replaces is deleted.
 */
export const attachProfileUpload = async (uid: number, kind: ProfileUploadKind, file: File) => {
  const { key } = await uploadFile(file, PROFILE_UPLOAD_PURPOSE[kind]);
  const env = await apiRequest<ProfileUploadResult>('PUT', `users/profile/${uid}/upload`, { body: { kind, key } });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { attached: env.result, message: env.message };
};

export const useAttachProfileUpload = (uid: number, kind: ProfileUploadKind) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (file: File) => attachProfileUpload(uid, kind, file),
    onSuccess: ({ attached }) => {
      if (kind === 'profile-picture') cache.updatePersonal({ profilePicLink: attached.fileUrl });
      if (kind === 'resume') cache.updatePersonal({ resumeFileName: attached.fileName });
      return Promise.all([cache.refreshDocuments(), cache.refreshCompletion()]);
    },
  });
};
