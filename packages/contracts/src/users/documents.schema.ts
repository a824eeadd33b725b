import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { AADHAAR_PATTERN, PAN_PATTERN } from '../common/validators.ts';
import type { UploadPurpose } from '../uploads/upload.schema.ts';

/**
 * A profile's files and identity documents (spec §3 document kinds, §5 PAN and Aadhaar validators):
 * PUT users/profile/{id}/upload attaches a finished upload to a slot, DELETE .../upload/{kind} empties it,
 * GET/PUT users/profile/documents?uId reads and writes the numbers, GET users/profile/resume?uId signs a
 * short-lived link to the resume. docs/decisions/025-documents-json-resume.md.
 */
export const PROFILE_UPLOAD_KINDS = ['profile-picture', 'resume', 'pan-scan', 'government-id'] as const;
export type ProfileUploadKind = (typeof PROFILE_UPLOAD_KINDS)[number];

/** The upload purpose (s3/pre-signed) a slot takes: both identity scans are private government-id files. */
export const PROFILE_UPLOAD_PURPOSE = {
  'profile-picture': 'profile-picture',
  resume: 'resume',
  'pan-scan': 'government-id',
  'government-id': 'government-id',
} as const satisfies Record<ProfileUploadKind, UploadPurpose>;

export const ProfileUploadLabels: Record<ProfileUploadKind, string> = {
  'profile-picture': 'Profile Picture',
  resume: 'Resume',
  'pan-scan': 'PAN Card Scan',
  'government-id': 'Aadhaar Card Scan',
};

/** Aadhaar digits that are ever kept: the last four (UIDAI's rule for anyone who is not an authorised agency). */
export const AADHAAR_KEPT_DIGITS = 4;

export const DocumentsMessages = {
  panInvalid: 'PAN must be 5 letters, 4 digits and 1 letter, like ABCDE1234F',
  aadhaarInvalid: 'Aadhaar number must be 12 digits',
  /** Someone else's, unfinished or missing upload: one answer, so keys cannot be probed. */
  uploadNotFound: 'Please upload the file again: we could not find it.',
  uploadSaved: (kind: ProfileUploadKind) => `${ProfileUploadLabels[kind]} saved.`,
  uploadRemoved: (kind: ProfileUploadKind) => `${ProfileUploadLabels[kind]} removed.`,
  documentsSaved: 'Your documents are saved.',
  noResume: 'There is no resume on this profile yet.',
  accountNotFound: 'We could not find this account.',
} as const;

/** 'abcde1234f ' → 'ABCDE1234F' (PAN letters are upper-case on the card). */
export const normalisePan = (value: string): string => value.trim().toUpperCase();
/** '1234 5678 9012' → '123456789012': people type Aadhaar in the card's groups of four. */
export const normaliseAadhaar = (value: string): string => value.replace(/\s/g, '');
/** How the kept digits are shown: 'XXXX XXXX 1234', as UIDAI's masked Aadhaar prints it. */
export const maskAadhaar = (lastFour: string): string => `XXXX XXXX ${lastFour}`;

export const PanSchema = z
  .string({ error: DocumentsMessages.panInvalid })
  .transform(normalisePan)
  .refine((v) => PAN_PATTERN.test(v), DocumentsMessages.panInvalid);

/** The full number is read to check it, then only its last four digits leave this schema. */
export const AadhaarSchema = z
  .string({ error: DocumentsMessages.aadhaarInvalid })
  .max(20, DocumentsMessages.aadhaarInvalid)
  .transform(normaliseAadhaar)
  .refine((v) => AADHAAR_PATTERN.test(v), DocumentsMessages.aadhaarInvalid)
  .transform((v) => v.slice(-AADHAAR_KEPT_DIGITS));

/** Left out: keep what is saved; null or blank: remove it; a value: replace it. */
const keepClearOrSet = <T extends z.ZodType<string, string>>(schema: T, message: string) =>
  z.union([z.literal('').transform(() => null), z.null(), schema], { error: message }).optional();

/** PUT users/profile/documents?uId (owner only). */
export const DocumentsBodySchema = z.object({
  panNumber: keepClearOrSet(PanSchema, DocumentsMessages.panInvalid),
  /** The whole 12-digit number (spaces allowed); only its last four digits are stored. */
  aadhaarNumber: keepClearOrSet(AadhaarSchema, DocumentsMessages.aadhaarInvalid),
});
export type DocumentsBody = z.input<typeof DocumentsBodySchema>;
export type DocumentsValues = z.output<typeof DocumentsBodySchema>;

/**
 * The documents form in the browser: the same rules; an empty (or blank) Aadhaar box keeps the saved number.
 * The union carries the Aadhaar message, or zod would answer its generic "Invalid input" for a wrong number.
 */
export const DocumentsFormSchema = z.object({
  panNumber: z.union([z.literal(''), PanSchema]),
  aadhaarNumber: z.union([z.string().regex(/^\s*$/, DocumentsMessages.aadhaarInvalid), AadhaarSchema], {
    error: DocumentsMessages.aadhaarInvalid,
  }),
});
export type DocumentsForm = z.input<typeof DocumentsFormSchema>;

export const DocumentsSchema = z.object({
  panNumber: z.string().nullable(),
  hasPanScan: z.boolean(),
  panScanFileName: z.string().nullable(),
  aadhaarLastFour: z.string().nullable(),
  /** 'XXXX XXXX 1234', or null when no number is saved. */
  aadhaarMasked: z.string().nullable(),
  hasGovtIdScan: z.boolean(),
  govtIdFileName: z.string().nullable(),
  resumeFileName: z.string().nullable(),
});
export type Documents = z.infer<typeof DocumentsSchema>;

export const ProfileUploadParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(2_147_483_647, 'id is not valid'),
});
export const ProfileUploadSlotParamsSchema = ProfileUploadParamsSchema.extend({
  kind: z.enum(PROFILE_UPLOAD_KINDS, { error: Messages.invalidValue }),
});

/** PUT users/profile/{id}/upload: a finished upload (s3/pre-signed) of the slot's purpose, by its key. */
export const ProfileUploadBodySchema = z.object({
  kind: z.enum(PROFILE_UPLOAD_KINDS, { error: Messages.invalidValue }),
  key: z.string({ error: Messages.selectFile }).trim().min(1, Messages.selectFile).max(300, Messages.selectFile),
});
export type ProfileUploadBody = z.input<typeof ProfileUploadBodySchema>;

export const ProfileUploadResultSchema = z.object({
  kind: z.enum(PROFILE_UPLOAD_KINDS),
  fileName: z.string().nullable(),
  /** The public address of a profile picture; null for private files and an empty slot. */
  fileUrl: z.string().nullable(),
});
export type ProfileUploadResult = z.infer<typeof ProfileUploadResultSchema>;

/** GET users/profile/resume?uId: a short-lived signed link, never the stored key. */
export const ResumeLinkSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type ResumeLink = z.infer<typeof ResumeLinkSchema>;
