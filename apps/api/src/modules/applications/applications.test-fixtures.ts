/**
 * Companies, jobs, resumes and profiles for the applications suites. Not a test file itself: vitest collects
 * only *.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles } from '../../db/schema/users.ts';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import type { TestContext } from '../../../test/helper.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';

let sequence = 0;
const next = () => `${process.pid}-${Date.now().toString(36)}-${++sequence}`;

export const insertPartner = async (db: Db, opts: { displayName?: string; isActive?: boolean } = {}) => {
  const id = next();
  const [row] = await db
    .insert(partners)
    .values({
      name: opts.displayName ?? `Godavari Labs ${id}`,
      displayName: opts.displayName ?? `Godavari Labs ${id}`,
      customUrl: `godavari-labs-${id}`,
      isActive: opts.isActive ?? true,
    })
    .returning({ id: partners.id, displayName: partners.displayName, customUrl: partners.customUrl });
  return row!;
};

export const insertJob = async (
  db: Db,
  partnerId: number,
  opts: { title?: string; isActive?: boolean; applicantCount?: number; createdAt?: Date } = {},
) => {
  const id = next();
  const [row] = await db
    .insert(jobs)
    .values({
      partnerId,
      title: opts.title ?? 'Data Analyst',
      custUrl: `data-analyst-${id}`,
      location: 'Hyderabad',
      skills: 'SQL,Python',
      jobType: 'Full-Time',
      minCtc: 500_000,
      maxCtc: 800_000,
      isActive: opts.isActive ?? true,
      applicantCount: opts.applicantCount ?? 0,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: jobs.id, title: jobs.title, custUrl: jobs.custUrl });
  return row!;
};

export const addEmployer = async (db: Db, partnerId: number, userId: number) => {
  await db.insert(partnerMembers).values({ partnerId, userId });
};

/** An upload row as the uploads module leaves it; `uploaded: false` is one whose bytes never arrived. */
export const insertUpload = async (
  db: Db,
  ownerUid: number,
  opts: { purpose?: string; fileName?: string; contentType?: string; uploaded?: boolean } = {},
): Promise<string> => {
  const purpose = opts.purpose ?? 'resume';
  const key = `${purpose}-${randomUUID()}.pdf`;
  await db.insert(uploads).values({
    key,
    ownerUid,
    purpose,
    fileName: opts.fileName ?? 'Kavya-Menon-Resume.pdf',
    contentType: opts.contentType ?? 'application/pdf',
    sizeBytes: 84_000,
    isPublic: false,
    uploadedAt: opts.uploaded === false ? null : new Date(),
  });
  return key;
};

/** Gives a user every field an application needs (createUser already sets the contact number). */
export const completeProfile = async (db: Db, userId: number, fileName = 'Kavya-Menon-Resume.pdf') => {
  const resumeKey = await insertUpload(db, userId, { fileName });
  const profile = {
    currentCity: 'Hyderabad',
    highestQualification: 'Graduation/Diploma',
    resumeKey,
    resumeFileName: fileName,
  };
  await db
    .insert(userProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
  return resumeKey;
};

export const applicantCountOf = async (db: Db, jobId: number) =>
  (await db.select({ n: jobs.applicantCount }).from(jobs).where(eq(jobs.id, jobId)))[0]!.n;

export type Headers = ReturnType<typeof authHeaders>;

/** The calls and shortcuts both applications suites use, bound to one test app. */
export const applicationsKit = (t: TestContext) => {
  const headersOf = async (user: TestUser): Promise<Headers> => authHeaders(await signIn(t, user));

  const applyTo = (jobId: unknown, headers?: Headers) =>
    t.inject({ method: 'POST', url: '/api/jobs/application', payload: { jobId }, headers });
  const get = (url: string, headers?: Headers) => t.inject({ method: 'GET', url, headers });

  /** A candidate with every mandatory field filled, signed in. */
  const candidate = async (fullName = 'Kavya') => {
    const user = await createUser(t, { fullName });
    await completeProfile(t.database.db, user.uid);
    return { user, headers: await headersOf(user) };
  };

  /** What the employer console does when it moves an application: a history row and the current status. */
  const moveStatus = async (applicationId: number, status: ApplicationStatus, by: TestUser, feedback?: string) => {
    await t.database.db.transaction(async (tx) => {
      await tx.insert(applicationStatusHistory).values({
        applicationId,
        statusValue: status,
        feedback: feedback ?? null,
        updatedByUid: by.uid,
        updatedByName: 'Priya Raman',
      });
      await tx.update(applications).set({ currentStatus: status }).where(eq(applications.id, applicationId));
    });
  };

  const applicationRows = async (userId: number, jobId: number) =>
    t.database.db
      .select({ id: applications.id, resumeKey: applications.resumeKey })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
  return { headersOf, applyTo, get, candidate, moveStatus, applicationRows };
};
