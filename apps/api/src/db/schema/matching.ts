import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { jobs } from './jobs.ts';

/**
 * A stored resume's parse, kept per file and parser version (decision 034): a resume is read once, however many
 * times its owner, the matcher or a screening asks. Never holds a signed-out upload: those are not stored at all.
 */
export const resumeParses = pgTable(
  'resume_parses',
  {
    id: serial('id').primaryKey(),
    /** The upload key of the stored resume (uploads.key). */
    uploadKey: text('upload_key').notNull(),
    parserVersion: text('parser_version').notNull(),
    /** The ParsedResume (packages/contracts matching/parse.schema.ts). */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resume_parses_key_version_unique').on(t.uploadKey, t.parserVersion)],
);

/**
 * The newest screening score of each application (PUT resume-screening), so the console can list a job's
 * applicants in score order. One row per application; a new screening replaces it.
 */
export const applicationScreenings = pgTable(
  'application_screenings',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    scoringVersion: text('scoring_version').notNull(),
    basis: text('basis').notNull(),
    /** The MatchExplanation (packages/contracts matching/matching.schema.ts). */
    explanation: jsonb('explanation').notNull(),
    screenedAt: timestamp('screened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId] }),
    index('application_screenings_job_score_idx').on(t.jobId, sql`${t.score} desc`),
  ],
);
