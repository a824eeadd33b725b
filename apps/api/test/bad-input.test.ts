import { beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.ts';
import { AUTH_TEST_ENV, signupPayload } from '../src/modules/auth/auth.testing.ts';
import {
  call,
  caller,
  insertCompany,
  jobInput,
  postJob,
  type Caller,
} from '../src/modules/console/console.test-fixtures.ts';
import { INVALID_CHARACTERS_MESSAGE, INVALID_ENCODING_MESSAGE } from '../src/plugins/input-guard.ts';

/**
 * Each case was a 500 before the input guard (issue 8): NUL characters, text that is not UTF-8 and decimals
 * where the database keeps whole numbers, in paths, queries, headers and bodies.
 */
const t = build(AUTH_TEST_ENV);
const NUL = '\u0000';

let company: { id: number; customUrl: string };
let job: { jobId: number; custUrl: string };
let employer: Caller;
let admin: Caller;
let student: Caller;

beforeAll(async () => {
  company = await insertCompany(t, 'Kaveri Analytics');
  employer = await caller(t, 'employer', company.id);
  admin = await caller(t, 'admin');
  student = await caller(t, 'user');
  job = await postJob(t, employer, company.id, { jobMinCtcRange: 150_000, jobMaxCtcRange: 150_000 });
});

const expectRefused = (
  res: { status: number; body: { httpStatus: number; error?: { code: string; fields?: object } } },
  field?: string,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.httpStatus).toBe(400);
  expect(res.body.error?.code).toBe('WUE-4000');
  if (field) expect(res.body.error?.fields).toMatchObject({ [field]: INVALID_CHARACTERS_MESSAGE });
};

describe('a NUL character anywhere in a request is a 400 naming the field', () => {
  it.each([
    ['a job id in the path', '/api/jobs/%00', 'id'],
    ['a job address in the path', '/api/jobs/customurl/%00', 'short'],
    ['a search location', '/api/jobs/search?location=%00', 'location'],
    ['a search keyword', '/api/jobs/search?q=java%00', 'q'],
    ['a company page address', '/api/partners?customUrl=%00', undefined],
  ])('%s', async (_what, url, field) => {
    expectRefused(await call(t, null, 'GET', url), field);
  });

  it('in a contact message', async () => {
    const res = await call(t, null, 'POST', '/api/contact-us', {
      senderFullName: `Asha${NUL}`,
      email: 'asha@example.in',
      contact: '9876543210',
      purposeToConnect: 'Hosting a hackathon',
      message: 'Hello',
    });
    expectRefused(res, 'senderFullName');
  });

  it('in a sign-up name', async () => {
    expectRefused(
      await call(t, null, 'POST', '/api/wueusers/register', signupPayload({ fullName: `A${NUL}` })),
      'fullName',
    );
  });

  it('in a job edit and a new job', async () => {
    expectRefused(
      await call(t, employer, 'PUT', `/api/jobs/${job.jobId}`, {
        ...jobInput({ jobTitle: `Analyst${NUL}` }),
        partnerId: company.id,
      }),
      'jobTitle',
    );
    expectRefused(
      await call(t, employer, 'POST', '/api/jobs', {
        ...jobInput({ jobLocation: `Pune${NUL}` }),
        partnerId: company.id,
      }),
      'jobLocation',
    );
  });

  it('in a company page edit', async () => {
    expectRefused(
      await call(t, employer, 'PUT', `/api/partners/${company.id}`, { displayName: `Kaveri${NUL}` }),
      'displayName',
    );
  });

  it('in a job share', async () => {
    const res = await call(t, student, 'POST', '/api/jobs/feeds/sendinvitemail', {
      jobId: job.jobId,
      emails: ['friend@example.in'],
      message: `Look${NUL}`,
    });
    expectRefused(res, 'message');
  });

  it('in console searches', async () => {
    expectRefused(await call(t, admin, 'GET', '/api/console/partners?q=%00'), 'q');
    expectRefused(await call(t, employer, 'GET', `/api/console/jobs/${job.jobId}/applicants?q=a%00`), 'q');
  });

  it('in the mandatory fields', async () => {
    const res = await call(t, student, 'POST', `/api/users/${student.uid}/mandatoryfields`, {
      ucontact: '9876543210',
      currentCity: `Pune${NUL}`,
      highestQualification: '12th',
    });
    expectRefused(res, 'currentCity');
  });

  it('in an object key, deep in a body', async () => {
    const res = await call(t, null, 'POST', '/api/contact-us', { nested: [{ [`k${NUL}`]: 1 }] });
    expectRefused(res, 'nested.0.k?');
  });

  it('in a header', async () => {
    const res = await t.app
      .inject({ method: 'GET', url: '/api/jobs/search', headers: { 'x-filter': `a${NUL}` } })
      .catch(() => null);
    // Node refuses a NUL in a header before any code of ours runs; through inject it reaches the guard.
    if (res) expect(res.statusCode).toBe(400);
  });
});

