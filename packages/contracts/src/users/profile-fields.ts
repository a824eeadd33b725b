import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { DayMonthYearSchema, isUrl, parseDayMonthYear } from '../common/validators.ts';
import { educationYears } from './profile.options.ts';

/**
 * Messages, limits and field helpers shared by the profile's section schemas (profile.schema.ts and
 * profile-entries.schema.ts), kept apart so both can import them without an import cycle.
 */
export const ProfileMessages = {
  saved: 'Your profile is saved.',
  entryDeleted: 'Removed from your profile.',
  pinCode: 'PIN code must be 6 digits and cannot start with 0',
  invalidUrl: 'Please enter a full link starting with https://',
  dateInFuture: (label: string) => `${label} cannot be in the future`,
  endBeforeStart: 'The end cannot be before the start',
  endYearBeforeStart: 'End year cannot be before start year',
  gradeRange: (type: 'CGPA' | 'PERCENTAGE') =>
    type === 'CGPA' ? 'CGPA must be between 0 and 10' : 'Percentage must be between 0 and 100',
  gradeTypeNeeded: 'Choose CGPA or PERCENTAGE for this grade',
  patentStatusNeeded: Messages.mandatoryField('Patent Status'),
  tooManySkills: (max: number) => `A profile can hold at most ${max} skills`,
  tooManyEntries: (max: number) => `A section can hold at most ${max} entries`,
  skillLength: 'A skill must be 1 to 60 characters',
  dateOfBirthAge: 'Date of birth must make you between 14 and 100 years old',
  entryNotFound: 'We could not find this entry in your profile.',
  collegeNotListed: 'This institution is no longer listed. Please choose it again.',
} as const;

export const MAX_SKILLS = 100;
export const MAX_SECTION_ENTRIES = 30;
export const SKILL_MAX_LENGTH = 60;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An optional text: blank becomes null, so a cleared field is saved as cleared. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional choice from a list: blank or null is "not said". */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: Messages.invalidValue })
    .optional()
    .transform((v): T[number] | null => (v ? v : null));

export const UrlSchema = z.string().trim().max(500, tooLong('Link', 500)).refine(isUrl, ProfileMessages.invalidUrl);
export const optionalUrl = z
  .union([UrlSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const optionalDate = (label: string) =>
  z
    .union([DayMonthYearSchema(label), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const isoOf = (dmy: string | null): string | null => (dmy ? parseDayMonthYear(dmy) : null);
const today = () => new Date().toISOString().slice(0, 10);
export const notInFuture = (dmy: string | null) => dmy === null || (isoOf(dmy) ?? '') <= today();

/** Folds a skill for comparison: "  React   JS " and "react js" are the same skill. */
export const skillKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Free entries normalised: trimmed, inner spaces collapsed, case-folded duplicates merged (first spelling kept). */
export const normaliseSkills = (names: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name && !seen.has(skillKey(name))) seen.set(skillKey(name), name);
  }
  return [...seen.values()];
};

export const yearSchema = (label: string) =>
  z.coerce
    .number({ error: Messages.mandatoryField(label) })
    .int(Messages.invalidValue)
    .refine((y) => educationYears().includes(y), Messages.invalidValue);
