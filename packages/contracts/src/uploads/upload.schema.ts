import { z } from 'zod';
import {
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  MAX_UPLOAD_KB,
  MAX_UPLOAD_MB,
  RESUME_EXTENSIONS,
} from '../common/constants.ts';
import { Messages } from '../common/messages.ts';

export { MAX_UPLOAD_MB };

/**
 * What an upload is for: decides the allowed types, who may upload it, whether it is public and its folder in
 * the store (docs/decisions/006, 020). The last seven are the spec's cloud-store sub-folders (§9) that no
 * screen uploads yet; they are here so the store's layout and rules are settled before those features come.
 */
export const UPLOAD_PURPOSES = [
  'resume',
  'partner-logo',
  'partner-banner',
  'partner-gallery',
  'job-image',
  'profile-picture',
  'cover-picture',
  'team-profile-picture',
  'government-id',
  'certificate',
  'solution-file',
  'query-file',
  'registration-file',
  /** Pictures in posts and their covers (writers and admins, issue 14). */
  'blog-image',
  /** Pictures of success stories, events, customer logos and site pages (admins, issue 14). */
  'content-image',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Spec §9: the size check is done in KB against a configuration value of 2 (MB). */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_KB * 1024;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Documents by content as `file-type` names them: PDF, Word (doc is an OLE compound file, docx a zip), JPEG, PNG. */
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;

interface UploadRule {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /** Public files are served openly; private ones only through a short-lived signed read URL. */
  isPublic: boolean;
}

const image = { extensions: IMAGE_EXTENSIONS, mimeTypes: IMAGE_TYPES, isPublic: true };
const document = { extensions: DOCUMENT_EXTENSIONS, mimeTypes: DOCUMENT_TYPES, isPublic: false };
/** A hackathon solution may also be a deck or an archive of code (checked by content like the rest). */
const solution = {
  extensions: [...DOCUMENT_EXTENSIONS, 'pptx', 'zip'],
  mimeTypes: [
    ...DOCUMENT_TYPES,
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
  ],
  isPublic: false,
};

/** File kinds by content, the extensions a file name may carry, and who may read the file. */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  resume: { extensions: RESUME_EXTENSIONS, mimeTypes: ['application/pdf'], isPublic: false },
  'partner-logo': image,
  'partner-banner': image,
  'partner-gallery': image,
  'job-image': image,
  'profile-picture': image,
  'cover-picture': image,
  'team-profile-picture': image,
  'government-id': document,
  certificate: document,
  'solution-file': solution,
  'query-file': document,
  /** Files a hackathon's registration form asks for (a student id card, a consent letter). */
  'registration-file': document,
  'blog-image': image,
  'content-image': image,
};

/** Resumes, government ids, certificates, solution and query files are private; pictures are public. */
export const isPublicPurpose = (purpose: UploadPurpose): boolean => UPLOAD_RULES[purpose].isPublic;

export const UploadMessages = {
  selectFile: Messages.selectFile,
  tooLarge: Messages.fileTooLarge(MAX_UPLOAD_MB),
  imageType: 'Please upload an image of type jpg, jpeg, png or gif !',
  resumeType: 'Resume must be a PDF file !',
  documentType: 'Please upload a document of type pdf, doc, docx, jpg, jpeg or png !',
  emptyFile: 'The file is empty. Please choose another file.',
  linkExpired: 'This upload link is invalid or has expired. Please try the upload again.',
  invalidName: 'Please choose a file with a shorter name made of ordinary characters.',
  notUploaded: 'The file has not arrived yet. Please try the upload again.',
} as const;

export const typeMessageOf = (purpose: UploadPurpose): string => {
  if (purpose === 'resume') return UploadMessages.resumeType;
  return UPLOAD_RULES[purpose].extensions === IMAGE_EXTENSIONS ? UploadMessages.imageType : UploadMessages.documentType;
};

const extensionOf = (fileName: string): string => fileName.split('.').pop()?.toLowerCase() ?? '';

/** The checks both sides make before any bytes move: a name with an allowed extension and a size within limits. */
export const checkFileMeta = (file: { name: string; size: number }, purpose: UploadPurpose): string | null => {
  if (!file.name) return UploadMessages.selectFile;
  if (!UPLOAD_RULES[purpose].extensions.includes(extensionOf(file.name))) return typeMessageOf(purpose);
  if (file.size <= 0) return UploadMessages.emptyFile;
  if (file.size > MAX_UPLOAD_BYTES) return UploadMessages.tooLarge;
  return null;
};

/** Longest file name and declared type we take: a name longer than this is not a person's file name. */
export const MAX_FILE_NAME_LENGTH = 200;
const MAX_CONTENT_TYPE_LENGTH = 100;

/**
 * A file name is shown on pages and written to the database: no NUL or other control characters (PostgreSQL
 * refuses NUL in text) and no lone UTF-16 surrogates (a JSON escape like "\ud800" makes one; it cannot be
 * stored as UTF-8).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isPrintableText = (value: string): boolean =>
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(value) && !LONE_SURROGATE.test(value);

export const FileNameSchema = z
  .string()
  .trim()
  .min(1, UploadMessages.selectFile)
  .max(MAX_FILE_NAME_LENGTH, UploadMessages.invalidName)
  .refine(isPrintableText, UploadMessages.invalidName);

/** A declared media type: `type/subtype` with optional parameters, printable ASCII only. */
const ContentTypeSchema = z
  .string()
  .max(MAX_CONTENT_TYPE_LENGTH, Messages.invalidValue)
  .regex(/^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/, Messages.invalidValue);

export const PresignRequestSchema = z
  .object({
    fileName: FileNameSchema,
    contentType: ContentTypeSchema.optional(),
    sizeBytes: z.number().int(),
    purpose: z.enum(UPLOAD_PURPOSES, { error: Messages.invalidValue }),
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
  /** Headers the PUT must carry exactly as given (an S3 signature covers them). */
  headers: z.record(z.string(), z.string()).optional(),
  /**
   * With an S3 store the PUT goes straight to S3, which answers nothing we can use: POST here afterwards, and the
   * server checks the file and answers the upload's result. Null when the PUT itself answers it (local store).
   */
  confirmUrl: z.string().nullable().optional(),
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

export const UploadKeySchema = z.string().regex(/^[a-z-]+-[0-9a-f-]{36}\.[a-z]{3,4}$/, Messages.invalidValue);

export const UploadParamsSchema = z.object({ key: UploadKeySchema });
export const SignedQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

export const ReadUrlQuerySchema = z.object({ key: UploadKeySchema });
export const ReadUrlResultSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ReadUrlResult = z.infer<typeof ReadUrlResultSchema>;
