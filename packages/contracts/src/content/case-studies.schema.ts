import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { CUST_URL_MAX, CUST_URL_PATTERN } from '../blogs/blogs.constants.ts';
import { CASE_STUDY_SUB_TYPES, CASE_STUDY_TYPES, CONTENT_STATUSES } from './content.constants.ts';

const iso = z.iso.datetime({ offset: true });
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

/** A success story or case study on cards (home page, customers page, search). */
export const CaseStudyCardSchema = z.object({
  caseStudyId: z.number().int(),
  custUrl: z.string(),
  type: z.enum(CASE_STUDY_TYPES),
  subType: z.enum(CASE_STUDY_SUB_TYPES),
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string().nullable(),
  personName: z.string(),
  personDesignation: z.string(),
  organisation: z.string(),
  quote: z.string(),
  isFeatured: z.boolean(),
  publishedAt: iso,
  partner: z.object({ customUrl: z.string(), displayName: z.string(), logo: z.string().nullable() }).nullable(),
});
export type CaseStudyCard = z.infer<typeof CaseStudyCardSchema>;

/** GET casestudy?custUrl: one published story (public, the same for everyone). */
export const CaseStudySchema = CaseStudyCardSchema.extend({
  bodyHtml: z.string(),
  seoDescription: z.string(),
  updatedAt: iso,
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;

/** GET casestudy?custUrl&isFeatured&subType&type (spec §7.2). */
export const CaseStudyQuerySchema = z.object({
  custUrl: blankIsUnset(z.string().trim().max(CUST_URL_MAX).optional()),
  isFeatured: blankIsUnset(z.enum(['true', 'false']).optional()),
  subType: blankIsUnset(z.enum(CASE_STUDY_SUB_TYPES).optional()),
  type: blankIsUnset(z.enum(CASE_STUDY_TYPES).optional()),
  limit: limitParam(48, 12),
  offset: offsetParam(100_000),
});
/** GET common/casestudy/search?q. */
export const CaseStudySearchQuerySchema = z.object({
  q: blankIsUnset(z.string().trim().max(100).optional()),
  subType: blankIsUnset(z.enum(CASE_STUDY_SUB_TYPES).optional()),
  type: blankIsUnset(z.enum(CASE_STUDY_TYPES).optional()),
  limit: limitParam(48, 12),
  offset: offsetParam(100_000),
});
export const CaseStudyListSchema = listOf(CaseStudyCardSchema);

/** POST casestudy, PUT casestudy/{id} (admins). */
export const CaseStudyInputSchema = z
  .object({
    custUrl: blankIsUnset(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(CUST_URL_MAX)
        .regex(CUST_URL_PATTERN, 'Use lower-case letters, numbers and single hyphens')
        .optional(),
    ),
    type: z.enum(CASE_STUDY_TYPES),
    subType: z.enum(CASE_STUDY_SUB_TYPES),
    title: text('Title', 150),
    summary: text('Summary', 300),
    bodyHtml: text('The story', 100_000),
    coverImageUrl: z.string().trim().max(2000).nullable().optional(),
    personName: text('Name', 100),
    personDesignation: z.string().trim().max(120).default(''),
    organisation: z.string().trim().max(120).default(''),
    partnerId: idOf('partnerId').nullable().optional(),
    quote: z.string().trim().max(300).default(''),
    isFeatured: z.boolean().default(false),
    status: z.enum(CONTENT_STATUSES),
    publishedAt: iso.nullable().optional(),
    seoDescription: z.string().trim().max(160).optional(),
  })
  .strict();
export type CaseStudyInput = z.infer<typeof CaseStudyInputSchema>;

/** What the console edits (GET casestudy/manage, casestudy/manage/{id}). */
export const CaseStudyEditableSchema = CaseStudySchema.omit({ publishedAt: true, partner: true }).extend({
  status: z.enum(CONTENT_STATUSES),
  publishedAt: iso.nullable(),
  partnerId: z.number().int().nullable(),
  seoDescription: z.string().nullable(),
  createdAt: iso,
});
export type CaseStudyEditable = z.infer<typeof CaseStudyEditableSchema>;
export const CaseStudyManageListSchema = listOf(CaseStudyEditableSchema);
