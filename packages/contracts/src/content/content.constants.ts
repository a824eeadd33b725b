/** Content behind the public pages (spec §7.2, issue 14; docs/decisions/033). */

export const CASE_STUDY_TYPES = ['successstory', 'casestudy'] as const;
export type CaseStudyType = (typeof CASE_STUDY_TYPES)[number];
/** The programme a story is about (spec §3 program types). */
export const CASE_STUDY_SUB_TYPES = ['hackathon', 'hiring', 'openinnovation', 'saarthi'] as const;
export type CaseStudySubType = (typeof CASE_STUDY_SUB_TYPES)[number];
export const CASE_STUDY_SUB_TYPE_LABELS: Record<CaseStudySubType, string> = {
  hackathon: 'Hackathon',
  hiring: 'Hiring',
  openinnovation: 'Open innovation',
  saarthi: 'Saarthi mentoring',
};
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Marketing pages whose words admins edit (common/pages). */
export const SITE_PAGE_KEYS = [
  'home',
  'aboutus',
  'customers',
  'hiring',
  'hackathon',
  'employer',
  'lifeatwue',
  'saarthi',
  'becomeasaarthi',
] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];
export const SITE_PAGE_SECTIONS_MAX = 12;

export const FEATURED_ENTITY_TYPES = ['job', 'drill', 'partner', 'casestudy'] as const;
export type FeaturedEntityType = (typeof FEATURED_ENTITY_TYPES)[number];
export const FEATURED_PINS_MAX = 24;

export const ORGANISATION_KINDS = ['organisation', 'academic'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const FEED_KINDS = ['news', 'announcement', 'result', 'programme'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const FEEDS_HOME_LIMIT = 5;

export const EVENT_TYPES = ['webinar', 'meetup', 'workshop', 'ama'] as const;
export const EVENT_MODES = ['online', 'offline'] as const;
/** show: listed; hide: kept but not listed (spec §4 sample status 'show'). */
export const EVENT_STATUSES = ['show', 'hide'] as const;
/** Reminder before an event someone registered for (background queue). */
export const EVENT_REMINDER_HOURS_BEFORE = 24;

/** Items whose views stats/impressions counts. */
export const IMPRESSION_ENTITY_TYPES = ['blog', 'casestudy', 'event'] as const;
export type ImpressionEntityType = (typeof IMPRESSION_ENTITY_TYPES)[number];
