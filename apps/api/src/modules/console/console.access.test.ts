import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany, jobInput, postJob, type Caller } from './console.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let user: Caller;
let partnerId: number;
let jobId: number;

beforeAll(async () => {
  ({ id: partnerId } = await insertCompany(t));
  user = await caller(t, 'user');
  const employer = await caller(t, 'employer', partnerId);
  ({ jobId } = await postJob(t, employer, partnerId));
});

const routes = (): Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> => [
  ['GET', '/api/console/partners'],
  ['GET', `/api/partners/${partnerId}`],
  ['PUT', `/api/partners/${partnerId}`, { partnerDisplayName: 'Mine now' }],
  ['GET', `/api/console/partners/${partnerId}/jobs`],
  ['GET', `/api/console/jobs/${jobId}`],
  ['POST', '/api/jobs', { ...jobInput(), partnerId }],
  ['PUT', `/api/jobs/${jobId}`, jobInput()],
  ['PUT', `/api/jobs/${jobId}/status`, { isActive: false }],
  ['POST', '/api/partners', { name: 'X', displayName: 'X', customUrl: 'x-co' }],
  ['POST', `/api/partners/${partnerId}/employers`, { email: 'someone@example.in' }],
  ['DELETE', `/api/partners/${partnerId}/employers/1`],
];

describe('who may call the console', () => {
  it('refuses a plain user on every console route with 403', async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(t, user, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.error.message).toBe('You are not authorized for this page !');
    }
  });

  it('answers 401 WUE-9001 to a caller who is not signed in', async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(t, null, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.error.code).toBe('WUE-9001');
    }
  });

  it('refuses a plain user before reading the body: an invalid body still gets 403, not 400', async () => {
    const res = await call(t, user, 'POST', '/api/jobs', { nonsense: true });
    expect(res.status).toBe(403);
  });
});
