import { z } from 'zod';
import { SignupSchema } from '../auth/auth.schema.ts';
import { Messages } from '../common/messages.ts';
import { DB_INT_MAX } from '../common/query-params.ts';
import { isPinCode } from '../common/validators.ts';
import {
  EducationEntryBodySchema,
  EducationEntrySchema,
  OtherEntryBodySchema,
  OtherEntrySchema,
  ProjectEntryBodySchema,
  ProjectEntrySchema,
  SkillEntrySchema,
  SkillNameSchema,
  WorkEntryBodySchema,
  WorkEntrySchema,
} from './profile-entries.schema.ts';
import {
  MAX_SECTION_ENTRIES,
  MAX_SKILLS,
  ProfileMessages,
  SKILL_MAX_LENGTH,
  isoOf,
  normaliseSkills,
  optionalChoice,
  optionalDate,
  optionalText,
  optionalUrl,
  tooLong,
} from './profile-fields.ts';
import {
  EXPERIENCE_YEARS,
  GENDERS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  NOTICE_PERIODS,
  SOCIAL_LINK_KINDS,
} from './profile.options.ts';

export {
  MAX_SECTION_ENTRIES,
  MAX_SKILLS,
  ProfileMessages,
  SKILL_MAX_LENGTH,
  UrlSchema,
  normaliseSkills,
  optionalText,
  skillKey,
} from './profile-fields.ts';
export * from './profile-entries.schema.ts';

/**
 * The profile's sections (spec §3 "Profile personal" and the section kinds education, other, personal, project,
 * skill, work, completeprofile). Each section is read and saved on its own: GET/PUT users/profile/<section>?uId.
 * Dates travel as dd-mm-yyyy (spec §5); the server stores ISO dates.
 */
