import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { linkFromNewestMail, STRONG_PASSWORD, uniqueEmail } from './auth';

/** The smallest file the upload check takes as a PDF (it reads the %PDF- signature). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The seeded employer of the demo company kaveri-analytics. */
export const DEMO_EMPLOYER = { email: 'employer@elevate.local', password: 'Employer@123' } as const;
export const DEMO_COMPANY = 'kaveri-analytics';

type Response = Awaited<ReturnType<APIRequestContext['get']>>;
export const resultOf = async <T>(res: Response, what: string): Promise<T> => {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: T }).result;
};

/** The contact number every test candidate gives. */
export const CANDIDATE_CONTACT = '9823456710';

/** Letters only, unique per call: an employer can find this candidate by name. */
const uniqueLastName = (base: string) =>
  `${base} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * A new, verified candidate with only what signup asks for (an apply dialog must ask for the rest). Each test
 * gets its own, so the desktop and phone runs never meet.
 */
export const verifiedCandidate = async (
  request: APIRequestContext,
  testInfo: TestInfo,
  name: { fullName: string; lastName: string } = { fullName: 'Rohan', lastName: 'Kulkarni' },
) => {
  const email = uniqueEmail(testInfo, 'candidate');
  await resultOf(
    await request.post('/api/wueusers/register', {
      data: { ...name, ucontact: CANDIDATE_CONTACT, email, password: STRONG_PASSWORD, utype: 'Student' },
    }),
    'register',
  );
  const verifyPath = await linkFromNewestMail(request, email, '/users/verify/');
  const code = verifyPath.split('/').pop()!.split('?')[0]!;
  await resultOf(await request.post(`/api/wueusers/verify/${code}`), 'verify');
  return { email, password: STRONG_PASSWORD, ...name };
};

/** Signs in through the API and answers the two headers every signed-in call carries. */
export const apiSession = async (request: APIRequestContext, user: { email: string; password: string }) => {
  const login = await resultOf<{ token: string; userDetails: { uid: number } }>(
    await request.post('/api/wueusers/login', { data: { username: user.email, password: user.password } }),
    'login',
  );
  return { authorization: login.token, auth_uid: String(login.userDetails.uid) };
};

/** Fills every field an application needs through the API (a resume uploaded through s3/pre-signed). */
export const completeProfileOf = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  resumeName = 'Rohan-CV.pdf',
  resume: Buffer = TINY_PDF,
) => {
  const signed = await resultOf<{ key: string; uploadUrl: string }>(
    await request.post('/api/s3/pre-signed', {
      headers,
      data: { fileName: resumeName, contentType: 'application/pdf', sizeBytes: resume.length, purpose: 'resume' },
    }),
    'sign the resume upload',
  );
  await resultOf(
    await request.put(signed.uploadUrl, { headers: { 'content-type': 'application/pdf' }, data: resume }),
    'upload the resume',
  );
  await resultOf(
    await request.post(`/api/users/${headers.auth_uid}/mandatoryfields`, {
      headers,
      data: {
        ucontact: CANDIDATE_CONTACT,
        currentCity: 'Pune',
        highestQualification: 'Graduation/Diploma',
        resumeKey: signed.key,
      },
    }),
    'fill the mandatory fields',
  );
};

export interface Candidate {
  email: string;
  password: string;
  fullName: string;
  lastName: string;
  uid: number;
  headers: Record<string, string>;
}

/** A verified candidate whose profile holds everything an application needs, signed in through the API. */
export const readyCandidate = async (request: APIRequestContext, testInfo: TestInfo): Promise<Candidate> => {
  const user = await verifiedCandidate(request, testInfo, { fullName: 'Ishita', lastName: uniqueLastName('Verma') });
  const headers = await apiSession(request, user);
  await completeProfileOf(request, headers, 'Ishita-Verma-CV.pdf');
  return { ...user, uid: Number(headers.auth_uid), headers };
};

/**
 * The newest seeded, active job of a company. Jobs that other journeys post (and close) while this one runs are
 * skipped: they were created after the server started seeding, so they sort first.
 */
export const seededJobOf = async (request: APIRequestContext, customUrl: string) => {
  const partners = await resultOf<{ data: Array<{ partnerId: number }> }>(
    await request.get(`/api/partners?active=true&mode=basic&customUrl=${customUrl}`),
    'company',
  );
  const jobs = await resultOf<{ data: Array<{ jobId: number; jobTitle: string; custUrl: string; createdTs: string }> }>(
    await request.get(`/api/partners/${partners.data[0]!.partnerId}/jobs?limit=10`),
    'company jobs',
  );
  const seeded = jobs.data.filter((j) => !j.custUrl.startsWith('console-journey'));
  expect(seeded.length, `${customUrl} has a seeded active job`).toBeGreaterThan(0);
  return seeded[0]!;
};
