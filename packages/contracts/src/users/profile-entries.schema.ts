import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { DB_INT_MAX } from '../common/query-params.ts';
import { DayMonthYearSchema, requiredText } from '../common/validators.ts';
import {
  MAX_SKILLS,
  ProfileMessages,
  SKILL_MAX_LENGTH,
  isoOf,
  normaliseSkills,
  notInFuture,
  optionalChoice,
  optionalDate,
  optionalText,
  optionalUrl,
  yearSchema,
} from './profile-fields.ts';
import {
  COURSE_LEVELS,
  DEGREE_LEVELS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  GRADE_RANGES,
  GRADE_TYPES,
  OTHER_KINDS,
  PATENT_STATUSES,
  STUDY_YEARS,
} from './profile.options.ts';

/**
 * The profile's list sections (education, work, project, other, skill): each entry's body as saved and the
 * entry as read. Re-exported by profile.schema.ts.
 */

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