export const PROFILE_SECTIONS = [
  'personal',
  'education',
  'work',
  'project',
  'skill',
  'other',
  'completeprofile',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
/** The list sections whose entries are deleted one by one: DELETE users/profile/<section>/<id>. */
export const PROFILE_LIST_SECTIONS = ['education', 'work', 'project', 'skill', 'other'] as const;
export type ProfileListSection = (typeof PROFILE_LIST_SECTIONS)[number];

// ---------------------------------------------------------------- personal

export const SocialLinksSchema = z.partialRecord(z.enum(SOCIAL_LINK_KINDS), optionalUrl).transform((links) => {
  const kept: Partial<Record<(typeof SOCIAL_LINK_KINDS)[number], string>> = {};
  for (const kind of SOCIAL_LINK_KINDS) if (links[kind]) kept[kind] = links[kind];
  return kept;
});

const experienceValues = EXPERIENCE_YEARS.map((e) => e.value) as readonly number[];

export const PersonalSectionBodySchema = z.object({
  currentAddress: optionalText('Current Address', 300),
  coverLetter: optionalText('Cover Letter', 3000),
  currentCity: optionalText('Current City', 100),
  currentState: optionalChoice(INDIAN_STATES),
  zipcode: z
    .union([z.string().trim().refine(isPinCode, ProfileMessages.pinCode), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  dateOfBirth: optionalDate('Date of Birth').refine((dmy) => {
    const iso = isoOf(dmy);
    if (!iso) return true;
    const age = (Date.now() - Date.parse(iso)) / (365.25 * 24 * 3600 * 1000);
    return age >= 14 && age <= 100;
  }, ProfileMessages.dateOfBirthAge),
  gender: optionalChoice(GENDERS),
  languagesKnown: z
    .array(z.string().trim().min(1).max(40, tooLong('A language', 40)))
    .max(20, ProfileMessages.tooManyEntries(20))
    .optional()
    .transform((list) => normaliseSkills(list ?? [])),
  maritalStatus: optionalChoice(MARITAL_STATUSES),
  otherDetails: optionalText('Other Details', 1000),
  socialLinks: SocialLinksSchema.optional().transform((v) => v ?? {}),
  experienceYears: z
    .number()
    .nullish()
    .refine((v) => v === null || v === undefined || experienceValues.includes(v), Messages.invalidValue)
    .transform((v) => v ?? null),
  noticePeriod: optionalChoice(NOTICE_PERIODS),
});
export type PersonalSectionBody = z.input<typeof PersonalSectionBodySchema>;
export type PersonalSectionValues = z.output<typeof PersonalSectionBodySchema>;

export const PersonalSectionSchema = z.object({
  currentAddress: z.string().nullable(),
  coverLetter: z.string().nullable(),
  currentCity: z.string().nullable(),
  currentState: z.string().nullable(),
  zipcode: z.string().nullable(),
  /** dd-mm-yyyy */
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  languagesKnown: z.array(z.string()),
  maritalStatus: z.string().nullable(),
  otherDetails: z.string().nullable(),
  socialLinks: z.partialRecord(z.enum(SOCIAL_LINK_KINDS), z.string()),
  experienceYears: z.number().nullable(),
  noticePeriod: z.string().nullable(),
  /** Public URL of the profile picture, or null. */
  profilePicLink: z.string().nullable(),
  /** File name of the resume on the profile (read it through users/profile/resume), or null. */
  resumeFileName: z.string().nullable(),
});
export type PersonalSection = z.infer<typeof PersonalSectionSchema>;

// ---------------------------------------------------------------- the whole profile

export const CompleteProfileSchema = z.object({
  personal: PersonalSectionSchema,
  education: z.array(EducationEntrySchema),
  work: z.array(WorkEntrySchema),
  project: z.array(ProjectEntrySchema),
  skill: z.array(SkillEntrySchema),
  other: z.array(OtherEntrySchema),
});
export type CompleteProfile = z.infer<typeof CompleteProfileSchema>;

const withoutId = <T extends z.ZodType>(schema: T) =>
  z.array(schema).max(MAX_SECTION_ENTRIES, ProfileMessages.tooManyEntries(MAX_SECTION_ENTRIES));

/**
 * PUT users/profile/complete-profile: every section at once, replacing what is there (used by the JSON Resume
 * import). Entries carry no ids; one transaction, so a refused entry leaves the profile as it was.
 */
export const CompleteProfileBodySchema = z.object({
  personal: PersonalSectionBodySchema,
  education: withoutId(EducationEntryBodySchema),
  work: withoutId(WorkEntryBodySchema),
  project: withoutId(ProjectEntryBodySchema),
  skill: z
    .array(SkillNameSchema)
    .transform((names) => normaliseSkills(names))
    .refine((n) => n.length <= MAX_SKILLS, ProfileMessages.tooManySkills(MAX_SKILLS)),
  other: withoutId(OtherEntryBodySchema),
});
export type CompleteProfileBody = z.input<typeof CompleteProfileBodySchema>;

/** `?uId=` of every section call: whose profile (the caller's own; admins may read others'). */
export const UidQuerySchema = z.object({
  uId: z.coerce
    .number({ error: 'uId must be a number' })
    .int('uId must be a whole number')
    .positive('uId must be a positive number')
    .max(DB_INT_MAX, 'uId is not valid'),
});

export const EntryParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(DB_INT_MAX, 'id is not valid'),
});

// ---------------------------------------------------------------- the account (users/profile)

/** GET users/profile: the caller's own account at a glance (the header menu and the dashboard read it). */
export const AccountSummarySchema = z.object({
  uid: z.number().int(),
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  ucontact: z.string().nullable(),
  utype: z.string(),
  referralCode: z.string(),
  profilePicLink: z.string().nullable(),
  /** Profile strength, whole percent (the same number users/profile/completion/{uid} answers). */
  completionPercent: z.number().int().min(0).max(100),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

/** PUT users/profile: the account's own fields, with the signup rules and messages of spec §5. */
export const AccountUpdateBodySchema = SignupSchema.pick({
  fullName: true,
  lastName: true,
  ucontact: true,
  utype: true,
});
export type AccountUpdateBody = z.input<typeof AccountUpdateBodySchema>;

export const AccountMessages = {
  saved: 'Your account details are saved.',
  notFound: 'We could not find this account.',
} as const;

// ---------------------------------------------------------------- skill suggestions (skills/?initialLetters)

export const MAX_SKILL_SUGGESTIONS = 50;

export const SkillSuggestQuerySchema = z.object({
  /** The start of a skill's name, any case; blank lists the vocabulary from A. */
  initialLetters: z
    .string()
    .trim()
    .max(SKILL_MAX_LENGTH, ProfileMessages.skillLength)
    .optional()
    .transform((v) => v ?? ''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_SKILL_SUGGESTIONS, `limit must be at most ${MAX_SKILL_SUGGESTIONS}`)
    .optional()
    .transform((v) => v ?? MAX_SKILL_SUGGESTIONS),
});
export type SkillSuggestQuery = z.input<typeof SkillSuggestQuerySchema>;

export const SkillSuggestionSchema = z.object({ id: z.number(), name: z.string() });
export type SkillSuggestion = z.infer<typeof SkillSuggestionSchema>;
