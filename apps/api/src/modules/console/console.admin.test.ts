import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import { build } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, mailsTo, signIn } from '../auth/auth.testing.ts';
import { call, caller, jobInput, type Caller } from './console.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let admin: Caller;
beforeAll(async () => {
  admin = await caller(t, 'admin');
});

const roleOf = async (uid: number) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, uid)))[0]!.role;

const createCompany = async (customUrl: string) => {
  const res = await call(t, admin, 'POST', '/api/partners', {
    name: 'Godavari Foods',
    displayName: 'Godavari Foods Ltd.',
    customUrl,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result as { partnerId: number; customUrl: string };
};

describe('admin: companies and their employers', () => {
  it('creates a company; the same custom URL again is 409 with the spec message', async () => {
    const company = await createCompany('godavari-foods');
    expect(company.customUrl).toBe('godavari-foods');
    const again = await call(t, admin, 'POST', '/api/partners', {
      name: 'Another',
      displayName: 'Another',
      customUrl: 'Godavari-Foods',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      message: 'This custom URL is already taken',
      fields: { customUrl: 'This custom URL is already taken' },
    });
  });

  it('refuses a custom URL that is not a slug, and blank names', async () => {
    const res = await call(t, admin, 'POST', '/api/partners', { name: '', displayName: ' ', customUrl: 'Bad URL!' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name is mandatory field !',
      displayName: 'Display Name is mandatory field !',
      customUrl: ConsoleMessages.customUrlFormat,
    });
  });

  it('attaches an employer by email: a plain user becomes an employer, is mailed, and then manages the company', async () => {
    const company = await createCompany('krishna-textiles');
    const person = await createUser(t, { role: 'user', fullName: 'Farah' });
    const res = await call(t, admin, 'POST', `/api/partners/${company.partnerId}/employers`, {
      email: person.email.toUpperCase(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(ConsoleMessages.employerAttached);
    expect(res.body.result.employers.map((e: { uid: number }) => e.uid)).toEqual([person.uid]);
    expect(await roleOf(person.uid)).toBe('employer');
    const [mail] = await mailsTo(t, person.email);
    expect(mail?.subject).toBe('You can now manage Godavari Foods Ltd. on Elevate');
    expect(mail?.textBody).toContain('/console');

    // The role is read from the database on each request: the same token now reaches the console.
    const headers = authHeaders(await signIn(t, person));
    const employer = { uid: person.uid, email: person.email, headers };
    const mine = await call(t, employer, 'GET', '/api/console/partners');
    expect(mine.body.result.data.map((p: { partnerId: number }) => p.partnerId)).toEqual([company.partnerId]);
    const saved = await call(t, employer, 'PUT', `/api/partners/${company.partnerId}`, {
      partnerDisplayName: 'Krishna Textiles',
      partnerDescription: 'Handloom since 1962.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const posted = await call(t, employer, 'POST', '/api/jobs', { ...jobInput(), partnerId: company.partnerId });
    expect(posted.status).toBe(201);
  });

  it('refuses an email no account uses (404) and one already attached (409)', async () => {
    const company = await createCompany('narmada-power');
    const missing = await call(t, admin, 'POST', `/api/partners/${company.partnerId}/employers`, {
      email: 'nobody.here@example.in',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ email: ConsoleMessages.noSuchAccount });
    const person = await createUser(t);
    await call(t, admin, 'POST', `/api/partners/${company.partnerId}/employers`, { email: person.email });
    const twice = await call(t, admin, 'POST', `/api/partners/${company.partnerId}/employers`, { email: person.email });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(ConsoleMessages.alreadyAttached);
    const invalid = await call(t, admin, 'POST', `/api/partners/${company.partnerId}/employers`, { email: 'x@' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ email: 'Invalid Email Id !' });
  });

  it('an admin attached to a company stays an admin', async () => {
    const company = await createCompany('mahanadi-steel');
    const other = await createUser(t, { role: 'admin' });
    await call(t, admin, 'POST', `/api/partners/${company.partnerId}/employers`, { email: other.email });
    expect(await roleOf(other.uid)).toBe('admin');
  });

  it('removes an employer: with no company left they are a plain user again and lose the console', async () => {
    const first = await createCompany('tungabhadra-agro');
    const second = await createCompany('sabarmati-solar');
    const person = await createUser(t);
    for (const c of [first, second]) {
      await call(t, admin, 'POST', `/api/partners/${c.partnerId}/employers`, { email: person.email });
    }
    const employer = { uid: person.uid, email: person.email, headers: authHeaders(await signIn(t, person)) };
    await call(t, admin, 'DELETE', `/api/partners/${first.partnerId}/employers/${person.uid}`);
    expect(await roleOf(person.uid)).toBe('employer');
    expect((await call(t, employer, 'GET', `/api/partners/${first.partnerId}`)).status).toBe(403);
    const res = await call(t, admin, 'DELETE', `/api/partners/${second.partnerId}/employers/${person.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.result.employers).toEqual([]);
    expect(await roleOf(person.uid)).toBe('user');
    expect((await call(t, employer, 'GET', '/api/console/partners')).status).toBe(403);
    const gone = await call(t, admin, 'DELETE', `/api/partners/${second.partnerId}/employers/${person.uid}`);
    expect(gone.status).toBe(404);
  });

  it('refuses the admin routes to an employer (403)', async () => {
    const company = await createCompany('yamuna-logistics');
    const employer = await caller(t, 'employer', company.partnerId);
    const create = await call(t, employer, 'POST', '/api/partners', { name: 'X', displayName: 'X', customUrl: 'x-co' });
    expect(create.status).toBe(403);
    const attach = await call(t, employer, 'POST', `/api/partners/${company.partnerId}/employers`, {
      email: employer.email,
    });
    expect(attach.status).toBe(403);
    const remove = await call(t, employer, 'DELETE', `/api/partners/${company.partnerId}/employers/${employer.uid}`);
    expect(remove.status).toBe(403);
  });
});
