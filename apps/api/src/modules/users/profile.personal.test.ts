import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { profileSkills, userProfiles } from '../../db/schema/users.ts';
import { education, other, personal, profileClient, project, work } from './profile.testing.ts';

const t = build(AUTH_TEST_ENV);
const { signedIn, get, put, del } = profileClient(t);

describe('users/profile/personal', () => {
  it('a new account reads an empty personal section', async () => {
    const me = await signedIn();
    const res = await get('personal', me.uid, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      currentAddress: null,
      coverLetter: null,
      currentCity: null,
      currentState: null,
      zipcode: null,
      dateOfBirth: null,
      gender: null,
      languagesKnown: [],
      maritalStatus: null,
      otherDetails: null,
      socialLinks: {},
      experienceYears: null,
      noticePeriod: null,
      profilePicLink: null,
      resumeFileName: null,
    });
  });

  it('saves every field, dd-mm-yyyy on the wire and ISO in the database, and reads them back', async () => {
    const me = await signedIn();
    const res = await put('personal', me.uid, personal, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your profile is saved.');
    const expected = {
      ...personal,
      languagesKnown: ['Kannada', 'English'],
      socialLinks: { linkedin: 'https://www.linkedin.com/in/kavya-menon' },
      profilePicLink: null,
      resumeFileName: null,
    };
    expect(res.json().result).toEqual(expected);
    expect((await get('personal', me.uid, me.headers)).json().result).toEqual(expected);
    const [row] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, me.uid));
    expect(row!.dateOfBirth).toBe('2000-02-29');
  });

  it('shows the picture by its public address and shares the city with the mandatory fields', async () => {
    const me = await signedIn();
    await t.database.db
      .insert(userProfiles)
      .values({ userId: me.uid, profilePicKey: 'profile-picture-1.png', resumeKey: 'r.pdf', resumeFileName: 'CV.pdf' });
    await put('personal', me.uid, { ...personal, currentCity: 'Mysuru' }, me.headers);
    const res = await get('personal', me.uid, me.headers);
    expect(res.json().result).toMatchObject({
      profilePicLink: '/uploads/u/profile-picture-1.png',
      resumeFileName: 'CV.pdf',
      currentCity: 'Mysuru',
    });
    const mandatory = await t.inject({
      method: 'GET',
      url: `/api/users/${me.uid}/mandatoryfields`,
      headers: me.headers,
    });
    expect(mandatory.json().result).toMatchObject({ currentCity: 'Mysuru', resumeFileName: 'CV.pdf' });
  });

  it("answers bad fields with the contracts' messages and saves nothing", async () => {
    const me = await signedIn();
    const res = await put(
      'personal',
      me.uid,
      {
        zipcode: '012345',
        dateOfBirth: '29-02-2001',
        gender: 'unknown',
        socialLinks: { github: 'javascript:alert(1)' },
        experienceYears: 11,
      },
      me.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      zipcode: 'PIN code must be 6 digits and cannot start with 0',
      dateOfBirth: 'Date of Birth must be a real date written as dd-mm-yyyy',
      gender: 'Invalid Value !',
      'socialLinks.github': 'Please enter a full link starting with https://',
      experienceYears: 'Invalid Value !',
    });
    expect(await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, me.uid))).toEqual([]);
  });
});

