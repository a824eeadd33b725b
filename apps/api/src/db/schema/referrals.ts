import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Friends a referrer hid from their own list (DELETE referrals/{id}). Who referred whom is users.referred_by_id;
 * this row is only the referrer's view of it: the referral still counts, and PUT with hidden=false shows the
 * friend again. One row per friend at most (a friend has one referrer); referrerId is kept so a row never
 * hides a friend from anyone else.
 */
export const referralHides = pgTable(
  'referral_hides',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_hides_referrer_idx').on(t.referrerId)],
);
