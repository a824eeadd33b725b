import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { build } from '../../../test/helper.ts';
import { drills, drillUserActions } from '../../db/schema/drills.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { insertDrill } from './drills.test-fixtures.ts';

const t = build();

let hack: { id: number; custUrl: string };
let other: { id: number; custUrl: string };
let draft: { id: number; custUrl: string };

beforeAll(async () => {
  hack = await insertDrill(t, { name: 'Kaveri DataQuest' });
  other = await insertDrill(t, { name: 'Narmada Sprint' });
  draft = await insertDrill(t, { name: 'Draft Hack', isPublished: false });
});

const signedIn = async (role: 'user' | 'admin' = 'user') => {
  const user = await createUser(t, { role });
  return { uid: user.uid, session: await signIn(t, user) };
};

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  session: LoginResult | null,
  drill: string | number,
  uid: number,
  action = 'bookmark',
) =>
  t.inject({
    method,
    url: `/api/drills/${drill}/users/${uid}?action=${action}`,
    headers: session ? authHeaders(session) : {},
  });

const rowsOf = (uid: number) => t.database.db.select().from(drillUserActions).where(eq(drillUserActions.uid, uid));

describe('drills/{id}/users/{uid}?action=bookmark', () => {
  it('reads without changing anything, sets with PUT and clears with DELETE, each idempotent', async () => {
    const me = await signedIn();
    const read = await call('GET', me.session, hack.custUrl, me.uid);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result).toEqual({
      drillId: hack.id,
      uid: me.uid,
      action: 'bookmark',
      bookmarked: false,
      createdTs: null,
    });
    expect(await rowsOf(me.uid)).toHaveLength(0);

    const set = await call('PUT', me.session, hack.id, me.uid);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Hackathon saved', result: { bookmarked: true } });
    const firstSaved = set.json().result.createdTs;
    const again = await call('PUT', me.session, hack.custUrl, me.uid);
    expect(again.json().result).toMatchObject({ bookmarked: true, createdTs: firstSaved });
    expect(await rowsOf(me.uid)).toHaveLength(1);
    expect((await call('GET', me.session, hack.custUrl, me.uid)).json().result.bookmarked).toBe(true);

    const cleared = await call('DELETE', me.session, hack.custUrl, me.uid);
    expect(cleared.json()).toMatchObject({
      message: 'Hackathon removed from your saved list',
      result: { bookmarked: false, createdTs: null },
    });
    expect((await call('DELETE', me.session, hack.custUrl, me.uid)).statusCode).toBe(200);
    expect(await rowsOf(me.uid)).toHaveLength(0);
  });

  it("refuses another user's uid with 403 for every method, admins included, and writes nothing", async () => {
    const me = await signedIn();
    const admin = await signedIn('admin');
    await call('PUT', me.session, hack.id, me.uid);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const caller of [await signedIn(), admin]) {
        const res = await call(method, caller.session, hack.id, me.uid);
        expect(res.statusCode, method).toBe(403);
        expect(res.json().error.message).toBe('You can only save hackathons for yourself.');
      }
    }
    expect(await rowsOf(me.uid)).toHaveLength(1);
  });

  it('needs a session, a known action and a listed hackathon', async () => {
    const me = await signedIn();
    expect((await call('GET', null, hack.id, me.uid)).statusCode).toBe(401);
    const badAction = await call('PUT', me.session, hack.id, me.uid, 'follow');
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().error.fields.action).toBe('action must be one of: bookmark');
    expect((await call('PUT', me.session, draft.custUrl, me.uid)).statusCode).toBe(404);
    expect((await call('GET', me.session, 'no-such-hackathon', me.uid)).statusCode).toBe(404);
    expect(await rowsOf(me.uid)).toHaveLength(0);
  });
});

describe('GET drills/bookmarks', () => {
  it("lists the caller's own saved hackathons that are still listed, the latest saved first", async () => {
    const me = await signedIn();
    const someoneElse = await signedIn();
    await call('PUT', me.session, hack.id, me.uid);
    await call('PUT', me.session, other.id, me.uid);
    await call('PUT', someoneElse.session, hack.id, someoneElse.uid);

    const mine = await t.inject({ method: 'GET', url: '/api/drills/bookmarks', headers: authHeaders(me.session) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result.data.map((d: { drillName: string }) => d.drillName)).toEqual([
      'Narmada Sprint',
      'Kaveri DataQuest',
    ]);
    expect(mine.json().result.totalRecordCount).toBe(2);

    // A saved hackathon that is later unpublished leaves the list.
    await t.database.db.update(drills).set({ isPublished: false }).where(eq(drills.id, other.id));
    const after = await t.inject({
      method: 'GET',
      url: '/api/drills/bookmarks?limit=1&offset=5',
      headers: authHeaders(me.session),
    });
    expect(after.json().result).toEqual({ data: [], totalRecordCount: 1, totalRecords: 1 });
    await t.database.db.update(drills).set({ isPublished: true }).where(eq(drills.id, other.id));
  });

  it('refuses a signed-out caller', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/drills/bookmarks' })).statusCode).toBe(401);
  });
});
