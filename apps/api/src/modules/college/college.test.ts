import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { colleges } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';

const t = build(AUTH_TEST_ENV);

const search = (query: string) => t.inject({ method: 'GET', url: `/api/college${query}` });
const add = (payload: unknown, headers?: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/api/college', payload: payload as object, headers });
const names = (res: Awaited<ReturnType<typeof search>>) =>
  (res.json().result.data as Array<{ name: string }>).map((c) => c.name);
const signedIn = async () => authHeaders(await signIn(t, await createUser(t)));

describe('college', () => {
  it('ships a list of Indian institutions with their city and state', async () => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(colleges);
    expect(row!.n).toBeGreaterThanOrEqual(200);
    const res = await search('?search=iit%20bombay');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Indian Institute of Technology Bombay (IIT Bombay)',
        city: 'Mumbai',
        state: 'Maharashtra',
      },
    ]);
  });

  it('finds names containing the text, any case, those starting with it first; without signing in', async () => {
    const found = names(await search('?search=NATIONAL%20institute%20of%20technology&limit=50'));
    expect(found.length).toBeGreaterThan(25);
    expect(found.every((n) => n.toLowerCase().includes('national institute of technology'))).toBe(true);
    const startIndex = found.findIndex((n) => !n.toLowerCase().startsWith('national institute of technology'));
    const starting = found.slice(0, startIndex);
    expect(starting.length).toBeGreaterThan(20);
    expect(found.slice(startIndex).every((n) => !n.toLowerCase().startsWith('national institute of technology'))).toBe(
      true,
    );
    expect(names(await search('?search=anna'))).toContain('Anna University');
  });

  it('answers at most 50 (20 unless asked), refuses a bigger limit and reads % as a letter', async () => {
    expect(names(await search(''))).toHaveLength(20);
    expect(names(await search('?limit=50'))).toHaveLength(50);
    expect((await search('?limit=51')).statusCode).toBe(400);
    expect(names(await search('?search=%25'))).toEqual([]);
  });

  it('a signed-in user adds a missing institution (201); the same name in any case answers the listed one (200)', async () => {
    const headers = await signedIn();
    const created = await add(
      { name: '  Govt.  Polytechnic   Nagpur ', city: 'Nagpur', state: 'Maharashtra' },
      headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      httpStatus: 201,
      message: 'Institution added.',
      result: { name: 'Govt. Polytechnic Nagpur', city: 'Nagpur', state: 'Maharashtra' },
    });
    const again = await add({ name: 'GOVT. POLYTECHNIC NAGPUR' }, await signedIn());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'This institution is already listed.',
      result: created.json().result,
    });
    const listed = await add({ name: 'anna university' }, headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result).toMatchObject({ name: 'Anna University', city: 'Chennai' });
    expect(names(await search('?search=polytechnic%20nagpur'))).toEqual(['Govt. Polytechnic Nagpur']);
  });

  it('two people adding the same name at once get one row', async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const [first, second] = await Promise.all([
      add({ name: 'Shri Ramdeobaba College of Engineering' }, a),
      add({ name: 'shri ramdeobaba college of engineering' }, b),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().result.id).toBe(second.json().result.id);
    const rows = await t.database.db
      .select()
      .from(colleges)
      .where(eq(sql`lower(${colleges.name})`, 'shri ramdeobaba college of engineering'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a visitor, a too-short name and an unknown state', async () => {
    expect((await add({ name: 'Some College' })).statusCode).toBe(401);
    const headers = await signedIn();
    const short = await add({ name: ' ab ' }, headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ name: 'Institution name must be 3 to 200 characters' });
    const blank = await add({ name: '' }, headers);
    expect(blank.json().error.fields).toEqual({ name: 'Institution name is mandatory field !' });
    const state = await add({ name: 'Some College', state: 'Atlantis' }, headers);
    expect(state.json().error.fields).toEqual({ state: 'Invalid Value !' });
  });

  it('limits how many institutions one account adds per hour, per account', async () => {
    const headers = await signedIn();
    for (let i = 0; i < 20; i++) {
      const res = await add({ name: `Rate Test College ${i}` }, headers);
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await add({ name: 'Rate Test College 21' }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('WUE-4290');
    expect((await add({ name: 'Rate Test College 22' }, await signedIn())).statusCode).toBe(201);
  });
});
