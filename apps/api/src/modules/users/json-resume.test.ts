import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foreignResume, fullProfileBody } from '@elevate/contracts/users/json-resume.fixtures';
import { build } from '../../../test/helper.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { insertUpload } from '../applications/applications.test-fixtures.ts';
import { signedInAs, type Headers } from '../uploads/uploads.testing.ts';
import { readCompleteProfile, replaceCompleteProfile } from './profile.service.ts';

const t = build({ ...AUTH_TEST_ENV, PUBLIC_URL: 'https://elevate.example.in' });
const db = () => t.database.db;

const exportOf = (uid: number, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/users/profile/export?uId=${uid}`, headers });
const importInto = (uid: number, payload: unknown, headers?: Headers) =>
  t.inject({
    method: 'POST',
    url: `/api/users/profile/import?uId=${uid}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** Ids differ after an import (entries are new); everything else must not. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'id' ? undefined : v)));

/** A signed-in user whose profile has every section filled, a picture and a resume. */
const fullUser = async () => {
  const user = await signedInAs(t);
  await replaceCompleteProfile(db(), user.uid, fullProfileBody());
  const resumeKey = await insertUpload(db(), user.uid, { fileName: 'Kavya-CV.pdf' });
  await db()
    .update(userProfiles)
    .set({
      profilePicKey: 'profile-picture-00000000-0000-0000-0000-000000000001.png',
      resumeKey,
      resumeFileName: 'Kavya-CV.pdf',
      panNumber: 'ABCDE1234F',
      aadhaarLastFour: '0123',
    })
    .where(eq(userProfiles.userId, user.uid));
  return user;
};

describe('GET users/profile/export', () => {
  it('downloads the profile as elevate-profile.json, a JSON Resume', async () => {
    const user = await fullUser();
    const res = await exportOf(user.uid, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="elevate-profile.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const json = res.json();
    expect(json.basics).toMatchObject({
      name: 'Kavya Menon',
      image: 'https://elevate.example.in/uploads/u/profile-picture-00000000-0000-0000-0000-000000000001.png',
      location: { city: 'Kochi', region: 'Kerala' },
    });
    expect(json.work).toHaveLength(2);
    expect(json.education.map((e: { studyType: string }) => e.studyType)).toEqual([
      'M.Tech',
      'B.Tech',
      'Higher Secondary Certificate (12th)',
    ]);
    // Identity documents are never part of a resume.
    expect(res.body).not.toMatch(/ABCDE1234F|0123"/);
  });

  it('export → import → export is identical and the profile loses nothing', async () => {
    const user = await fullUser();
    const before = await readCompleteProfile(db(), user.uid);
    const first = await exportOf(user.uid, user.headers);
    const imported = await importInto(user.uid, first.body, user.headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ message: 'Your profile was imported.', result: { unmapped: [] } });
    const after = await readCompleteProfile(db(), user.uid);
    expect(withoutIds(after)).toEqual(withoutIds(before));
    expect(withoutIds(imported.json().result.profile)).toEqual(withoutIds(before));
    const second = await exportOf(user.uid, user.headers);
    expect(second.json()).toEqual(first.json());
    expect(second.body).toBe(first.body);
  });

  it('only the owner downloads: another user and an admin get 403, a visitor 401', async () => {
    const user = await fullUser();
    const other = await signedInAs(t);
    const admin = await signedInAs(t, 'admin');
    expect((await exportOf(user.uid, other.headers)).statusCode).toBe(403);
    expect((await exportOf(user.uid, admin.headers)).statusCode).toBe(403);
    expect((await exportOf(user.uid)).statusCode).toBe(401);
  });
});

describe('POST users/profile/import', () => {
  it('maps a real-world resume sensibly and lists what it could not keep', async () => {
    const user = await signedInAs(t);
    const res = await importInto(user.uid, foreignResume(), user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { profile, unmapped } = res.json().result;
    expect(res.json().message).toBe(
      `Your profile was imported. ${unmapped.length} details could not be kept: see the list.`,
    );
    expect(profile.education).toEqual([
      expect.objectContaining({ level: 'Post Graduation', degree: 'M.Sc (Computer Science)', degreeLevel: 'PG' }),
      expect.objectContaining({ level: 'Graduation/Diploma', degree: 'B.Tech (Electronics and Communication)' }),
      expect.objectContaining({ level: '12th', gradeType: 'PERCENTAGE', grade: 94 }),
    ]);
    expect(profile.work.map((w: { company: string }) => w.company)).toEqual(['Sahyadri Software', 'Pied Piper']);
    expect(profile.personal).toMatchObject({
      currentCity: 'Bengaluru',
      zipcode: '560001',
      languagesKnown: ['Malayalam', 'English'],
    });
    expect(profile.skill.map((s: { name: string }) => s.name)).toContain('TypeScript');
    expect(unmapped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'references[0]' }),
        expect.objectContaining({ path: 'education[1].score' }),
        expect.objectContaining({ path: 'hobbies' }),
      ]),
    );
  });

  it('replaces the sections but keeps the picture, resume and documents', async () => {
    const user = await fullUser();
    const res = await importInto(user.uid, { skills: [{ name: 'Go' }] }, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const profile = await readCompleteProfile(db(), user.uid);
    expect(profile.work).toEqual([]);
    expect(profile.education).toEqual([]);
    expect(profile.skill.map((s) => s.name)).toEqual(['Go']);
    expect(profile.personal).toMatchObject({ currentCity: null, resumeFileName: 'Kavya-CV.pdf' });
    expect(profile.personal.profilePicLink).toMatch(/^\/uploads\/u\/profile-picture-/);
    const [row] = await db().select().from(userProfiles).where(eq(userProfiles.userId, user.uid));
    expect(row).toMatchObject({ panNumber: 'ABCDE1234F', aadhaarLastFour: '0123' });
  });

  it('refuses a file of the wrong shape with the field at fault, and changes nothing', async () => {
    const user = await fullUser();
    const before = await readCompleteProfile(db(), user.uid);
    const wrongType = await importInto(user.uid, { work: [{ name: 'X', highlights: 'one' }] }, user.headers);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toHaveProperty(['work.0.highlights']);
    const notJson = await importInto(user.uid, '{"basics": ', user.headers);
    expect(notJson.statusCode).toBe(400);
    const notObject = await importInto(user.uid, '[]', user.headers);
    expect(notObject.statusCode).toBe(400);
    expect(withoutIds(await readCompleteProfile(db(), user.uid))).toEqual(withoutIds(before));
  });

  it('refuses a file over 1 MB', async () => {
    const user = await signedInAs(t);
    const big = {
      basics: { summary: 'x'.repeat(10_000) },
      interests: Array.from({ length: 150 }, () => ({ name: 'y'.repeat(10_000) })),
    };
    const res = await importInto(user.uid, big, user.headers);
    expect(res.statusCode).toBe(413);
  });

  it("only the owner imports: another user's and an admin's import is refused and changes nothing", async () => {
    const user = await fullUser();
    const before = await readCompleteProfile(db(), user.uid);
    const other = await signedInAs(t);
    const admin = await signedInAs(t, 'admin');
    expect((await importInto(user.uid, {}, other.headers)).statusCode).toBe(403);
    expect((await importInto(user.uid, {}, admin.headers)).statusCode).toBe(403);
    expect((await importInto(user.uid, {})).statusCode).toBe(401);
    expect(withoutIds(await readCompleteProfile(db(), user.uid))).toEqual(withoutIds(before));
  });
});
