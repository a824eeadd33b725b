import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { linkFromNewestMail, STRONG_PASSWORD, uniqueEmail } from '../support/auth';

/** The smallest file the upload check takes as a PDF (it reads the %PDF- signature). */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface Candidate {
  email: string;
  password: string;
  fullName: string;
  lastName: string;
  uid: number;
  headers: Record<string, string>;
}

const okResult = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: T }).result;
};

/**
 * A verified candidate whose profile holds every field an application needs (contact, city, qualification,
 * a PDF resume), made through the API: the journey under test starts after this. Each test gets its own, so
 * the desktop and phone runs never meet.
 */
export const readyCandidate = async (request: APIRequestContext, testInfo: TestInfo): Promise<Candidate> => {
  const email = uniqueEmail(testInfo, 'candidate');
  const fullName = 'Ishita';
  // Letters only, unique per test: the employer finds this candidate by name.
  const lastName = `Verma ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await okResult(
    await request.post('/api/wueusers/register', {
      data: { fullName, lastName, ucontact: '9876512345', email, password: STRONG_PASSWORD, utype: 'Student' },
    }),
    'register',
  );
  const verifyPath = await linkFromNewestMail(request, email, '/users/verify/');
  const code = verifyPath.split('/').pop()!.split('?')[0]!;
  await okResult(await request.post(`/api/wueusers/verify/${code}`), 'verify');
  const login = await okResult<{ token: string; userDetails: { uid: number } }>(
    await request.post('/api/wueusers/login', { data: { username: email, password: STRONG_PASSWORD } }),
    'login',
  );
  const uid = login.userDetails.uid;
  const headers = { authorization: login.token, auth_uid: String(uid) };

  const signed = await okResult<{ key: string; uploadUrl: string }>(
    await request.post('/api/s3/pre-signed', {
      headers,
      data: {
        fileName: 'Ishita-Verma-CV.pdf',
        contentType: 'application/pdf',
        sizeBytes: TINY_PDF.length,
        purpose: 'resume',
      },
    }),
    'sign the resume upload',
  );
  await okResult(
    await request.put(signed.uploadUrl, { headers: { 'content-type': 'application/pdf' }, data: TINY_PDF }),
    'upload the resume',
  );
  await okResult(
    await request.post(`/api/users/${uid}/mandatoryfields`, {
      headers,
      data: {
        ucontact: '9876512345',
        currentCity: 'Pune',
        highestQualification: 'Graduation/Diploma',
        resumeKey: signed.key,
      },
    }),
    'fill the mandatory fields',
  );
  return { email, password: STRONG_PASSWORD, fullName, lastName, uid, headers };
};

/** An active job of a company, by the company's customUrl (the company page's job query). */
export const aJobOf = async (request: APIRequestContext, customUrl: string) => {
  const partners = await okResult<{ data: Array<{ partnerId: number }> }>(
    await request.get(`/api/partners?active=true&mode=basic&customUrl=${customUrl}`),
    'company',
  );
  const partnerId = partners.data[0]!.partnerId;
  const jobs = await okResult<{ data: Array<{ jobId: number; jobTitle: string }> }>(
    await request.get(`/api/partners/${partnerId}/jobs?limit=1`),
    'company jobs',
  );
  expect(jobs.data.length, `${customUrl} has an active job`).toBeGreaterThan(0);
  return jobs.data[0]!;
};
