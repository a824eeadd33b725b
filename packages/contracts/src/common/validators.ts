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

/** Dates in forms and on the wire are day-month-year with two-digit day and month (spec §5): 05-09-2001. */
export const DAY_MONTH_YEAR_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

/** '05-09-2001' → '2001-09-05' (ISO, as stored), or null when the text is not a real calendar date. */
export const parseDayMonthYear = (value: string): string | null => {
  const match = DAY_MONTH_YEAR_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return real && Number(yyyy) >= 1900 ? `${yyyy}-${mm}-${dd}` : null;
};

/** '2001-09-05' (ISO date, or a full timestamp) → '05-09-2001'. */
export const toDayMonthYear = (iso: string): string => {
  const [yyyy, mm, dd] = iso.slice(0, 10).split('-');
  return `${dd}-${mm}-${yyyy}`;
};

export const dayMonthYearMessage = (label: string) => `${label} must be a real date written as dd-mm-yyyy`;

/** A dd-mm-yyyy date that exists in the calendar (31-02-2024 does not). */
export const DayMonthYearSchema = (label: string) =>
  z
    .string({ error: Messages.mandatoryField(label) })
    .trim()
    .min(1, Messages.mandatoryField(label))
    .refine((v) => parseDayMonthYear(v) !== null, dayMonthYearMessage(label));

/** Six-digit Indian PIN code; the first digit is never 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
export const isPinCode = (value: string): boolean => PIN_CODE_PATTERN.test(value.trim());
