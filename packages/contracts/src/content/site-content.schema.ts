import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam } from '../common/query-params.ts';
import {
  EVENT_MODES,
  EVENT_STATUSES,
  EVENT_TYPES,
  FEATURED_ENTITY_TYPES,
  FEATURED_PINS_MAX,
  FEED_KINDS,
  FEEDS_HOME_LIMIT,
  IMPRESSION_ENTITY_TYPES,
  ORGANISATION_KINDS,
  SITE_PAGE_KEYS,
  SITE_PAGE_SECTIONS_MAX,
} from './content.constants.ts';
import { ContentMessages } from './content.messages.ts';
import { EventSchema, SpeakerSchema, StatsSchema } from './content.schema.ts';

const iso = z.iso.datetime({ offset: true });
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);
const url = z.string().trim().max(2000).nullable().optional();

/* ------------------------------------------------------------------ common/pages */

export const SitePageSectionSchema = z.object({
  heading: text('Heading', 120),
  /** Rich text; sanitised on write. */
  bodyHtml: z.string().max(20_000),
});
/** GET common?pageKey: a marketing page's editable words (defaults when admins never edited it). */
export const SitePageSchema = z.object({
  key: z.enum(SITE_PAGE_KEYS),
  title: z.string(),
  headline: z.string(),
  intro: z.string(),
  sections: z.array(SitePageSectionSchema),
  /** Null while the page shows its defaults. */
  updatedAt: iso.nullable(),
});
export type SitePage = z.infer<typeof SitePageSchema>;
export const SitePageQuerySchema = z.object({ pageKey: z.enum(SITE_PAGE_KEYS, { error: 'Unknown page' }) });
/** POST common/pages (admins): replaces one page's words. */
export const SitePageInputSchema = z
  .object({
    key: z.enum(SITE_PAGE_KEYS, { error: 'Unknown page' }),
    title: text('Title', 120),
    headline: text('Headline', 200),
    intro: z.string().trim().max(1000).default(''),
    sections: z.array(SitePageSectionSchema).max(SITE_PAGE_SECTIONS_MAX).default([]),
  })
  .strict();
export type SitePageInput = z.infer<typeof SitePageInputSchema>;

/* ------------------------------------------------------------------ featured pins */

export const FeaturedPinSchema = z.object({
  entityType: z.enum(FEATURED_ENTITY_TYPES),
  entityId: z.number().int(),
  position: z.number().int(),
  /** The item's title, for the console. */
  label: z.string(),
  /** Where it is read. */
  path: z.string(),
});
export type FeaturedPin = z.infer<typeof FeaturedPinSchema>;
/** PUT common/featuredelements (admins): the pins in order, replacing the previous list. */
export const FeaturedPinsInputSchema = z
  .object({
    pins: z
      .array(z.object({ entityType: z.enum(FEATURED_ENTITY_TYPES), entityId: idOf('entityId') }))
      .max(FEATURED_PINS_MAX, `At most ${FEATURED_PINS_MAX} pinned items`),
  })
  .strict();

/* ------------------------------------------------------------------ common/organisationandacademic */

