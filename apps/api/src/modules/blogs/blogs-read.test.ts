import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogCard, BlogPost, BlogTag } from '@elevate/contracts/blogs/blogs.schema';
import { build } from '../../../test/helper.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { entityImpressions } from '../../db/schema/content.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { listBlogUrls } from './blogs.repository.ts';
import { call, expectStatus, insertPost } from './blogs.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const HOUR = 60 * 60 * 1000;

const listOf = async (query: string) => {
  const res = await call(t, null, 'GET', `/api/blogs${query}`);
  expectStatus(res, 200);
  return res.body.result as { data: BlogCard[]; totalRecordCount: number };
};

describe('reading posts', () => {
  it('shows a published post to visitors, and keeps a scheduled post out of the list, its address and the sitemap until its time', async () => {
    const open = await insertPost(t, { tags: ['sched-test'] });
    const later = await insertPost(t, { publishedAt: new Date(Date.now() + HOUR), tags: ['sched-test'] });
    const ids = (await listOf('?tag=sched-test')).data.map((p) => p.blogId);
    expect(ids).toEqual([open.id]);
    expectStatus(await call(t, null, 'GET', `/api/blogs?custUrl=${later.custUrl}`), 404);
    const urls = (await listBlogUrls(t.database.db)).map((u) => u.custUrl);
    expect(urls).toContain(open.custUrl);
    expect(urls).not.toContain(later.custUrl);
    // Its time comes: now it is public everywhere.
    const inTwoHours = new Date(Date.now() + 2 * HOUR);
    expect((await listBlogUrls(t.database.db, inTwoHours)).map((u) => u.custUrl)).toContain(later.custUrl);
  });

  it('never shows a draft or a post hidden by moderation; the hidden one answers 404 with the not-found message', async () => {
    const draft = await insertPost(t, { status: 'draft', tags: ['hide-test'] });
    const hidden = await insertPost(t, { hiddenAt: new Date(), tags: ['hide-test'] });
    expect((await listOf('?tag=hide-test')).data).toEqual([]);
    const res = await call(t, null, 'GET', `/api/blogs?custUrl=${hidden.custUrl}`);
    expectStatus(res, 404);
    expect(res.body.message).toBe(BlogMessages.notFound);
    expectStatus(await call(t, null, 'GET', `/api/blogs?custUrl=${draft.custUrl}`), 404);
  });

  it('answers one post by address with its body, every reaction kind and the summary as description', async () => {
    const post = await insertPost(t, { bodyHtml: '<p>Body</p>', seoDescription: null });
    const res = await call(t, null, 'GET', `/api/blogs?custUrl=${post.custUrl}`);
    expectStatus(res, 200);
    const got = res.body.result as BlogPost;
    expect(got.bodyHtml).toBe('<p>Body</p>');
    expect(got.seoDescription).toBe(post.summary);
    expect(got.reactions).toEqual({ like: 0, celebrate: 0, insightful: 0, love: 0, curious: 0 });
    expect(got.author).toEqual({ uid: null, name: 'Ananya Iyer', avatarUrl: null });
  });

  it('searches title, summary and tags, treating % and _ as letters', async () => {
    const hit = await insertPost(t, { title: 'Cracking 100% of aptitude rounds', tags: ['zeta-search'] });
    await insertPost(t, { title: 'Cracking 1000 aptitude rounds', tags: ['zeta-search'] });
    expect((await listOf(`?q=${encodeURIComponent('100%')}&tag=zeta-search`)).data.map((p) => p.blogId)).toEqual([
      hit.id,
    ]);
    const byTag = await insertPost(t, { tags: ['Quantum-Unique-Tag'] });
    expect((await listOf('?q=quantum-unique')).data.map((p) => p.blogId)).toEqual([byTag.id]);
  });

  it('sorts by most read, then newest', async () => {
    const a = await insertPost(t, { tags: ['read-sort'], publishedAt: new Date(Date.now() - 3 * HOUR) });
    const b = await insertPost(t, { tags: ['read-sort'], publishedAt: new Date(Date.now() - 2 * HOUR) });
    const c = await insertPost(t, { tags: ['read-sort'], publishedAt: new Date(Date.now() - 1 * HOUR) });
    await t.database.db.insert(entityImpressions).values({ entityType: 'blog', entityId: a.id, count: 7 });
    const data = (await listOf('?tag=read-sort&sort=mostread')).data;
    expect(data.map((p) => p.blogId)).toEqual([a.id, c.id, b.id]);
    expect(data[0]?.readCount).toBe(7);
    expect((await listOf('?tag=read-sort')).data.map((p) => p.blogId)).toEqual([c.id, b.id, a.id]);
  });

  it('counts tags of public posts only', async () => {
    await insertPost(t, { tags: ['count-tag'] });
    await insertPost(t, { tags: ['count-tag'] });
    await insertPost(t, { tags: ['count-tag'], status: 'draft' });
    const res = await call(t, null, 'GET', '/api/blogs/tags');
    expectStatus(res, 200);
    expect((res.body.result as BlogTag[]).find((x) => x.tag === 'count-tag')?.count).toBe(2);
  });

  it('counts a share of a public post, and refuses a draft', async () => {
    const post = await insertPost(t);
    const res = await call(t, null, 'POST', `/api/sharecount/${post.id}`);
    expectStatus(res, 200);
    expect(res.body.result).toEqual({ shareCount: 1 });
    const draft = await insertPost(t, { status: 'draft' });
    expectStatus(await call(t, null, 'POST', `/api/sharecount/${draft.id}`), 404);
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, draft.id));
    expect(row?.shareCount).toBe(0);
  });

  it('answers 400 with field messages for junk query values', async () => {
    const res = await call(t, null, 'GET', '/api/blogs?sort=random&limit=9999');
    expectStatus(res, 400);
  });
});
