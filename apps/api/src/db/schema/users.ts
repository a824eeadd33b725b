import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_referred_by_idx').on(t.referredById)],
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
