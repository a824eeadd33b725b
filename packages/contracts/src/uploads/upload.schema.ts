import { z } from 'zod';
import { IMAGE_EXTENSIONS, MAX_UPLOAD_KB, MAX_UPLOAD_MB, RESUME_EXTENSIONS } from '../common/constants.ts';
import { Messages } from '../common/messages.ts';

export { MAX_UPLOAD_MB };

/** What an upload is for: decides the allowed types and whether the file is public (docs/decisions/006). */
export const UPLOAD_PURPOSES = ['resume', 'partner-logo', 'partner-banner', 'partner-gallery', 'job-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Spec §9: the size check is done in KB against a configuration value of 2 (MB). */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_KB * 1024;

/** Resumes are private (read through a short-lived signed URL); images are public. */
export const isPublicPurpose = (purpose: UploadPurpose): boolean => purpose !== 'resume';

/** File kinds by content, as `file-type` names them, and the extensions a file name may carry. */
export const UPLOAD_RULES: Record<UploadPurpose, { extensions: readonly string[]; mimeTypes: readonly string[] }> = {
  resume: { extensions: RESUME_EXTENSIONS, mimeTypes: ['application/pdf'] },
  'partner-logo': { extensions: IMAGE_EXTENSIONS, mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] },
  'partner-banner': { extensions: IMAGE_EXTENSIONS, mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] },
  'partner-gallery': { extensions: IMAGE_EXTENSIONS, mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] },
  'job-image': { extensions: IMAGE_EXTENSIONS, mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] },
};

export const UploadMessages = {
  selectFile: Messages.selectFile,
  tooLarge: Messages.fileTooLarge(MAX_UPLOAD_MB),
  imageType: 'Please upload an image of type jpg, jpeg, png or gif !',
  resumeType: 'Resume must be a PDF file !',
  emptyFile: 'The file is empty. Please choose another file.',
  linkExpired: 'This upload link is invalid or has expired. Please try the upload again.',
} as const;

export const typeMessageOf = (purpose: UploadPurpose): string =>
  purpose === 'resume' ? UploadMessages.resumeType : UploadMessages.imageType;

const extensionOf = (fileName: string): string => fileName.split('.').pop()?.toLowerCase() ?? '';

/** The checks both sides make before any bytes move: a name with an allowed extension and a size within limits. */
export const checkFileMeta = (file: { name: string; size: number }, purpose: UploadPurpose): string | null => {
  if (!file.name) return UploadMessages.selectFile;
  if (!UPLOAD_RULES[purpose].extensions.includes(extensionOf(file.name))) return typeMessageOf(purpose);
  if (file.size <= 0) return UploadMessages.emptyFile;
  if (file.size > MAX_UPLOAD_BYTES) return UploadMessages.tooLarge;
  return null;
};

export const PresignRequestSchema = z
  .object({
    fileName: z.string().trim().min(1, UploadMessages.selectFile).max(200),
    contentType: z.string().max(100).optional(),
    sizeBytes: z.number().int(),
    purpose: z.enum(UPLOAD_PURPOSES, { error: 'Invalid Value !' }),
  })
  .superRefine((v, ctx) => {
    const problem = checkFileMeta({ name: v.fileName, size: v.sizeBytes }, v.purpose);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [problem === UploadMessages.tooLarge ? 'sizeBytes' : 'fileName'],
        message: problem,
      });
  });
export type PresignRequest = z.infer<typeof PresignRequestSchema>;

export const PresignResultSchema = z.object({
  key: z.string(),
  /** Send the raw bytes here with PUT before `expiresAt`. */
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  /** Where the file will be served once uploaded; null for private files. */
  fileUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type PresignResult = z.infer<typeof PresignResultSchema>;

export const UploadResultSchema = z.object({
  key: z.string(),
  fileUrl: z.string().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const UploadKeySchema = z.string().regex(/^[a-z-]+-[0-9a-f-]{36}\.[a-z]{3,4}$/, 'Invalid Value !');

export const UploadParamsSchema = z.object({ key: UploadKeySchema });
export const SignedQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

export const ReadUrlQuerySchema = z.object({ key: UploadKeySchema });
export const ReadUrlResultSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ReadUrlResult = z.infer<typeof ReadUrlResultSchema>;
