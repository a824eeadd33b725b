import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';
import { users } from './users.ts';

export interface SpeakerRow {
  speakerName: string;
  speakerOrganisation: string;
  speakerDesignation: string;
  otherParticulars: string | null;
}

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().default('webinar'),
  mode: text('mode').notNull().default('online'),
  topic: text('topic').notNull(),
  agenda: text('agenda').notNull(),
  owner: text('owner').notNull(),
  startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
  endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('show'),
  location: text('location'),
  address: text('address'),
  speakers: jsonb('speakers').$type<SpeakerRow[]>().notNull().default([]),
  imgExtension: text('img_extension'),
  imageUrl: text('image_url'),
  /** Seats; null is unlimited. */
  capacity: integer('capacity'),
  /** The online meeting's link: shown and mailed to registrants only. */
  meetingUrl: text('meeting_url'),
  registrationOpen: boolean('registration_open').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in user's place at an event; cancelled_at set when they cancel (registering again clears it). */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('event_registrations_once_unique').on(t.eventId, t.userId)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  postedDate: timestamp('posted_date', { withTimezone: true }).notNull().defaultNow(),
  postedByUsername: text('posted_by_username').notNull(),
  postedByUserDesignation: text('posted_by_user_designation').notNull(),
  postedContent: text('posted_content').notNull(),
  active: boolean('active').notNull().default(true),
});

export const stats = pgTable('stats', {
  id: serial('id').primaryKey(),
  numberOfUsersOnPlatform: integer('number_of_users_on_platform').notNull().default(0),
  numberOfJobPosted: integer('number_of_job_posted').notNull().default(0),
  numberOfPartners: integer('number_of_partners').notNull().default(0),
  joiningsDone: integer('joinings_done').notNull().default(0),
  userUpdatedby: text('user_updatedby'),
  recordInsertedts: timestamp('record_insertedts', { withTimezone: true }).notNull().defaultNow(),
  numberOfSquadPrograms: integer('number_of_squad_programs').notNull().default(0),
  numberOfHackathons: integer('number_of_hackathons').notNull().default(0),
  numberOfProfessionalsUsers: integer('number_of_professionals_users').notNull().default(0),
  numberOfFreshersUsers: integer('number_of_freshers_users').notNull().default(0),
  numberOfFresherHired: integer('number_of_fresher_hired').notNull().default(0),
  numberOfInternsHired: integer('number_of_interns_hired').notNull().default(0),
  numberOfmeetups: integer('number_ofmeetups').notNull().default(0),
  numberOfColleges: integer('number_of_colleges').notNull().default(0),
  numberOfFresherDrives: integer('number_of_fresher_drives').notNull().default(0),
  numberOfStudentsInSquad: integer('number_of_students_in_squad').notNull().default(0),
  numberOfOpenInnovation: integer('number_of_open_innovation').notNull().default(0),
  numberOfEyeballs: integer('number_of_eyeballs').notNull().default(0),
});

/**
 * Success stories and case studies (spec §7.2 casestudy): type successstory | casestudy, sub_type a programme
 * (hackathon | hiring | openinnovation | saarthi). Public when published and its time has come.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: serial('id').primaryKey(),
    custUrl: text('cust_url').notNull().unique(),
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised on write with the article allow-list. */
    bodyHtml: text('body_html').notNull(),
    coverImageUrl: text('cover_image_url'),
    /** Whose story: the person (a success story) or the customer's contact (a case study). */
    personName: text('person_name').notNull(),
    personDesignation: text('person_designation').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** A pull quote for cards and the home page. */
    quote: text('quote').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seoDescription: text('seo_description'),
    authorUid: integer('author_uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_studies_listing_idx').on(t.type, t.status, t.publishedAt)],
);

export interface SitePageSection {
  heading: string;
  /** Sanitised rich text. */
  bodyHtml: string;
}

/** The editable words of the marketing pages (common/pages): one row per page key (contracts SITE_PAGE_KEYS). */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  headline: text('headline').notNull(),
  intro: text('intro').notNull().default(''),
  sections: jsonb('sections').$type<SitePageSection[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUid: integer('updated_by_uid').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * What admins pin to the home page (common/featuredelements): entity_type job | drill | partner | casestudy |
 * blog | event, in position order. Pinned items come first; the rest is filled as before.
 */
export const featuredElements = pgTable(
  'featured_elements',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('featured_elements_entity_unique').on(t.entityType, t.entityId)],
);

/** The logos of the customers page (common/organisationandacademic): kind organisation | academic. */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  logoUrl: text('logo_url'),
  websiteUrl: text('website_url'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Short news on the home page (feeds CRUD): announcements, new programmes, results. */
export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    linkUrl: text('link_url'),
    kind: text('kind').notNull().default('news'),
    active: boolean('active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUid: integer('created_by_uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feeds_published_idx').on(t.publishedAt)],
);

/** Views of a public item (stats/impressions): entity_type blog | casestudy | event, counted once per viewer a day. */
export const entityImpressions = pgTable(
  'entity_impressions',
  {
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

/** Who viewed what on which day (a keyed hash, never the address itself): a view counts once a day. */
export const impressionViews = pgTable(
  'impression_views',
  {
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    viewerHash: text('viewer_hash').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId, t.viewerHash, t.day] }),
    index('impression_views_day_idx').on(t.day),
  ],
);
