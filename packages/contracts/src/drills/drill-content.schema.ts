import { z } from 'zod';
import { DrillCardSchema } from './drill-card.schema.ts';
import { FormFieldDefinitionSchema } from './form-fields.schema.ts';
import { DRILL_AUDIENCES, DRILL_PHASE_KINDS, DRILL_PROGRAM_TYPES, DRILL_TEAM_LOCKS } from './drill.constants.ts';

export const DrillPrizeSchema = z.object({
  title: z.string().trim().min(1).max(120),
  /** Rupees; 0 for a non-cash reward (an internship, goodies). */
  value: z.number().int().min(0),
  description: z.string().max(500).default(''),
});
export type DrillPrize = z.infer<typeof DrillPrizeSchema>;

export const DrillFaqSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(2000),
});
export type DrillFaq = z.infer<typeof DrillFaqSchema>;

/** Schedule items of spec §3 (start, end, title, desc); instants as ISO strings. */
export const DrillScheduleItemSchema = z.object({
  start: z.string(),
  end: z.string(),
  title: z.string().trim().min(1).max(200),
  desc: z.string().max(1000).default(''),
});
export type DrillScheduleItem = z.infer<typeof DrillScheduleItemSchema>;

export const DrillSocialLinkSchema = z.object({
  /** linkedin, x, instagram, youtube, discord, website … */
  kind: z.string().trim().min(1).max(40),
  url: z.url(),
});
export type DrillSocialLink = z.infer<typeof DrillSocialLinkSchema>;

/** Composition rules Indian hackathons use, checked when a team forms and again at submission. */
export const TeamRulesSchema = z.object({
  /** Every member's current education is at one institution. */
  sameInstitution: z.boolean().optional(),
  /** At least this many members whose profile gender is Female. */
  minWomen: z.number().int().min(0).max(10).optional(),
});
export type TeamRules = z.infer<typeof TeamRulesSchema>;

/** A phase of spec §3 drillPhase (phase, phaseStartDt, phaseEndDt) with its status by the server clock. */
export const DrillPhaseSchema = z.object({
  phaseId: z.number().int(),
  phase: z.string(),
  kind: z.enum(DRILL_PHASE_KINDS),
  phaseStartDt: z.string(),
  phaseEndDt: z.string(),
  description: z.string(),
  /** upcoming, live or ended, by the server's clock when answered. */
  phaseStatus: z.enum(['upcoming', 'live', 'ended']),
  resultsPublished: z.boolean(),
});
export type DrillPhase = z.infer<typeof DrillPhaseSchema>;

/**
 * The whole hackathon as its page shows it (`drills?drillId`, `drills/{id}/{section}`): the card plus the
 * drill content of spec §3. Rich text fields are sanitised HTML.
 */
export const DrillDetailSchema = DrillCardSchema.extend({
  drillBannerUrl: z.string().nullable(),
  drillStartDt: z.string(),
  programType: z.enum(DRILL_PROGRAM_TYPES),
  partnerId: z.number().int().nullable(),
  /** The host's company page, when it has one. */
  partnerCustomUrl: z.string().nullable(),
  drillDescription: z.string(),
  eligibility: z.string(),
  guidelines: z.string(),
  location: z.string(),
  domain: z.string(),
  industry: z.string(),
  audience: z.enum(DRILL_AUDIENCES),
  registrationFee: z.number().int(),
  prizes: z.array(DrillPrizeSchema),
  faqs: z.array(DrillFaqSchema),
  schedule: z.array(DrillScheduleItemSchema),
  drillSocialLinks: z.array(DrillSocialLinkSchema),
  drillPhase: z.array(DrillPhaseSchema),
  teamRules: TeamRulesSchema,
  teamLock: z.enum(DRILL_TEAM_LOCKS),
  overviewSectionComplete: z.boolean(),
  /** Set when the host cancelled the hackathon (paid registrations are refunded); the page says so. */
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  cancellationReason: z.string().nullable(),
  /** The server's clock when answered, so countdowns do not trust the device's clock. */
  serverNow: z.string(),
});
export type DrillDetail = z.infer<typeof DrillDetailSchema>;

export const ParticipantFieldsSchema = z.array(FormFieldDefinitionSchema);

/**
 * The primary button of the hackathon page follows the caller (`drills/{id}/participants/?uId`):
 * register, registration closed, not eligible (with the reason), or registered (go to the dashboard).
 */
export const PARTICIPATION_STATES = ['register', 'registration-closed', 'not-eligible', 'registered'] as const;
export type ParticipationState = (typeof PARTICIPATION_STATES)[number];
