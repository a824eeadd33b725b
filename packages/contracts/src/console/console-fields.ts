import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { isUrl } from '../common/validators.ts';
import { ConsoleMessages } from './console.messages.ts';

/**
 * A file in our own store (`/uploads/...`): what the upload call answers as `fileUrl`. Every segment starts
 * with a letter, digit, '_' or '-', so no '..' and no '//'; no commas (the gallery is stored comma-separated).
 */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const UPLOAD_PATH_MAX = 300;
/** Uploaded (not seeded) public files live under this prefix; the rest of the path is the upload's key. */
export const USER_UPLOAD_PREFIX = '/uploads/u/';

export const isUploadPath = (value: string): boolean =>
  value.length <= UPLOAD_PATH_MAX && UPLOAD_PATH_PATTERN.test(value);

/** An upload path, or null for none ('' counts as none). */
export const optionalUploadPath = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isUploadPath(v), ConsoleMessages.uploadedImageOnly)
    .nullish()
    .transform((v) => v || null);

export const uploadPath = () => z.string().trim().refine(isUploadPath, ConsoleMessages.uploadedImageOnly);

/** Optional free text; blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, ConsoleMessages.tooLong(label, max))
    .nullish()
    .transform((v) => v || null);

/** Required free text with spec §5's '{field} is mandatory field !'. */
export const requiredField = (label: string, max: number) =>
  z
    .string({ error: Messages.mandatoryField(label) })
    .trim()
    .min(1, Messages.mandatoryField(label))
    .max(max, ConsoleMessages.tooLong(label, max));

/** An optional http(s) address; blank becomes undefined (the key is left out of the stored JSON). */
export const optionalWebAddress = (label: string, max = 500) =>
  z
    .string({ error: ConsoleMessages.webAddress(label) })
    .trim()
    .max(max, ConsoleMessages.tooLong(label, max))
    .refine((v) => v === '' || isUrl(v), ConsoleMessages.webAddress(label))
    .optional()
    .transform((v) => v || undefined);
