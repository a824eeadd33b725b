import { z } from 'zod';
import { idOf } from '../common/query-params.ts';
import { Messages } from '../common/messages.ts';
import { isUrl } from '../common/validators.ts';
import { DRILL_AUDIENCES, DRILL_NATURES, DRILL_PROGRAM_TYPES } from '../drills/drill.constants.ts';
import { ConsoleMessages } from './console.messages.ts';
import { ConsoleDrillMessages, DrillChecklistLabels, type DrillChecklistKey } from './console-drill.messages.ts';
import { optionalUploadPath, requiredField } from './console-fields.ts';
import { CUSTOM_URL_MAX, CUSTOM_URL_MIN, CUSTOM_URL_PATTERN, slugify } from './console-partner.schema.ts';
import { htmlHasText } from './job-write.schema.ts';

export const DRILL_NAME_MAX = 150;
export const DRILL_PARTNER_NAME_MAX = 120;
export const DRILL_LOCATION_MAX = 200;
export const DRILL_PURPOSES_MAX = 10;
export const DRILL_PURPOSE_MAX_LENGTH = 50;
export const DRILL_DOMAIN_MAX = 100;
export const DRILL_INDUSTRY_MAX = 100;
/** Description, eligibility and guidelines (HTML before sanitising). */
export const DRILL_RICH_TEXT_MAX = 50_000;
/** Team sizes a host may set: 1 is an individual hackathon; 10 covers every format we know of. */
export const DRILL_TEAM_SIZE_MIN = 1;
export const DRILL_TEAM_SIZE_MAX = 10;
/** Rupees; kept well inside the integer column. */
export const DRILL_PRIZE_VALUE_MAX = 1_000_000_000;
export const DRILL_PRIZES_MAX = 20;
export const DRILL_FAQS_MAX = 30;
export const DRILL_SCHEDULE_MAX = 50;
export const DRILL_SOCIAL_LINKS_MAX = 10;
/** Social link kinds the hackathon page draws with their own icon; any other name gets a plain link icon. */
export const DRILL_SOCIAL_KINDS = [
  'website',
  'linkedin',
  'x',
  'instagram',
  'youtube',
  'facebook',
  'github',
  'telegram',
  'discord',
] as const;

/** 'AI, Health ,ai' → ['AI', 'Health']: trimmed, blanks and repeats (any case) dropped. */
export const splitPurposes = (value: string): string[] => {
  const seen = new Set<string>();
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
};

/** An instant with its offset, as `Date.toISOString()` writes it (the form converts the local time it shows). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' && ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value));

const instant = (label: string) =>
  z
    .string({ error: ConsoleDrillMessages.date(label) })
    .refine(isIsoInstant, ConsoleDrillMessages.date(label))
    .transform((v) => new Date(v).toISOString());

/** `drills/{id}` reads digits as an id, so a custom URL of digits alone would never reach its hackathon. */
export const DrillCustUrlSchema = z
  .string({ error: Messages.mandatoryField('Custom URL') })
  .trim()
  .toLowerCase()
  .min(CUSTOM_URL_MIN, Messages.mandatoryField('Custom URL'))
  .max(CUSTOM_URL_MAX, ConsoleMessages.tooLong('Custom URL', CUSTOM_URL_MAX))
  .regex(CUSTOM_URL_PATTERN, ConsoleMessages.customUrlFormat)
  .refine((v) => !/^\d+$/.test(v), ConsoleDrillMessages.custUrlDigits);

/** A custom URL from a hackathon's name: 'Smart India 2026!' → 'smart-india-2026'. */
export const drillSlugOf = (name: string): string => {
  const slug = slugify(name) || 'hackathon';
  const readable = /^\d+$/.test(slug) ? `hackathon-${slug}`.slice(0, CUSTOM_URL_MAX) : slug;
  return readable.length >= CUSTOM_URL_MIN ? readable : `${readable}-hackathon`;
};

