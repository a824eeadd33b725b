import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fullProfileBody } from '@elevate/contracts/users/json-resume.fixtures';
import { build } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import type { Headers } from '../uploads/uploads.testing.ts';
import { profileCompletion } from './completion.service.ts';
import { replaceCompleteProfile } from './profile.service.ts';

const t = build(AUTH_TEST_ENV);
const db = () => t.database.db;

let sequence = 0;
/** A name no other test's account carries, so searches find exactly the accounts made for them. */
const uniqueName = (base: string) => `${base}${process.pid}x${++sequence}`.replace(/\d/g, (d) => 'abcdefghij'[+d]!);

const signedIn = async (role: 'user' | 'employer' | 'admin' = 'user') => {
  const user = await createUser(t, { role });
  return { ...user, headers: authHeaders(await signIn(t, user)) as Headers };
};
const list = (query: string, headers?: Headers) => t.inject({ method: 'GET', url: `/api/users?${query}`, headers });
const one = (uid: number | string, headers?: Headers) => t.inject({ method: 'GET', url: `/api/users/${uid}`, headers });

describe('GET users (admins)', () => {
  it('finds accounts by part of the name or email, any case, newest first, with each one’s strength', async () => {
    const admin = await signedIn('admin');
    const name = uniqueName('Zephyrine');
    const first = await createUser(t, { fullName: name, email: `${name.toLowerCase()}.one@example.in` });
    const second = await createUser(t, {
      fullName: name,
      email: `${name.toLowerCase()}.two@example.in`,
      verified: false,
    });
    await replaceCompleteProfile(db(), second.uid, fullProfileBody());

    const res = await list(`search=${name.toUpperCase()}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { data, totalRecordCount, totalRecords } = res.json().result;
    expect([totalRecordCount, totalRecords]).toEqual([2, 2]);
    expect(data.map((u: { uid: number }) => u.uid)).toEqual([second.uid, first.uid]);
    const expected = (await profileCompletion(db(), second.uid)).percent;
    expect(expected).toBeGreaterThan(0);
    expect(data[0]).toEqual({
      uid: second.uid,
      fullName: name,
      lastName: 'Menon',
      email: second.email,
      role: 'user',
      utype: 'Student',
      verified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      completionPercent: expected,
    });
    expect(data[1]).toMatchObject({ verified: true, completionPercent: 0 });

    const byFullName = await list(`search=${encodeURIComponent(`${name} menon`)}`, admin.headers);
    expect(byFullName.json().result.totalRecordCount).toBe(2);
    const byEmail = await list(`search=${name.toLowerCase()}.TWO@`, admin.headers);
    expect(byEmail.json().result.data.map((u: { uid: number }) => u.uid)).toEqual([second.uid]);
  });

  it('filters by role, type and verification, and pages through the matches', async () => {
    const admin = await signedIn('admin');
    const name = uniqueName('Ilamaran');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createUser(t, { fullName: name, verified: i % 2 === 0 }));
    const employer = await createUser(t, { fullName: name, role: 'employer' });
    await db().update(users).set({ utype: 'Professional' }).where(eq(users.id, made[0]!.uid));

    const q = (extra: string) => list(`search=${name}&${extra}`, admin.headers).then((r) => r.json().result);
    expect((await q('role=employer')).data.map((u: { uid: number }) => u.uid)).toEqual([employer.uid]);
    expect((await q('role=user')).totalRecordCount).toBe(5);
    expect((await q('utype=Professional&role=user')).data.map((u: { uid: number }) => u.uid)).toEqual([made[0]!.uid]);
    expect((await q('verified=false')).totalRecordCount).toBe(2);
    expect((await q('verified=true&role=user')).totalRecordCount).toBe(3);

    const pages = [
      await q('role=user&size=2&page=1'),
      await q('role=user&size=2&page=2'),
      await q('role=user&size=2&page=3'),
    ];
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.totalRecordCount === 5)).toBe(true);
    expect(pages.flatMap((p) => p.data.map((u: { uid: number }) => u.uid))).toEqual(made.map((u) => u.uid).reverse());
    expect((await q('role=user&size=2&page=4')).data).toEqual([]);
  });

  it('treats % and _ in a search as themselves, and leaves deleted accounts out', async () => {
    const admin = await signedIn('admin');
    expect((await list('search=%25', admin.headers)).json().result.totalRecordCount).toBe(0);
    const name = uniqueName('Thenmozhi');
    const gone = await createUser(t, { fullName: name });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.uid));
    expect((await list(`search=${name}`, admin.headers)).json().result).toEqual({
      data: [],
      totalRecordCount: 0,
      totalRecords: 0,
    });
  });

  it('answers bad filters with field messages', async () => {
    const admin = await signedIn('admin');
    const res = await list('role=superuser&verified=maybe&size=500&page=0', admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      role: 'Invalid Value !',
      verified: 'verified must be true or false',
      size: 'size must be at most 100',
      page: 'page must be at least 1',
    });
    expect((await list(`search=${'a'.repeat(101)}`, admin.headers)).json().error.fields.search).toBe(
      'Search must be at most 100 characters',
    );
  });

  it('is for admins only: 401 signed out, 403 for students and employers', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', (await signedIn()).headers)).statusCode).toBe(403);
    expect((await list('', (await signedIn('employer')).headers)).statusCode).toBe(403);
  });
});

describe('GET users/{id}', () => {
  it('the user reads their own account with its profile strength', async () => {
    const me = await signedIn();
    await replaceCompleteProfile(db(), me.uid, fullProfileBody());
    const res = await one(me.uid, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const completion = await profileCompletion(db(), me.uid);
    expect(res.json().result).toMatchObject({
      uid: me.uid,
      email: me.email,
      referralCode: me.referralCode,
      verified: true,
      deletedAt: null,
      completionPercent: completion.percent,
      completion,
    });
  });

  it('an admin reads anyone, a deleted account marked; an unknown id is 404', async () => {
    const admin = await signedIn('admin');
    const user = await createUser(t);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.uid));
    const res = await one(user.uid, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.deletedAt).toMatch(/^\d{4}-/);
    const missing = await one(2_000_000_000, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('We could not find this account.');
    expect((await one('abc', admin.headers)).statusCode).toBe(400);
  });

  it('another user or an employer gets 403, whether or not the account exists; signed out 401', async () => {
    const owner = await createUser(t);
    const student = await signedIn();
    const employer = await signedIn('employer');
    expect((await one(owner.uid, student.headers)).statusCode).toBe(403);
    expect((await one(owner.uid, employer.headers)).statusCode).toBe(403);
    expect((await one(2_000_000_000, student.headers)).statusCode).toBe(403);
    expect((await one(owner.uid)).statusCode).toBe(401);
  });
});
