import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_DEPTH } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';
import { build } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { type Caller, call, caller, expectStatus, insertComment, insertPost } from './blogs.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const MINUTE = 60_000;

const thread = async (blogId: number, who: Caller | null = null) => {
  const res = await call(t, who, 'GET', `/api/blogs/comments?blogId=${blogId}`);
  expectStatus(res, 200);
  return res.body.result.data as BlogComment[];
};

const comment = async (who: Caller, blogId: number, body: string, parentId?: number) => {
  const res = await call(t, who, 'POST', '/api/blogs/comments', { blogId, body, ...(parentId ? { parentId } : {}) });
  expectStatus(res, 201);
  return res.body.result as BlogComment;
};

const noticesOf = (uid: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiverUid, uid)));

describe('threaded comments', () => {
  it('reads top-level comments newest first, each followed by its replies oldest first', async () => {
    const post = await insertPost(t);
    const u = await caller(t);
    const at = (m: number) => new Date(Date.now() - 60 * MINUTE + m * MINUTE);
    const a = await insertComment(t, { blogId: post.id, authorUid: u.user.uid, body: 'A', createdAt: at(1) });
    await insertComment(t, { blogId: post.id, authorUid: u.user.uid, body: 'B', createdAt: at(2) });
    await insertComment(t, {
      blogId: post.id,
      parentId: a.id,
      depth: 1,
      authorUid: u.user.uid,
      body: 'A2',
      createdAt: at(5),
    });
    const a1 = await insertComment(t, {
      blogId: post.id,
      parentId: a.id,
      depth: 1,
      authorUid: u.user.uid,
      body: 'A1',
      createdAt: at(3),
    });
    await insertComment(t, {
      blogId: post.id,
      parentId: a1.id,
      depth: 2,
      authorUid: u.user.uid,
      body: 'A1x',
      createdAt: at(4),
    });
    expect((await thread(post.id)).map((c) => c.body)).toEqual(['B', 'A', 'A1', 'A1x', 'A2']);
  });

  it(`refuses a reply below depth ${COMMENT_MAX_DEPTH} with the too-deep message`, async () => {
    const post = await insertPost(t);
    const u = await caller(t);
    let parent = await comment(u, post.id, 'level 0');
    for (let d = 1; d <= COMMENT_MAX_DEPTH; d++) parent = await comment(u, post.id, `level ${d}`, parent.commentId);
    expect(parent.depth).toBe(COMMENT_MAX_DEPTH);
    const res = await call(t, u, 'POST', '/api/blogs/comments', {
      blogId: post.id,
      parentId: parent.commentId,
      body: 'deeper',
    });
    expectStatus(res, 400);
    expect(res.body.message).toBe(BlogMessages.commentTooDeep);
  });

  it('refuses a reply to a comment on another post, a blank comment and a visitor', async () => {
    const post = await insertPost(t);
    const other = await insertPost(t);
    const u = await caller(t);
    const there = await comment(u, other.id, 'elsewhere');
    expectStatus(
      await call(t, u, 'POST', '/api/blogs/comments', { blogId: post.id, parentId: there.commentId, body: 'x' }),
      400,
    );
    expectStatus(await call(t, u, 'POST', '/api/blogs/comments', { blogId: post.id, body: '   ' }), 400);
    expectStatus(await call(t, null, 'POST', '/api/blogs/comments', { blogId: post.id, body: 'hi' }), 401);
  });

  it('stores the words as plain text, trimmed', async () => {
    const post = await insertPost(t);
    const u = await caller(t);
    const c = await comment(u, post.id, '  <b>bold</b> <script>x</script>  ');
    expect(c.body).toBe('<b>bold</b> <script>x</script>');
  });

  it("tells the post's author of a comment and a comment's author of a reply, never themselves", async () => {
    const writer = await caller(t, { writer: true });
    const post = await insertPost(t, { authorUid: writer.user.uid });
    const reader = await caller(t, { fullName: 'Ishaan' });
    const top = await comment(reader, post.id, 'Great read');
    expect((await noticesOf(writer.user.uid)).map((n) => n.oneLiner)).toEqual([
      `Ishaan Menon commented on your post “${post.title}”`,
    ]);
    await comment(writer, post.id, 'Thank you', top.commentId);
    const toReader = await noticesOf(reader.user.uid);
    expect(toReader).toHaveLength(1);
    expect(toReader[0]?.link).toMatch(new RegExp(`^/blogs/${post.custUrl}#comment-\\d+$`));
    expect(await noticesOf(writer.user.uid)).toHaveLength(1);
  });

  it('lets only the author edit; the author or an admin delete, and a deleted comment with replies stays as deleted', async () => {
    const post = await insertPost(t);
    const u = await caller(t);
    const other = await caller(t);
    const admin = await caller(t, { role: 'admin' });
    const c = await comment(u, post.id, 'first words');
    expect((await thread(post.id, u))[0]).toMatchObject({ canEdit: true });
    expect((await thread(post.id, other))[0]).toMatchObject({ canEdit: false });
    const refused = await call(t, other, 'PUT', `/api/blogs/comments/${c.commentId}`, { body: 'mine now' });
    expectStatus(refused, 403);
    expect(refused.body.message).toBe(BlogMessages.commentNotYours);
    expectStatus(await call(t, other, 'DELETE', `/api/blogs/comments/${c.commentId}`), 403);
    const edited = await call(t, u, 'PUT', `/api/blogs/comments/${c.commentId}`, { body: 'better words' });
    expectStatus(edited, 200);
    expect(edited.body.result).toMatchObject({ body: 'better words' });
    expect(edited.body.result.editedAt).not.toBeNull();
    await comment(other, post.id, 'a reply', c.commentId);
    expectStatus(await call(t, admin, 'DELETE', `/api/blogs/comments/${c.commentId}`), 200);
    const after = await thread(post.id);
    expect(after.map((x) => [x.state, x.body, x.author])).toEqual([
      ['deleted', '', null],
      ['visible', 'a reply', expect.objectContaining({ uid: other.user.uid })],
    ]);
  });

  it('leaves out a removed or deleted comment that has no visible reply', async () => {
    const post = await insertPost(t);
    const u = await caller(t);
    const gone = await comment(u, post.id, 'gone');
    await call(t, u, 'DELETE', `/api/blogs/comments/${gone.commentId}`);
    await insertComment(t, { blogId: post.id, authorUid: u.user.uid, body: 'hidden one', status: 'hidden' });
    expect(await thread(post.id)).toEqual([]);
  });

  it('refuses the eleventh comment from one account within a minute with 429', async () => {
    const post = await insertPost(t);
    const u = await caller(t);
    for (let i = 0; i < 10; i++) await comment(u, post.id, `comment ${i}`);
    expectStatus(await call(t, u, 'POST', '/api/blogs/comments', { blogId: post.id, body: 'one more' }), 429);
    expectStatus(await call(t, await caller(t), 'POST', '/api/blogs/comments', { blogId: post.id, body: 'mine' }), 201);
  });
});
