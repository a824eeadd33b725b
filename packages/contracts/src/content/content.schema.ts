import { z } from 'zod';
import { DB_INT_MAX } from '../common/query-params.ts';
import { JobCardSchema } from '../jobs/job-card.schema.ts';
import { DrillCardSchema } from '../drills/drill-card.schema.ts';
import { PartnerCardSchema } from '../partners/partner.schema.ts';
import { CaseStudyCardSchema } from './case-studies.schema.ts';

/** The stats record of spec §3. */
export const StatsSchema = z.object({
  statsId: z.number().int(),
  numberOfUsersOnPlatform: z.number().int(),
  numberOfJobPosted: z.number().int(),
  numberOfPartners: z.number().int(),
  joiningsDone: z.number().int(),
  userUpdatedby: z.string().nullable(),
  recordInsertedts: z.string(),
  numberOfSquadPrograms: z.number().int(),
  numberOfHackathons: z.number().int(),
  numberOfProfessionalsUsers: z.number().int(),
  numberOfFreshersUsers: z.number().int(),
  numberOfFresherHired: z.number().int(),
  numberOfInternsHired: z.number().int(),
  numberOfmeetups: z.number().int(),
  numberOfColleges: z.number().int(),
  numberOfFresherDrives: z.number().int(),
  numberOfStudentsInSquad: z.number().int(),
  /** The home tiles' Open Innovation and Eyeballs (optional for older callers; always sent by the API). */
  numberOfOpenInnovation: z.number().int().optional(),
  numberOfEyeballs: z.number().int().optional(),
});
export type Stats = z.infer<typeof StatsSchema>;

/** The home page tiles: Users Impacted, Open Innovation, Hackathons, Eyeballs (spec §3). */
export const LandingStatsSchema = z.object({
  usersImpacted: z.number().int(),
  openInnovation: z.number().int(),
  hackathons: z.number().int(),
  eyeballs: z.number().int(),
  numberOfPartners: z.number().int(),
  joiningsDone: z.number().int(),
  numberOfJobPosted: z.number().int(),
  numberOfColleges: z.number().int(),
});
export type LandingStats = z.infer<typeof LandingStatsSchema>;

export const TestimonialSchema = z.object({
  testimonialPostId: z.number().int(),
  postedDate: z.string(),
  postedByUsername: z.string(),
  postedByUserDesignation: z.string(),
  postedContent: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const SpeakerSchema = z.object({
  speakerName: z.string(),
  speakerOrganisation: z.string(),
  speakerDesignation: z.string(),
  otherParticulars: z.string().nullable(),
});

export const EventSchema = z.object({
  eventId: z.number().int(),
  type: z.string(),
  mode: z.enum(['online', 'offline']),
  topic: z.string(),
  agenda: z.string(),
  owner: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  status: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  speakers: z.array(SpeakerSchema),
  imgExtension: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Seats; null is unlimited. */
  capacity: z.number().int().nullable(),
  registrationCount: z.number().int(),
  registrationOpen: z.boolean(),
});
export type Event = z.infer<typeof EventSchema>;

export const EventsQuerySchema = z.object({
  eventId: z.coerce.number().int().min(-1).max(DB_INT_MAX).default(-1),
});

export const FeaturedElementsSchema = z.object({
  jobs: z.array(JobCardSchema),
  drills: z.array(DrillCardSchema),
  partners: z.array(PartnerCardSchema),
  /** Featured success stories and case studies (pinned first, then is_featured, newest first). */
  caseStudies: z.array(CaseStudyCardSchema),
});
export type FeaturedElements = z.infer<typeof FeaturedElementsSchema>;
