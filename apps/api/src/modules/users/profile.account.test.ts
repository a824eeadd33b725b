import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { addEmployer, insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const signedIn = async (role: 'user' | 'employer' | 'admin' = 'user') => {
  const user = await createUser(t, { role });
  return { ...user, headers: authHeaders(await signIn(t, user)) };
};

describe('users/profile: my account', () => {
  it('GET answers my own account with the same profile strength as the completion call', async () => {
    const me = await signedIn();
    await t.inject({
      method: 'PUT',
      url: `/api/users/profile/project?uId=${me.uid}`,
      headers: me.headers,
      payload: { title: 'Hostel mess app' },
    });
    const res = await t.inject({ method: 'GET', url: '/api/users/profile', headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      uid: me.uid,
      fullName: 'Kavya',
      lastName: 'Menon',
      email: me.email,
      ucontact: '9876501234',
      utype: 'Student',
      referralCode: me.referralCode,
      profilePicLink: null,
      completionPercent: 10,
    });
  });

  it('POST creates the empty profile once and answers 200 every time', async () => {
    const me = await signedIn();
    for (let i = 0; i < 2; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/users/profile', headers: me.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toMatchObject({ uid: me.uid, completionPercent: 0 });
    }
    const json = await t.inject({ method: 'POST', url: '/api/users/profile', headers: me.headers, payload: {} });
    expect(json.statusCode, json.body).toBe(200);
    const rows = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, me.uid));
    expect(rows).toHaveLength(1);
  });

  it('PUT changes my names, contact number and user type', async () => {
    const me = await signedIn();
    const payload = { fullName: ' Ravi ', lastName: 'Shankar', ucontact: '9000012345', utype: 'Professional' };
    const res = await t.inject({ method: 'PUT', url: '/api/users/profile', headers: me.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your account details are saved.');
    expect(res.json().result).toMatchObject({
      fullName: 'Ravi',
      lastName: 'Shankar',
      ucontact: '9000012345',
      utype: 'Professional',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.uid));
    expect(row).toMatchObject({ fullName: 'Ravi', contact: '9000012345', utype: 'Professional' });
  });

  it("PUT answers bad fields with the spec's messages and changes nothing", async () => {
    const me = await signedIn();
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: me.headers,
      payload: { fullName: '', lastName: 'Menon', ucontact: '98765', utype: 'Teacher' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      fullName: 'First Name is required',
      ucontact: 'Contact Number must be exactly 10 digits',
      utype: 'Invalid gender',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.uid));
    expect(row).toMatchObject({ fullName: 'Kavya', contact: '9876501234', utype: 'Student' });
  });

  it('without a valid session every call is WUE-9001', async () => {
    const me = await signedIn();
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await t.inject({ method, url: '/api/users/profile' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('WUE-9001');
      const forged = await t.inject({ method, url: '/api/users/profile', headers: { ...me.headers, auth_uid: '1' } });
      expect(forged.json().error.code).toBe('WUE-9001');
    }
  });
});

describe('users/profile/common/*: read-only views of another user', () => {
  const views = ['personal', 'education', 'project'] as const;
  const read = (view: string, uId: number, headers?: Record<string, string>) =>
    t.inject({ method: 'GET', url: `/api/users/profile/common/${view}?uId=${uId}`, headers });

  const scene = async () => {
    const candidate = await signedIn();
    await t.inject({
      method: 'PUT',
      url: `/api/users/profile/project?uId=${candidate.uid}`,
      headers: candidate.headers,
      payload: { title: 'Attendance by face recognition' },
    });
    await t.inject({
      method: 'PUT',
      url: `/api/users/profile/personal?uId=${candidate.uid}`,
      headers: candidate.headers,
      payload: { currentCity: 'Bhopal' },
    });
    const partner = await insertPartner(t.database.db);
    const job = await insertJob(t.database.db, partner.id);
    const employer = await signedIn('employer');
    await addEmployer(t.database.db, partner.id, employer.uid);
    await t.database.db.insert(applications).values({ userId: candidate.uid, jobId: job.id });
    return { candidate, employer };
  };

  it('the owner, an admin and an employer the user applied to read them', async () => {
    const { candidate, employer } = await scene();
    const admin = await signedIn('admin');
    for (const viewer of [candidate, employer, admin]) {
      const personal = await read('personal', candidate.uid, viewer.headers);
      expect(personal.statusCode, personal.body).toBe(200);
      expect(personal.json().result).toMatchObject({ currentCity: 'Bhopal' });
      const projects = await read('project', candidate.uid, viewer.headers);
      expect(projects.json().result).toEqual([expect.objectContaining({ title: 'Attendance by face recognition' })]);
      expect((await read('education', candidate.uid, viewer.headers)).json().result).toEqual([]);
    }
  });

  it('another student and an employer the user never applied to get the same 403 as for a missing user', async () => {
    const { candidate } = await scene();
    const student = await signedIn();
    const otherEmployer = await signedIn('employer');
    for (const viewer of [student, otherEmployer]) {
      for (const view of views) {
        const refused = await read(view, candidate.uid, viewer.headers);
        expect(refused.statusCode, view).toBe(403);
        expect((await read(view, 2_000_000_000, viewer.headers)).body).toBe(refused.body);
      }
    }
    expect((await read('personal', candidate.uid)).statusCode).toBe(401);
  });

  it('the views are read-only', async () => {
    const { candidate, employer } = await scene();
    const res = await t.inject({
      method: 'PUT',
      url: `/api/users/profile/common/personal?uId=${candidate.uid}`,
      headers: employer.headers,
      payload: { currentCity: 'Indore' },
    });
    expect(res.statusCode).toBe(404);
    const write = await t.inject({
      method: 'PUT',
      url: `/api/users/profile/personal?uId=${candidate.uid}`,
      headers: employer.headers,
      payload: { currentCity: 'Indore' },
    });
    expect(write.statusCode).toBe(403);
  });
});
