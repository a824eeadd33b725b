import { z } from 'zod';
import { parseDayMonthYear } from '../common/validators.ts';
import { CompleteProfileSchema } from './profile.schema.ts';

/**
 * JSON Resume (jsonresume.org, schema v1.0.0): the profile's import and export format
 * (GET users/profile/export, POST users/profile/import; docs/decisions/025). The schema is lenient about fields
 * it does not know (other tools add their own, and so do we, under `x-elevate`) and strict about the types of
 * those it does: a string where a list belongs refuses the file with the field's path.
 */
export const JSON_RESUME_VERSION = 'v1.0.0';
/** Where each item keeps the profile's own record, so our export comes back exactly (see json-resume.mapping.ts). */
export const ELEVATE_KEY = 'x-elevate';
export const EXPORT_FILE_NAME = 'elevate-profile.json';
/** The largest file the import takes: a resume is a few kilobytes; this is room for any real one. */
export const JSON_RESUME_MAX_BYTES = 1_048_576;

const MAX_TEXT = 20_000;
const MAX_ITEMS = 200;

const text = z.string({ error: 'Must be text' }).max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`);
const texts = z.array(text, { error: 'Must be a list of texts' }).max(MAX_ITEMS, `At most ${MAX_ITEMS} entries`);
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'Must be a list' }).max(MAX_ITEMS, `At most ${MAX_ITEMS} entries`);
/** Our own record of an item: any object here; it is checked against the profile's schemas when read. */
const elevate = z.record(z.string(), z.unknown(), { error: 'Must be an object' }).optional();
const item = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ ...shape, [ELEVATE_KEY]: elevate });

export const JsonResumeLocationSchema = z.looseObject({
  address: text.optional(),
  postalCode: text.optional(),
  city: text.optional(),
  countryCode: text.optional(),
  region: text.optional(),
});

export const JsonResumeProfileSchema = z.looseObject({
  network: text.optional(),
  username: text.optional(),
  url: text.optional(),
});

export const JsonResumeBasicsSchema = item({
  name: text.optional(),
  label: text.optional(),
  image: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  url: text.optional(),
  summary: text.optional(),
  location: JsonResumeLocationSchema.optional(),
  profiles: listOf(JsonResumeProfileSchema).optional(),
});

export const JsonResumeWorkSchema = item({
  name: text.optional(),
  location: text.optional(),
  description: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: text.optional(),
  endDate: text.optional(),
  summary: text.optional(),
  highlights: texts.optional(),
});

export const JsonResumeVolunteerSchema = item({
  organization: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: text.optional(),
  endDate: text.optional(),
  summary: text.optional(),
  highlights: texts.optional(),
});

export const JsonResumeEducationSchema = item({
  institution: text.optional(),
  url: text.optional(),
  area: text.optional(),
  studyType: text.optional(),
  startDate: text.optional(),
  endDate: text.optional(),
  score: text.optional(),
  courses: texts.optional(),
});

export const JsonResumeAwardSchema = item({
  title: text.optional(),
  date: text.optional(),
  awarder: text.optional(),
  summary: text.optional(),
});

export const JsonResumeCertificateSchema = item({
  name: text.optional(),
  date: text.optional(),
  url: text.optional(),
  issuer: text.optional(),
});

export const JsonResumePublicationSchema = item({
  name: text.optional(),
  publisher: text.optional(),
  releaseDate: text.optional(),
  url: text.optional(),
  summary: text.optional(),
});

export const JsonResumeSkillSchema = z.looseObject({
  name: text.optional(),
  level: text.optional(),
  keywords: texts.optional(),
});

export const JsonResumeLanguageSchema = z.looseObject({
  language: text.optional(),
  fluency: text.optional(),
});

export const JsonResumeInterestSchema = z.looseObject({
  name: text.optional(),
  keywords: texts.optional(),
});

export const JsonResumeReferenceSchema = z.looseObject({
  name: text.optional(),
  reference: text.optional(),
});

export const JsonResumeProjectSchema = item({
  name: text.optional(),
  description: text.optional(),
  highlights: texts.optional(),
  keywords: texts.optional(),
  startDate: text.optional(),
  endDate: text.optional(),
  url: text.optional(),
  roles: texts.optional(),
  entity: text.optional(),
  type: text.optional(),
});

export const JsonResumeMetaSchema = z.looseObject({
  canonical: text.optional(),
  version: text.optional(),
  lastModified: text.optional(),
});

export const JsonResumeSchema = z.looseObject(
  {
    basics: JsonResumeBasicsSchema.optional(),
    work: listOf(JsonResumeWorkSchema).optional(),
    volunteer: listOf(JsonResumeVolunteerSchema).optional(),
    education: listOf(JsonResumeEducationSchema).optional(),
    awards: listOf(JsonResumeAwardSchema).optional(),
    certificates: listOf(JsonResumeCertificateSchema).optional(),
    publications: listOf(JsonResumePublicationSchema).optional(),
    skills: listOf(JsonResumeSkillSchema).optional(),
    languages: listOf(JsonResumeLanguageSchema).optional(),
    interests: listOf(JsonResumeInterestSchema).optional(),
    references: listOf(JsonResumeReferenceSchema).optional(),
    projects: listOf(JsonResumeProjectSchema).optional(),
    meta: JsonResumeMetaSchema.optional(),
  },
  { error: 'The file must be a JSON Resume: one JSON object' },
);
export type JsonResume = z.infer<typeof JsonResumeSchema>;
export type JsonResumeBasics = z.infer<typeof JsonResumeBasicsSchema>;
export type JsonResumeWork = z.infer<typeof JsonResumeWorkSchema>;
export type JsonResumeEducation = z.infer<typeof JsonResumeEducationSchema>;
export type JsonResumeProject = z.infer<typeof JsonResumeProjectSchema>;

/** Something of the file that the profile could not keep, said to the user: where it was and why. */
export const UnmappedSchema = z.object({ path: z.string(), reason: z.string() });
export type Unmapped = z.infer<typeof UnmappedSchema>;

/** POST users/profile/import: the profile as now saved, and what of the file it could not keep. */
export const JsonResumeImportResultSchema = z.object({
  profile: CompleteProfileSchema,
  unmapped: z.array(UnmappedSchema),
});
export type JsonResumeImportResult = z.infer<typeof JsonResumeImportResultSchema>;

export const JsonResumeMessages = {
  imported: 'Your profile was imported.',
  importedWithGaps: (n: number) =>
    `Your profile was imported. ${n} ${n === 1 ? 'detail' : 'details'} could not be kept: see the list.`,
  tooLarge: 'The file is too large: a JSON Resume must be under 1 MB.',
  notJson: 'The file is not valid JSON.',
} as const;

// ---------------------------------------------------------------- dates

/**
 * A JSON Resume date (YYYY-MM-DD, YYYY-MM or YYYY; a full timestamp is cut to its date) as our dd-mm-yyyy: a
 * partial date is the first of its month or year. Null when it is not a real date.
 */
export const jsonDateToDayMonthYear = (value: string | undefined): string | null => {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, yyyy, mm = '01', dd = '01'] = match as unknown as [string, string, string?, string?];
  const dmy = `${dd}-${mm}-${yyyy}`;
  return parseDayMonthYear(dmy) ? dmy : null;
};

/** Our dd-mm-yyyy as a JSON Resume date, YYYY-MM-DD. */
export const dayMonthYearToJsonDate = (dmy: string): string => parseDayMonthYear(dmy) ?? dmy;

/** The year of a JSON Resume date, or null. */
export const jsonDateYear = (value: string | undefined): number | null => {
  const dmy = jsonDateToDayMonthYear(value);
  return dmy ? Number(dmy.slice(6)) : null;
};

// ---------------------------------------------------------------- descriptions as lines

/**
 * The profile keeps one description per entry; JSON Resume splits it into a summary, highlights and a few
 * labelled facts. They travel as lines: highlights as bullets, facts as `Label: value`, the rest as the summary.
 */
export const BULLET = '• ';
export const LINE_LABELS = {
  location: 'Location: ',
  link: 'Link: ',
  keywords: 'Keywords: ',
  roles: 'Roles: ',
  interests: 'Interests: ',
} as const;
export type LineLabel = keyof typeof LINE_LABELS;

export interface DescriptionParts {
  summary: string | null;
  highlights: string[];
  facts: Partial<Record<LineLabel, string>>;
}

const clean = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** Summary first, then the highlights as bullets, then each fact on its own labelled line. */
export const composeDescription = (parts: DescriptionParts): string | null => {
  const lines: string[] = [];
  const summary = clean(parts.summary);
  if (summary) lines.push(summary);
  for (const h of parts.highlights) if (clean(h)) lines.push(`${BULLET}${clean(h)}`);
  for (const label of Object.keys(LINE_LABELS) as LineLabel[]) {
    const fact = clean(parts.facts[label]);
    if (fact) lines.push(`${LINE_LABELS[label]}${fact}`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
};

/** The reverse of composeDescription, for any text: bullets and labelled lines are picked out, the rest kept. */
export const splitDescription = (
  description: string | null,
  labels: readonly LineLabel[] = Object.keys(LINE_LABELS) as LineLabel[],
): DescriptionParts => {
  const summary: string[] = [];
  const highlights: string[] = [];
  const facts: Partial<Record<LineLabel, string>> = {};
  for (const line of (description ?? '').split('\n')) {
    const label = labels.find((l) => line.startsWith(LINE_LABELS[l]) && facts[l] === undefined);
    if (line.startsWith(BULLET) && clean(line.slice(BULLET.length))) highlights.push(line.slice(BULLET.length).trim());
    else if (label && clean(line.slice(LINE_LABELS[label].length)))
      facts[label] = line.slice(LINE_LABELS[label].length).trim();
    else summary.push(line);
  }
  return { summary: clean(summary.join('\n')), highlights, facts };
};

/** 'a, b, c' → ['a', 'b', 'c'] */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
