import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Saarthi mentors (spec §7.2 saarthi CRUD, issue 14): one row per account, the application and, once an admin
 * approves it, the public mentor profile. status: pending | approved | rejected. A rejected applicant may edit
 * and send it again (pending). An approved mentor may stop taking new mentees (accepting_mentees false).
 */
export const saarthis = pgTable(
  'saarthis',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    headline: text('headline').notNull(),
    /** Domains of expertise (contracts SAARTHI_DOMAINS). */
    expertise: text('expertise')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    company: text('company').notNull(),
    designation: text('designation').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What they can help with (plain text). */
    helpWith: text('help_with').notNull(),
    bio: text('bio').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull(),
    /** Active mentorships at most (capacity). */
    maxMentees: integer('max_mentees').notNull().default(3),
    acceptingMentees: boolean('accepting_mentees').notNull().default(true),
    /** IANA zone the weekly availability is written in. */
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    sessionMinutes: integer('session_minutes').notNull().default(45),
    rejectionReason: text('rejection_reason'),
    reviewedByUid: integer('reviewed_by_uid').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saarthis_status_idx').on(t.status)],
);

/** A mentor's weekly availability: weekday 0 (Sunday) to 6, minutes from midnight in the mentor's zone. */
export const saarthiAvailability = pgTable(
  'saarthi_availability',
  {
    id: serial('id').primaryKey(),
    saarthiId: integer('saarthi_id')
      .notNull()
      .references(() => saarthis.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [index('saarthi_availability_saarthi_idx').on(t.saarthiId)],
);

/**
 * A mentee's request and, once accepted, the mentorship. status: requested | active | declined | withdrawn
 * (the mentee took the request back) | completed (ended; both sides may give feedback) | cancelled (ended early).
 * One open (requested or active) mentorship per mentor and mentee.
 */
export const mentorships = pgTable(
  'mentorships',
  {
    id: serial('id').primaryKey(),
    saarthiId: integer('saarthi_id')
      .notNull()
      .references(() => saarthis.id, { onDelete: 'cascade' }),
    menteeUid: integer('mentee_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    /** The mentee's note with the request. */
    message: text('message').notNull(),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByUid: integer('ended_by_uid').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('mentorships_open_pair_unique')
      .on(t.saarthiId, t.menteeUid)
      .where(sql`${t.status} in ('requested', 'active')`),
    index('mentorships_mentee_idx').on(t.menteeUid),
  ],
);

export const mentorshipGoals = pgTable(
  'mentorship_goals',
  {
    id: serial('id').primaryKey(),
    mentorshipId: integer('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdByUid: integer('created_by_uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mentorship_goals_mentorship_idx').on(t.mentorshipId)],
);

/**
 * A session booked from the mentor's availability. status: booked | completed | cancelled. saarthi_id is
 * kept on the row so a collision check reads one mentor's sessions; no two booked sessions of a mentor
 * start at the same moment (the overlap check runs under a lock on the mentor's row).
 */
export const mentorshipSessions = pgTable(
  'mentorship_sessions',
  {
    id: serial('id').primaryKey(),
    mentorshipId: integer('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    saarthiId: integer('saarthi_id')
      .notNull()
      .references(() => saarthis.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('booked'),
    agenda: text('agenda').notNull().default(''),
    /** Shared notes of the pair (plain text). */
    notes: text('notes').notNull().default(''),
    /** Raised on every change, for the calendar invite's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    bookedByUid: integer('booked_by_uid').references(() => users.id, { onDelete: 'set null' }),
    cancelledByUid: integer('cancelled_by_uid').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mentorship_sessions_mentor_start_unique')
      .on(t.saarthiId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('mentorship_sessions_mentorship_idx').on(t.mentorshipId),
  ],
);

/** Feedback at the end, one per side (mentor and mentee) and mentorship. */
export const mentorshipFeedback = pgTable(
  'mentorship_feedback',
  {
    id: serial('id').primaryKey(),
    mentorshipId: integer('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    fromUid: integer('from_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mentorship_feedback_once_unique').on(t.mentorshipId, t.fromUid)],
);
