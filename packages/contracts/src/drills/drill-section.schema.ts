import { z } from 'zod';
import { DRILL_AUDIENCES } from './drill.constants.ts';
import {
  DrillFaqSchema,
  DrillPhaseSchema,
  DrillPrizeSchema,
  DrillScheduleItemSchema,
  DrillSocialLinkSchema,
} from './drill-content.schema.ts';
import { DRILL_SECTIONS } from './drill-search.constants.ts';
import { DrillMessages } from './drill.messages.ts';

/** `drills/{id}/{section}`: the hackathon by numeric id or custom URL, and one of DRILL_SECTIONS. */
export const DrillSectionParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  section: z.enum(DRILL_SECTIONS, { error: DrillMessages.sectionUnknown(DRILL_SECTIONS) }),
});

/**
 * What each section answers. Rich text (drillDescription, eligibility, guidelines) is sanitised HTML, stored
 * sanitised and shown as stored. Every section names the section it is.
 */
export const DrillOverviewSectionSchema = z.object({
  section: z.literal('overview'),
  drillDescription: z.string(),
  overviewSectionComplete: z.boolean(),
  domain: z.string(),
  industry: z.string(),
  location: z.string(),
});
export const DrillEligibilitySectionSchema = z.object({
  section: z.literal('eligibility'),
  eligibility: z.string(),
  audience: z.enum(DRILL_AUDIENCES),
});
export const DrillGuidelinesSectionSchema = z.object({ section: z.literal('guidelines'), guidelines: z.string() });
export const DrillPhasesSectionSchema = z.object({
  section: z.literal('phases'),
  /** In order; each phaseStatus by the server's clock at serverNow. */
  drillPhase: z.array(DrillPhaseSchema),
  serverNow: z.string(),
});
export const DrillScheduleSectionSchema = z.object({
  section: z.literal('schedule'),
  schedule: z.array(DrillScheduleItemSchema),
});
export const DrillPrizesSectionSchema = z.object({
  section: z.literal('prizes'),
  totalPrizeValue: z.number(),
  prizes: z.array(DrillPrizeSchema),
});
export const DrillFaqsSectionSchema = z.object({ section: z.literal('faqs'), faqs: z.array(DrillFaqSchema) });
export const DrillSocialSectionSchema = z.object({
  section: z.literal('social'),
  drillSocialLinks: z.array(DrillSocialLinkSchema),
});

export const DrillSectionSchema = z.discriminatedUnion('section', [
  DrillOverviewSectionSchema,
  DrillEligibilitySectionSchema,
  DrillGuidelinesSectionSchema,
  DrillPhasesSectionSchema,
  DrillScheduleSectionSchema,
  DrillPrizesSectionSchema,
  DrillFaqsSectionSchema,
  DrillSocialSectionSchema,
]);
export type DrillSectionContent = z.infer<typeof DrillSectionSchema>;
/** The answer of one section, by its name: `DrillSectionOf<'phases'>`. */
export type DrillSectionOf<S extends DrillSectionContent['section']> = Extract<DrillSectionContent, { section: S }>;
