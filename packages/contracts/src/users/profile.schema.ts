import { z } from 'zod';
import { SignupSchema } from '../auth/auth.schema.ts';
import { Messages } from '../common/messages.ts';
import { DB_INT_MAX } from '../common/query-params.ts';
import { DayMonthYearSchema, isPinCode, isUrl, parseDayMonthYear, requiredText } from '../common/validators.ts';
import {
  COURSE_LEVELS,
  DEGREE_LEVELS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_YEARS,
  GENDERS,
  GRADE_RANGES,
  GRADE_TYPES,
  INDIAN_STATES,
  MARITAL_STATUSES,
  NOTICE_PERIODS,
  OTHER_KINDS,
  PATENT_STATUSES,
  SOCIAL_LINK_KINDS,
  STUDY_YEARS,
  educationYears,
} from './profile.options.ts';

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

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An optional text: blank becomes null, so a cleared field is saved as cleared. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional choice from a list: blank or null is "not said". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: Messages.invalidValue })
    .optional()
    .transform((v): T[number] | null => (v ? v : null));

export const UrlSchema = z.string().trim().max(500, tooLong('Link', 500)).refine(isUrl, ProfileMessages.invalidUrl);
const optionalUrl = z
  .union([UrlSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const optionalDate = (label: string) =>
  z
    .union([DayMonthYearSchema(label), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

const isoOf = (dmy: string | null): string | null => (dmy ? parseDayMonthYear(dmy) : null);
const today = () => new Date().toISOString().slice(0, 10);
const notInFuture = (dmy: string | null) => dmy === null || (isoOf(dmy) ?? '') <= today();

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

const yearSchema = (label: string) =>
  z.coerce
    .number({ error: Messages.mandatoryField(label) })
    .int(Messages.invalidValue)
    .refine((y) => educationYears().includes(y), Messages.invalidValue);

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

// ---------------------------------------------------------------- education

/** Ids are PostgreSQL integers: anything past their range names no row (and must not reach the database). */
const RowIdSchema = z.number().int('id is not valid').positive('id is not valid').max(DB_INT_MAX, 'id is not valid');
const EntryIdSchema = RowIdSchema.optional();

export const EducationEntryBodySchema = z
  .object({
    id: EntryIdSchema,
    level: z.enum(EDUCATION_LEVELS, { error: Messages.mandatoryField('Education Level') }),
    courseLevel: optionalChoice(COURSE_LEVELS),
    degree: optionalText('Degree', 120),
    institution: requiredText('Institution', 200),
    /** The `college` entry the institution was picked from, when it was. */
    collegeId: RowIdSchema.nullish().transform((v) => v ?? null),
    studyYear: optionalChoice(STUDY_YEARS),
    degreeLevel: optionalChoice(DEGREE_LEVELS),
    gradeType: optionalChoice(GRADE_TYPES),
    grade: z
      .number({ error: Messages.invalidValue })
      .nullish()
      .transform((v) => v ?? null),
    startYear: yearSchema('Start Year'),
    endYear: z
      .union([yearSchema('End Year'), z.literal(''), z.null()])
      .optional()
      .transform((v) => (typeof v === 'number' ? v : null)),
  })
  .superRefine((entry, ctx) => {
    if (entry.grade !== null) {
      if (!entry.gradeType)
        ctx.addIssue({ code: 'custom', path: ['gradeType'], message: ProfileMessages.gradeTypeNeeded });
      else {
        const range = GRADE_RANGES[entry.gradeType];
        if (entry.grade < range.min || entry.grade > range.max)
          ctx.addIssue({ code: 'custom', path: ['grade'], message: ProfileMessages.gradeRange(entry.gradeType) });
      }
    }
    if (entry.endYear !== null && entry.endYear < entry.startYear)
      ctx.addIssue({ code: 'custom', path: ['endYear'], message: ProfileMessages.endYearBeforeStart });
  });
export type EducationEntryBody = z.input<typeof EducationEntryBodySchema>;
export type EducationEntryValues = z.output<typeof EducationEntryBodySchema>;

export const EducationEntrySchema = z.object({
  id: z.number(),
  level: z.enum(EDUCATION_LEVELS),
  courseLevel: z.string().nullable(),
  degree: z.string().nullable(),
  institution: z.string(),
  collegeId: z.number().nullable(),
  studyYear: z.string().nullable(),
  degreeLevel: z.string().nullable(),
  gradeType: z.enum(GRADE_TYPES).nullable(),
  grade: z.number().nullable(),
  startYear: z.number().nullable(),
  endYear: z.number().nullable(),
});
export type EducationEntry = z.infer<typeof EducationEntrySchema>;

// ---------------------------------------------------------------- work

export const WorkEntryBodySchema = z
  .object({
    id: EntryIdSchema,
    company: requiredText('Company', 120),
    title: requiredText('Title', 120),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: Messages.mandatoryField('Employment Type') }),
    startDate: DayMonthYearSchema('Start Date'),
    endDate: optionalDate('End Date'),
    currentJob: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
    description: optionalText('Description', 2000),
  })
  .superRefine((entry, ctx) => {
    if (!notInFuture(entry.startDate))
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: ProfileMessages.dateInFuture('Start Date') });
    if (!entry.currentJob && entry.endDate === null)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: Messages.mandatoryField('End Date') });
    if (!entry.currentJob && entry.endDate && (isoOf(entry.endDate) ?? '') < (isoOf(entry.startDate) ?? ''))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ProfileMessages.endBeforeStart });
  })
  .transform((entry) => (entry.currentJob ? { ...entry, endDate: null } : entry));
