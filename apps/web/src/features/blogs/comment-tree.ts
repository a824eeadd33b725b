import { COMMENT_MAX_DEPTH } from '@elevate/contracts/blogs/blogs.constants';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';

export interface CommentNode {
  comment: BlogComment;
  /** The depth it is drawn at (0 for a comment on the post), capped at COMMENT_MAX_DEPTH. */
  depth: number;
  replies: CommentNode[];
}

/**
 * The thread as a tree, from the API's flat list in reading order. Order is kept as it came (top-level newest
 * first, replies oldest first); a reply whose parent is missing from the list is shown at the top level rather
 * than lost, and nothing is drawn deeper than COMMENT_MAX_DEPTH.
 */
export const buildCommentTree = (comments: readonly BlogComment[]): CommentNode[] => {
  const nodes = new Map<number, CommentNode>();
  const roots: CommentNode[] = [];
  for (const comment of comments) nodes.set(comment.commentId, { comment, depth: 0, replies: [] });
  for (const comment of comments) {
    const node = nodes.get(comment.commentId)!;
    const parent = comment.parentId === null ? undefined : nodes.get(comment.parentId);
    if (parent && parent !== node) {
      node.depth = Math.min(parent.depth + 1, COMMENT_MAX_DEPTH);
      parent.replies.push(node);
    } else roots.push(node);
  }
  // Depths are set parent first because the list is depth-first; fix any reply listed before its parent.
  const setDepth = (list: CommentNode[], depth: number) => {
    for (const n of list) {
      n.depth = Math.min(depth, COMMENT_MAX_DEPTH);
      setDepth(n.replies, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
};

/** Whether a comment may get replies: visible, and not already at the deepest level. */
export const canReplyTo = (node: CommentNode) => node.comment.state === 'visible' && node.depth < COMMENT_MAX_DEPTH;

/** Visible comments in the thread (what the heading counts). */
export const visibleCount = (comments: readonly BlogComment[]) => comments.filter((c) => c.state === 'visible').length;
