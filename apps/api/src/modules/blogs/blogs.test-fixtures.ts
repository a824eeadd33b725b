import { expect } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { Role } from '@elevate/contracts/auth/auth.schema';
import type { TestContext } from '../../../test/helper.ts';
import { blogComments, blogs, blogWriters } from '../../db/schema/blogs.ts';
import { authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';

export interface Caller {
  user: TestUser;
  session: LoginResult;
}

/** A signed-in account (writer: approved to write posts). */
export const caller = async (
  t: TestContext,
  opts: { role?: Role; writer?: boolean; fullName?: string } = {},
): Promise<Caller> => {
  const user = await createUser(t, { role: opts.role ?? 'user', fullName: opts.fullName ?? 'Kavya' });
  if (opts.writer) await t.database.db.insert(blogWriters).values({ userId: user.uid });
  return { user, session: await signIn(t, user) };
};

export const call = async (
  t: TestContext,
  who: Caller | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => {
  const res = await t.inject({ method, url, payload, headers: who ? authHeaders(who.session) : {} });
  return { status: res.statusCode, body: res.json() };
};

let seq = 0;
const HOUR = 60 * 60 * 1000;

/** A post straight in the database: public (published an hour ago) unless told otherwise. */
export const insertPost = async (t: TestContext, o: Partial<typeof blogs.$inferInsert> = {}) => {
  seq += 1;
  const [row] = await t.database.db
    .insert(blogs)
    .values({
      custUrl: `post-${process.pid}-${seq}`,
      title: `Interview tips ${seq}`,
      summary: 'How to prepare for a campus interview',
      bodyHtml: '<p>Prepare well.</p>',
      authorName: 'Ananya Iyer',
      status: 'published',
      publishedAt: new Date(Date.now() - HOUR),
      ...o,
    })
    .returning();
  if (!row) throw new Error('no post');
  return row;
};

export const insertComment = async (t: TestContext, o: typeof blogComments.$inferInsert) => {
  const [row] = await t.database.db.insert(blogComments).values(o).returning();
  if (!row) throw new Error('no comment');
  return row;
};

export const expectStatus = (res: { status: number; body: unknown }, status: number) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status);
