import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased (the contracts' EmailSchema lower-cases every address it reads). */
    email: text('email').notNull().unique(),
    contact: text('contact'),
    utype: text('utype').notNull().default('Student'),
    role: text('role').notNull().default('user'),
    /** `scrypt$N$r$p$salt$hash`, or an unusable marker for accounts created by Google sign-in. */
    passwordHash: text('password_hash').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Google's stable account id (`sub` of its ID token), once the account signed in with Google. */
    googleSub: text('google_sub').unique(),
    /**
     * The password was chosen before its owner proved the address (at signup, or changed with such a password):
     * it dies when the address is proven another way (a mailed sign-in code, Google), since whoever chose it
     * may not own the address (account pre-hijacking, docs/decisions/021). A reset through the mailed link
     * sets a proven one.
     */
    passwordUnproven: boolean('password_unproven').notNull().default(false),
    /** Bumped by a password change, a reset and "log out everywhere": tokens carrying an older value die. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Signup choices (spec §3): interested in mentoring (Saarthi), wants the job feed mail. */
    mentor: boolean('mentor').notNull().default(false),
    jobfeed: boolean('jobfeed').notNull().default(false),
    /** Where the account heard of the product, asked at signup (spec §3 referral sources); null when not said. */
    referralSource: text('referral_source'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the owner deleted the account: the row stays (applications keep pointing at it and employers
     * see "Deleted user") but every personal field is wiped and sign-in is impossible.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('users_referred_by_idx').on(t.referredById), index('users_created_idx').on(t.createdAt)],
);

/**
 * One row per kind of non-essential mail the user turned off (settings, or the signed one-click unsubscribe
 * link); no row means the kind is on, the default. The kinds are the contracts' MAIL_KINDS.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * What an application needs from a profile (`users/{id}/mandatoryfields`): the contact number lives on users;
 * the rest here. The full profile sections of spec §7.3 extend this table with their own issue.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentCity: text('current_city'),
  highestQualification: text('highest_qualification'),
  /** Upload key of the resume (a PDF through `s3/pre-signed`, purpose resume). */
  resumeKey: text('resume_key'),
  resumeFileName: text('resume_file_name'),
  /** Profile personal (spec §3). */
  currentAddress: text('current_address'),
  coverLetter: text('cover_letter'),
  currentState: text('current_state'),
  /** Six-digit Indian PIN code. */
  zipcode: text('zipcode'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender'),
  languagesKnown: jsonb('languages_known').$type<string[]>(),
  maritalStatus: text('marital_status'),
  otherDetails: text('other_details'),
  /** `{ linkedin?, github?, twitter?, portfolio?, ... }`: URLs only. */
  socialLinks: jsonb('social_links').$type<Record<string, string>>(),
  /** Upload key of the profile picture (public, purpose profile-picture). */
  profilePicKey: text('profile_pic_key'),
  /** Work summary: total experience in years (spec §3 experience values) and notice period. */
  experienceYears: real('experience_years'),
  noticePeriod: text('notice_period'),
  /** PAN (5 letters, 4 digits, 1 letter) and the upload key of its scan (private, purpose government-id). */
  panNumber: text('pan_number'),
  panScanKey: text('pan_scan_key'),
  /** Only the last four digits of Aadhaar are ever stored (docs/decisions); the scan is a private upload. */
  aadhaarLastFour: text('aadhaar_last_four'),
  govtIdKey: text('govt_id_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const ownerColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Institutions for the education section (`college`): a shipped list plus ones users add. */
export const colleges = pgTable(
  'colleges',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    /** Null for the shipped list; the account that added it otherwise. */
    addedByUid: integer('added_by_uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('colleges_name_unique').on(sql`lower(${t.name})`)],
);

/** Profile education, a list (spec §3 option lists). */
export const profileEducation = pgTable(
  'profile_education',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    level: text('level').notNull(),
    courseLevel: text('course_level'),
    degree: text('degree'),
    institution: text('institution').notNull(),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'set null' }),
    studyYear: text('study_year'),
    degreeLevel: text('degree_level'),
    gradeType: text('grade_type'),
    grade: real('grade'),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    ...timestamps(),
  },
  (t) => [index('profile_education_user_idx').on(t.userId)],
);

/** Profile work experience, a list. */
export const profileWork = pgTable(
  'profile_work',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    company: text('company').notNull(),
    title: text('title').notNull(),
    employmentType: text('employment_type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    currentJob: boolean('current_job').notNull().default(false),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [index('profile_work_user_idx').on(t.userId)],
);

/** Profile projects, a list. */
export const profileProjects = pgTable(
  'profile_projects',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [index('profile_projects_user_idx').on(t.userId)],
);

/** Profile skills: one row per skill, case-folded duplicates refused by the unique index. */
export const profileSkills = pgTable(
  'profile_skills',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_skills_user_name_unique').on(t.userId, sql`lower(${t.name})`)],
);

/** Section "other": patents (Patent Issued, Patent Pending), certifications and achievements (kind). */
export const profileOther = pgTable(
  'profile_other',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Issuer of a certification, patent office, or who gave an achievement. */
    issuer: text('issuer'),
    /** Patent number or credential id. */
    reference: text('reference'),
    /** Patent status (Patent Issued, Patent Pending); null for other kinds. */
    status: text('status'),
    date: date('date', { mode: 'string' }),
    url: text('url'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [index('profile_other_user_idx').on(t.userId)],
);

/**
 * The skill vocabulary behind `skills/?initialLetters`: the shipped skill dictionary (packages/contracts
 * matching/skills, synced at start with its aliases and category) plus skills named by posted jobs.
 */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Other spellings, lower case ("js", "javascript"): a prefix of any of them suggests the skill. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The dictionary's category; null for a skill only a job named. */
    category: text('category'),
  },
  (t) => [
    uniqueIndex('skills_name_unique').on(sql`lower(${t.name})`),
    index('skills_aliases_idx').using('gin', t.aliases),
  ],
);
