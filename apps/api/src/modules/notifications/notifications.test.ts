import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { Notification } from '@elevate/contracts/notifications/notification.schema';
import { build } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';
import { insertNotification } from './notifications.repository.ts';

const t = build(AUTH_TEST_ENV);

interface Caller {
  user: TestUser;
  session: LoginResult;
}

const caller = async (role: TestUser['role'] = 'user', fullName?: string): Promise<Caller> => {
  const user = await createUser(t, { role, fullName });
  return { user, session: await signIn(t, user) };
};

const call = async (
  who: Caller | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => {
  const res = await t.inject({ method, url, payload, headers: who ? authHeaders(who.session) : {} });
  return { status: res.statusCode, body: res.json() };
};

/** `n` notifications for `uid`, one minute apart, the last one newest; answers their ids oldest first. */
const seedNotifications = async (uid: number, n: number, opts: { read?: boolean; start?: Date } = {}) => {
  const start = opts.start ?? new Date(Date.now() - n * 60_000);
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        receiverUid: uid,
        purpose: 'GENERAL',
        oneLiner: `Notice ${i + 1}`,
        read: opts.read ?? false,
        createdAt: new Date(start.getTime() + i * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
};

const readFlag = async (id: number) =>
  (await t.database.db.select({ read: notifications.read }).from(notifications).where(eq(notifications.id, id)))[0]
    ?.read;

const unreadOf = async (uid: number) =>
  (
    await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.receiverUid, uid), eq(notifications.read, false)))
  ).length;

describe('GET notification', () => {
  let me: Caller;
  let ids: number[];
  beforeAll(async () => {
    me = await caller();
    ids = await seedNotifications(me.user.uid, 12);
    // Someone else's notification never shows in my list.
    const other = await createUser(t);
    await seedNotifications(other.uid, 2);
  });

  it('lists my notifications newest first with the total and my unread count', async () => {
    const { status, body } = await call(me, 'GET', '/api/notification?limit=5');
    expect(status).toBe(200);
    const data = body.result.data as Notification[];
    expect(data.map((n) => n.notificationId)).toEqual(ids.slice(-5).reverse());
    expect(body.result.totalRecordCount).toBe(12);
    expect(body.result.totalRecords).toBe(12);
    expect(body.result.unreadCount).toBe(12);
    expect(data[0]).toMatchObject({
      oneLiner: 'Notice 12',
      notificationType: 'GENERAL',
      read: false,
      receiverUid: me.user.uid,
      senderUid: null,
      senderName: null,
      link: null,
    });
  });

  it('pages with offset without repeating or skipping', async () => {
    const first = await call(me, 'GET', '/api/notification?limit=5&offset=0');
    const second = await call(me, 'GET', '/api/notification?limit=5&offset=5');
    const third = await call(me, 'GET', '/api/notification?limit=5&offset=10');
    const all = [first, second, third].flatMap((r) =>
      (r.body.result.data as Notification[]).map((n) => n.notificationId),
    );
    expect(all).toEqual([...ids].reverse());
  });

  it('defaults to 10 a page and cuts a bigger limit to 50', async () => {
    const many = await caller();
    await seedNotifications(many.user.uid, 55);
    expect((await call(many, 'GET', '/api/notification')).body.result.data).toHaveLength(10);
    const capped = await call(many, 'GET', '/api/notification?limit=500');
    expect(capped.status).toBe(200);
    expect(capped.body.result.data).toHaveLength(50);
    expect(capped.body.result.totalRecordCount).toBe(55);
  });

  it('filters to unread ones with unread=true', async () => {
    const mixed = await caller();
    await seedNotifications(mixed.user.uid, 3, { read: true });
    const unreadIds = await seedNotifications(mixed.user.uid, 2);
    const { body } = await call(mixed, 'GET', '/api/notification?unread=true');
    expect((body.result.data as Notification[]).map((n) => n.notificationId)).toEqual([...unreadIds].reverse());
    expect(body.result.totalRecordCount).toBe(2);
    expect((await call(mixed, 'GET', '/api/notification?unread=false')).body.result.totalRecordCount).toBe(5);
  });

  it('answers bad paging with a 400 and a message per field', async () => {
    const { status, body } = await call(me, 'GET', '/api/notification?limit=abc&offset=-1&unread=maybe');
    expect(status).toBe(400);
    expect(body.error.fields).toMatchObject({
      limit: 'limit must be a number',
      offset: 'offset cannot be negative',
      unread: 'unread must be true or false',
    });
  });

  it('refuses a signed-out caller', async () => {
    const { status, body } = await call(null, 'GET', '/api/notification');
    expect(status).toBe(401);
    expect(body.error.code).toBe('WUE-9001');
  });
});

