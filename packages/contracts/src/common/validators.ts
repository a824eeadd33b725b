import { z } from 'zod';
import { Messages } from './messages.ts';
import { IMAGE_EXTENSIONS, RESUME_EXTENSIONS } from './constants.ts';

/** Indian mobile numbers: ten digits starting 6–9, with an optional +91 or 0 in front (spec §5). */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const AADHAAR_PATTERN = /^\d{12}$/;
export const INTEGER_PATTERN = /^-?\d+$/;
export const FLOAT_PATTERN = /^-?\d+(?:\.\d+)?$/;

/** Spaces and dashes are how people type numbers ("98765 43210"); they carry no meaning. */
export const normaliseMobile = (value: string): string => value.replace(/[\s-]/g, '');
export const isIndianMobile = (value: string): boolean => INDIAN_MOBILE_PATTERN.test(normaliseMobile(value));
export const isPan = (value: string): boolean => PAN_PATTERN.test(value.trim().toUpperCase());
export const isAadhaar = (value: string): boolean => AADHAAR_PATTERN.test(value.replace(/\s/g, ''));
export const isInteger = (value: string): boolean => INTEGER_PATTERN.test(value.trim());
export const isFloat = (value: string): boolean => FLOAT_PATTERN.test(value.trim());
export const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const extensionOf = (fileName: string): string => fileName.split('.').pop()?.toLowerCase() ?? '';
export const hasImageExtension = (fileName: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
export const isResumeFile = (fileName: string): boolean =>
  (RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The size check of spec §9 is done in KB against the configured limit in MB. */
export const isWithinUploadLimit = (bytes: number, limitMb: number): boolean => bytes / 1024 <= limitMb * 1024;

/** A required, trimmed text field with the generic message '{field} is mandatory field !'. */
export const requiredText = (label: string, max = 500) =>
  z
    .string({ error: Messages.mandatoryField(label) })
    .trim()
    .min(1, Messages.mandatoryField(label))
    .max(max, `${label} must be at most ${max} characters`);

export const ContactEmailSchema = (label = 'Email') =>
  z
    .string({ error: Messages.mandatoryField(label) })
    .trim()
    .min(1, Messages.mandatoryField(label))
    .pipe(z.email(Messages.invalidEmailId).max(254, Messages.invalidEmailId));

export const IndianMobileSchema = (label = 'Contact Number') =>
  z
    .string({ error: Messages.mandatoryField(label) })
    .trim()
    .min(1, Messages.mandatoryField(label))
    .refine(isIndianMobile, Messages.invalidMobile)
    .transform(normaliseMobile);
