import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'login_otp'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/**
 * One-time codes: email verification links, password reset links and sign-in codes. Only a hash of the
 * code is stored (docs/decisions/009); a code is single use (`used_at`) and dies at `expires_at`.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Wrong guesses so far (sign-in codes allow five). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_hash_idx').on(t.tokenHash), index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
