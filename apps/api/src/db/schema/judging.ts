import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { drillPhases, drills, drillSubmissions } from './drills.ts';
import { users } from './users.ts';

/**
 * Judging of hackathon phases (docs/decisions/031): judges invited by email to one hackathon, a weighted rubric
 * per phase, assignments of submissions to judges, scores, an audit log of every change, and the outcome of
 * each submission (normalised total, rank, advanced or not).
 */

/** A judge of one hackathon: invited by email, bound to an account when they accept. */
export const drillJudges = pgTable(
  'drill_judges',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    /** The address the invitation went to (lower case). */
    email: text('email').notNull(),
    /** The account that accepted; null while invited. */
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    /** The judge's college or company: submissions from the same one are never assigned to them. */
    organisation: text('organisation').notNull().default(''),
    /** 'invited', 'active' or 'removed'. */
    status: text('status').notNull().default('invited'),
    /** SHA-256 of the invitation token (the token itself is only in the mail). */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drill_judges_drill_email_unique').on(t.drillId, sql`lower(${t.email})`),
    index('drill_judges_uid_idx').on(t.uid),
  ],
);

/** A judge's conflict of interest with one submission owner ('team:{id}' or 'participant:{id}'). */
export const drillJudgeConflicts = pgTable(
  'drill_judge_conflicts',
  {
    id: serial('id').primaryKey(),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => drillJudges.id, { onDelete: 'cascade' }),
    ownerKey: text('owner_key').notNull(),
    /** 'organisation' (found from the college or company) or 'declared' (by the judge or the host). */
    reason: text('reason').notNull().default('declared'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drill_judge_conflicts_unique').on(t.judgeId, t.ownerKey)],
);

/** A phase's rubric: weighted criteria, each scored 0..phase.scoreScale. */
export const drillRubricCriteria = pgTable(
  'drill_rubric_criteria',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => drillPhases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Weights of a phase add up to 100. */
    weight: integer('weight').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('drill_rubric_criteria_phase_idx').on(t.phaseId, t.position)],
);

/** One submission to be reviewed by one judge. */
export const drillJudgeAssignments = pgTable(
  'drill_judge_assignments',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => drillPhases.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => drillJudges.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => drillSubmissions.id, { onDelete: 'cascade' }),
    /** A calibration submission: every judge scores it first. */
    isCalibration: boolean('is_calibration').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drill_judge_assignments_unique').on(t.judgeId, t.submissionId),
    index('drill_judge_assignments_submission_idx').on(t.submissionId),
    index('drill_judge_assignments_phase_idx').on(t.phaseId),
  ],
);

/** A judge's review of an assignment: per-criterion scores, written feedback, the weighted total (0..100). */
export const drillScores = pgTable('drill_scores', {
  id: serial('id').primaryKey(),
  assignmentId: integer('assignment_id')
    .notNull()
    .unique()
    .references(() => drillJudgeAssignments.id, { onDelete: 'cascade' }),
  /** Criterion id (as a string key) → score on the phase's scale. */
  scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
  feedback: text('feedback').notNull().default(''),
  /** Weighted total on 0..100: sum(score / scale × weight). */
  total: doublePrecision('total'),
  /** 'draft' or 'submitted'. */
  status: text('status').notNull().default('draft'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every rubric change after judging opened and every score change, readable by the hosts. */
export const drillJudgingAudit = pgTable(
  'drill_judging_audit',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => drillPhases.id, { onDelete: 'cascade' }),
    actorUid: integer('actor_uid').references(() => users.id, { onDelete: 'set null' }),
    /** For example 'rubric.changed', 'score.saved', 'score.submitted', 'judging.opened', 'judging.closed'. */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drill_judging_audit_drill_idx').on(t.drillId, t.createdAt)],
);

/** A submission's result in a judged phase: totals, rank under the tie-break chain, and whether it advanced. */
export const drillPhaseOutcomes = pgTable(
  'drill_phase_outcomes',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => drillPhases.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => drillSubmissions.id, { onDelete: 'cascade' }),
    ownerKey: text('owner_key').notNull(),
    rawAverage: doublePrecision('raw_average'),
    normalisedScore: doublePrecision('normalised_score'),
    reviewCount: integer('review_count').notNull().default(0),
    rank: integer('rank'),
    /** True: goes on to the next phase; false: told it did not; null: not decided. */
    advanced: boolean('advanced'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drill_phase_outcomes_unique').on(t.phaseId, t.submissionId),
    index('drill_phase_outcomes_owner_idx').on(t.phaseId, t.ownerKey),
  ],
);
