import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { colleges, profileSkills, userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';

const t = build(AUTH_TEST_ENV);

type Headers = ReturnType<typeof authHeaders>;
interface Caller {
  uid: number;
  headers: Headers;
}

const signedIn = async (role: 'user' | 'employer' | 'admin' = 'user'): Promise<Caller> => {
  const user = await createUser(t, { role });
  return { uid: user.uid, headers: authHeaders(await signIn(t, user)) };
};

const get = (path: string, uId: number, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/users/profile/${path}?uId=${uId}`, headers });
const put = (path: string, uId: number, payload: unknown, headers?: Headers) =>
  t.inject({ method: 'PUT', url: `/api/users/profile/${path}?uId=${uId}`, payload: payload as object, headers });
const del = (path: string, id: number, headers?: Headers) =>
  t.inject({ method: 'DELETE', url: `/api/users/profile/${path}/${id}`, headers });

const personal = {
  currentAddress: '14, 2nd Cross, Indiranagar',
  coverLetter: 'I build data pipelines.',
  currentCity: 'Bengaluru',
  currentState: 'Karnataka',
  zipcode: '560038',
  dateOfBirth: '29-02-2000',
  gender: 'female',
  languagesKnown: ['Kannada', 'English', ' english '],
  maritalStatus: 'Single',
  otherDetails: null,
  socialLinks: { linkedin: 'https://www.linkedin.com/in/kavya-menon', github: '' },
  experienceYears: 2,
  noticePeriod: '1 month',
};

const education = {
  level: 'Graduation/Diploma',
  courseLevel: 'Graduation/Diploma',
  degree: 'B.Tech',
  institution: 'National Institute of Technology Calicut',
  studyYear: 'last',
  degreeLevel: 'UG',
  gradeType: 'CGPA',
  grade: 8.4,
  startYear: 2018,
  endYear: 2022,
};
const work = {
  company: 'Godavari Labs',
  title: 'Data Analyst',
  employmentType: 'Full-Time',
  startDate: '01-07-2022',
  endDate: '',
  currentJob: true,
  description: 'Dashboards for the sales team.',
};
const project = {
  title: 'Crop price forecaster',
  description: 'Weekly mandi prices from Agmarknet.',
  url: 'https://github.com/kavya/crop-prices',
  startDate: '01-01-2023',
  endDate: '31-03-2023',
};
const other = {
  kind: 'patent',
  title: 'Low-cost soil moisture probe',
  issuer: 'Indian Patent Office',
  reference: 'IN202341012345',
  status: 'Patent Pending',
  date: '15-05-2023',
};

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

describe('list sections: education, work, project, other', () => {
  const cases = [
    ['education', education, { degree: 'M.Tech', startYear: 2022, endYear: 2024 }],
    ['work', work, { title: 'Senior Data Analyst' }],
    ['project', project, { title: 'Mandi price alerts' }],
    ['other', other, { status: 'Patent Issued' }],
  ] as const;

  for (const [section, entry, change] of cases) {
    it(`${section}: adds, updates and deletes an entry, answering the whole section each time`, async () => {
      const me = await signedIn();
      expect((await get(section, me.uid, me.headers)).json().result).toEqual([]);

      const added = await put(section, me.uid, entry, me.headers);
      expect(added.statusCode, added.body).toBe(200);
      const [first] = added.json().result as Array<{ id: number }>;
      expect(first).toMatchObject({ id: expect.any(Number) });

      const second = await put(section, me.uid, entry, me.headers);
      expect(second.json().result).toHaveLength(2);

      const updated = await put(section, me.uid, { ...entry, ...change, id: first!.id }, me.headers);
      expect(updated.statusCode, updated.body).toBe(200);
      const list = updated.json().result as Array<Record<string, unknown>>;
      expect(list).toHaveLength(2);
      expect(list.find((e) => e.id === first!.id)).toMatchObject(change);

      const removed = await del(section, first!.id, me.headers);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().message).toBe('Removed from your profile.');
      expect((removed.json().result as Array<{ id: number }>).map((e) => e.id)).not.toContain(first!.id);
      expect((await get(section, me.uid, me.headers)).json().result).toHaveLength(1);
    });
  }

  it('work: dates travel as dd-mm-yyyy and a current job has no end', async () => {
    const me = await signedIn();
    const res = await put('work', me.uid, { ...work, endDate: '01-01-2024' }, me.headers);
    expect(res.json().result[0]).toMatchObject({ startDate: '01-07-2022', endDate: null, currentJob: true });
    const ended = await put('work', me.uid, { ...work, currentJob: false, endDate: '30-06-2023' }, me.headers);
    expect(ended.json().result).toContainEqual(expect.objectContaining({ endDate: '30-06-2023', currentJob: false }));
  });

  it('education: a grade out of its range and an end before the start are refused with their messages', async () => {
    const me = await signedIn();
    const cgpa = await put('education', me.uid, { ...education, grade: 10.5 }, me.headers);
    expect(cgpa.statusCode).toBe(400);
    expect(cgpa.json().error.fields).toEqual({ grade: 'CGPA must be between 0 and 10' });
    const pct = await put('education', me.uid, { ...education, gradeType: 'PERCENTAGE', grade: 101 }, me.headers);
    expect(pct.json().error.fields).toEqual({ grade: 'Percentage must be between 0 and 100' });
    const years = await put('education', me.uid, { ...education, startYear: 2022, endYear: 2020 }, me.headers);
    expect(years.json().error.fields).toEqual({ endYear: 'End year cannot be before start year' });
  });

  it('education: an institution picked from the college list keeps its link; an unknown college id is refused', async () => {
    const me = await signedIn();
    const [college] = await t.database.db
      .insert(colleges)
      .values({ name: `Test Institute ${me.uid}` })
      .returning({ id: colleges.id });
    const linked = await put('education', me.uid, { ...education, collegeId: college!.id }, me.headers);
    expect(linked.json().result[0]).toMatchObject({ collegeId: college!.id });
    const stale = await put('education', me.uid, { ...education, collegeId: 2_000_000_000 }, me.headers);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual({
      collegeId: 'This institution is no longer listed. Please choose it again.',
    });
    expect((await get('education', me.uid, me.headers)).json().result).toHaveLength(1);
  });

  it('a section holds at most 30 entries: the 31st is refused with the message', async () => {
    const me = await signedIn();
    for (let i = 0; i < 30; i++) {
      const res = await put('project', me.uid, { title: `Project ${i + 1}` }, me.headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await put('project', me.uid, { title: 'Project 31' }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'WUE-4000',
      message: 'A section can hold at most 30 entries',
      fields: { project: 'A section can hold at most 30 entries' },
    });
    expect((await get('project', me.uid, me.headers)).json().result).toHaveLength(30);
    // Updating one of the thirty is still allowed.
    const first = (await get('project', me.uid, me.headers)).json().result[0] as { id: number };
    expect((await put('project', me.uid, { id: first.id, title: 'Renamed' }, me.headers)).statusCode).toBe(200);
  });
});

describe('skills', () => {
  it('are saved as a whole list: trimmed, case-folded duplicates merged, kept skills keep their ids', async () => {
    const me = await signedIn();
    const first = await put(
      'skill',
      me.uid,
      { skills: ['  React  JS', 'python', 'SQL', 'react js', 'Python '] },
      me.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().result as Array<{ id: number; name: string }>;
    expect(saved.map((s) => s.name)).toEqual(['React JS', 'python', 'SQL']);

    const second = await put('skill', me.uid, { skills: ['Python', 'sql', 'Docker'] }, me.headers);
    const after = second.json().result as Array<{ id: number; name: string }>;
    expect(after.map((s) => s.name)).toEqual(['Python', 'sql', 'Docker']);
    expect(after[0]!.id).toBe(saved[1]!.id);
    expect(after[1]!.id).toBe(saved[2]!.id);

    expect((await get('skill', me.uid, me.headers)).json().result).toEqual(after);
  });

  it('never answers 500 for names the unique index folds together, and a blank or too long skill is refused', async () => {
    const me = await signedIn();
    // JavaScript and PostgreSQL may fold some letters differently; the database's own lower() decides.
    const res = await put(
      'skill',
      me.uid,
      { skills: ['STRASSE', 'straße', 'Ǆ', 'ǅ', 'ǆ', 'İstanbul', 'i̇stanbul'] },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const again = await put('skill', me.uid, { skills: ['ǆ', 'İSTANBUL'] }, me.headers);
    expect(again.statusCode, again.body).toBe(200);
    const blank = await put('skill', me.uid, { skills: ['Go', '   '] }, me.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ 'skills.1': 'A skill must be 1 to 60 characters' });
    const long = await put('skill', me.uid, { skills: ['x'.repeat(61)] }, me.headers);
    expect(long.json().error.fields).toEqual({ 'skills.0': 'A skill must be 1 to 60 characters' });
  });

  it('holds at most 100 skills', async () => {
    const me = await signedIn();
    const skills = Array.from({ length: 101 }, (_, i) => `Skill ${i}`);
    const res = await put('skill', me.uid, { skills }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ skills: 'A profile can hold at most 100 skills' });
    expect((await put('skill', me.uid, { skills: skills.slice(0, 100) }, me.headers)).statusCode).toBe(200);
  });

  it('one skill is deleted by id', async () => {
    const me = await signedIn();
    const saved = (await put('skill', me.uid, { skills: ['Excel', 'Tally'] }, me.headers)).json().result as Array<{
      id: number;
    }>;
    const res = await del('skill', saved[0]!.id, me.headers);
    expect(res.json().result).toEqual([{ id: saved[1]!.id, name: 'Tally' }]);
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
