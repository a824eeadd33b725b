import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import type {
  DrillFaq,
  DrillPrize,
  DrillScheduleItem,
  DrillSocialLink,
  TeamRules,
} from '@elevate/contracts/drills/drill-content.schema';
import type { FormFieldDefinition, FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import { partners } from './partners.ts';
import { users } from './users.ts';

/**
 * Hackathons and open-innovation challenges ("drills", spec §3 card and drill content). Rich text columns
 * (description, eligibility, guidelines) hold sanitised HTML: every write path sanitises before it stores.
 */
export const drills = pgTable(
  'drills',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    custUrl: text('cust_url').notNull().unique(),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    partnerName: text('partner_name').notNull(),
    location: text('location').notNull(),
    purpose: text('purpose').notNull().default(''),
    /** 'hackathon' or 'open-innovation' (spec §3 program types; docs/decisions/030). */
    programType: text('program_type').notNull().default('hackathon'),
    startDt: timestamp('start_dt', { withTimezone: true }).notNull(),
    registrationEndDt: timestamp('registration_end_dt', { withTimezone: true }).notNull(),
    endDt: timestamp('end_dt', { withTimezone: true }).notNull(),
    /** online, offline or hybrid. */
    nature: text('nature').notNull().default('online'),
    teamMin: integer('team_min').notNull().default(1),
    teamMax: integer('team_max').notNull().default(1),
    totalPrizeValue: integer('total_prize_value').notNull().default(0),
    registrationCountVisible: boolean('registration_count_visible').notNull().default(true),
    applicantCount: integer('applicant_count').notNull().default(0),
    description: text('description').notNull().default(''),
    eligibility: text('eligibility').notNull().default(''),
    guidelines: text('guidelines').notNull().default(''),
    domain: text('domain').notNull().default(''),
    industry: text('industry').notNull().default(''),
    /** Who may register: students, professionals or everyone (checked against users.utype). */
    audience: text('audience').notNull().default('everyone'),
    /** Registration fee in whole rupees, GST-inclusive; 0 is free (payments issue completes paid ones). */
    registrationFee: integer('registration_fee').notNull().default(0),
    prizes: jsonb('prizes').$type<DrillPrize[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<DrillFaq[]>().notNull().default([]),
    schedule: jsonb('schedule').$type<DrillScheduleItem[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<DrillSocialLink[]>().notNull().default([]),
    /** The hackathon's own registration questions (`drill/{id}/participant/fields`). */
    participantFields: jsonb('participant_fields').$type<FormFieldDefinition[]>().notNull().default([]),
    /** Composition rules checked when a team forms and again at submission. */
    teamRules: jsonb('team_rules').$type<TeamRules>().notNull().default({}),
    /** When teams stop changing: 'registration-end' or 'first-submission' (docs/decisions/030). */
    teamLock: text('team_lock').notNull().default('registration-end'),
    overviewSectionComplete: boolean('overview_section_complete').notNull().default(true),
    isPublished: boolean('is_published').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Cancelled by its host (docs/decisions/032): registration closes and paid registrations are refunded. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drills_partner_idx').on(t.partnerId),
    index('drills_end_idx').on(t.endDt),
    index('drills_registration_end_idx').on(t.registrationEndDt),
    index('drills_created_idx').on(t.createdAt),
  ],
);

/** A hackathon's rounds (spec §3 drillPhase): idea, solution, or a name the host chooses. */
export const drillPhases = pgTable(
  'drill_phases',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'idea' or 'solution': which participant-dashboard page (/idea or /solution) takes its submission. */
    kind: text('kind').notNull().default('solution'),
    position: integer('position').notNull().default(0),
    startDt: timestamp('start_dt', { withTimezone: true }).notNull(),
    endDt: timestamp('end_dt', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    submissionFields: jsonb('submission_fields').$type<FormFieldDefinition[]>().notNull().default([]),
    /** Set when the hosts publish this phase's leaderboard; null hides it from participants. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    /** Results become final this long after they are published (the appeal window; 0 = final at once). */
    appealWindowHours: integer('appeal_window_hours').notNull().default(0),
    /** Judging of this phase: 'setup' (rubric and judges editable), 'open' (scoring), 'closed' (scores locked). */
    judgingStatus: text('judging_status').notNull().default('setup'),
    /** 'all': every judge sees every submission; 'spread': each submission goes to `reviewsPerSubmission` judges. */
    assignmentMode: text('assignment_mode').notNull().default('all'),
    /** K: the reviews every submission should get (3 by default); with 'spread' also how many judges it goes to. */
    reviewsPerSubmission: integer('reviews_per_submission').notNull().default(3),
    /** Every criterion is scored from 0 to this. */
    scoreScale: integer('score_scale').notNull().default(10),
    /** Judges see no participant names or institutions (screening rounds). */
    blindJudging: boolean('blind_judging').notNull().default(false),
    /** What participants see of their reviews: 'none', 'feedback' or 'feedback-and-scores' (always anonymised). */
    feedbackSharing: text('feedback_sharing').notNull().default('feedback-and-scores'),
    /** The tie-break chain published before judging, first rule first (contracts judging TIE_BREAK_RULES). */
    tieBreak: jsonb('tie_break')
      .$type<string[]>()
      .notNull()
      .default(['normalised-average', 'review-count', 'earlier-final-submission']),
    /** Submissions every judge scores first (calibration), by submission id. */
    calibrationSubmissionIds: jsonb('calibration_submission_ids').$type<number[]>().notNull().default([]),
    judgingOpenedAt: timestamp('judging_opened_at', { withTimezone: true }),
    judgingClosedAt: timestamp('judging_closed_at', { withTimezone: true }),
    /** When the shortlist (who advances) was decided and participants were told. */
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
  },
  (t) => [index('drill_phases_drill_idx').on(t.drillId, t.position)],
);

/** Problem statements participants choose from (`drills/{id}/PROBLEMSTATEMENT`); a null phase means every phase. */
export const drillProblemStatements = pgTable(
  'drill_problem_statements',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => drillPhases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('drill_problem_statements_drill_idx').on(t.drillId, t.position)],
);

/** One registration of one user in one hackathon. */
export const drillParticipants = pgTable(
  'drill_participants',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Answers to the hackathon's participantFields, by field key. */
    answers: jsonb('answers').$type<FormAnswers>().notNull().default({}),
    /** 'registered' or 'withdrawn'. */
    status: text('status').notNull().default('registered'),
    /** Teammate finder: shown to teams looking for members, with what they want to build. */
    lookingForTeam: boolean('looking_for_team').notNull().default(false),
    pitch: text('pitch').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drill_participants_drill_uid_unique').on(t.drillId, t.uid),
    index('drill_participants_uid_idx').on(t.uid),
  ],
);

