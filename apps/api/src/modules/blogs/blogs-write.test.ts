import { describe, expect, it } from 'vitest';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogEditable, BlogManageRow, BlogWriter } from '@elevate/contracts/blogs/blogs.schema';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { type Caller, call, caller, expectStatus } from './blogs.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const HOUR = 60 * 60 * 1000;

let seq = 0;
const form = (o: Record<string, unknown> = {}) => ({
  title: `Placement season diary ${++seq}`,
  summary: 'What I learnt in my first placement season',
  bodyHtml: '<p>Start early.</p>',
  tags: ['placements'],
  status: 'published',
  ...o,
});

const create = async (who: Caller, o: Record<string, unknown> = {}) => {
  const res = await call(t, who, 'POST', '/api/blogs', form(o));
  expectStatus(res, 201);
  return res.body.result as BlogEditable;
};

const XSS =
  '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a>' +
  '<img src="x" onerror="alert(1)"></p>';

describe('writing posts', () => {
  it('sanitises the body on create and on update: no script, handler or javascript: link survives', async () => {
    const writer = await caller(t, { writer: true });
    const post = await create(writer, { bodyHtml: XSS });
    expect(post.bodyHtml).toBe('<p>Hi <a>link</a></p>');
    const res = await call(t, writer, 'PUT', `/api/blogs/${post.blogId}`, form({ bodyHtml: `<h2>New</h2>${XSS}` }));
    expectStatus(res, 200);
    const saved = res.body.result as BlogEditable;
    expect(saved.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(saved.bodyHtml.startsWith('<h2>New</h2>')).toBe(true);
    const onlyScript = await call(t, writer, 'POST', '/api/blogs', form({ bodyHtml: '<script>x</script>' }));
    expectStatus(onlyScript, 400);
  });

  it('makes the address from the title, adds -2 for a repeat, and refuses a taken explicit one on its field', async () => {
    const writer = await caller(t, { writer: true });
    const one = await create(writer, { title: 'My First Internship!' });
    const two = await create(writer, { title: 'My first internship' });
    expect(one.custUrl).toBe('my-first-internship');
    expect(two.custUrl).toBe('my-first-internship-2');
    const taken = await call(t, writer, 'POST', '/api/blogs', form({ custUrl: one.custUrl }));
    expectStatus(taken, 400);
    expect(JSON.stringify(taken.body)).toContain(BlogMessages.custUrlTaken);
    expectStatus(await call(t, writer, 'POST', '/api/blogs', form({ custUrl: 'Bad Url!' })), 400);
  });

  it('publishes now without a time, schedules with a future one, and keeps a draft private', async () => {
    const writer = await caller(t, { writer: true });
    const now = await create(writer);
    expect(now.state).toBe('published');
    expect(now.publishedAt).not.toBeNull();
    expect(now.author.uid).toBe(writer.user.uid);
    expect(now.readMinutes).toBe(1);
    const later = await create(writer, { publishedAt: new Date(Date.now() + HOUR).toISOString() });
    expect(later.state).toBe('scheduled');
    expectStatus(await call(t, null, 'GET', `/api/blogs?custUrl=${later.custUrl}`), 404);
    const draft = await create(writer, { status: 'draft' });
    expect(draft.state).toBe('draft');
    expectStatus(await call(t, null, 'GET', `/api/blogs?custUrl=${draft.custUrl}`), 404);
    expectStatus(await call(t, null, 'GET', `/api/blogs?custUrl=${now.custUrl}`), 200);
    const mine = await call(t, writer, 'GET', '/api/blogs/manage?state=scheduled');
    expect((mine.body.result.data as BlogManageRow[]).map((r) => r.blogId)).toEqual([later.blogId]);
  });

  it('lets only the author or an admin change a post; another writer gets notAuthor, a reader notWriter', async () => {
    const author = await caller(t, { writer: true });
    const otherWriter = await caller(t, { writer: true });
    const reader = await caller(t);
    const admin = await caller(t, { role: 'admin' });
    const post = await create(author);
    const refused = await call(t, otherWriter, 'PUT', `/api/blogs/${post.blogId}`, form());
    expectStatus(refused, 403);
    expect(refused.body.message).toBe(BlogMessages.notAuthor);
    expectStatus(await call(t, otherWriter, 'GET', `/api/blogs/manage/${post.blogId}`), 403);
    expectStatus(await call(t, otherWriter, 'DELETE', `/api/blogs/${post.blogId}`), 403);
    const notWriter = await call(t, reader, 'POST', '/api/blogs', form());
    expectStatus(notWriter, 403);
    expect(notWriter.body.message).toBe(BlogMessages.notWriter);
    expectStatus(await call(t, null, 'POST', '/api/blogs', form()), 401);
    expectStatus(await call(t, admin, 'PUT', `/api/blogs/${post.blogId}`, form({ title: 'Edited by admin' })), 200);
    expectStatus(await call(t, author, 'GET', `/api/blogs/manage/${post.blogId}`), 200);
    expectStatus(await call(t, author, 'DELETE', `/api/blogs/${post.blogId}`), 200);
    expectStatus(await call(t, admin, 'GET', `/api/blogs/manage/${post.blogId}`), 404);
  });

  it('lists every post with its own counts for admins only', async () => {
    const writer = await caller(t, { writer: true });
    const admin = await caller(t, { role: 'admin' });
    const talked = await create(writer);
    const quiet = await create(writer);
    expectStatus(await call(t, admin, 'POST', '/api/blogs/comments', { blogId: talked.blogId, body: 'Useful' }), 201);
    await call(t, admin, 'POST', '/api/reactions', { blogId: talked.blogId, kind: 'like' });
    expectStatus(await call(t, writer, 'GET', '/api/blogs/manage?scope=all'), 403);
    const all = await call(t, admin, 'GET', '/api/blogs/manage?scope=all&limit=100');
    expectStatus(all, 200);
    const rows = all.body.result.data as BlogManageRow[];
    expect(rows.find((r) => r.blogId === talked.blogId)).toMatchObject({ commentCount: 1, reactionCount: 1 });
    expect(rows.find((r) => r.blogId === quiet.blogId)).toMatchObject({ commentCount: 0, reactionCount: 0 });
  });

  it('refuses a cover picture that is not ours or https', async () => {
    const writer = await caller(t, { writer: true });
    const res = await call(t, writer, 'POST', '/api/blogs', form({ coverImageUrl: 'javascript:alert(1)' }));
    expectStatus(res, 400);
    expect(JSON.stringify(res.body)).toContain(BlogMessages.coverImageUnsafe);
  });
});

describe('writers', () => {
  it('lets admins approve and withdraw writers by email; others are refused', async () => {
    const admin = await caller(t, { role: 'admin' });
    const reader = await caller(t);
    expect((await call(t, reader, 'GET', '/api/blogs/writers/me')).body.result).toEqual({ canWrite: false });
    expect((await call(t, admin, 'GET', '/api/blogs/writers/me')).body.result).toEqual({ canWrite: true });
    expectStatus(await call(t, reader, 'POST', '/api/blogs/writers', { email: reader.user.email }), 403);
    expectStatus(await call(t, reader, 'GET', '/api/blogs/writers'), 403);
    const added = await call(t, admin, 'POST', '/api/blogs/writers', { email: reader.user.email.toUpperCase() });
    expectStatus(added, 201);
    expect((added.body.result as BlogWriter).uid).toBe(reader.user.uid);
    expect((await call(t, reader, 'GET', '/api/blogs/writers/me')).body.result).toEqual({ canWrite: true });
    const listed = await call(t, admin, 'GET', '/api/blogs/writers');
    expect((listed.body.result.data as BlogWriter[]).map((w) => w.uid)).toContain(reader.user.uid);
    const unknown = await call(t, admin, 'POST', '/api/blogs/writers', { email: 'nobody@example.in' });
    expectStatus(unknown, 400);
    expect(unknown.body.message).toBe(BlogMessages.writerNotFound);
    expectStatus(await call(t, reader, 'DELETE', `/api/blogs/writers/${reader.user.uid}`), 403);
    expectStatus(await call(t, admin, 'DELETE', `/api/blogs/writers/${reader.user.uid}`), 200);
    expect((await call(t, reader, 'GET', '/api/blogs/writers/me')).body.result).toEqual({ canWrite: false });
  });
});
