import { z } from 'zod';

/** 0 to 1: how sure the parser is of a field (decision 034 explains the features behind it). */
export const ConfidenceSchema = z.number().min(0).max(1);

const field = <T extends z.ZodType>(value: T) => z.object({ value, confidence: ConfidenceSchema });

export const PARSE_WARNINGS = ['scanned', 'two-column', 'truncated'] as const;
export type ParseWarning = (typeof PARSE_WARNINGS)[number];

export const LINK_KINDS = ['linkedin', 'github', 'portfolio', 'other'] as const;

export const GRADE_KINDS = ['cgpa', 'percentage', 'division'] as const;

export const ParsedEducationSchema = z.object({
  institution: z.string().nullable(),
  /** As written ("B.Tech"), and the degree it is on our list ("Bachelor of Technology"), when known. */
  degree: z.string().nullable(),
  field: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  grade: z.object({ kind: z.enum(GRADE_KINDS), value: z.string() }).nullable(),
  confidence: ConfidenceSchema,
});
export type ParsedEducation = z.infer<typeof ParsedEducationSchema>;

export const ParsedWorkSchema = z.object({
  company: z.string().nullable(),
  title: z.string().nullable(),
  /** yyyy-mm */
  start: z.string().nullable(),
  /** yyyy-mm, or null with `current` */
  end: z.string().nullable(),
  current: z.boolean(),
  summary: z.string().nullable(),
  confidence: ConfidenceSchema,
});
export type ParsedWork = z.infer<typeof ParsedWorkSchema>;

export const ParsedProjectSchema = z.object({
  name: z.string(),
  summary: z.string().nullable(),
  url: z.string().nullable(),
  skills: z.array(z.string()),
  confidence: ConfidenceSchema,
});
export type ParsedProject = z.infer<typeof ParsedProjectSchema>;

export const ParsedSkillSchema = z.object({
  /** The skill dictionary's name for it: one skill has one name everywhere. */
  name: z.string(),
  /** Found in a Skills section, or only in the text of work and projects. */
  source: z.enum(['skills-section', 'text']),
  confidence: ConfidenceSchema,
});
export type ParsedSkill = z.infer<typeof ParsedSkillSchema>;

/** What the parser read from one resume. Every field carries its confidence; a field not found is null. */
export const ParsedResumeSchema = z.object({
  parserVersion: z.string(),
  layout: z.object({
    pages: z.number().int(),
    pagesRead: z.number().int(),
    columns: z.union([z.literal(1), z.literal(2)]),
    /** No text layer (a scanned image): nothing else could be read. */
    scanned: z.boolean(),
  }),
  warnings: z.array(z.enum(PARSE_WARNINGS)),
  name: field(z.string()).nullable(),
  email: field(z.string()).nullable(),
  /** E.164, +91XXXXXXXXXX for an Indian number. */
  phone: field(z.string()).nullable(),
  links: z.array(z.object({ kind: z.enum(LINK_KINDS), url: z.string(), confidence: ConfidenceSchema })),
  city: field(z.string()).nullable(),
  /** One of INDIAN_STATES. */
  state: field(z.string()).nullable(),
  education: z.array(ParsedEducationSchema),
  work: z.array(ParsedWorkSchema),
  projects: z.array(ParsedProjectSchema),
  skills: z.array(ParsedSkillSchema),
  /** Months of work experience counted from the work entries (overlaps counted once); null when none found. */
  experienceMonths: z.number().int().nullable(),
});
export type ParsedResume = z.infer<typeof ParsedResumeSchema>;

export const ResumeParseParamsSchema = z.object({ id: z.coerce.number().int().positive() });
