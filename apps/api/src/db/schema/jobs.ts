import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';
import { drills } from './drills.ts';

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    custUrl: text('cust_url').notNull().unique(),
    imageLink: text('image_link'),
    location: text('location').notNull(),
    skills: text('skills').notNull().default(''),
    ctcCurrency: text('ctc_currency').notNull().default('INR'),
    minCtc: integer('min_ctc').notNull().default(0),
    maxCtc: integer('max_ctc').notNull().default(0),
    ctcCategory: text('ctc_category').notNull().default('annual'),
    isSalaryHidden: boolean('is_salary_hidden').notNull().default(false),
    jobType: text('job_type').notNull(),
    duration: text('duration'),
    minYoe: real('min_yoe').notNull().default(0),
    maxYoe: real('max_yoe').notNull().default(0),
    yoeTextForZero: text('yoe_text_for_zero'),
    applicantCount: integer('applicant_count').notNull().default(0),
    vacancies: integer('vacancies').notNull().default(1),
    /** Sanitised HTML (lib/sanitize-html.ts): every write path sanitises before it stores. */
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** The hackathon this job is linked to (hosts hire from their hackathon; `jobs/search?drillId`). */
    drillId: integer('drill_id').references(() => drills.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title (A), skills (B), company name (C) and description text (D). Kept by database triggers (migration
     * 0002_jobs_search) rather than a generated column, because the company name lives in partners: any write,
     * from any code path, keeps it current. Never written by the application.
     */
    searchVector: tsvector('search_vector'),
    /**
     * The job's cities and skills, lower-cased, split once when the row is written: the search filters on
     * them (GIN, `&&`) and counts them for its facets without splitting text on every query.
     * 'Hybrid - Bengaluru / Remote' → {bengaluru, remote}; 'React,Node.js' → {react, node.js}.
     */
    locationTags: text('location_tags')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_split_to_array(btrim(regexp_replace(lower(location), 'hybrid[[:space:]]*-[[:space:]]*', '', 'g')), '[[:space:]]*[,/][[:space:]]*')`,
      ),
    skillTags: text('skill_tags')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(btrim(lower(skills)), '[[:space:]]*,[[:space:]]*')`),
  },
  (t) => [
    index('jobs_partner_idx').on(t.partnerId),
    index('jobs_drill_idx').on(t.drillId),
    index('jobs_featured_idx').on(t.isFeatured, t.createdAt),
    index('jobs_active_created_idx').on(t.isActive, t.createdAt),
    index('jobs_search_vector_idx').using('gin', t.searchVector),
    // Trigram indexes serve the typo-tolerant match (`token <<% lower(title)`) of jobs search.
    index('jobs_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('jobs_skills_trgm_idx').using('gin', sql`lower(${t.skills}) gin_trgm_ops`),
    index('jobs_location_tags_idx').using('gin', t.locationTags),
    index('jobs_skill_tags_idx').using('gin', t.skillTags),
  ],
);

/** One row per job, viewer and day: a view is counted once per viewer per day (insert … on conflict do nothing). */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** A keyed hash of who viewed (IP and user agent until sign-in exists); never the raw address. */
    viewer: text('viewer').notNull(),
    /** The calendar day in India (Asia/Kolkata) the view happened on. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'job_views_job_viewer_day_pk', columns: [t.jobId, t.viewer, t.day] })],
);

/**
 * One row (id 1): a counter that every committed change to what jobs search matches or counts moves on
 * (database triggers of migration 0004_job_search_state: writes to jobs' searched and filtered columns, to
 * partners' names and active flag). Jobs search caches its facet counts under this generation, so a cached
 * count is used only while no such change has been committed since it was counted.
 */
export const jobSearchState = pgTable('job_search_state', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/**
 * Every word (lexeme) of the jobs' search documents, kept by triggers of migration 0006 (words of deleted jobs
 * stay; they only cost a lookup). Jobs search expands a typed prefix ('java') into the words it starts
 * ('java', 'javascript') and matches those exactly, which the GIN index answers several times faster than a
 * prefix match. Collation "C" makes a prefix one contiguous range of the primary key.
 */
export const jobSearchLexemes = pgTable('job_search_lexemes', {
  word: text('word').primaryKey(),
});