describe('GET notification/count', () => {
  it('answers my unread count, by my uid or without one', async () => {
    const me = await caller();
    await seedNotifications(me.user.uid, 3);
    await seedNotifications(me.user.uid, 2, { read: true });
    expect((await call(me, 'GET', `/api/notification/count?uid=${me.user.uid}`)).body.result).toEqual({ count: 3 });
    expect((await call(me, 'GET', '/api/notification/count')).body.result).toEqual({ count: 3 });
  });

  it("refuses to read another user's count", async () => {
    const me = await caller();
    const other = await createUser(t);
    await seedNotifications(other.uid, 4);
    const { status, body } = await call(me, 'GET', `/api/notification/count?uid=${other.uid}`);
    expect(status).toBe(403);
    expect(body.result).toBeUndefined();
    expect(body.error.message).toBe('You can only read your own unread count.');
  });

  it('refuses a signed-out caller', async () => {
    expect((await call(null, 'GET', '/api/notification/count?uid=1')).status).toBe(401);
  });
});

describe('PUT notification: one', () => {
  it('marks my notification read and unread again, answering the new unread count', async () => {
    const me = await caller();
    const [a] = await seedNotifications(me.user.uid, 2);
    const read = await call(me, 'PUT', '/api/notification', { notificationId: a, read: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ message: 'Marked as read', result: { updated: 1, unreadCount: 1 } });
    expect(await readFlag(a!)).toBe(true);

    const unread = await call(me, 'PUT', '/api/notification', { notificationId: a, read: false });
    expect(unread.body).toMatchObject({ message: 'Marked as unread', result: { updated: 1, unreadCount: 2 } });
    expect(await readFlag(a!)).toBe(false);
  });

  it('moves updatedTs when the read state changes', async () => {
    const me = await caller();
    const [id] = await seedNotifications(me.user.uid, 1);
    await t.database.db
      .update(notifications)
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(notifications.id, id!));
    await call(me, 'PUT', '/api/notification', { notificationId: id, read: true });
    const [n] = (await call(me, 'GET', '/api/notification')).body.result.data as Notification[];
    expect(new Date(n!.updatedTs).getFullYear()).toBeGreaterThan(2020);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const me = await caller();
    const other = await createUser(t);
    const [theirs] = await seedNotifications(other.uid, 1);
    const { status, body } = await call(me, 'PUT', '/api/notification', { notificationId: theirs, read: true });
    expect(status).toBe(404);
    expect(body.error.message).toBe('We could not find this notification.');
    expect(await readFlag(theirs!)).toBe(false);
    // Exactly what an id that does not exist answers: nothing tells the two apart.
    const missing = await call(me, 'PUT', '/api/notification', { notificationId: 2_000_000_000, read: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual(body.error);
  });

  it('names each missing field', async () => {
    const me = await caller();
    const { status, body } = await call(me, 'PUT', '/api/notification', {});
    expect(status).toBe(400);
    expect(body.error.fields).toMatchObject({
      notificationId: 'notificationId is required',
      read: 'read must be true or false',
    });
    const bad = await call(me, 'PUT', '/api/notification', { notificationId: 'abc', read: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      notificationId: 'notificationId must be a number',
      read: 'read must be true or false',
    });
  });
});

describe('PUT notification: READALL', () => {
  it("marks all of the caller's notifications read and only the caller's", async () => {
    const me = await caller();
    const other = await createUser(t);
    await seedNotifications(me.user.uid, 4);
    await seedNotifications(me.user.uid, 1, { read: true });
    await seedNotifications(other.uid, 3);

    const { status, body } = await call(me, 'PUT', '/api/notification', {
      action: 'READALL',
      receiverUid: me.user.uid,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: '4 notifications marked as read', result: { updated: 4, unreadCount: 0 } });
    expect(await unreadOf(me.user.uid)).toBe(0);
    expect(await unreadOf(other.uid)).toBe(3);
    expect((await call(me, 'GET', '/api/notification/count')).body.result.count).toBe(0);

    const again = await call(me, 'PUT', '/api/notification', { action: 'READALL', receiverUid: me.user.uid });
    expect(again.body.result).toEqual({ updated: 0, unreadCount: 0 });
  });

  it("refuses READALL for another user's receiverUid and changes nothing", async () => {
    const me = await caller();
    const other = await createUser(t);
    await seedNotifications(other.uid, 2);
    const { status, body } = await call(me, 'PUT', '/api/notification', { action: 'READALL', receiverUid: other.uid });
    expect(status).toBe(403);
    expect(body.error.message).toBe('You can only mark your own notifications as read.');
    expect(await unreadOf(other.uid)).toBe(2);
  });

  it('asks for receiverUid with READALL and refuses another action', async () => {
    const me = await caller();
    const missing = await call(me, 'PUT', '/api/notification', { action: 'READALL' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ receiverUid: 'receiverUid is required with READALL' });
    const wrong = await call(me, 'PUT', '/api/notification', { action: 'DELETEALL', receiverUid: me.user.uid });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.action).toBe('action must be READALL');
  });
});

