import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';
import { insertUpload } from '../applications/applications.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

type Headers = ReturnType<typeof authHeaders>;
const headersOf = async (user: TestUser): Promise<Headers> => authHeaders(await signIn(t, user));
const url = (uid: number) => `/api/users/${uid}/mandatoryfields`;
const read = (uid: number, headers?: Headers) => t.inject({ method: 'GET', url: url(uid), headers });
const save = (uid: number, payload: Record<string, unknown>, headers?: Headers) =>
  t.inject({ method: 'POST', url: url(uid), payload, headers });

const valid = { ucontact: '9123456780', currentCity: 'Kochi', highestQualification: 'Post Graduation' };

const signedInUser = async (role: 'user' | 'employer' | 'admin' = 'user') => {
  const user = await createUser(t, { role });
  return { user, headers: await headersOf(user) };
};

describe('users/{id}/mandatoryfields', () => {
  it('a new account lists what it still needs to apply: city, qualification and resume', async () => {
    const { user, headers } = await signedInUser();
    const res = await read(user.uid, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      ucontact: '9876501234',
      currentCity: null,
      highestQualification: null,
      resumeFileName: null,
      missing: ['currentCity', 'highestQualification', 'resume'],
      complete: false,
    });
  });

  it('saving every field with my own uploaded PDF makes the profile complete', async () => {
    const { user, headers } = await signedInUser();
    const resumeKey = await insertUpload(t.database.db, user.uid, { fileName: 'Arjun-CV.pdf' });
    const res = await save(user.uid, { ...valid, currentCity: '  Kochi ', resumeKey }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your profile details are saved');
    expect(res.json().result).toEqual({
      ucontact: '9123456780',
      currentCity: 'Kochi',
      highestQualification: 'Post Graduation',
      resumeFileName: 'Arjun-CV.pdf',
      missing: [],
      complete: true,
    });
    const [contact] = await t.database.db.select({ c: users.contact }).from(users).where(eq(users.id, user.uid));
    expect(contact!.c).toBe('9123456780');
  });

  it('saving again without a resume keeps the resume already on the profile', async () => {
    const { user, headers } = await signedInUser();
    const resumeKey = await insertUpload(t.database.db, user.uid);
    await save(user.uid, { ...valid, resumeKey }, headers);
    const res = await save(user.uid, { ...valid, currentCity: 'Thrissur' }, headers);
    expect(res.json().result).toMatchObject({ currentCity: 'Thrissur', resumeFileName: 'Kavya-Menon-Resume.pdf' });
    const [profile] = await t.database.db
      .select({ key: userProfiles.resumeKey })
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.uid));
    expect(profile!.key).toBe(resumeKey);
  });

  it("refuses a resume that is someone else's, unfinished, not a resume or not a PDF, and saves nothing", async () => {
    const { user, headers } = await signedInUser();
    const stranger = await createUser(t);
    const cases: Array<[string, string]> = [
      [await insertUpload(t.database.db, stranger.uid), 'Please upload your resume again: we could not find the file.'],
      [
        await insertUpload(t.database.db, user.uid, { uploaded: false }),
        'Please upload your resume again: we could not find the file.',
      ],
      [
        await insertUpload(t.database.db, user.uid, { purpose: 'partner-logo' }),
        'Please upload your resume again: we could not find the file.',
      ],
      [
        'resume-00000000-0000-0000-0000-000000000000.pdf',
        'Please upload your resume again: we could not find the file.',
      ],
      [
        await insertUpload(t.database.db, user.uid, { fileName: 'cv.docx', contentType: 'application/msword' }),
        'Your resume must be a PDF file.',
      ],
    ];
    for (const [resumeKey, message] of cases) {
      const res = await save(user.uid, { ...valid, resumeKey }, headers);
      expect(res.statusCode, resumeKey).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'WUE-4000', message, fields: { resumeKey: message } });
    }
    const profiles = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.uid));
    expect(profiles).toEqual([]);
  });

  it("answers bad fields with the spec's messages", async () => {
    const { user, headers } = await signedInUser();
    const res = await save(user.uid, { ucontact: '98765', currentCity: '   ', highestQualification: 'MBA' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      ucontact: 'Contact Number must be exactly 10 digits',
      currentCity: 'Current City is mandatory field !',
      highestQualification: 'Invalid Value !',
    });
    const empty = await save(user.uid, {}, headers);
    expect(empty.json().error.fields).toMatchObject({
      ucontact: 'Contact Number is mandatory field !',
      currentCity: 'Current City is mandatory field !',
    });
  });

  it("refuses other people's fields; an admin may read them but not change them", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    expect((await read(owner.user.uid, other.headers)).statusCode).toBe(403);
    expect((await save(owner.user.uid, valid, other.headers)).statusCode).toBe(403);

    const admin = await signedInUser('admin');
    expect((await read(owner.user.uid, admin.headers)).statusCode).toBe(200);
    expect((await save(owner.user.uid, valid, admin.headers)).statusCode).toBe(403);

    expect((await read(owner.user.uid)).statusCode).toBe(401);
    expect((await save(owner.user.uid, valid)).statusCode).toBe(401);
  });
});
