import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BLOGS_PAGE_MAX } from '@elevate/contracts/blogs/blogs.constants';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';
import { build } from '../../../test/helper.ts';
import { abuseReports, blogComments, blogReactions, blogs } from '../../db/schema/blogs.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { REACTIONS_PER_MINUTE } from './blog-reactions.routes.ts';
import { REPORTS_PER_HOUR } from './moderation.routes.ts';
import { type Caller, call, caller, expectStatus, insertComment, insertPost } from './blogs.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const HOUR = 3_600_000;

const postInput = (o: Record<string, unknown> = {}) => ({
  title: 'Cracking campus placements',
  summary: 'What worked for me at IIT Madras',
  bodyHtml: '<p>Practise every day.</p>',
  status: 'published',
  ...o,
});

const writePost = async (who: Caller, o: Record<string, unknown> = {}) => {
  const res = await call(t, who, 'POST', '/api/blogs', postInput(o));
  expectStatus(res, 201);
  return res.body.result as { blogId: number; bodyHtml: string; custUrl: string };
};

describe('who may change posts, comments, writers and cases', () => {
  it("refuses another reader's edit or delete of a comment; an admin may delete but not reword it", async () => {
    const post = await insertPost(t);
    const [author, other, admin] = [await caller(t), await caller(t), await caller(t, { role: 'admin' })];
    const c = await insertComment(t, { blogId: post.id, authorUid: author.user.uid, body: 'Mine' });
    expectStatus(await call(t, other, 'PUT', `/api/blogs/comments/${c.id}`, { body: 'Hijacked' }), 403);
    expectStatus(await call(t, other, 'DELETE', `/api/blogs/comments/${c.id}`), 403);
    expectStatus(await call(t, null, 'DELETE', `/api/blogs/comments/${c.id}`), 401);
    expectStatus(await call(t, admin, 'PUT', `/api/blogs/comments/${c.id}`, { body: 'Reworded' }), 403);
    const [row] = await t.database.db.select().from(blogComments).where(eq(blogComments.id, c.id));
    expect(row).toMatchObject({ body: 'Mine', status: 'visible' });
    expectStatus(await call(t, admin, 'DELETE', `/api/blogs/comments/${c.id}`), 200);
  });

  it('records a comment as the caller whatever author the body names', async () => {
    const post = await insertPost(t);
    const [me, victim] = [await caller(t), await caller(t)];
    const res = await call(t, me, 'POST', '/api/blogs/comments', {
      blogId: post.id,
      body: 'Nice',
      authorUid: victim.user.uid,
      status: 'hidden',
    });
    expectStatus(res, 201);
    const [row] = await t.database.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.id, (res.body.result as BlogComment).commentId));
    expect(row).toMatchObject({ authorUid: me.user.uid, status: 'visible' });
  });

  it("refuses a reader writing, and one writer reading, saving or deleting another writer's post", async () => {
    const [reader, writer, rival] = [
      await caller(t),
      await caller(t, { writer: true }),
      await caller(t, { writer: true }),
    ];
    expectStatus(await call(t, reader, 'POST', '/api/blogs', postInput()), 403);
    const { blogId } = await writePost(writer, { status: 'draft' });
    expectStatus(await call(t, rival, 'GET', `/api/blogs/manage/${blogId}`), 403);
    expectStatus(await call(t, rival, 'PUT', `/api/blogs/${blogId}`, postInput({ title: 'Mine now' })), 403);
    expectStatus(await call(t, rival, 'DELETE', `/api/blogs/${blogId}`), 403);
    expectStatus(await call(t, rival, 'GET', '/api/blogs/manage?scope=all'), 403);
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, blogId));
    expect(row?.title).toBe('Cracking campus placements');
  });

  it('keeps the writers list and the moderation queue to admins', async () => {
    const post = await insertPost(t);
    for (const role of ['user', 'employer'] as const) {
      const who = await caller(t, { role, writer: true });
      expectStatus(await call(t, who, 'GET', '/api/blogs/writers'), 403);
      expectStatus(await call(t, who, 'POST', '/api/blogs/writers', { email: who.user.email }), 403);
      expectStatus(await call(t, who, 'DELETE', `/api/blogs/writers/${who.user.uid}`), 403);
      expectStatus(await call(t, who, 'GET', '/api/moderation/cases'), 403);
      expectStatus(await call(t, who, 'PUT', `/api/moderation/cases/1`, { action: 'hide' }), 403);
    }
    expectStatus(await call(t, null, 'GET', '/api/moderation/cases'), 401);
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row?.hiddenAt).toBeNull();
  });

  it('refuses fields the form does not have (author, counts, hidden) with 400', async () => {
    const writer = await caller(t, { writer: true });
    for (const extra of [{ authorUid: 1 }, { shareCount: 999 }, { hiddenAt: null }, { authorName: 'Admin' }]) {
      expectStatus(await call(t, writer, 'POST', '/api/blogs', postInput(extra)), 400);
    }
  });
});

