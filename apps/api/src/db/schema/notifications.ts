import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** In-app notifications (spec §3): purposes GENERAL, HACKATHON, RECRUIT, DRILL. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    receiverUid: integer('receiver_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderUid: integer('sender_uid').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull().default('GENERAL'),
    oneLiner: text('one_liner').notNull(),
    message: text('message').notNull().default(''),
    /** Where the notification leads inside the app (a path such as /my-jobs), if anywhere. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_receiver_created_idx').on(t.receiverUid, t.createdAt),
    index('notifications_receiver_unread_idx').on(t.receiverUid, t.read),
  ],
);
