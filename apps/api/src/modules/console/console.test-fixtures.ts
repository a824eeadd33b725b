/** Companies, employers and request helpers for the console suites. Not a test file itself. */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@elevate/contracts/auth/auth.schema';
import type { JobWriteInput } from '@elevate/contracts/console/job-write.schema';
import type { TestContext } from '../../../test/helper.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';

let sequence = 0;

export const insertCompany = async (t: TestContext, name = 'Kaveri Analytics') => {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${process.pid}-${++sequence}`;
  const [row] = await t.database.db
    .insert(partners)
    .values({
      name,
      displayName: name,
      customUrl: slug,
      logoPath: `/uploads/seed/${slug}-logo.svg`,
      galleryImageUrls: `/uploads/seed/${slug}-g1.svg,/uploads/seed/${slug}-g2.svg`,
    })
    .returning({ id: partners.id, customUrl: partners.customUrl });
  return row!;
};

export interface Caller {
  uid: number;
  email: string;
  headers: Record<string, string>;
}

/** A signed-in account of this role; an employer is made a member of `partnerId`. */
export const caller = async (t: TestContext, role: Role, partnerId?: number): Promise<Caller> => {
  const user = await createUser(t, { role });
  if (partnerId !== undefined) await t.database.db.insert(partnerMembers).values({ partnerId, userId: user.uid });
  return { uid: user.uid, email: user.email, headers: authHeaders(await signIn(t, user)) };
};

export const call = async (
  t: TestContext,
  who: Caller | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => {
  const res = await t.inject({
    method,
    url,
    headers: who?.headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  return { status: res.statusCode, body: res.json() };
};

export const jobInput = (overrides: Partial<JobWriteInput> = {}): JobWriteInput => ({
  jobTitle: 'Data Analyst',
  jobLocation: 'Bengaluru, Pune',
  jobSkills: 'SQL, Python, Excel',
  jobCtcCurrency: 'INR',
  jobMinCtcRange: 600_000,
  jobMaxCtcRange: 900_000,
  jobCtcCategory: 'annual',
  isSalaryHidden: false,
  jobType: 'Full-Time',
  jobMinYoe: 0,
  jobMaxYoe: 2,
  jobYoeTextForZero: 'Fresher',
  jobNumberOfVacancies: 3,
  description: '<p>Build dashboards for cooperative banks.</p><ul><li>SQL every day</li></ul>',
  ...overrides,
});

/** Posts a job and returns it (fails the test when posting fails). */
export const postJob = async (
  t: TestContext,
  who: Caller,
  partnerId: number,
  overrides: Partial<JobWriteInput> = {},
) => {
  const res = await call(t, who, 'POST', '/api/jobs', { ...jobInput(overrides), partnerId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result as { jobId: number; custUrl: string; isActive: boolean };
};

/** A 1×1 PNG: real image bytes for the upload's content check. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image through s3/pre-signed and the signed PUT; answers its public path. */
export const uploadImage = async (
  t: TestContext,
  who: Caller,
  purpose: 'partner-logo' | 'partner-banner' | 'partner-gallery' | 'job-image',
) => {
  const signed = await call(t, who, 'POST', '/api/s3/pre-signed', {
    fileName: 'picture.png',
    contentType: 'image/png',
    sizeBytes: PNG_1X1.length,
    purpose,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const put = await t.inject({
    method: 'PUT',
    url: signed.body.result.uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: PNG_1X1,
  });
  expect(put.statusCode, put.body).toBe(200);
  return put.json().result.fileUrl as string;
};
