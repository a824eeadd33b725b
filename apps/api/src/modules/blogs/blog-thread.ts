/** What threading needs of a comment. */
export interface ThreadNode {
  commentId: number;
  parentId: number | null;
  createdAt: Date;
  /** Readers see it (not hidden by moderation, not deleted by its author). */
  visible: boolean;
}

const byTime = (a: ThreadNode, b: ThreadNode) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.commentId - b.commentId;

/**
 * A post's comments in reading order: top-level comments newest first, each followed depth-first by its
 * replies oldest first. A removed or deleted comment keeps its place only while a visible comment hangs
 * below it (so a conversation keeps its shape); otherwise it is left out.
 */
export const threadOrder = <T extends ThreadNode>(comments: readonly T[]): T[] => {
  const children = new Map<number | null, T[]>();
  for (const c of comments) {
    const siblings = children.get(c.parentId) ?? [];
    siblings.push(c);
    children.set(c.parentId, siblings);
  }
  const keep = new Map<number, boolean>();
  const kept = (c: T): boolean => {
    const known = keep.get(c.commentId);
    if (known !== undefined) return known;
    // Evaluate every child so each one's answer is known for the walk below.
    const anyChild = (children.get(c.commentId) ?? []).map(kept).some(Boolean);
    const answer = c.visible || anyChild;
    keep.set(c.commentId, answer);
    return answer;
  };
  const out: T[] = [];
  const walk = (c: T) => {
    if (!kept(c)) return;
    out.push(c);
    for (const child of [...(children.get(c.commentId) ?? [])].sort(byTime)) walk(child);
  };
  for (const top of [...(children.get(null) ?? [])].sort((a, b) => byTime(b, a))) walk(top);
  return out;
};
