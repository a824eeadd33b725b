import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { addEmployer, insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';
import { canReadDocuments, canReadProfile, canReadResume } from './profile-access.ts';

const t = build(AUTH_TEST_ENV);
const db = () => t.database.db;

/** A candidate who applied to a job of one company, that company's employer and one of another company. */
const scene = async () => {
  const candidate = await createUser(t);
  const partner = await insertPartner(db());
  const otherPartner = await insertPartner(db());
  const job = await insertJob(db(), partner.id);
  await insertJob(db(), otherPartner.id);
  const employer = await createUser(t, { role: 'employer' });
  const otherEmployer = await createUser(t, { role: 'employer' });
  await addEmployer(db(), partner.id, employer.uid);
  await addEmployer(db(), otherPartner.id, otherEmployer.uid);
  await db().insert(applications).values({ userId: candidate.uid, jobId: job.id });
  return { candidate, employer, otherEmployer };
};

const viewer = (u: { uid: number; role: string }) => ({ uid: u.uid, role: u.role });

describe('who may read a profile', () => {
  it('the owner reads their own profile, resume and documents', async () => {
    const owner = await createUser(t);
    expect(await canReadProfile(db(), viewer(owner), owner.uid)).toBe(true);
    expect(await canReadResume(db(), viewer(owner), owner.uid)).toBe(true);
    expect(canReadDocuments(viewer(owner), owner.uid)).toBe(true);
  });

  it('an admin reads anyone’s profile, resume and documents', async () => {
    const owner = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    expect(await canReadProfile(db(), viewer(admin), owner.uid)).toBe(true);
    expect(await canReadResume(db(), viewer(admin), owner.uid)).toBe(true);
    expect(canReadDocuments(viewer(admin), owner.uid)).toBe(true);
  });

  it('another student reads nothing of someone else', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    expect(await canReadProfile(db(), viewer(stranger), owner.uid)).toBe(false);
    expect(await canReadResume(db(), viewer(stranger), owner.uid)).toBe(false);
    expect(canReadDocuments(viewer(stranger), owner.uid)).toBe(false);
  });

  it('an employer of a company the candidate applied to reads the profile and resume but not the documents', async () => {
    const { candidate, employer } = await scene();
    expect(await canReadProfile(db(), viewer(employer), candidate.uid)).toBe(true);
    expect(await canReadResume(db(), viewer(employer), candidate.uid)).toBe(true);
    expect(canReadDocuments(viewer(employer), candidate.uid)).toBe(false);
  });

  it('an employer of another company reads nothing, even with jobs of their own', async () => {
    const { candidate, otherEmployer } = await scene();
    expect(await canReadProfile(db(), viewer(otherEmployer), candidate.uid)).toBe(false);
    expect(await canReadResume(db(), viewer(otherEmployer), candidate.uid)).toBe(false);
  });

  it('an application does not let the candidate read the employer back', async () => {
    const { candidate, employer } = await scene();
    expect(await canReadProfile(db(), viewer(candidate), employer.uid)).toBe(false);
  });

  it('a member of the company who is not an employer (a student account) reads nothing', async () => {
    const { candidate } = await scene();
    const partner = await insertPartner(db());
    const job = await insertJob(db(), partner.id);
    const member = await createUser(t);
    await addEmployer(db(), partner.id, member.uid);
    await db().insert(applications).values({ userId: candidate.uid, jobId: job.id });
    expect(await canReadProfile(db(), viewer(member), candidate.uid)).toBe(false);
  });

  it('a deleted account is no longer readable by the employers it applied to', async () => {
    const { candidate, employer } = await scene();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, candidate.uid));
    expect(await canReadProfile(db(), viewer(employer), candidate.uid)).toBe(false);
  });
});
