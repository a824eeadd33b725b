import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { applicationsKit, insertJob, insertPartner } from './applications.test-fixtures.ts';

// A small allowance so the tests can reach it.
const t = build({ ...AUTH_TEST_ENV, APPLY_RATE_LIMIT: '3' });
const { applyTo, candidate } = applicationsKit(t);

describe('the apply limit counts the signed-in user', () => {
  let partnerId: number;
  beforeAll(async () => {
    partnerId = (await insertPartner(t.database.db, { displayName: 'Tapti Systems' })).id;
  });
  const newJob = async () => (await insertJob(t.database.db, partnerId, {})).id;

  it("requests without a valid token do not spend anyone's allowance", async () => {
    const { user, headers } = await candidate('Meera');
    const forged = { authorization: 'Bearer not-a-token', auth_uid: String(user.uid) };
    for (let i = 0; i < 10; i++) {
      const res = await applyTo(await newJob(), forged);
      expect(res.statusCode).toBe(401);
    }
    const res = await applyTo(await newJob(), headers);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('trailing no-break spaces in AUTH_UID do not make a fresh allowance', async () => {
    const { headers } = await candidate('Ravi');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const padded = { ...headers, auth_uid: `${headers.auth_uid}${'\u00a0'.repeat(i)}` };
      statuses.push((await applyTo(await newJob(), padded)).statusCode);
    }
    // Either the padded header is refused or it is the same user: never more than three new applications.
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(3);
    expect(statuses.slice(3).every((s) => s === 429 || s === 401)).toBe(true);
  });

  it('each user has an allowance of their own', async () => {
    const first = await candidate('Asha');
    const second = await candidate('Vikram');
    for (let i = 0; i < 3; i++) expect((await applyTo(await newJob(), first.headers)).statusCode).toBe(201);
    expect((await applyTo(await newJob(), first.headers)).statusCode).toBe(429);
    expect((await applyTo(await newJob(), second.headers)).statusCode).toBe(201);
  });
});
