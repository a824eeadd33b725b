/** Blogs (spec §7.5, issue 14; docs/decisions/033). */

/** Reactions a reader can give a post or a comment, each once. Labels and emoji for the buttons. */
export const REACTION_KINDS = ['like', 'celebrate', 'insightful', 'love', 'curious'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS: Record<ReactionKind, { label: string; emoji: string }> = {
  like: { label: 'Like', emoji: '👍' },
  celebrate: { label: 'Celebrate', emoji: '👏' },
  insightful: { label: 'Insightful', emoji: '💡' },
  love: { label: 'Love', emoji: '❤️' },
  curious: { label: 'Curious', emoji: '🤔' },
};

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
/** What a writer sees for a post: draft, scheduled (published with a future time), published, hidden by moderation. */
export const BLOG_STATES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type BlogState = (typeof BLOG_STATES)[number];

export const BLOG_SORTS = ['newest', 'mostread'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const BLOGS_PAGE_SIZE = 9;
export const BLOGS_PAGE_MAX = 48;
export const BLOG_TITLE_MAX = 150;
export const BLOG_SUMMARY_MAX = 300;
export const BLOG_SEO_DESCRIPTION_MAX = 160;
export const BLOG_BODY_MAX = 100_000;
export const BLOG_TAGS_MAX = 6;
export const BLOG_TAG_MAX = 30;
/** custUrl: lower-case words joined by hyphens. */
export const CUST_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CUST_URL_MAX = 120;
/** Reading speed for the reading time. */
export const WORDS_PER_MINUTE = 200;

/** Comments: depth 0 is a comment on the post; replies nest to depth 2 (three levels), deeper replies are refused. */
export const COMMENT_MAX_DEPTH = 2;
export const COMMENT_MAX = 2000;
/** Comments on one post in one answer (the thread is read whole, oldest first within each level). */
export const COMMENTS_PAGE_MAX = 500;

export const REPORT_TARGET_TYPES = ['blog', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'sexual', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  misinformation: 'False or misleading',
  sexual: 'Sexual content',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX = 500;

export const MODERATION_STATES = ['open', 'hidden', 'dismissed', 'restored'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Who reacted, per page. */
export const REACTORS_PAGE_SIZE = 20;
