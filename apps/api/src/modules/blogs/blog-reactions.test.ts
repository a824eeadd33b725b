import { describe, expect, it } from 'vitest';
import type { ReactionState, Reactor } from '@elevate/contracts/blogs/blogs.schema';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, expectStatus, insertComment, insertPost } from './blogs.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const HOUR = 60 * 60 * 1000;

describe('reactions', () => {
  it('counts a reaction once per reader and kind however often it is sent', async () => {
    const post = await insertPost(t);
    const ravi = await caller(t);
    const first = await call(t, ravi, 'POST', '/api/reactions', { blogId: post.id, kind: 'like' });
    expectStatus(first, 200);
    const again = await call(t, ravi, 'POST', '/api/reactions', { blogId: post.id, kind: 'like' });
    const state = again.body.result as ReactionState;
    expect(state.counts.like).toBe(1);
    expect(state.total).toBe(1);
    expect(state.mine).toEqual(['like']);
    // Another kind by the same reader counts on its own.
    const other = await call(t, ravi, 'POST', '/api/reactions', { blogId: post.id, kind: 'insightful' });
    expect((other.body.result as ReactionState).total).toBe(2);
  });

  it('gives and takes back a kind with PUT, and tells the caller which kinds they gave', async () => {
    const post = await insertPost(t);
    const priya = await caller(t);
    const on = await call(t, priya, 'PUT', `/api/blogs/reactions/${post.id}`, { kind: 'love', reacted: true });
    expect((on.body.result as ReactionState).counts.love).toBe(1);
    await call(t, priya, 'PUT', `/api/blogs/reactions/${post.id}`, { kind: 'love', reacted: true });
    const mine = await call(t, priya, 'GET', `/api/blogs/reactions/${post.id}`);
    expect(mine.body.result).toMatchObject({ total: 1, mine: ['love'] });
    const off = await call(t, priya, 'PUT', `/api/blogs/reactions/${post.id}`, { kind: 'love', reacted: false });
    expect(off.body.result).toMatchObject({ total: 0, mine: [] });
  });

  it('refuses visitors, and reactions to a scheduled post', async () => {
    const post = await insertPost(t);
    expectStatus(await call(t, null, 'POST', '/api/reactions', { blogId: post.id, kind: 'like' }), 401);
    expectStatus(await call(t, null, 'PUT', `/api/blogs/reactions/${post.id}`, { kind: 'like', reacted: true }), 401);
    const later = await insertPost(t, { publishedAt: new Date(Date.now() + HOUR) });
    const who = await caller(t);
    expectStatus(await call(t, who, 'POST', '/api/reactions', { blogId: later.id, kind: 'like' }), 404);
    expectStatus(await call(t, who, 'POST', '/api/reactions', { blogId: post.id, kind: 'wow' }), 400);
  });

  it('lists who reacted, newest first, filtered by kind, for visitors too', async () => {
    const post = await insertPost(t);
    const a = await caller(t, { fullName: 'Arjun' });
    const b = await caller(t, { fullName: 'Bhavna' });
    await call(t, a, 'POST', '/api/reactions', { blogId: post.id, kind: 'like' });
    await call(t, b, 'POST', '/api/reactions', { blogId: post.id, kind: 'celebrate' });
    const all = await call(t, null, 'GET', `/api/reactions?blogId=${post.id}`);
    expectStatus(all, 200);
    const data = all.body.result.data as Reactor[];
    expect(data.map((r) => r.user.name)).toEqual(['Bhavna Menon', 'Arjun Menon']);
    const likes = await call(t, null, 'GET', `/api/reactions?blogId=${post.id}&kind=like`);
    expect((likes.body.result.data as Reactor[]).map((r) => r.user.uid)).toEqual([a.user.uid]);
    expectStatus(await call(t, null, 'GET', '/api/reactions'), 400);
  });

  it('counts comment reactions once per reader and kind, and refuses a hidden comment', async () => {
    const post = await insertPost(t);
    const author = await caller(t);
    const comment = await insertComment(t, { blogId: post.id, authorUid: author.user.uid, body: 'Nice' });
    const who = await caller(t);
    await call(t, who, 'POST', '/api/comment/reactions', { commentId: comment.id, kind: 'curious' });
    const again = await call(t, who, 'POST', '/api/comment/reactions', { commentId: comment.id, kind: 'curious' });
    expect(again.body.result).toMatchObject({ total: 1, mine: ['curious'] });
    const off = await call(t, who, 'PUT', `/api/blogs/comment/reactions/${comment.id}`, {
      kind: 'curious',
      reacted: false,
    });
    expect(off.body.result).toMatchObject({ total: 0 });
    await call(t, who, 'PUT', `/api/blogs/comment/reactions/${comment.id}`, { kind: 'like', reacted: true });
    const reactors = await call(t, null, 'GET', `/api/comment/reactions?commentId=${comment.id}`);
    expect((reactors.body.result.data as Reactor[]).map((r) => r.kind)).toEqual(['like']);
    const hidden = await insertComment(t, { blogId: post.id, authorUid: author.user.uid, body: 'x', status: 'hidden' });
    expectStatus(await call(t, who, 'POST', '/api/comment/reactions', { commentId: hidden.id, kind: 'like' }), 404);
  });
});
