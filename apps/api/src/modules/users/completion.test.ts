import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPLETION_ITEMS, COMPLETION_WEIGHTS, type CompletionItem } from '@elevate/contracts/users/completion';
import { build } from '../../../test/helper.ts';
import type { Db } from '../../db/client.ts';
import {
  profileEducation,
  profileOther,
  profileProjects,
  profileSkills,
  profileWork,
  userProfiles,
} from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { profileCompletion, profileCompletions } from './completion.service.ts';

const t = build(AUTH_TEST_ENV);
const db = (): Db => t.database.db;

const upsertProfile = async (userId: number, values: Partial<typeof userProfiles.$inferInsert>) => {
  await db()
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
};

/** Makes one item of the score done for this user, straight in the database. */
const complete: Record<CompletionItem, (userId: number) => Promise<void>> = {
  personal: (userId) =>
    upsertProfile(userId, {
      currentCity: 'Pune',
      currentState: 'Maharashtra',
      zipcode: '411001',
      dateOfBirth: '1999-04-12',
      gender: 'male',
    }),
  education: async (userId) => {
    await db()
      .insert(profileEducation)
      .values({ userId, level: 'Graduation/Diploma', institution: 'College of Engineering Pune', startYear: 2017 });
  },
  skills: async (userId) => {
    await db()
      .insert(profileSkills)
      .values(['Java', 'Spring Boot', 'SQL'].map((name) => ({ userId, name })));
  },
  resume: (userId) => upsertProfile(userId, { resumeKey: 'resume-1.pdf', resumeFileName: 'CV.pdf' }),
  work: async (userId) => {
    await db()
      .insert(profileWork)
      .values({ userId, company: 'Infosys', title: 'Engineer', employmentType: 'Full-Time', startDate: '2021-07-01' });
  },
  project: async (userId) => {
    await db().insert(profileProjects).values({ userId, title: 'Library app' });
  },
  picture: (userId) => upsertProfile(userId, { profilePicKey: 'profile-picture-1.png' }),
  other: async (userId) => {
    await db().insert(profileOther).values({ userId, kind: 'certification', title: 'Oracle Java SE 11' });
  },
  socialLinks: (userId) => upsertProfile(userId, { socialLinks: { github: 'https://github.com/rahul' } }),
};

describe('profile strength', () => {
  it('an empty profile is 0 % and lists every step, the biggest gain first', async () => {
    const user = await createUser(t);
    const result = await profileCompletion(db(), user.uid);
    expect(result.percent).toBe(0);
    expect(result.done).toEqual([]);
    expect(result.missing.map((m) => m.item).sort()).toEqual([...COMPLETION_ITEMS].sort());
    const weights = result.missing.map((m) => m.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(result.missing.find((m) => m.item === 'project')).toEqual({
      item: 'project',
      label: 'Add a project',
      weight: 10,
      section: 'projects',
    });
  });

  for (const item of COMPLETION_ITEMS) {
    it(`${item} adds its ${COMPLETION_WEIGHTS[item]} %`, async () => {
      const user = await createUser(t);
      await complete[item](user.uid);
      const result = await profileCompletion(db(), user.uid);
      expect(result.percent).toBe(COMPLETION_WEIGHTS[item]);
      expect(result.done).toEqual([item]);
      expect(result.missing.map((m) => m.item)).not.toContain(item);
    });
  }

  it('half-done items add nothing: two skills, a personal section without a PIN code, a blank link', async () => {
    const user = await createUser(t);
    await db()
      .insert(profileSkills)
      .values(['Go', 'Rust'].map((name) => ({ userId: user.uid, name })));
    await upsertProfile(user.uid, {
      currentCity: 'Pune',
      currentState: 'Maharashtra',
      dateOfBirth: '1999-04-12',
      gender: 'male',
      socialLinks: { github: '  ' },
      resumeFileName: 'CV.pdf',
    });
    expect((await profileCompletion(db(), user.uid)).percent).toBe(0);
  });

  it('a full profile is 100 % with nothing missing', async () => {
    const user = await createUser(t);
    for (const item of COMPLETION_ITEMS) await complete[item](user.uid);
    expect(await profileCompletion(db(), user.uid)).toEqual({ percent: 100, missing: [], done: [...COMPLETION_ITEMS] });
  });

  it('profileCompletions answers the percent of many users at once, leaving out ids of no user', async () => {
    const empty = await createUser(t);
    const some = await createUser(t);
    const full = await createUser(t);
    await complete.education(some.uid);
    await complete.resume(some.uid);
    for (const item of COMPLETION_ITEMS) await complete[item](full.uid);
    const percents = await profileCompletions(db(), [empty.uid, some.uid, full.uid, some.uid, 2_000_000_000]);
    expect(percents).toEqual(
      new Map([
        [empty.uid, 0],
        [some.uid, 35],
        [full.uid, 100],
      ]),
    );
    expect(await profileCompletions(db(), [])).toEqual(new Map());
  });

  it('users/profile/completion/{uid} answers the owner and admins, refuses anyone else', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    await complete.project(owner.uid);
    const url = `/api/users/profile/completion/${owner.uid}`;
    const asOwner = await t.inject({ method: 'GET', url, headers: authHeaders(await signIn(t, owner)) });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().result).toMatchObject({ percent: 10, done: ['project'] });
    const asAdmin = await t.inject({ method: 'GET', url, headers: authHeaders(await signIn(t, admin)) });
    expect(asAdmin.json().result.percent).toBe(10);
    const strangerHeaders = authHeaders(await signIn(t, stranger));
    const refused = await t.inject({ method: 'GET', url, headers: strangerHeaders });
    expect(refused.statusCode).toBe(403);
    const missing = await t.inject({
      method: 'GET',
      url: '/api/users/profile/completion/2000000000',
      headers: strangerHeaders,
    });
    expect(missing.body).toBe(refused.body);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('follows the sections as they are saved through the API', async () => {
    const user = await createUser(t);
    const headers = authHeaders(await signIn(t, user));
    const put = (section: string, payload: object) =>
      t.inject({ method: 'PUT', url: `/api/users/profile/${section}?uId=${user.uid}`, headers, payload });
    await put('skill', { skills: ['Excel', 'Tally', 'GST filing'] });
    await put('personal', {
      currentCity: 'Surat',
      currentState: 'Gujarat',
      zipcode: '395003',
      dateOfBirth: '05-09-2001',
      gender: 'female',
      socialLinks: { linkedin: 'https://www.linkedin.com/in/priya' },
    });
    const res = await t.inject({ method: 'GET', url: `/api/users/profile/completion/${user.uid}`, headers });
    expect(res.json().result.percent).toBe(35);
    await t.database.db.delete(profileSkills).where(eq(profileSkills.userId, user.uid));
    expect((await profileCompletion(db(), user.uid)).percent).toBe(20);
  });
});
