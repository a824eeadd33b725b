import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { INDIAN_STATES } from '../users/profile.options.ts';

/**
 * Institutions for the education section (spec §7.2 GET and POST college): a shipped list of Indian
 * institutions plus the ones users add when theirs is missing (docs/decisions/024).
 */
export const COLLEGE_NAME_MIN_LENGTH = 3;
export const COLLEGE_NAME_MAX_LENGTH = 200;
export const MAX_COLLEGE_RESULTS = 50;
export const DEFAULT_COLLEGE_RESULTS = 20;

export const CollegeMessages = {
  added: 'Institution added.',
  alreadyListed: 'This institution is already listed.',
  nameLength: `Institution name must be ${COLLEGE_NAME_MIN_LENGTH} to ${COLLEGE_NAME_MAX_LENGTH} characters`,
  cityLength: 'City must be at most 100 characters',
} as const;

/** Spaces as people type them carry no meaning: "  IIT   Bombay " is "IIT Bombay". */
export const normaliseCollegeName = (name: string): string => name.trim().replace(/\s+/g, ' ');

export const CollegeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type College = z.infer<typeof CollegeSchema>;

/** GET college?search=&limit=: names containing the text, any case; those starting with it first. */
export const CollegeSearchQuerySchema = z.object({
  search: z
    .string()
    .max(COLLEGE_NAME_MAX_LENGTH, CollegeMessages.nameLength)
    .optional()
    .transform((v) => normaliseCollegeName(v ?? '')),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_COLLEGE_RESULTS, `limit must be at most ${MAX_COLLEGE_RESULTS}`)
    .optional()
    .transform((v) => v ?? DEFAULT_COLLEGE_RESULTS),
});
export type CollegeSearchQuery = z.input<typeof CollegeSearchQuerySchema>;

/** POST college: add a missing institution. A name already listed (any case) answers the listed one. */
export const CollegeCreateBodySchema = z.object({
  name: z
    .string({ error: Messages.mandatoryField('Institution name') })
    .transform(normaliseCollegeName)
    .pipe(
      z
        .string()
        .min(1, Messages.mandatoryField('Institution name'))
        .min(COLLEGE_NAME_MIN_LENGTH, CollegeMessages.nameLength)
        .max(COLLEGE_NAME_MAX_LENGTH, CollegeMessages.nameLength),
    ),
  city: z
    .string()
    .trim()
    .max(100, CollegeMessages.cityLength)
    .nullish()
    .transform((v) => (v ? v : null)),
  state: z
    .union([z.enum(INDIAN_STATES), z.literal(''), z.null()], { error: Messages.invalidValue })
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CollegeCreateBody = z.input<typeof CollegeCreateBodySchema>;
export type CollegeCreateValues = z.output<typeof CollegeCreateBodySchema>;
