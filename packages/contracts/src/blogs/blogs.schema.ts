import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import {
  BLOG_BODY_MAX,
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SORTS,
  BLOG_STATES,
  BLOG_STATUSES,
  BLOG_SUMMARY_MAX,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  BLOGS_PAGE_MAX,
  BLOGS_PAGE_SIZE,
  COMMENT_MAX,
  CUST_URL_MAX,
  CUST_URL_PATTERN,
  MODERATION_ACTIONS,
  MODERATION_STATES,
  REACTION_KINDS,
  REACTORS_PAGE_SIZE,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from './blogs.constants.ts';
import { BlogMessages } from './blogs.messages.ts';

const iso = z.iso.datetime({ offset: true });
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

/* ------------------------------------------------------------------ reading */

export const BlogAuthorSchema = z.object({
  /** Null for a post whose author's account is gone (the name stays). */
  uid: z.number().int().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>;

/** Reactions of a post or a comment by kind (every kind present, 0 when none). */
export const ReactionCountsSchema = z.record(z.enum(REACTION_KINDS), z.number().int());
export type ReactionCounts = z.infer<typeof ReactionCountsSchema>;

export const BlogCardSchema = z.object({
  blogId: z.number().int(),
  custUrl: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string().nullable(),
  author: BlogAuthorSchema,
  tags: z.array(z.string()),
  readMinutes: z.number().int(),
  publishedAt: iso,
  reactionCount: z.number().int(),
  commentCount: z.number().int(),
  /** Views counted by stats/impressions (once per reader a day). */
  readCount: z.number().int(),
});
export type BlogCard = z.infer<typeof BlogCardSchema>;

/** GET blogs?custUrl: one public post (the same for everyone, so it can be rendered on the server and cached). */
export const BlogPostSchema = BlogCardSchema.extend({
  bodyHtml: z.string(),
  seoDescription: z.string(),
  shareCount: z.number().int(),
  updatedAt: iso,
  reactions: ReactionCountsSchema,
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogListQuerySchema = z.object({
  custUrl: blankIsUnset(z.string().trim().max(CUST_URL_MAX).optional()),
  q: blankIsUnset(z.string().trim().max(100, 'Search can be at most 100 characters').optional()),
  tag: blankIsUnset(z.string().trim().max(BLOG_TAG_MAX).optional()),
  authorId: blankIsUnset(idOf('authorId').optional()),
  sort: blankIsUnset(z.enum(BLOG_SORTS, { error: 'sort must be newest or mostread' }).default('newest')),
  limit: limitParam(BLOGS_PAGE_MAX, BLOGS_PAGE_SIZE),
  offset: offsetParam(100_000),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;
export const BlogListSchema = listOf(BlogCardSchema);

export const BlogTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type BlogTag = z.infer<typeof BlogTagSchema>;

/* ------------------------------------------------------------------ reactions */

/** The caller's view of a post's or a comment's reactions (signed in: which kinds they gave). */
export const ReactionStateSchema = z.object({
  counts: ReactionCountsSchema,
  total: z.number().int(),
  mine: z.array(z.enum(REACTION_KINDS)),
});
export type ReactionState = z.infer<typeof ReactionStateSchema>;

/** POST reactions. */
export const BlogReactionInputSchema = z.object({
  blogId: idOf('blogId'),
  kind: z.enum(REACTION_KINDS, { error: 'Choose a reaction' }),
});
/** POST comment/reactions. */
export const CommentReactionInputSchema = z.object({
  commentId: idOf('commentId'),
  kind: z.enum(REACTION_KINDS, { error: 'Choose a reaction' }),
});
/** PUT blogs/reactions/{id} and blogs/comment/reactions/{id}: give or take back one kind. */
export const ReactionToggleSchema = z.object({
  kind: z.enum(REACTION_KINDS, { error: 'Choose a reaction' }),
  reacted: z.boolean(),
});

/** Who reacted (GET reactions?blogId, GET comment/reactions?commentId). */
export const ReactorSchema = z.object({
  user: BlogAuthorSchema,
  kind: z.enum(REACTION_KINDS),
  reactedAt: iso,
});
export type Reactor = z.infer<typeof ReactorSchema>;
export const ReactorsQuerySchema = z.object({
  blogId: blankIsUnset(idOf('blogId').optional()),
  commentId: blankIsUnset(idOf('commentId').optional()),
  kind: blankIsUnset(z.enum(REACTION_KINDS).optional()),
  limit: limitParam(100, REACTORS_PAGE_SIZE),
  offset: offsetParam(100_000),
});
export const ReactorListSchema = listOf(ReactorSchema);

/* ------------------------------------------------------------------ comments */

export const COMMENT_STATES = ['visible', 'removed', 'deleted'] as const;

/**
 * A comment in its thread. GET blogs/comments?blogId answers the whole thread flat, in reading order:
 * top-level comments newest first, each followed by its replies oldest first (depth-first). A removed
 * (hidden by moderation) or deleted comment keeps its place with an empty body while it has replies.
 */
export const BlogCommentSchema = z.object({
  commentId: z.number().int(),
  blogId: z.number().int(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  author: BlogAuthorSchema.nullable(),
  body: z.string(),
  state: z.enum(COMMENT_STATES),
  createdAt: iso,
  editedAt: iso.nullable(),
  reactions: ReactionCountsSchema,
  /** The caller's reactions (empty signed out). */
  mine: z.array(z.enum(REACTION_KINDS)),
  /** Whether the caller may edit or delete it. */
  canEdit: z.boolean(),
});
export type BlogComment = z.infer<typeof BlogCommentSchema>;
export const BlogCommentsQuerySchema = z.object({ blogId: idOf('blogId') });
export const BlogCommentListSchema = listOf(BlogCommentSchema);

const commentBody = z
  .string({ error: BlogMessages.commentEmpty })
  .trim()
  .min(1, BlogMessages.commentEmpty)
  .max(COMMENT_MAX, BlogMessages.commentTooLong);
export const BlogCommentInputSchema = z.object({
  blogId: idOf('blogId'),
  parentId: idOf('parentId').nullable().optional(),
  body: commentBody,
});
export const BlogCommentEditSchema = z.object({ body: commentBody });

/* ------------------------------------------------------------------ sharing, reporting */

export const ShareCountSchema = z.object({ shareCount: z.number().int() });

export const ReportAbuseInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' }),
  targetId: idOf('targetId'),
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters`)
    .optional(),
});
export type ReportAbuseInput = z.infer<typeof ReportAbuseInputSchema>;
export const ReportAbuseResultSchema = z.object({ alreadyReported: z.boolean() });

/* ------------------------------------------------------------------ moderation (admins) */

export const ModerationCaseSchema = z.object({
  caseId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  state: z.enum(MODERATION_STATES),
  /** Distinct accounts that reported it. */
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The latest reporters' details, newest first (at most 5). */
  details: z.array(z.string()),
  firstReportedAt: iso,
  lastReportedAt: iso,
  target: z.object({
    /** The post's title (for a comment: the post it is on). */
    title: z.string(),
    /** The post's summary, or the comment's text. */
    excerpt: z.string(),
    authorName: z.string(),
    /** Where it is read: /blogs/{custUrl} or /blogs/{custUrl}#comment-{id}. */
    path: z.string(),
    hidden: z.boolean(),
  }),
  resolvedAt: iso.nullable(),
  resolvedByName: z.string().nullable(),
  note: z.string().nullable(),
});
export type ModerationCase = z.infer<typeof ModerationCaseSchema>;
export const ModerationQuerySchema = z.object({
  state: blankIsUnset(z.enum(MODERATION_STATES).default('open')),
  targetType: blankIsUnset(z.enum(REPORT_TARGET_TYPES).optional()),
  limit: limitParam(100, 20),
  offset: offsetParam(100_000),
});
export const ModerationCaseListSchema = listOf(ModerationCaseSchema);
export const ModerationActionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'Choose hide, restore or dismiss' }),
  note: z.string().trim().max(500, 'The note can be at most 500 characters').optional(),
});

/* ------------------------------------------------------------------ writing (writers and admins) */

export const BlogInputSchema = z
  .object({
    title: text('Title', BLOG_TITLE_MAX),
    /** Worked out from the title when left out. */
    custUrl: blankIsUnset(
      z.string().trim().toLowerCase().max(CUST_URL_MAX).regex(CUST_URL_PATTERN, BlogMessages.custUrlFormat).optional(),
    ),
    summary: text('Summary', BLOG_SUMMARY_MAX),
    bodyHtml: text('The post', BLOG_BODY_MAX),
    coverImageUrl: z.string().trim().max(2000).nullable().optional(),
    tags: z
      .array(z.string().trim().min(1).max(BLOG_TAG_MAX, `A tag can be at most ${BLOG_TAG_MAX} characters`))
      .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`)
      .default([]),
    seoDescription: z
      .string()
      .trim()
      .max(BLOG_SEO_DESCRIPTION_MAX, `The SEO description can be at most ${BLOG_SEO_DESCRIPTION_MAX} characters`)
      .optional(),
    status: z.enum(BLOG_STATUSES),
    /** Published posts only: a future time schedules it; left out means now. */
    publishedAt: iso.nullable().optional(),
  })
  .strict();
export type BlogInput = z.infer<typeof BlogInputSchema>;

export const BlogEditableSchema = z.object({
  blogId: z.number().int(),
  custUrl: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  seoDescription: z.string().nullable(),
  status: z.enum(BLOG_STATUSES),
  state: z.enum(BLOG_STATES),
  publishedAt: iso.nullable(),
  readMinutes: z.number().int(),
  author: BlogAuthorSchema,
  createdAt: iso,
  updatedAt: iso,
});
export type BlogEditable = z.infer<typeof BlogEditableSchema>;

export const BlogManageRowSchema = z.object({
  blogId: z.number().int(),
  custUrl: z.string(),
  title: z.string(),
  state: z.enum(BLOG_STATES),
  publishedAt: iso.nullable(),
  updatedAt: iso,
  authorName: z.string(),
  reactionCount: z.number().int(),
  commentCount: z.number().int(),
  readCount: z.number().int(),
});
export type BlogManageRow = z.infer<typeof BlogManageRowSchema>;
export const BlogManageQuerySchema = z.object({
  /** mine: the caller's posts; all: every post (admins). */
  scope: blankIsUnset(z.enum(['mine', 'all']).default('mine')),
  state: blankIsUnset(z.enum(BLOG_STATES).optional()),
  q: blankIsUnset(z.string().trim().max(100).optional()),
  limit: limitParam(100, 20),
  offset: offsetParam(100_000),
});
export const BlogManageListSchema = listOf(BlogManageRowSchema);

export const BlogWriterSchema = z.object({
  uid: z.number().int(),
  name: z.string(),
  email: z.string(),
  grantedAt: iso,
  postCount: z.number().int(),
});
export type BlogWriter = z.infer<typeof BlogWriterSchema>;
export const BlogWriterInputSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().email('Please enter a valid email address'),
});
export const CanWriteSchema = z.object({ canWrite: z.boolean() });

/** DELETE blogs/{id}: the post that was removed with its comments, reactions and reports. */
export const BlogDeletedSchema = z.object({ blogId: z.number().int() });
/** DELETE blogs/writers/{uid}. */
export const BlogWriterRemovedSchema = z.object({ uid: z.number().int() });
export const BlogIdParamsSchema = z.object({ id: idOf('id') });
export const BlogWriterParamsSchema = z.object({ uid: idOf('uid') });
