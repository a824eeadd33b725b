import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MandatoryFields, MandatoryFieldsBody } from '@elevate/contracts/users/mandatory-fields.schema';
import { RESUME_UPLOAD_PURPOSE } from '@elevate/contracts/users/mandatory-fields.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import { applicationKeys } from './query-keys';

export interface SaveMandatoryFieldsInput {
  fields: Omit<MandatoryFieldsBody, 'resumeKey'>;
  /** A new resume to upload first (s3/pre-signed); left out, the resume on the profile stays. */
  resume?: File | null;
}

/** Uploads the new resume, if any, then saves the fields with it: users/{id}/mandatoryfields. */
export const saveMandatoryFields = async (uid: number, { fields, resume }: SaveMandatoryFieldsInput) => {
  const resumeKey = resume ? (await uploadFile(resume, RESUME_UPLOAD_PURPOSE)).key : undefined;
  const env = await apiRequest<MandatoryFields>('POST', `users/${uid}/mandatoryfields`, {
    body: { ...fields, ...(resumeKey ? { resumeKey } : {}) },
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const useSaveMandatoryFields = (uid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMandatoryFieldsInput) => saveMandatoryFields(uid, input),
    onSuccess: (saved) => queryClient.setQueryData(applicationKeys.mandatoryFields(uid), saved),
  });
};
