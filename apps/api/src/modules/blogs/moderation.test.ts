import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogComment, ModerationCase } from '@elevate/contracts/blogs/blogs.schema';
import { build } from '../../../test/helper.ts';
import { blogs, moderationCases } from '../../db/schema/blogs.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { type Caller, call, caller, expectStatus, insertComment, insertPost } from './blogs.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const report = (who: Caller, targetType: 'blog' | 'comment', targetId: number, reason = 'spam', details?: string) =>
  call(t, who, 'POST', '/api/reportabuse', { targetType, targetId, reason, ...(details ? { details } : {}) });

const caseOf = async (targetType: string, targetId: number) => {
  const rows = await t.database.db.select().from(moderationCases).where(eq(moderationCases.targetId, targetId));
  const row = rows.find((r) => r.targetType === targetType);
  if (!row) throw new Error('no case');
  return row;
};

const act = (who: Caller, caseId: number, action: string, note?: string) =>
  call(t, who, 'PUT', `/api/moderation/cases/${caseId}`, { action, ...(note ? { note } : {}) });

const thread = async (blogId: number) =>
  (await call(t, null, 'GET', `/api/blogs/comments?blogId=${blogId}`)).body.result.data as BlogComment[];

describe('reports and moderation', () => {
  it('counts repeated reports by one account once and distinct reporters apart', async () => {
    const post = await insertPost(t);
    const a = await caller(t);
    const b = await caller(t);
    const first = await report(a, 'blog', post.id, 'spam', 'Selling courses');
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ result: { alreadyReported: false }, message: BlogMessages.reported });
    const again = await report(a, 'blog', post.id, 'hate');
    expect(again.body).toMatchObject({ result: { alreadyReported: true }, message: BlogMessages.alreadyReported });
    expect((await caseOf('blog', post.id)).reportCount).toBe(1);
    await report(b, 'blog', post.id, 'spam');
    expect((await caseOf('blog', post.id)).reportCount).toBe(2);
  });

  it('refuses reporting one’s own post or comment, and visitors', async () => {
    const writer = await caller(t, { writer: true });
    const post = await insertPost(t, { authorUid: writer.user.uid });
    const own = await report(writer, 'blog', post.id);
    expectStatus(own, 400);
    expect(own.body.message).toBe(BlogMessages.cannotReportOwn);
    const c = await insertComment(t, { blogId: post.id, authorUid: writer.user.uid, body: 'mine' });
    expectStatus(await report(writer, 'comment', c.id), 400);
    expectStatus(
      await call(t, null, 'POST', '/api/reportabuse', { targetType: 'blog', targetId: post.id, reason: 'spam' }),
      401,
    );
  });

  it('hides a comment (shown as removed in its thread), restores it, and refuses invalid moves', async () => {
    const post = await insertPost(t);
    const author = await caller(t);
    const reader = await caller(t);
    const admin = await caller(t, { role: 'admin' });
    const c = await insertComment(t, { blogId: post.id, authorUid: author.user.uid, body: 'rude words' });
    await insertComment(t, { blogId: post.id, parentId: c.id, depth: 1, authorUid: reader.user.uid, body: 'reply' });
    await report(reader, 'comment', c.id, 'harassment', 'Insults');
    const kase = await caseOf('comment', c.id);
    const listed = await call(t, admin, 'GET', '/api/moderation/cases?targetType=comment');
    const got = (listed.body.result.data as ModerationCase[]).find((x) => x.caseId === kase.id);
    expect(got).toMatchObject({
      state: 'open',
      reportCount: 1,
      reasons: [{ reason: 'harassment', count: 1 }],
      details: ['Insults'],
      target: {
        excerpt: 'rude words',
        title: post.title,
        path: `/blogs/${post.custUrl}#comment-${c.id}`,
        hidden: false,
      },
    });
    const hidden = await act(admin, kase.id, 'hide', 'Abusive');
    expectStatus(hidden, 200);
    expect(hidden.body.result).toMatchObject({ state: 'hidden', note: 'Abusive', resolvedByName: 'Kavya Menon' });
    expect((await thread(post.id)).map((x) => [x.state, x.body])).toEqual([
      ['removed', ''],
      ['visible', 'reply'],
    ]);
    const twice = await act(admin, kase.id, 'hide');
    expectStatus(twice, 409);
    expect(twice.body.message).toBe(BlogMessages.caseAlreadyHidden);
    expectStatus(await act(admin, kase.id, 'dismiss'), 409);
    expectStatus(await act(admin, kase.id, 'restore'), 200);
    expect((await thread(post.id))[0]).toMatchObject({ state: 'visible', body: 'rude words' });
    expect((await caseOf('comment', c.id)).state).toBe('restored');
  });

  it('hides a post (404 to readers) and dismisses an open case without touching the post', async () => {
    const post = await insertPost(t);
    const other = await insertPost(t);
    const reader = await caller(t);
    const admin = await caller(t, { role: 'admin' });
    await report(reader, 'blog', post.id);
    await report(reader, 'blog', other.id);
    expectStatus(await act(admin, (await caseOf('blog', post.id)).id, 'hide'), 200);
    expectStatus(await call(t, null, 'GET', `/api/blogs?custUrl=${post.custUrl}`), 404);
    const dismissed = await act(admin, (await caseOf('blog', other.id)).id, 'dismiss');
    expect(dismissed.body.result).toMatchObject({ state: 'dismissed', target: { hidden: false } });
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, other.id));
    expect(row?.hiddenAt).toBeNull();
    expectStatus(await act(admin, (await caseOf('blog', other.id)).id, 'restore'), 409);
  });

  it('reopens a dismissed case when a new account reports it, but not for the same reporter again', async () => {
    const post = await insertPost(t);
    const a = await caller(t);
    const b = await caller(t);
    const admin = await caller(t, { role: 'admin' });
    await report(a, 'blog', post.id);
    const id = (await caseOf('blog', post.id)).id;
    await act(admin, id, 'dismiss');
    await report(a, 'blog', post.id);
    expect((await caseOf('blog', post.id)).state).toBe('dismissed');
    await report(b, 'blog', post.id);
    expect(await caseOf('blog', post.id)).toMatchObject({ state: 'open', reportCount: 2 });
  });

  it('lets only admins read the queue and act', async () => {
    const post = await insertPost(t);
    const reader = await caller(t);
    await report(reader, 'blog', post.id);
    const id = (await caseOf('blog', post.id)).id;
    expectStatus(await call(t, reader, 'GET', '/api/moderation/cases'), 403);
    expectStatus(await call(t, null, 'GET', '/api/moderation/cases'), 401);
    expectStatus(await act(reader, id, 'hide'), 403);
    const admin = await caller(t, { role: 'admin' });
    expectStatus(await act(admin, 999_999, 'hide'), 404);
    expectStatus(await call(t, admin, 'GET', '/api/moderation/cases?state=closed'), 400);
  });
});