export const OrganisationSchema = z.object({
  organisationId: z.number().int(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;
export const OrganisationQuerySchema = z.object({ kind: blankIsUnset(z.enum(ORGANISATION_KINDS).optional()) });
export const OrganisationListSchema = listOf(OrganisationSchema);
export const OrganisationInputSchema = z
  .object({
    name: text('Name', 120),
    kind: z.enum(ORGANISATION_KINDS),
    logoUrl: url,
    websiteUrl: z.string().trim().url('Please enter a valid address').max(2000).nullable().optional(),
    position: z.coerce.number().int().min(0).max(10_000).default(0),
    active: z.boolean().default(true),
  })
  .strict();

/* ------------------------------------------------------------------ feeds */

export const FeedSchema = z.object({
  feedId: z.number().int(),
  title: z.string(),
  body: z.string(),
  linkUrl: z.string().nullable(),
  kind: z.enum(FEED_KINDS),
  active: z.boolean(),
  publishedAt: iso,
});
export type Feed = z.infer<typeof FeedSchema>;
export const FeedListSchema = listOf(FeedSchema);
/** GET feeds?limit (public). */
export const FeedQuerySchema = z.object({ limit: limitParam(20, FEEDS_HOME_LIMIT) });
export const FeedInputSchema = z
  .object({
    title: text('Title', 150),
    body: z.string().trim().max(500).default(''),
    /** An address on this site (/drills/x) or https. */
    linkUrl: z
      .string()
      .trim()
      .max(2000)
      .regex(/^(\/[^/]|https:\/\/)/, 'Use a path on this site (/jobs) or an https:// address')
      .nullable()
      .optional(),
    kind: z.enum(FEED_KINDS).default('news'),
    active: z.boolean().default(true),
    publishedAt: iso.optional(),
  })
  .strict();

/* ------------------------------------------------------------------ testimonial, stats */

export const TestimonialAdminSchema = z.object({
  testimonialPostId: z.number().int(),
  postedDate: z.string(),
  postedByUsername: z.string(),
  postedByUserDesignation: z.string(),
  postedContent: z.string(),
  active: z.boolean(),
});
export type TestimonialAdmin = z.infer<typeof TestimonialAdminSchema>;
export const TestimonialInputSchema = z
  .object({
    postedByUsername: text('Name', 100),
    postedByUserDesignation: text('Designation', 150),
    postedContent: text('Testimonial', 1000),
    active: z.boolean().default(true),
  })
  .strict();

const count = z.coerce.number().int().min(0, 'Cannot be negative').max(2_000_000_000);
/** POST stats (admins): a new stats record; the newest is the one shown. */
export const StatsInputSchema = StatsSchema.omit({ statsId: true, userUpdatedby: true, recordInsertedts: true })
  .extend({
    numberOfUsersOnPlatform: count,
    numberOfJobPosted: count,
    numberOfPartners: count,
    joiningsDone: count,
    numberOfSquadPrograms: count,
    numberOfHackathons: count,
    numberOfProfessionalsUsers: count,
    numberOfFreshersUsers: count,
    numberOfFresherHired: count,
    numberOfInternsHired: count,
    numberOfmeetups: count,
    numberOfColleges: count,
    numberOfFresherDrives: count,
    numberOfStudentsInSquad: count,
    numberOfOpenInnovation: count,
    numberOfEyeballs: count,
  })
  .strict();

/* ------------------------------------------------------------------ stats/impressions */

export const ImpressionQuerySchema = z.object({
  entityId: idOf('entityId'),
  entityType: blankIsUnset(z.enum(IMPRESSION_ENTITY_TYPES).default('blog')),
});
export const ImpressionInputSchema = z
  .object({ entityId: idOf('entityId'), entityType: z.enum(IMPRESSION_ENTITY_TYPES) })
  .strict();
export const ImpressionSchema = z.object({
  entityType: z.enum(IMPRESSION_ENTITY_TYPES),
  entityId: z.number().int(),
  count: z.number().int(),
});

/* ------------------------------------------------------------------ events (admins, registration) */

export const EventInputSchema = z
  .object({
    type: z.enum(EVENT_TYPES),
    mode: z.enum(EVENT_MODES),
    topic: text('Topic', 150),
    agenda: text('Agenda', 5000),
    owner: text('Host', 120),
    startDateTime: iso,
    endDateTime: iso,
    status: z.enum(EVENT_STATUSES).default('show'),
    location: z.string().trim().max(120).nullable().optional(),
    address: z.string().trim().max(300).nullable().optional(),
    speakers: z
      .array(
        SpeakerSchema.extend({
          speakerName: text('Speaker name', 100),
          speakerOrganisation: z.string().trim().max(120),
          speakerDesignation: z.string().trim().max(120),
          otherParticulars: z.string().trim().max(300).nullable(),
        }),
      )
      .max(10)
      .default([]),
    imageUrl: url,
    capacity: z.coerce.number().int().min(1).max(100_000).nullable().optional(),
    meetingUrl: z.string().trim().url('Please enter a valid address').max(2000).nullable().optional(),
    registrationOpen: z.boolean().default(true),
  })
  .strict()
  .refine((v) => new Date(v.endDateTime) > new Date(v.startDateTime), {
    path: ['endDateTime'],
    message: ContentMessages.endBeforeStart,
  });
export type EventInput = z.infer<typeof EventInputSchema>;

/** GET events/{id}/registration: the caller's place (signed in). */
export const EventRegistrationSchema = z.object({
  eventId: z.number().int(),
  registered: z.boolean(),
  registeredAt: iso.nullable(),
  /** Given to registrants only. */
  meetingUrl: z.string().nullable(),
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

/** GET events/manage (admins): every event with its meeting link. */
export const EventManageSchema = EventSchema.extend({ meetingUrl: z.string().nullable() });
export type EventManage = z.infer<typeof EventManageSchema>;
export const EventManageListSchema = listOf(EventManageSchema);

/** `{id}` of content admin routes (casestudy, events, feeds, organisations, testimonials). */
export const ContentIdParamsSchema = z.object({ id: idOf('id') });