export const drillTeams = pgTable(
  'drill_teams',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    leadParticipantId: integer('lead_participant_id')
      .notNull()
      .references(() => drillParticipants.id, { onDelete: 'cascade' }),
    /** Active members; changed only in the transaction that adds or removes one, under `member_count < max`. */
    memberCount: integer('member_count').notNull().default(1),
    /** The code behind the team's invite link; rotating it revokes every link shared before. */
    inviteCode: text('invite_code').notNull().unique(),
    inviteCodeExpiresAt: timestamp('invite_code_expires_at', { withTimezone: true }).notNull(),
    /** Teammate finder: roles the team still needs (for example "Designer"). */
    rolesNeeded: jsonb('roles_needed').$type<string[]>().notNull().default([]),
    lookingForMembers: boolean('looking_for_members').notNull().default(true),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drill_teams_drill_name_unique').on(t.drillId, sql`lower(${t.name})`),
    index('drill_teams_drill_idx').on(t.drillId),
  ],
);

export const drillTeamMembers = pgTable(
  'drill_team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => drillTeams.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => drillParticipants.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    // One team per participant (a participant belongs to one hackathon).
    uniqueIndex('drill_team_members_active_unique')
      .on(t.participantId)
      .where(sql`${t.isActive}`),
    index('drill_team_members_team_idx').on(t.teamId),
  ],
);

/** Invitations (the team asks a participant) and join requests (a participant asks the team). */
export const drillTeamInvitations = pgTable(
  'drill_team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => drillTeams.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => drillParticipants.id, { onDelete: 'cascade' }),
    /** 'invite' or 'request'. */
    kind: text('kind').notNull(),
    /** 'pending', 'accepted', 'declined' or 'cancelled'. */
    status: text('status').notNull().default('pending'),
    role: text('role'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drill_team_invitations_pending_unique')
      .on(t.teamId, t.participantId)
      .where(sql`${t.status} = 'pending'`),
    index('drill_team_invitations_participant_idx').on(t.participantId),
  ],
);

/**
 * One submission per phase per owner: the team, or the participant when they have no team. The row holds the
 * latest state (a draft or submitted); every save is kept in drill_submission_versions.
 */