const richText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(DRILL_RICH_TEXT_MAX, ConsoleMessages.tooLong(label, DRILL_RICH_TEXT_MAX))
    .default('');

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, ConsoleMessages.tooLong(label, max))
    .default('');

const teamSize = (label: string) =>
  z
    .number({ error: ConsoleDrillMessages.teamSize(label, DRILL_TEAM_SIZE_MIN, DRILL_TEAM_SIZE_MAX) })
    .int(ConsoleDrillMessages.teamSize(label, DRILL_TEAM_SIZE_MIN, DRILL_TEAM_SIZE_MAX))
    .min(DRILL_TEAM_SIZE_MIN, ConsoleDrillMessages.teamSize(label, DRILL_TEAM_SIZE_MIN, DRILL_TEAM_SIZE_MAX))
    .max(DRILL_TEAM_SIZE_MAX, ConsoleDrillMessages.teamSize(label, DRILL_TEAM_SIZE_MIN, DRILL_TEAM_SIZE_MAX));

const prizeValue = z
  .number({ error: ConsoleDrillMessages.prizeValue })
  .int(ConsoleDrillMessages.prizeValue)
  .min(0, ConsoleDrillMessages.prizeValue)
  .max(DRILL_PRIZE_VALUE_MAX, ConsoleDrillMessages.prizeValue);

export const DrillPrizeWriteSchema = z.object({
  title: requiredField('Prize title', 120),
  value: prizeValue,
  description: optionalLine('Prize description', 500),
});

export const DrillFaqWriteSchema = z.object({
  question: requiredField('Question', 300),
  answer: requiredField('Answer', 2000),
});

export const DrillScheduleItemWriteSchema = z
  .object({
    start: instant('Schedule start'),
    end: instant('Schedule end'),
    title: requiredField('Schedule title', 200),
    desc: optionalLine('Schedule description', 1000),
  })
  .refine((s) => s.start <= s.end, { path: ['end'], message: ConsoleDrillMessages.scheduleOrder });

export const DrillSocialLinkWriteSchema = z.object({
  kind: requiredField('Link kind', 40).transform((k) => k.toLowerCase()),
  url: z
    .string({ error: ConsoleDrillMessages.webAddress('Link') })
    .trim()
    .max(500, ConsoleMessages.tooLong('Link', 500))
    .refine(isUrl, ConsoleDrillMessages.webAddress('Link')),
});

/**
 * Every field of a hackathon a host writes (spec §3 drill card and drill content): used by the host's form
 * and by `POST /console/drills` and `PUT /console/drills/{id}`. Rich text is HTML; the API sanitises it.
 * For an open-innovation challenge the description is the statement, the prizes the reward, the end the deadline.
 */
