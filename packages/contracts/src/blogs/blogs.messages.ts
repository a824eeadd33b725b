import { COMMENT_MAX, COMMENT_MAX_DEPTH } from './blogs.constants.ts';

/** Blogs' words, used by the API and the pages alike. */
export const BlogMessages = {
  notFound: 'This post is not available. It may have been removed or its address changed.',
  notWriter: 'Only approved writers and admins can write posts.',
  notAuthor: 'Only the author of this post or an admin can change it.',
  custUrlTaken: 'This address is taken by another post. Please choose another.',
  custUrlFormat: 'Use lower-case letters, numbers and single hyphens, for example my-first-internship.',
  scheduleNeedsTime: 'Choose when the post should be published.',
  commentEmpty: 'Please write a comment.',
  commentTooLong: `A comment can be at most ${COMMENT_MAX} characters.`,
  commentTooDeep: `Replies can nest ${COMMENT_MAX_DEPTH + 1} levels deep. Please reply to the comment above instead.`,
  commentNotFound: 'This comment is not available.',
  commentNotYours: 'You can only edit or delete your own comments.',
  commentsClosed: 'Comments are closed on this post.',
  commentPosted: 'Comment posted',
  reported: 'Thank you. Our team will review this report.',
  alreadyReported: 'You have already reported this. Our team will review it.',
  cannotReportOwn: 'You cannot report your own post or comment.',
  caseNotFound: 'This report is not in the queue any more.',
  writerAdded: 'Writer added',
  writerNotFound: 'No account uses this email address.',
  published: 'Post published',
  scheduled: 'Post scheduled',
  savedDraft: 'Draft saved',
} as const;
