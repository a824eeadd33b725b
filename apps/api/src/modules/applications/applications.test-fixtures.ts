/**
 * Companies, jobs, resumes and profiles for the applications suites. Not a test file itself: vitest collects
 * only *.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles } from '../../db/schema/users.ts';

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
