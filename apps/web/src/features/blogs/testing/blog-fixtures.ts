import { REACTION_KINDS, type ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import type {
  BlogCard,
  BlogComment,
  BlogEditable,
  BlogPost,
  ModerationCase,
  ReactionState,
} from '@elevate/contracts/blogs/blogs.schema';

export const zeroCounts = () => Object.fromEntries(REACTION_KINDS.map((k) => [k, 0])) as Record<ReactionKind, number>;

export const cardOf = (over: Partial<BlogCard> = {}): BlogCard => ({
  blogId: 1,
  custUrl: 'my-first-internship',
  title: 'My first internship at a Pune startup',
  summary: 'What I learnt in three months of shipping features with a small team.',
  coverImageUrl: '/uploads/blog-image-cover.png',
  author: { uid: 21, name: 'Ananya Iyer', avatarUrl: null },
  tags: ['internships', 'careers'],
  readMinutes: 4,
  publishedAt: '2026-11-02T04:30:00.000Z',
  reactionCount: 12,
  commentCount: 3,
  readCount: 140,
  ...over,
});

export const postOf = (over: Partial<BlogPost> = {}): BlogPost => ({
  ...cardOf(),
  bodyHtml: '<h2>Getting in</h2><p>I applied through Elevate.</p><blockquote><p>Ship small.</p></blockquote>',
  seoDescription: 'Three months at a Pune startup: getting in, shipping, and what I would do again.',
  shareCount: 5,
  updatedAt: '2026-11-03T04:30:00.000Z',
  reactions: { ...zeroCounts(), like: 8, insightful: 4 },
  ...over,
});

export const reactionStateOf = (over: Partial<ReactionState> = {}): ReactionState => ({
  counts: { ...zeroCounts(), like: 8, insightful: 4 },
  total: 12,
  mine: [],
  ...over,
});

export const commentOf = (over: Partial<BlogComment> = {}): BlogComment => ({
  commentId: 1,
  blogId: 1,
  parentId: null,
  depth: 0,
  author: { uid: 30, name: 'Rohan Mehta', avatarUrl: null },
  body: 'Thanks for writing this!',
  state: 'visible',
  createdAt: '2026-11-04T06:00:00.000Z',
  editedAt: null,
  reactions: zeroCounts(),
  mine: [],
  canEdit: false,
  ...over,
});

export const editableOf = (over: Partial<BlogEditable> = {}): BlogEditable => ({
  blogId: 5,
  custUrl: 'campus-to-career',
  title: 'Campus to career',
  summary: 'Five things I wish I knew before my first job.',
  bodyHtml: '<p>Start early.</p>',
  coverImageUrl: null,
  tags: ['careers'],
  seoDescription: null,
  status: 'draft',
  state: 'draft',
  publishedAt: null,
  readMinutes: 1,
  author: { uid: 21, name: 'Ananya Iyer', avatarUrl: null },
  createdAt: '2026-11-01T04:30:00.000Z',
  updatedAt: '2026-11-01T04:30:00.000Z',
  ...over,
});

export const caseOf = (over: Partial<ModerationCase> = {}): ModerationCase => ({
  caseId: 3,
  targetType: 'comment',
  targetId: 44,
  state: 'open',
  reportCount: 2,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'harassment', count: 1 },
  ],
  details: ['Posting the same link everywhere'],
  firstReportedAt: '2026-11-05T04:30:00.000Z',
  lastReportedAt: '2026-11-06T04:30:00.000Z',
  target: {
    title: 'My first internship at a Pune startup',
    excerpt: 'Buy followers cheap at example.com',
    authorName: 'Spam Account',
    path: '/blogs/my-first-internship#comment-44',
    hidden: false,
  },
  resolvedAt: null,
  resolvedByName: null,
  note: null,
  ...over,
});
