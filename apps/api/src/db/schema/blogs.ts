import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Posts (spec §7.5, issue 14). A post is public when it is published, its time has come (a future
 * `published_at` is a scheduled post) and moderation has not hidden it.
 * status: draft | published. Moderation: hidden_at set while an admin keeps it hidden.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    custUrl: text('cust_url').notNull().unique(),
    title: text('title').notNull(),
    /** The excerpt on cards. */
    summary: text('summary').notNull(),
    /** Sanitised on write (lib/sanitize-html.ts, the article allow-list); rendered from this copy only. */
    bodyHtml: text('body_html').notNull(),
    /** The author's name as shown (kept when the account is deleted). */
    authorName: text('author_name').notNull(),
    authorUid: integer('author_uid').references(() => users.id, { onDelete: 'set null' }),
    coverImageUrl: text('cover_image_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    readMinutes: integer('read_minutes').notNull().default(4),
    status: text('status').notNull().default('published'),
    /** When it is (or will be) public; null for a draft never scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The meta description and link-preview text; the summary when empty. */
    seoDescription: text('seo_description'),
    shareCount: integer('share_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blogs_published_idx').on(t.publishedAt),
    index('blogs_author_idx').on(t.authorUid),
    index('blogs_tags_idx').using('gin', t.tags),
  ],
);

/** Accounts an admin approved to write posts (admins always may). */
export const blogWriters = pgTable('blog_writers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedByUid: integer('granted_by_uid').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per reader, post and kind: a reaction counts once however often it is sent. */
export const blogReactions = pgTable(
  'blog_reactions',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId, t.kind] }), index('blog_reactions_user_idx').on(t.userId)],
);

/**
 * Threaded comments: parent_id null for a top-level comment, depth 0.. (capped in contracts). status:
 * visible | hidden (moderation: shown as removed in its thread) | deleted (by its author: shown as deleted
 * while it has replies).
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull().default(0),
    authorUid: integer('author_uid').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text (rendered as text, never as HTML). */
    body: text('body').notNull(),
    status: text('status').notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('blog_comments_blog_idx').on(t.blogId, t.createdAt), index('blog_comments_parent_idx').on(t.parentId)],
);

export const blogCommentReactions = pgTable(
  'blog_comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => blogComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId, t.kind] })],
);

/**
 * What admins review (reportabuse): one case per reported item (target_type blog | comment). state: open |
 * hidden (the item is hidden) | dismissed (the reports were not upheld) | restored (hidden, then shown again).
 * report_count counts distinct reporters.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    state: text('state').notNull().default('open'),
    reportCount: integer('report_count').notNull().default(0),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedByUid: integer('resolved_by_uid').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('moderation_cases_target_unique').on(t.targetType, t.targetId),
    index('moderation_cases_state_idx').on(t.state, t.lastReportedAt),
  ],
);

/** One report per account and item: a second report by the same account is counted once. */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reporterUid: integer('reporter_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('abuse_reports_once_unique').on(t.targetType, t.targetId, t.reporterUid)],
);
