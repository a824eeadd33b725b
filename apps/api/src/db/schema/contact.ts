import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    senderFullName: text('sender_full_name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    purposeToConnect: text('purpose_to_connect').notNull(),
    message: text('message').notNull(),
    contactUsSource: text('contact_us_source').notNull(),
    imageUrl: text('image_url'),
    visible: boolean('visible').notNull().default(false),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