describe('drafts, scheduled and hidden posts stay unreadable', () => {
  it('answers 404 for their page, comments, reactions, shares and reports', async () => {
    const reader = await caller(t);
    const posts = [
      await insertPost(t, { status: 'draft', publishedAt: null }),
      await insertPost(t, { publishedAt: new Date(Date.now() + 24 * HOUR) }),
      await insertPost(t, { hiddenAt: new Date() }),
    ];
    for (const p of posts) {
      expectStatus(await call(t, reader, 'GET', `/api/blogs?custUrl=${p.custUrl}`), 404);
      expectStatus(await call(t, null, 'GET', `/api/blogs/comments?blogId=${p.id}`), 404);
      expectStatus(await call(t, reader, 'POST', '/api/blogs/comments', { blogId: p.id, body: 'Hi' }), 404);
      expectStatus(await call(t, reader, 'POST', '/api/reactions', { blogId: p.id, kind: 'like' }), 404);
      expectStatus(await call(t, null, 'GET', `/api/reactions?blogId=${p.id}`), 404);
      expectStatus(await call(t, null, 'POST', `/api/sharecount/${p.id}`), 404);
      const report = { targetType: 'blog', targetId: p.id, reason: 'spam' };
      expectStatus(await call(t, reader, 'POST', '/api/reportabuse', report), 404);
    }
    const res = await call(t, null, 'GET', `/api/blogs?limit=${BLOGS_PAGE_MAX}`);
    const ids = (res.body.result.data as Array<{ blogId: number }>).map((b) => b.blogId);
    for (const p of posts) expect(ids).not.toContain(p.id);
  });

  it('answers 400, not 500, for negative, fractional and huge ids', async () => {
    const reader = await caller(t);
    for (const id of ['-1', '0', '1.5', '99999999999', 'abc']) {
      expectStatus(await call(t, null, 'GET', `/api/blogs/comments?blogId=${id}`), 400);
      expectStatus(await call(t, reader, 'PUT', `/api/blogs/comments/${id}`, { body: 'x' }), 400);
      expectStatus(await call(t, null, 'POST', `/api/sharecount/${id}`), 400);
    }
  });
});

describe('stored HTML of a post', () => {
  it('drops scripts, handlers, styles, frames, svg and unsafe links and pictures, even entity-encoded', async () => {
    const writer = await caller(t, { writer: true });
    const bodyHtml = [
      '<p>Hello<script>alert(1)</script></p>',
      '<p onclick="alert(2)" style="color:red">styled</p>',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="&#106;avascript:alert(4)">encoded</a>',
      '<a href="jav&#x09;ascript:alert(5)">tab</a>',
      '<a href="data:text/html,<script>alert(6)</script>">data</a>',
      '<img src="x" onerror="alert(7)">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img src="https://cdn.example.com/a.png" onerror="alert(8)">',
      '<svg onload="alert(9)"><circle /></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name="p"></form>',
    ].join('');
    const post = await writePost(writer, { bodyHtml });
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, post.blogId));
    const stored = row!.bodyHtml;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onload',
      'style=',
      '<style',
      'javascript',
      'data:',
      '<svg',
      '<iframe',
      '<form',
      '<input',
      'alert(',
    ]) {
      expect(stored.toLowerCase()).not.toContain(bad);
    }
    expect(stored).toContain('<img src="https://cdn.example.com/a.png" alt="" />');
    expect(post.bodyHtml).toBe(stored);
  });

  it('refuses a cover picture that is not ours or https', async () => {
    const writer = await caller(t, { writer: true });
    for (const coverImageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://x.example/a.png',
      '//x.example/a.png',
    ]) {
      expectStatus(await call(t, writer, 'POST', '/api/blogs', postInput({ coverImageUrl })), 400);
    }
  });
});

describe('writes anyone signed in can repeat', () => {
  it(`limits reactions to ${REACTIONS_PER_MINUTE} a minute per account`, async () => {
    const post = await insertPost(t);
    const [spammer, other] = [await caller(t), await caller(t)];
    for (let i = 0; i < REACTIONS_PER_MINUTE; i++) {
      const reacted = i % 2 === 0;
      expectStatus(await call(t, spammer, 'PUT', `/api/blogs/reactions/${post.id}`, { kind: 'like', reacted }), 200);
    }
    const res = await call(t, spammer, 'POST', '/api/reactions', { blogId: post.id, kind: 'love' });
    expectStatus(res, 429);
    expect(res.body.message).toContain('Retry after');
    expectStatus(await call(t, other, 'POST', '/api/reactions', { blogId: post.id, kind: 'love' }), 200);
  });

  it(`limits reports to ${REPORTS_PER_HOUR} an hour per account`, async () => {
    const reporter = await caller(t);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const p = await insertPost(t);
      const res = await call(t, reporter, 'POST', '/api/reportabuse', {
        targetType: 'blog',
        targetId: p.id,
        reason: 'spam',
      });
      expectStatus(res, 200);
    }
    const last = await insertPost(t);
    const report = { targetType: 'blog', targetId: last.id, reason: 'spam' };
    expectStatus(await call(t, reporter, 'POST', '/api/reportabuse', report), 429);
    expectStatus(await call(t, await caller(t), 'POST', '/api/reportabuse', report), 200);
  });

  it('counts a reaction and a report once when the same account sends them at the same moment', async () => {
    const post = await insertPost(t);
    const reader = await caller(t);
    const reactions = await Promise.all(
      [1, 2, 3].map(() => call(t, reader, 'POST', '/api/reactions', { blogId: post.id, kind: 'like' })),
    );
    for (const r of reactions) expectStatus(r, 200);
    const report = { targetType: 'blog', targetId: post.id, reason: 'spam' };
    const reports = await Promise.all([1, 2, 3].map(() => call(t, reader, 'POST', '/api/reportabuse', report)));
    for (const r of reports) expectStatus(r, 200);
    const given = await t.database.db.select().from(blogReactions).where(eq(blogReactions.blogId, post.id));
    expect(given).toHaveLength(1);
    const filed = await t.database.db.select().from(abuseReports).where(eq(abuseReports.targetId, post.id));
    expect(filed).toHaveLength(1);
  });
});