export const DrillWriteSchema = z
  .object({
    programType: z.enum(DRILL_PROGRAM_TYPES, { error: Messages.invalidValue }).default('hackathon'),
    name: requiredField('Name', DRILL_NAME_MAX),
    custUrl: DrillCustUrlSchema,
    logoUrl: optionalUploadPath(),
    bannerUrl: optionalUploadPath(),
    partnerName: requiredField('Host name', DRILL_PARTNER_NAME_MAX),
    location: requiredField('Location', DRILL_LOCATION_MAX),
    purpose: z
      .string({ error: 'Purposes must be text' })
      .default('')
      .transform(splitPurposes)
      .pipe(
        z
          .array(
            z.string().max(DRILL_PURPOSE_MAX_LENGTH, ConsoleMessages.tooLong('A purpose', DRILL_PURPOSE_MAX_LENGTH)),
          )
          .max(DRILL_PURPOSES_MAX, ConsoleMessages.tooMany('Purposes', DRILL_PURPOSES_MAX)),
      )
      .transform((p) => p.join(',')),
    nature: z.enum(DRILL_NATURES, { error: Messages.invalidValue }).default('online'),
    startDt: instant('Start'),
    registrationEndDt: instant('Registration end'),
    endDt: instant('End'),
    teamMin: teamSize('Smallest team size'),
    teamMax: teamSize('Largest team size'),
    totalPrizeValue: prizeValue.default(0),
    prizes: z
      .array(DrillPrizeWriteSchema)
      .max(DRILL_PRIZES_MAX, ConsoleMessages.tooMany('Prizes', DRILL_PRIZES_MAX))
      .default([]),
    registrationCountVisible: z.boolean({ error: Messages.invalidValue }).default(true),
    description: richText('Description'),
    eligibility: richText('Eligibility'),
    guidelines: richText('Guidelines'),
    domain: optionalLine('Domain', DRILL_DOMAIN_MAX),
    industry: optionalLine('Industry', DRILL_INDUSTRY_MAX),
    audience: z.enum(DRILL_AUDIENCES, { error: Messages.invalidValue }).default('everyone'),
    schedule: z
      .array(DrillScheduleItemWriteSchema)
      .max(DRILL_SCHEDULE_MAX, ConsoleMessages.tooMany('Schedule items', DRILL_SCHEDULE_MAX))
      .default([]),
    socialLinks: z
      .array(DrillSocialLinkWriteSchema)
      .max(DRILL_SOCIAL_LINKS_MAX, ConsoleMessages.tooMany('Social links', DRILL_SOCIAL_LINKS_MAX))
      .default([]),
    faqs: z.array(DrillFaqWriteSchema).max(DRILL_FAQS_MAX, ConsoleMessages.tooMany('FAQs', DRILL_FAQS_MAX)).default([]),
  })
  .refine((d) => d.registrationEndDt <= d.endDt, {
    path: ['registrationEndDt'],
    message: ConsoleDrillMessages.registrationAfterEnd,
    when: (p) => bothInstants(p.value, 'registrationEndDt', 'endDt'),
  })
  .refine((d) => d.startDt <= d.endDt, {
    path: ['startDt'],
    message: ConsoleDrillMessages.startAfterEnd,
    when: (p) => bothInstants(p.value, 'startDt', 'endDt'),
  })
  .refine((d) => d.teamMin <= d.teamMax, {
    path: ['teamMax'],
    message: ConsoleDrillMessages.teamRange,
    when: (p) => {
      const v = p.value as Record<string, unknown>;
      return Number.isInteger(v?.teamMin) && Number.isInteger(v?.teamMax);
    },
  });
export type DrillWriteInput = z.input<typeof DrillWriteSchema>;
export type DrillWrite = z.output<typeof DrillWriteSchema>;

/** Cross-field rules run while other fields still have errors (a form shows them together), once both are dates. */
function bothInstants(value: unknown, a: string, b: string): boolean {
  const v = value as Record<string, unknown>;
  return isIsoInstant(v?.[a]) && isIsoInstant(v?.[b]);
}

export const CreateDrillSchema = DrillWriteSchema.and(z.object({ partnerId: idOf('partnerId') }));
export type CreateDrillInput = z.input<typeof CreateDrillSchema>;

export const DrillIdParamsSchema = z.object({ drillId: idOf('drillId') });

/** One item of the checklist of what is missing before a hackathon can be published. */
export const DrillChecklistItemSchema = z.object({
  key: z.enum(Object.keys(DrillChecklistLabels) as [DrillChecklistKey, ...DrillChecklistKey[]]),
  label: z.string(),
  done: z.boolean(),
});
export type DrillChecklistItem = z.infer<typeof DrillChecklistItemSchema>;

export interface ChecklistInput {
  description: string;
  eligibility: string;
  logoUrl: string | null;
  phaseCount: number;
  startDt: string;
  registrationEndDt: string;
  endDt: string;
  totalPrizeValue: number;
  prizeCount: number;
}

/**
 * What a hackathon needs before participants may see it: the same list the form shows as the host types and
 * the API checks on publish. A total prize value promises prizes, so the prizes must be listed.
 */
