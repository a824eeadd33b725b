import { z } from 'zod';
import { DB_INT_MAX, idOf } from '../common/query-params.ts';
import { JOB_TYPES, type JobType } from '../common/constants.ts';
import { Messages } from '../common/messages.ts';
import { JOB_SALARY_MAX } from '../jobs/job-search.constants.ts';
import { ConsoleMessages } from './console.messages.ts';
import { optionalText, optionalUploadPath, requiredField } from './console-fields.ts';

export const JOB_TITLE_MAX = 150;
export const JOB_LOCATION_MAX = 200;
export const JOB_SKILLS_MAX = 20;
export const JOB_SKILL_MAX_LENGTH = 50;
export const JOB_DURATION_MAX = 60;
export const JOB_YOE_TEXT_MAX = 40;
/** Spec §9: experience option values go up to 30. */
export const JOB_YOE_MAX = 30;
export const JOB_VACANCIES_MAX = 10_000;
export const JOB_DESCRIPTION_MAX = 20_000;

/** Salary is shown as LPA for the annual category and per month otherwise (spec §9). */
export const CTC_CATEGORIES = ['annual', 'monthly'] as const;
export const CTC_CATEGORY_LABELS: Record<(typeof CTC_CATEGORIES)[number], string> = {
  annual: 'Per year (shown as LPA)',
  monthly: 'Per month (stipend)',
};
export const CTC_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD'] as const;

/** The job types that are internships: they have a duration. */
export const INTERNSHIP_JOB_TYPES: readonly JobType[] = ['Internship', 'Paid Internship', 'Unpaid Internship'];
export const isInternshipType = (jobType: string): boolean =>
  (INTERNSHIP_JOB_TYPES as readonly string[]).includes(jobType);

/** 'React, node.js ,React' → 'React,node.js': trimmed, blanks dropped, repeats (any case) dropped. */
export const normaliseSkills = (value: string): string[] => {
  const seen = new Set<string>();
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
};

/** Plain text of an HTML fragment, to tell a description that says something from one that is only tags. */
export const htmlHasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim().length > 0;

const ctc = (label: string) =>
  z
    .number({ error: ConsoleMessages.ctcNumber(label) })
    .int(ConsoleMessages.ctcNumber(label))
    .min(0, ConsoleMessages.ctcNumber(label))
    .max(JOB_SALARY_MAX, `${label} must be at most ${JOB_SALARY_MAX}`);

const yoe = (label: string) =>
  z
    .number({ error: ConsoleMessages.yoeNumber(label, JOB_YOE_MAX) })
    .min(0, ConsoleMessages.yoeNumber(label, JOB_YOE_MAX))
    .max(JOB_YOE_MAX, ConsoleMessages.yoeNumber(label, JOB_YOE_MAX));

/**
 * Every field of a job a company writes (spec §3 Job card, plus the description). Used by the job form and by
 * `POST /api/jobs` and `PUT /api/jobs/{id}`. The description is HTML; the API sanitises it before storing.
 */
export const JobWriteSchema = z
  .object({
    jobTitle: requiredField('Job Title', JOB_TITLE_MAX),
    jobImageLink: optionalUploadPath(),
    jobLocation: requiredField('Location', JOB_LOCATION_MAX),
    jobSkills: z
      .string({ error: Messages.mandatoryField('Skills') })
      .transform(normaliseSkills)
      .pipe(
        z
          .array(z.string().max(JOB_SKILL_MAX_LENGTH, ConsoleMessages.tooLong('A skill', JOB_SKILL_MAX_LENGTH)))
          .min(1, Messages.mandatoryField('Skills'))
          .max(JOB_SKILLS_MAX, ConsoleMessages.tooMany('Skills', JOB_SKILLS_MAX)),
      )
      .transform((skills) => skills.join(',')),
    jobCtcCurrency: z.enum(CTC_CURRENCIES, { error: Messages.invalidValue }).default('INR'),
    jobMinCtcRange: ctc('Minimum CTC'),
    jobMaxCtcRange: ctc('Maximum CTC'),
    jobCtcCategory: z.enum(CTC_CATEGORIES, { error: Messages.invalidValue }).default('annual'),
    isSalaryHidden: z.boolean({ error: Messages.invalidValue }).default(false),
    jobType: z.enum(JOB_TYPES, { error: Messages.invalidValue }),
    duration: optionalText('Duration', JOB_DURATION_MAX),
    jobMinYoe: yoe('Minimum experience'),
    jobMaxYoe: yoe('Maximum experience'),
    jobYoeTextForZero: optionalText('Text for zero experience', JOB_YOE_TEXT_MAX),
    jobNumberOfVacancies: z
      .number({ error: ConsoleMessages.vacancies })
      .int(ConsoleMessages.vacancies)
      .min(1, ConsoleMessages.vacancies)
      .max(JOB_VACANCIES_MAX, ConsoleMessages.vacanciesMax(JOB_VACANCIES_MAX)),
    description: z
      .string({ error: Messages.blankDescription })
      .max(JOB_DESCRIPTION_MAX, ConsoleMessages.tooLong('Description', JOB_DESCRIPTION_MAX))
      .refine(htmlHasText, Messages.blankDescription),
  })
  .refine((j) => j.jobMinCtcRange <= j.jobMaxCtcRange, {
    path: ['jobMaxCtcRange'],
    message: ConsoleMessages.ctcRange,
    when: (p) => isNumberPair(p.value, 'jobMinCtcRange', 'jobMaxCtcRange'),
  })
  .refine((j) => j.jobMinYoe <= j.jobMaxYoe, {
    path: ['jobMaxYoe'],
    message: ConsoleMessages.yoeRange,
    when: (p) => isNumberPair(p.value, 'jobMinYoe', 'jobMaxYoe'),
  })
  .refine((j) => !isInternshipType(j.jobType) || !!j.duration, {
    path: ['duration'],
    message: Messages.mandatoryField('Duration'),
    when: (p) => {
      const v = p.value as { jobType?: unknown; duration?: unknown };
      return (
        typeof v.jobType === 'string' &&
        (v.duration === undefined || v.duration === null || typeof v.duration === 'string')
      );
    },
  })
  // A duration means nothing for a full-time or part-time job: it is dropped rather than stored.
  .transform((j) => (isInternshipType(j.jobType) ? j : { ...j, duration: null }));
export type JobWriteInput = z.input<typeof JobWriteSchema>;
export type JobWrite = z.output<typeof JobWriteSchema>;

/** Range refinements run while other fields still have errors (a form shows them together), once both are numbers. */
function isNumberPair(value: unknown, a: string, b: string): boolean {
  const v = value as Record<string, unknown>;
  return Number.isFinite(v?.[a]) && Number.isFinite(v?.[b]);
}

export const CreateJobSchema = JobWriteSchema.and(
  z.object({
    partnerId: z
      .number({ error: 'partnerId must be a number' })
      .int('partnerId must be a whole number')
      .positive('partnerId must be a positive number')
      .max(DB_INT_MAX, 'partnerId is not valid'),
  }),
);
export type CreateJobInput = z.input<typeof CreateJobSchema>;

export const JobStatusBodySchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type JobStatusBody = z.infer<typeof JobStatusBodySchema>;

export const JobIdNumberParamsSchema = z.object({
  id: idOf('id'),
});
