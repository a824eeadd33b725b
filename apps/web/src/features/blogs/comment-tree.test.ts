import { describe, expect, it } from 'vitest';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';
import { buildCommentTree, canReplyTo, visibleCount } from './comment-tree';
import { commentOf } from './testing/blog-fixtures';

const ids = (nodes: ReturnType<typeof buildCommentTree>): unknown[] =>
  nodes.map((n) => (n.replies.length ? [n.comment.commentId, ids(n.replies)] : n.comment.commentId));

describe('buildCommentTree', () => {
  it('nests replies under their parents and keeps the order the API gave', () => {
    const list: BlogComment[] = [
      commentOf({ commentId: 9, parentId: null, depth: 0 }),
      commentOf({ commentId: 10, parentId: 9, depth: 1 }),
      commentOf({ commentId: 12, parentId: 10, depth: 2 }),
      commentOf({ commentId: 11, parentId: 9, depth: 1 }),
      commentOf({ commentId: 3, parentId: null, depth: 0 }),
    ];
    expect(ids(buildCommentTree(list))).toEqual([[9, [[10, [12]], 11]], 3]);
  });

  it('offers replies only above the deepest level and never on removed or deleted comments', () => {
    const tree = buildCommentTree([
      commentOf({ commentId: 1, parentId: null, depth: 0 }),
      commentOf({ commentId: 2, parentId: 1, depth: 1 }),
      commentOf({ commentId: 3, parentId: 2, depth: 2 }),
      commentOf({ commentId: 4, parentId: null, depth: 0, state: 'removed', body: '' }),
      commentOf({ commentId: 5, parentId: 4, depth: 1 }),
    ]);
    const [one, four] = tree;
    const two = one!.replies[0]!;
    const three = two.replies[0]!;
    expect([canReplyTo(one!), canReplyTo(two), canReplyTo(three)]).toEqual([true, true, false]);
    expect(three.depth).toBe(2);
    expect(canReplyTo(four!)).toBe(false);
    expect(canReplyTo(four!.replies[0]!)).toBe(true);
  });

  it('shows a reply whose parent is missing at the top level instead of dropping it', () => {
    const tree = buildCommentTree([commentOf({ commentId: 7, parentId: 99, depth: 1 })]);
    expect(tree.map((n) => [n.comment.commentId, n.depth])).toEqual([[7, 0]]);
  });

  it('counts only visible comments', () => {
    expect(
      visibleCount([
        commentOf({ commentId: 1 }),
        commentOf({ commentId: 2, state: 'deleted', body: '' }),
        commentOf({ commentId: 3, state: 'removed', body: '' }),
      ]),
    ).toBe(1);
  });
});