describe('POST notification', () => {
  it('lets an admin send a GENERAL notification that the receiver then sees with its sender', async () => {
    const admin = await caller('admin', 'Sunita');
    const me = await caller();
    const { status, body } = await call(admin, 'POST', '/api/notification', {
      receiverUid: me.user.uid,
      oneLiner: 'Your profile is 80% complete',
      message: 'Add a project to reach 100%.',
      link: '/manage-profile',
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Notification sent');
    expect(body.result).toMatchObject({
      notificationType: 'GENERAL',
      receiverUid: me.user.uid,
      senderUid: admin.user.uid,
      senderName: 'Sunita Menon',
      read: false,
      link: '/manage-profile',
    });
    const mine = (await call(me, 'GET', '/api/notification')).body.result.data as Notification[];
    expect(mine.map((n) => n.oneLiner)).toEqual(['Your profile is 80% complete']);
  });

  it('refuses users and employers', async () => {
    const target = await createUser(t);
    for (const role of ['user', 'employer'] as const) {
      const who = await caller(role);
      const { status } = await call(who, 'POST', '/api/notification', { receiverUid: target.uid, oneLiner: 'Hi' });
      expect(status).toBe(403);
    }
    expect(await unreadOf(target.uid)).toBe(0);
  });

  it('answers 404 for a receiver that does not exist', async () => {
    const admin = await caller('admin');
    const { status, body } = await call(admin, 'POST', '/api/notification', {
      receiverUid: 2_000_000_000,
      oneLiner: 'Hello',
    });
    expect(status).toBe(404);
    expect(body.error.fields).toEqual({ receiverUid: 'There is no user with this id.' });
  });

  it('accepts only links inside the app and a known purpose', async () => {
    const admin = await caller('admin');
    const me = await createUser(t);
    for (const link of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      const { status, body } = await call(admin, 'POST', '/api/notification', {
        receiverUid: me.uid,
        oneLiner: 'Hello',
        link,
      });
      expect(status, link).toBe(400);
      expect(body.error.fields.link).toBe('The link must be a path inside Elevate, such as /my-jobs');
    }
    const purpose = await call(admin, 'POST', '/api/notification', {
      receiverUid: me.uid,
      oneLiner: 'Hello',
      notificationType: 'SPAM',
    });
    expect(purpose.status).toBe(400);
    expect(purpose.body.error.fields.notificationType).toMatch(/GENERAL, HACKATHON, RECRUIT, DRILL/);
    const blank = await call(admin, 'POST', '/api/notification', { receiverUid: me.uid, oneLiner: '  ' });
    expect(blank.body.error.fields.oneLiner).toBe('oneLiner is required');
  });
});

describe('notifications written by other events', () => {
  it('shows a RECRUIT notification from insertNotification with its link and sender', async () => {
    const me = await caller();
    const employer = await createUser(t, { role: 'employer', fullName: 'Ravi' });
    await insertNotification(t.database.db, {
      receiverUid: me.user.uid,
      senderUid: employer.uid,
      purpose: 'RECRUIT',
      oneLiner: 'Your application for Data Analyst is now Shortlisted',
      message: 'Great profile!',
      link: '/my-jobs',
    });
    const [n] = (await call(me, 'GET', '/api/notification')).body.result.data as Notification[];
    expect(n).toMatchObject({
      notificationType: 'RECRUIT',
      link: '/my-jobs',
      senderName: 'Ravi Menon',
      message: 'Great profile!',
    });
  });
});
