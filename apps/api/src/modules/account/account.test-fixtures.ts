/**
 * A company, a job, its employer and a candidate who applied: what the account suites need to see the
 * application-update mail and the employer's view of a deleted account. Not a test file itself.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import type { TestContext } from '../../../test/helper.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';
import { addEmployer, completeProfile, insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';

export type Headers = ReturnType<typeof authHeaders>;
export type SignedInUser = TestUser & { headers: Headers };

export const signedIn = async (t: TestContext, user: TestUser): Promise<SignedInUser> => ({
  ...user,
  headers: authHeaders(await signIn(t, user)),
});

/** The subject of the mail a status move sends (contracts applicants.messages). */
export const STATUS_MAIL_SUBJECT = /^Update on your application/;

/** An employer of a new company with one open job. */
export const employerWithJob = async (t: TestContext, jobTitle = 'Data Analyst') => {
  const partner = await insertPartner(t.database.db, { displayName: `Kaveri Analytics ${Date.now()}` });
  const job = await insertJob(t.database.db, partner.id, { title: jobTitle });
  const employer = await createUser(t, { role: 'employer', fullName: 'Divya' });
  await addEmployer(t.database.db, partner.id, employer.uid);
  return { partner, job, employer: await signedIn(t, employer) };
};

/** A candidate with a complete profile (resume included) who applied to `jobId` through the API. */
export const applicant = async (t: TestContext, jobId: number, fullName = 'Kavya') => {
  const user = await signedIn(t, await createUser(t, { fullName }));
  const resumeKey = await completeProfile(t.database.db, user.uid);
  const res = await t.inject({
    method: 'POST',
    url: '/api/jobs/application',
    payload: { jobId },
    headers: user.headers,
  });
  if (res.statusCode >= 300) throw new Error(`apply failed: ${res.body}`);
  const [row] = await t.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, user.uid), eq(applications.jobId, jobId)));
  return { ...user, applicationId: row!.id, resumeKey };
};

export const moveApplicant = (
  t: TestContext,
  applicationId: number,
  statusValue: ApplicationStatus,
  headers: Headers,
  feedback?: string,
) =>
  t.inject({
    method: 'POST',
    url: `/api/console/applications/${applicationId}/status`,
    payload: { statusValue, ...(feedback ? { feedback } : {}) },
    headers,
  });

/** Every outbox row to the address, newest first, headers included. */
export const outboxTo = (t: TestContext, to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));

/** The token of the unsubscribe link in a mail's text. */
export const unsubscribeTokenIn = (text: string): string => {
  const match = /\/unsubscribe\?token=([^\s&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
  return decodeURIComponent(match[1]);
};

export const historyOf = (t: TestContext, applicationId: number) =>
  t.database.db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(applicationStatusHistory.id);
