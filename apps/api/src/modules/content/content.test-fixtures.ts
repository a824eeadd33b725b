import { expect } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { Role } from '@elevate/contracts/auth/auth.schema';
import type { TestContext } from '../../../test/helper.ts';
import { events } from '../../db/schema/content.ts';
import { authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';

/** Signed-in callers and event rows for the content tests. */

export interface Caller {
  user: TestUser;
  session: LoginResult;
}

export const callerOf = async (t: TestContext, role: Role = 'user', fullName?: string): Promise<Caller> => {
  const user = await createUser(t, { role, ...(fullName ? { fullName } : {}) });
  return { user, session: await signIn(t, user) };
};

export const callAs =
  (t: TestContext) =>
  async (who: Caller | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.inject({
      method,
      url,
      payload: payload as never,
      headers: who ? authHeaders(who.session) : {},
    });
    return { status: res.statusCode, body: res.json() };
  };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const insertEventRow = async (t: TestContext, values: Partial<typeof events.$inferInsert> = {}) => {
  const start = new Date(Date.now() + 3 * DAY);
  const [row] = await t.database.db
    .insert(events)
    .values({
      topic: 'Cracking product interviews',
      agenda: 'How product teams in Bengaluru hire freshers.',
      owner: 'Elevate',
      startDateTime: start,
      endDateTime: new Date(start.getTime() + HOUR),
      meetingUrl: 'https://meet.example.in/abc-defg',
      ...values,
    })
    .returning();
  return row!;
};

/** Admin routes: a visitor 401, a student and an employer 403. */
export const expectAdminOnly = async (
  t: TestContext,
  others: { student: Caller; employer: Caller },
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const call = callAs(t);
  expect((await call(null, method, url, payload)).status, `${method} ${url} visitor`).toBe(401);
  expect((await call(others.student, method, url, payload)).status, `${method} ${url} student`).toBe(403);
  expect((await call(others.employer, method, url, payload)).status, `${method} ${url} employer`).toBe(403);
};