export const drillChecklistOf = (d: ChecklistInput): DrillChecklistItem[] => {
  const t = (v: string) => Date.parse(v);
  const done: Record<DrillChecklistKey, boolean> = {
    description: htmlHasText(d.description),
    eligibility: htmlHasText(d.eligibility),
    logo: Boolean(d.logoUrl),
    phases: d.phaseCount > 0,
    dates: t(d.startDt) <= t(d.endDt) && t(d.registrationEndDt) <= t(d.endDt),
    prizes: d.totalPrizeValue === 0 || d.prizeCount > 0,
  };
  return (Object.keys(DrillChecklistLabels) as DrillChecklistKey[]).map((key) => ({
    key,
    label: DrillChecklistLabels[key],
    done: done[key],
  }));
};

export const checklistComplete = (items: DrillChecklistItem[]): boolean => items.every((i) => i.done);

/** A hackathon as its host edits it: every written field plus its state and checklist. */
export const ConsoleDrillSchema = z.object({
  drillId: z.number().int(),
  partnerId: z.number().int().nullable(),
  programType: z.enum(DRILL_PROGRAM_TYPES),
  name: z.string(),
  custUrl: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  partnerName: z.string(),
  location: z.string(),
  purpose: z.string(),
  nature: z.enum(DRILL_NATURES),
  startDt: z.string(),
  registrationEndDt: z.string(),
  endDt: z.string(),
  teamMin: z.number().int(),
  teamMax: z.number().int(),
  totalPrizeValue: z.number().int(),
  prizes: z.array(z.object({ title: z.string(), value: z.number().int(), description: z.string() })),
  registrationCountVisible: z.boolean(),
  description: z.string(),
  eligibility: z.string(),
  guidelines: z.string(),
  domain: z.string(),
  industry: z.string(),
  audience: z.enum(DRILL_AUDIENCES),
  schedule: z.array(z.object({ start: z.string(), end: z.string(), title: z.string(), desc: z.string() })),
  socialLinks: z.array(z.object({ kind: z.string(), url: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  isPublished: z.boolean(),
  overviewSectionComplete: z.boolean(),
  checklist: z.array(DrillChecklistItemSchema),
  phaseCount: z.number().int(),
  registrations: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleDrill = z.infer<typeof ConsoleDrillSchema>;

/** A row of the company's hackathons list. */
export const ConsoleDrillSummarySchema = z.object({
  drillId: z.number().int(),
  name: z.string(),
  custUrl: z.string(),
  logoUrl: z.string().nullable(),
  programType: z.enum(DRILL_PROGRAM_TYPES),
  isPublished: z.boolean(),
  overviewSectionComplete: z.boolean(),
  startDt: z.string(),
  registrationEndDt: z.string(),
  endDt: z.string(),
  registrations: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleDrillSummary = z.infer<typeof ConsoleDrillSummarySchema>;

export const CONSOLE_DRILLS_DEFAULT_LIMIT = 20;
export const CONSOLE_DRILLS_MAX_LIMIT = 100;

/** `GET /console/drills/custurl`: is this custom URL free (`excludeId`: the hackathon being edited)? */
export const DrillCustUrlCheckQuerySchema = z
  .object({
    custUrl: DrillCustUrlSchema.optional(),
    name: z.string().trim().max(DRILL_NAME_MAX, ConsoleMessages.tooLong('Name', DRILL_NAME_MAX)).optional(),
    excludeId: idOf('excludeId').optional(),
  })
  .refine((q) => q.custUrl !== undefined || !!q.name, { message: ConsoleDrillMessages.custUrlQuery });

export const DrillCustUrlCheckSchema = z.object({
  /** The custom URL checked, or null when only a name was given. */
  custUrl: z.string().nullable(),
  available: z.boolean(),
  /** A free custom URL: the one checked when free, else one made from the name (or the URL) with a number. */
  suggestion: z.string(),
});
export type DrillCustUrlCheck = z.infer<typeof DrillCustUrlCheckSchema>;
