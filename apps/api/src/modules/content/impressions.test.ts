import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { impressionViews } from '../../db/schema/content.ts';
import { AUTH_TEST_ENV, authHeaders } from '../auth/auth.testing.ts';
import { callerOf, type Caller, DAY, insertEventRow } from './content.test-fixtures.ts';
import { countView, istDay } from './impressions.service.ts';

const t = build(AUTH_TEST_ENV);
let reader: Caller;

beforeAll(async () => {
  reader = await callerOf(t, 'user', 'Lakshmi');
});

const insertBlog = async (over: Partial<typeof blogs.$inferInsert> = {}) => {
  const [row] = await t.database.db
    .insert(blogs)
    .values({
      custUrl: `post-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Post',
      summary: 'A post.',
      bodyHtml: '<p>A post.</p>',
      authorName: 'Asha',
      publishedAt: new Date(Date.now() - DAY),
      ...over,
    })
    .returning();
  return row!;
};

const view = (payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/stats/impressions', payload, headers });

describe('view counts', () => {
  it('counts a visitor once a day, and another browser or a signed-in reader apart', async () => {
    const post = await insertBlog();
    const body = { entityType: 'blog', entityId: post.id };
    const ua = { 'user-agent': 'Mozilla/5.0 (Android 14)' };
    expect((await view(body, ua)).json().result).toEqual({ ...body, count: 1 });
    expect((await view(body, ua)).json().result.count).toBe(1);
    expect((await view(body, { 'user-agent': 'Firefox/130' })).json().result.count).toBe(2);
    expect((await view(body, authHeaders(reader.session))).json().result.count).toBe(3);
    expect((await view(body, authHeaders(reader.session))).json().result.count).toBe(3);
    const read = await t.inject({ method: 'GET', url: `/api/stats/impressions?entityId=${post.id}` });
    expect(read.json().result).toEqual({ entityType: 'blog', entityId: post.id, count: 3 });
  });

  it('keeps no address, only keyed hashes', async () => {
    const rows = await t.database.db.select().from(impressionViews);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.viewerHash.includes('127.0.0.1') && r.viewerHash.length >= 40)).toBe(true);
  });

  it('counts nothing for drafts, scheduled or hidden posts, hidden events and unknown ids', async () => {
    const draft = await insertBlog({ status: 'draft' });
    const later = await insertBlog({ publishedAt: new Date(Date.now() + DAY) });
    const hidden = await insertBlog({ hiddenAt: new Date() });
    const event = await insertEventRow(t, { status: 'hide' });
    for (const body of [
      { entityType: 'blog', entityId: draft.id },
      { entityType: 'blog', entityId: later.id },
      { entityType: 'blog', entityId: hidden.id },
      { entityType: 'event', entityId: event.id },
      { entityType: 'casestudy', entityId: 123_456 },
    ]) {
      expect((await view(body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    expect((await view({ entityType: 'job', entityId: 1 })).statusCode).toBe(400);
  });

  it('counts a shown event, and forgets views older than yesterday', async () => {
    const event = await insertEventRow(t);
    const old = istDay(new Date(Date.now() - 3 * DAY));
    await t.database.db
      .insert(impressionViews)
      .values({ entityType: 'event', entityId: event.id, viewerHash: 'old-viewer', day: old });
    const viewer = { uid: null, ip: '10.0.0.1', userAgent: 'x' };
    const deps = { db: t.database.db, secret: t.config.jwtSecret, cleanup: () => true };
    expect(await countView(deps, 'event', event.id, viewer, new Date())).toBe(1);
    const left = await t.database.db.select().from(impressionViews);
    expect(left.some((r) => r.viewerHash === 'old-viewer')).toBe(false);
  });
});
