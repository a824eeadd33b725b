import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  custUrl: text('cust_url').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  bodyHtml: text('body_html').notNull(),
  authorName: text('author_name').notNull(),
  coverImageUrl: text('cover_image_url'),
  tags: text('tags').notNull().default(''),
  readMinutes: integer('read_minutes').notNull().default(4),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
