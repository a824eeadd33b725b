import { beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema, type DataExport } from '@elevate/contracts/account/data-export.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { build } from '../../../test/helper.ts';
import { eq } from 'drizzle-orm';
import {
  profileEducation,
  profileOther,
  profileProjects,
  profileSkills,
  profileWork,
  userProfiles,
  users,
} from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import {
  applicant,
  employerWithJob,
  moveApplicant,
  signedIn,
  type Headers,
  type SignedInUser,
} from './account.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const exportOf = (uid: number, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/users/${uid}/data-export`, headers });

let kavya: Awaited<ReturnType<typeof applicant>>;
let fx: Awaited<ReturnType<typeof employerWithJob>>;

beforeAll(async () => {
  fx = await employerWithJob(t, 'Data Analyst');
  kavya = await applicant(t, fx.job.id, 'Kavya');
  const db = t.database.db;
  await db
    .update(userProfiles)
    .set({
      currentAddress: '12 MG Road',
      currentState: 'Telangana',
      zipcode: '500081',
      dateOfBirth: '2001-04-09',
      gender: 'female',
      languagesKnown: ['English', 'Telugu'],
      socialLinks: { linkedin: 'https://www.linkedin.com/in/kavya-menon' },
      panNumber: 'ABCDE1234F',
      aadhaarLastFour: '4321',
    })
    .where(eq(userProfiles.userId, kavya.uid));
  await db.update(users).set({ referredById: fx.employer.uid, mentor: true }).where(eq(users.id, kavya.uid));
  await db.insert(profileEducation).values({
    userId: kavya.uid,
    level: 'Graduation/Diploma',
    degree: 'B.Tech',
    institution: 'JNTU Hyderabad',
    gradeType: 'CGPA',
    grade: 8.4,
    startYear: 2019,
    endYear: 2023,
  });
  await db.insert(profileWork).values({
    userId: kavya.uid,
    company: 'Godavari Labs',
    title: 'Analyst Intern',
    employmentType: 'Internship',
    startDate: '2022-05-01',
    endDate: '2022-07-31',
  });
  await db.insert(profileProjects).values({ userId: kavya.uid, title: 'Rainfall dashboard' });
  await db.insert(profileSkills).values([
    { userId: kavya.uid, name: 'SQL' },
    { userId: kavya.uid, name: 'Python' },
  ]);
  await db.insert(profileOther).values({ userId: kavya.uid, kind: 'certification', title: 'Google Data Analytics' });
  const moved = await moveApplicant(t, kavya.applicationId, 'Shortlisted', fx.employer.headers, 'Great case study');
  expect(moved.statusCode, moved.body).toBe(200);
}, 60_000);

describe('users/{id}/data-export', () => {
  it('downloads everything stored about me as a JSON file: account, profile, applications with their history', async () => {
    const res = await exportOf(kavya.uid, kavya.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="elevate-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data: DataExport = DataExportSchema.parse(res.json());

    expect(data.account).toMatchObject({ uid: kavya.uid, fullName: 'Kavya', email: kavya.email, mentor: true });
    expect(data.account.signInMethods).toEqual({ password: true, google: false });
    expect(data.profile.personal).toMatchObject({
      currentCity: 'Hyderabad',
      zipcode: '500081',
      dateOfBirth: '2001-04-09',
      languagesKnown: ['English', 'Telugu'],
      panNumber: '******234F',
      aadhaarNumber: 'XXXX XXXX 4321',
      documents: { resume: 'Kavya-Menon-Resume.pdf', panScan: false, governmentId: false, profilePicture: false },
    });
    expect(data.profile.education).toEqual([expect.objectContaining({ degree: 'B.Tech', grade: 8.4, endYear: 2023 })]);
    expect(data.profile.work).toEqual([expect.objectContaining({ company: 'Godavari Labs', startDate: '2022-05-01' })]);
    expect(data.profile.projects.map((p) => p.title)).toEqual(['Rainfall dashboard']);
    expect(data.profile.skills).toEqual(['SQL', 'Python']);
    expect(data.profile.other.map((o) => o.title)).toEqual(['Google Data Analytics']);

    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      applicationId: kavya.applicationId,
      jobTitle: 'Data Analyst',
      companyName: fx.partner.displayName,
      currentStatus: 'Shortlisted',
      resumeFileName: 'Kavya-Menon-Resume.pdf',
    });
    expect(data.applications[0]!.status.map((s) => [s.statusValue, s.feedback])).toEqual([
      ['Applied', null],
      ['Shortlisted', 'Great case study'],
    ]);
    const notes = data.notifications.map((n) => n.oneLiner);
    expect(notes).toHaveLength(2);
    expect(notes.some((n) => n.startsWith('Application sent: Data Analyst'))).toBe(true);
    expect(notes.some((n) => n.includes('Shortlisted'))).toBe(true);
    expect(data.referrals).toEqual({
      referralCode: kavya.referralCode,
      referredBy: { name: 'Divya Menon', referralCode: fx.employer.referralCode },
      referredCount: 0,
    });
    expect(data.mailPreferences.mail['application-updates']).toBe(true);
    expect(data.uploads).toEqual([expect.objectContaining({ fileName: 'Kavya-Menon-Resume.pdf', purpose: 'resume' })]);
    expect(data.sessions.stored).toBe(false);

    // Nothing that would help someone else get in: no password hash, no token version, no raw PAN.
    expect(res.body).not.toMatch(/scrypt\$|tokenVersion|passwordHash|ABCDE1234F/);
  });

  it("refuses another account's data, admins included", async () => {
    const stranger = await signedIn(t, await createUser(t));
    const admin = await signedIn(t, await createUser(t, { role: 'admin' }));
    for (const who of [stranger, admin, fx.employer] as SignedInUser[]) {
      const res = await exportOf(kavya.uid, who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe(ErrorCode.FORBIDDEN);
      expect(res.body).not.toContain(kavya.email);
    }
    expect((await exportOf(kavya.uid)).statusCode).toBe(401);
  });

  it('is limited to five exports an hour per account', async () => {
    const user = await signedIn(t, await createUser(t));
    for (let i = 0; i < 5; i++) expect((await exportOf(user.uid, user.headers)).statusCode).toBe(200);
    const sixth = await exportOf(user.uid, user.headers);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});