describe("another user's profile", () => {
  const sections = ['personal', 'education', 'work', 'project', 'skill', 'other', 'complete-profile'];
  const bodies: Record<string, unknown> = {
    personal,
    education,
    work,
    project,
    other,
    skill: { skills: ['Go'] },
    'complete-profile': { personal: {}, education: [], work: [], project: [], skill: [], other: [] },
  };

  it('is refused for reading and writing with the same 403 whether or not it exists', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    await put('skill', owner.uid, { skills: ['Go'] }, owner.headers);
    for (const section of sections) {
      const existing = await get(section, owner.uid, stranger.headers);
      const missing = await get(section, 2_000_000_000, stranger.headers);
      expect(existing.statusCode, section).toBe(403);
      expect(missing.body, section).toBe(existing.body);
      const write = await put(section, owner.uid, bodies[section], stranger.headers);
      expect(write.statusCode, section).toBe(403);
      expect(write.body).toBe(existing.body);
      expect((await get(section, owner.uid)).statusCode, section).toBe(401);
    }
    expect((await get('skill', owner.uid, owner.headers)).json().result).toHaveLength(1);
  });

  it("an entry id of someone else's is not found, for update and delete, and stays as it was", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const [entry] = (await put('project', owner.uid, project, owner.headers)).json().result as Array<{ id: number }>;
    const [skill] = (await put('skill', owner.uid, { skills: ['Go'] }, owner.headers)).json().result as Array<{
      id: number;
    }>;
    const update = await put('project', stranger.uid, { ...project, id: entry!.id, title: 'Taken' }, stranger.headers);
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe('We could not find this entry in your profile.');
    expect((await del('project', entry!.id, stranger.headers)).statusCode).toBe(404);
    expect((await del('skill', skill!.id, stranger.headers)).statusCode).toBe(404);
    const forged = await t.inject({
      method: 'DELETE',
      url: `/api/users/profile/project/${entry!.id}?uId=${owner.uid}`,
      headers: stranger.headers,
    });
    expect(forged.statusCode).toBe(403);
    expect((await get('project', owner.uid, owner.headers)).json().result).toEqual([
      expect.objectContaining({ id: entry!.id, title: project.title }),
    ]);
    const rows = await t.database.db.select().from(profileSkills).where(eq(profileSkills.userId, owner.uid));
    expect(rows).toHaveLength(1);
  });

  it('an admin may read any profile but not change it; a missing account is 404 for an admin', async () => {
    const owner = await signedIn();
    const admin = await signedIn('admin');
    await put('project', owner.uid, project, owner.headers);
    for (const section of sections)
      expect((await get(section, owner.uid, admin.headers)).statusCode, section).toBe(200);
    expect((await get('project', owner.uid, admin.headers)).json().result).toHaveLength(1);
    expect((await put('project', owner.uid, project, admin.headers)).statusCode).toBe(403);
    const missing = await get('personal', 2_000_000_000, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('We could not find this account.');
  });

  it('bad ids are a 400, never a 500', async () => {
    const me = await signedIn();
    for (const url of [
      '/api/users/profile/personal?uId=abc',
      '/api/users/profile/personal?uId=-1',
      '/api/users/profile/personal?uId=99999999999',
      '/api/users/profile/personal',
    ]) {
      expect((await t.inject({ method: 'GET', url, headers: me.headers })).statusCode, url).toBe(400);
    }
    const res = await t.inject({ method: 'DELETE', url: '/api/users/profile/work/1.5', headers: me.headers });
    expect(res.statusCode).toBe(400);
    const hugeId = await put('project', me.uid, { id: 99_999_999_999, title: 'X' }, me.headers);
    expect(hugeId.statusCode).toBe(400);
    expect(hugeId.json().error.fields).toEqual({ id: 'id is not valid' });
    const hugeCollege = await put('education', me.uid, { ...education, collegeId: 99_999_999_999 }, me.headers);
    expect(hugeCollege.json().error.fields).toEqual({ collegeId: 'id is not valid' });
  });
});

describe('users/profile/complete-profile', () => {
  const full = {
    personal,
    education: [education, { ...education, level: '12th', degree: null, startYear: 2016, endYear: 2018 }],
    work: [work],
    project: [project],
    skill: ['Python', 'python', 'SQL'],
    other: [other, { kind: 'certification', title: 'AWS Certified Cloud Practitioner', issuer: 'Amazon' }],
  };

  it('replaces every section at once and reads them back whole', async () => {
    const me = await signedIn();
    await put('project', me.uid, { title: 'Old project' }, me.headers);
    const res = await put('complete-profile', me.uid, full, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result.personal).toMatchObject({ currentCity: 'Bengaluru', dateOfBirth: '29-02-2000' });
    expect(result.education).toHaveLength(2);
    expect(result.work).toEqual([expect.objectContaining({ company: 'Godavari Labs', endDate: null })]);
    expect(result.project.map((p: { title: string }) => p.title)).toEqual(['Crop price forecaster']);
    expect(result.skill.map((s: { name: string }) => s.name)).toEqual(['Python', 'SQL']);
    expect(result.other).toHaveLength(2);
    expect((await get('complete-profile', me.uid, me.headers)).json().result).toEqual(result);
  });

  it('is all or nothing: one bad entry changes nothing', async () => {
    const me = await signedIn();
    await put('complete-profile', me.uid, full, me.headers);
    const before = (await get('complete-profile', me.uid, me.headers)).json().result;
    const bad = {
      ...full,
      personal: { ...personal, currentCity: 'Chennai' },
      skill: ['Rust'],
      other: [other, { ...other, status: null }],
    };
    const res = await put('complete-profile', me.uid, bad, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'other.1.status': 'Patent Status is mandatory field !' });
    expect((await get('complete-profile', me.uid, me.headers)).json().result).toEqual(before);

    // A refusal found while writing (a college id no longer listed) rolls back what was written before it.
    const stale = {
      ...full,
      personal: { currentCity: 'Chennai' },
      education: [{ ...education, collegeId: 2_000_000_000 }],
    };
    const late = await put('complete-profile', me.uid, stale, me.headers);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({
      'education.0.collegeId': 'This institution is no longer listed. Please choose it again.',
    });
    expect((await get('complete-profile', me.uid, me.headers)).json().result).toEqual(before);
  });

  it('refuses more than 30 entries in a section', async () => {
    const me = await signedIn();
    const res = await put(
      'complete-profile',
      me.uid,
      { ...full, project: Array.from({ length: 31 }, (_, i) => ({ title: `P${i}` })) },
      me.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ project: 'A section can hold at most 30 entries' });
  });
});