export const drillSubmissions = pgTable(
  'drill_submissions',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => drillPhases.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => drillTeams.id, { onDelete: 'set null' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => drillParticipants.id, { onDelete: 'cascade' }),
    /** 'team:{id}' or 'participant:{id}': unique per phase, so a team submits once per phase. */
    ownerKey: text('owner_key').notNull(),
    problemStatementId: integer('problem_statement_id').references(() => drillProblemStatements.id, {
      onDelete: 'set null',
    }),
    answers: jsonb('answers').$type<FormAnswers>().notNull().default({}),
    /** 'draft' or 'submitted'. */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** SHA-256 of the canonical JSON of what was submitted (named on the receipt). */
    contentHash: text('content_hash'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drill_submissions_phase_owner_unique').on(t.phaseId, t.ownerKey),
    index('drill_submissions_drill_updated_idx').on(t.drillId, t.updatedAt),
  ],
);

export const drillSubmissionVersions = pgTable(
  'drill_submission_versions',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => drillSubmissions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    problemStatementId: integer('problem_statement_id'),
    answers: jsonb('answers').$type<FormAnswers>().notNull(),
    contentHash: text('content_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drill_submission_versions_unique').on(t.submissionId, t.version)],
);

/** Participants' questions to the hosts (/help), one thread each. */
export const drillQueries = pgTable(
  'drill_queries',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => drillParticipants.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** 'open', 'answered' or 'closed'. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drill_queries_participant_idx').on(t.participantId), index('drill_queries_drill_idx').on(t.drillId)],
);

export const drillQueryMessages = pgTable(
  'drill_query_messages',
  {
    id: serial('id').primaryKey(),
    queryId: integer('query_id')
      .notNull()
      .references(() => drillQueries.id, { onDelete: 'cascade' }),
    authorUid: integer('author_uid').references(() => users.id, { onDelete: 'set null' }),
    /** True when a host answered (shown as the hosts, not by name). */
    fromHost: boolean('from_host').notNull().default(false),
    body: text('body').notNull(),
    /** Upload keys of the query files (private store). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drill_query_messages_query_idx').on(t.queryId, t.createdAt)],
);

/** Hosts' announcements (written by the hosts issue), to everyone or to one phase's participants. */
export const drillAnnouncements = pgTable(
  'drill_announcements',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => drillPhases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether it is also mailed (always shown in the app). */
    byMail: boolean('by_mail').notNull().default(true),
    /** Set by the background job once every recipient has it in the app and in the mail outbox. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drill_announcements_drill_idx').on(t.drillId, t.createdAt)],
);

/** A published phase leaderboard row (written by the hosts issue; the seed fills ended hackathons). */
export const drillLeaderboardEntries = pgTable(
  'drill_leaderboard_entries',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => drillPhases.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => drillSubmissions.id, { onDelete: 'set null' }),
    /** The team's or the participant's name as published. */
    displayName: text('display_name').notNull(),
    teamId: integer('team_id').references(() => drillTeams.id, { onDelete: 'set null' }),
    participantId: integer('participant_id').references(() => drillParticipants.id, { onDelete: 'set null' }),
    rank: integer('rank').notNull(),
    /** The published total (normalised for judged phases). */
    score: doublePrecision('score').notNull(),
    award: text('award'),
  },
  (t) => [index('drill_leaderboard_phase_idx').on(t.phaseId, t.rank)],
);

/** Certificates issued to participants (the hosts issue issues them; `code` is the public verification code). */
export const drillCertificates = pgTable(
  'drill_certificates',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => drillParticipants.id, { onDelete: 'cascade' }),
    /** 'participation', 'merit' or 'winner'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull().unique(),
    fileKey: text('file_key'),
    /** 'pending' while the background queue makes the PDF and the credential, then 'ready' (or 'failed'). */
    status: text('status').notNull().default('ready'),
    /** The name printed on the certificate, fixed when it is issued. */
    recipientName: text('recipient_name').notNull().default(''),
    /** Winners: the rank in the final phase. */
    rank: integer('rank'),
    /** The signed Open Badges 3.0 credential (JSON), once made. */
    credential: jsonb('credential').$type<Record<string, unknown>>(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One certificate of each kind per registration, however often or concurrently the host issues.
    uniqueIndex('drill_certificates_participant_kind_unique').on(t.participantId, t.kind),
    index('drill_certificates_drill_idx').on(t.drillId),
  ],
);

/** `drills/{id}/users/{uid}?action`: a user's bookmark of a hackathon (docs/decisions/030). */
export const drillUserActions = pgTable(
  'drill_user_actions',
  {
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.drillId, t.uid, t.action] }), index('drill_user_actions_uid_idx').on(t.uid)],
);