export type WorkEntryBody = z.input<typeof WorkEntryBodySchema>;
export type WorkEntryValues = z.output<typeof WorkEntryBodySchema>;

export const WorkEntrySchema = z.object({
  id: z.number(),
  company: z.string(),
  title: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** dd-mm-yyyy */
  startDate: z.string(),
  endDate: z.string().nullable(),
  currentJob: z.boolean(),
  description: z.string().nullable(),
});
export type WorkEntry = z.infer<typeof WorkEntrySchema>;

// ---------------------------------------------------------------- project

export const ProjectEntryBodySchema = z
  .object({
    id: EntryIdSchema,
    title: requiredText('Project Title', 150),
    description: optionalText('Description', 2000),
    url: optionalUrl,
    startDate: optionalDate('Start Date'),
    endDate: optionalDate('End Date'),
  })
  .superRefine((entry, ctx) => {
    if (entry.startDate && entry.endDate && (isoOf(entry.endDate) ?? '') < (isoOf(entry.startDate) ?? ''))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ProfileMessages.endBeforeStart });
  });
export type ProjectEntryBody = z.input<typeof ProjectEntryBodySchema>;
export type ProjectEntryValues = z.output<typeof ProjectEntryBodySchema>;

export const ProjectEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type ProjectEntry = z.infer<typeof ProjectEntrySchema>;

// ---------------------------------------------------------------- other (patents, certifications, achievements)

export const OtherEntryBodySchema = z
  .object({
    id: EntryIdSchema,
    kind: z.enum(OTHER_KINDS, { error: Messages.invalidValue }),
    title: requiredText('Title', 200),
    issuer: optionalText('Issued by', 150),
    reference: optionalText('Number or credential id', 100),
    status: optionalChoice(PATENT_STATUSES),
    date: optionalDate('Date'),
    url: optionalUrl,
    description: optionalText('Description', 1000),
  })
  .superRefine((entry, ctx) => {
    if (entry.kind === 'patent' && !entry.status)
      ctx.addIssue({ code: 'custom', path: ['status'], message: ProfileMessages.patentStatusNeeded });
    if (!notInFuture(entry.date))
      ctx.addIssue({ code: 'custom', path: ['date'], message: ProfileMessages.dateInFuture('Date') });
  })
  .transform((entry) => (entry.kind === 'patent' ? entry : { ...entry, status: null }));
export type OtherEntryBody = z.input<typeof OtherEntryBodySchema>;
export type OtherEntryValues = z.output<typeof OtherEntryBodySchema>;

export const OtherEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(OTHER_KINDS),
  title: z.string(),
  issuer: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(PATENT_STATUSES).nullable(),
  date: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
});
export type OtherEntry = z.infer<typeof OtherEntrySchema>;

// ---------------------------------------------------------------- skills

export const SkillNameSchema = z
  .string()
  .trim()
  .min(1, ProfileMessages.skillLength)
  .max(SKILL_MAX_LENGTH, ProfileMessages.skillLength);

/** PUT users/profile/skill: the whole list, normalised; entries already there keep their ids. */
export const SkillsSectionBodySchema = z.object({
  skills: z
    .array(SkillNameSchema)
    .transform((names) => normaliseSkills(names))
    .refine((names) => names.length <= MAX_SKILLS, ProfileMessages.tooManySkills(MAX_SKILLS)),
});
export type SkillsSectionBody = z.input<typeof SkillsSectionBodySchema>;

export const SkillEntrySchema = z.object({ id: z.number(), name: z.string() });
export type SkillEntry = z.infer<typeof SkillEntrySchema>;

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
