import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * One application per user and job: the unique constraint is what makes fifty simultaneous clicks leave exactly
 * one row (the insert runs `on conflict do nothing`). `currentStatus` mirrors the newest history row so lists
 * filter by status without a lateral join; both are written in the same transaction.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    currentStatus: text('current_status').notNull().default('Applied'),
    /** The upload key of the resume the application was sent with (the profile's resume at that moment). */
    resumeKey: text('resume_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('applications_user_job_unique').on(t.userId, t.jobId),
    index('applications_job_status_idx').on(t.jobId, t.currentStatus),
    index('applications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every status an application has been in, oldest first. Append-only: a trigger of migration
 * 0003_applications refuses any UPDATE, so history can only grow (rows go only with their application).
 */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    statusValue: text('status_value').notNull(),
    feedback: text('feedback'),
    /** Who moved it: the candidate for 'Applied', otherwise the employer or admin. */
    updatedByUid: integer('updated_by_uid').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name').notNull(),
    /** When the status took effect (spec: updatedStatusOnTs). */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the row was written (spec: updatedRecordOnTs). */
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId, t.id)],
);