describe('text that is not UTF-8 is a 400, never silently changed', () => {
  it('a JSON body with invalid bytes', async () => {
    const body = Buffer.concat([Buffer.from('{"senderFullName":"Asha'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'WUE-4000', fields: { body: INVALID_ENCODING_MESSAGE } });
  });

  it('a lone UTF-16 surrogate written as a JSON escape', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"senderFullName":"Asha\\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ senderFullName: INVALID_CHARACTERS_MESSAGE });
  });

  it.each([
    '/api/jobs/%FF',
    '/api/jobs/customurl/%C0%AF',
    '/api/jobs/search?location=%FF',
    '/api/jobs/search?q=%E0%A4',
  ])('a badly encoded address: %s', async (url) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().httpStatus).toBe(res.statusCode);
    expect(res.json().error.fields).toEqual({
      [url.includes('?') ? /\?(\w+)/.exec(url)![1]! : 'url']: INVALID_ENCODING_MESSAGE,
    });
  });
});

describe('numbers of the wrong kind', () => {
  it.each(['/api/jobs/1.5', '/api/jobs/99999999999999999999', '/api/jobs/-1'])(
    'an id of the wrong kind (%s) finds no job, without an error',
    async (url) => {
      const res = await call(t, null, 'GET', url);
      expect(res.status).toBe(404);
    },
  );

  it('ids past PostgreSQL integer range are a 400 naming the field (the fuzz test found the first)', async () => {
    const removal = await call(t, admin, 'DELETE', `/api/partners/${company.id}/employers/2147483648`);
    expect(removal.status, JSON.stringify(removal.body)).toBe(400);
    expect(Object.keys(removal.body.error.fields)).toEqual(['uid']);
    const companyJobs = await call(t, null, 'GET', '/api/partners/2147483648/jobs');
    expect(companyJobs.status).toBe(400);
    const view = await call(t, null, 'POST', '/api/jobs/views', { jobId: 2 ** 40 });
    expect(view.status).toBe(400);
  });

  it('a decimal salary filter is a fair search and filters by whole rupees', async () => {
    const cheap = await call(t, null, 'GET', '/api/jobs/search?minSalary=1.5');
    expect(cheap.status, JSON.stringify(cheap.body)).toBe(200);
    expect(cheap.body.result.data.map((j: { jobId: number }) => j.jobId)).toContain(job.jobId);
    const above = await call(t, null, 'GET', '/api/jobs/search?minSalary=150000.5');
    expect(above.status).toBe(200);
    expect(above.body.result.data.map((j: { jobId: number }) => j.jobId)).not.toContain(job.jobId);
    const below = await call(t, null, 'GET', '/api/jobs/search?maxSalary=149999.9');
    expect(below.body.result.data.map((j: { jobId: number }) => j.jobId)).not.toContain(job.jobId);
    const exact = await call(t, null, 'GET', '/api/jobs/search?minSalary=149999.5&maxSalary=150000.4');
    expect(exact.body.result.data.map((j: { jobId: number }) => j.jobId)).toContain(job.jobId);
  });

  it.each([
    ['a negative limit', '/api/jobs/search?limit=-1'],
    ['a decimal offset', '/api/jobs/search?offset=1.5'],
    ['a salary past the maximum', '/api/jobs/search?minSalary=1e300'],
    ['a salary that is not a number', '/api/jobs/search?minSalary=NaN'],
  ])('%s is a 400', async (_what, url) => {
    const res = await call(t, null, 'GET', url);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('WUE-4000');
  });

  it('a decimal or huge number in a job body is a 400 naming the field', async () => {
    for (const value of [1.5, 1e20, -5]) {
      const res = await call(t, employer, 'POST', '/api/jobs', {
        ...jobInput({ jobNumberOfVacancies: value }),
        partnerId: company.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain('jobNumberOfVacancies');
    }
  });
});
