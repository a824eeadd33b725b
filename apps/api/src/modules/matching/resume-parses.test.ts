import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import { build } from '../../../test/helper.ts';
import { resumeParses } from '../../db/schema/matching.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { PDF, presign, signedInAs, type Headers } from '../uploads/uploads.testing.ts';
import { education, project, work } from '../users/profile.testing.ts';

const t = build(AUTH_TEST_ENV);
const db = () => t.database.db;

/** A one-page resume: name, contact, a degree, a job and a Skills section. */
const resumePdf = async (): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  const rows: [string, number, boolean][] = [
    ['Kavya Menon', 22, true],
    ['kavya.menon@example.com | 098765 43210 | Kochi, Kerala', 10, false],
    ['EDUCATION', 12, true],
    ['B.Tech, National Institute of Technology Calicut', 10, true],
    ['2018 – 2022 | CGPA 8.4/10', 10, false],
    ['SKILLS', 12, true],
    ['Python, SQL, Excel', 10, false],
  ];
  let y = 800;
  for (const [text, size, isBold] of rows) {
    y -= size + (size === 12 ? 14 : 4);
    page.drawText(text, { x: 40, y, size, font: isBold ? bold : regular });
  }
  return Buffer.from(await doc.save());
};

/** The real way a resume gets on a profile: a signed upload, then attached as the profile's resume. */
const withResume = async (me: { uid: number; headers: Headers }, bytes?: Buffer) => {
  bytes ??= await resumePdf();
  const signed = await presign(t, me.headers, {
    fileName: 'Kavya-Menon-CV.pdf',
    sizeBytes: bytes.length,
    purpose: 'resume',
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const { key, uploadUrl } = signed.json().result as { key: string; uploadUrl: string };
  const put = await t.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  const attach = await t.inject({
    method: 'PUT',
    url: `/api/users/profile/${me.uid}/upload`,
    headers: me.headers,
    payload: { kind: 'resume', key },
  });
  expect(attach.statusCode, attach.body).toBe(200);
  return key;
};

const parse = (uid: number, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/user/${uid}/resumes/parse`, headers });
const apply = (uid: number, payload: unknown, headers?: Headers) =>
  t.inject({ method: 'POST', url: `/api/user/${uid}/resumes/parse/apply`, headers, payload: payload as object });
const profile = async (uid: number, headers: Headers) =>
  (await t.inject({ method: 'GET', url: `/api/users/profile/complete-profile?uId=${uid}`, headers })).json().result;

describe('GET user/{id}/resumes/parse', () => {
  it("answers the owner's resume parsed into fields", async () => {
    const me = await signedInAs(t);
    await withResume(me);
    const res = await parse(me.uid, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      name: { value: 'Kavya Menon' },
      email: { value: 'kavya.menon@example.com' },
      phone: { value: '+919876543210' },
      city: { value: 'Kochi' },
      state: { value: 'Kerala' },
      education: [{ degree: 'B.Tech', startYear: 2018, endYear: 2022, grade: { kind: 'cgpa', value: '8.4' } }],
    });
    expect(res.json().result.skills.map((s: { name: string }) => s.name)).toEqual(['Python', 'SQL', 'Excel']);
  });

  it('parses a file once: the second request is answered from resume_parses', async () => {
    const me = await signedInAs(t);
    const key = await withResume(me);
    expect((await parse(me.uid, me.headers)).statusCode).toBe(200);
    const rows = await db().select().from(resumeParses).where(eq(resumeParses.uploadKey, key));
    expect(rows).toHaveLength(1);
    // Were the file read again, the name would come back as written in it.
    const stored = rows[0]!.result as { name: { value: string; confidence: number } };
    await db()
      .update(resumeParses)
      .set({ result: { ...stored, name: { value: 'From the cache', confidence: 1 } } })
      .where(eq(resumeParses.uploadKey, key));
    expect((await parse(me.uid, me.headers)).json().result.name.value).toBe('From the cache');
    expect(await db().select().from(resumeParses).where(eq(resumeParses.uploadKey, key))).toHaveLength(1);
  });

  it("refuses another user's resume and lets an admin read it", async () => {
    const owner = await signedInAs(t);
    await withResume(owner);
    for (const role of ['user', 'employer'] as const) {
      const other = await signedInAs(t, role);
      const res = await parse(owner.uid, other.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MatchingMessages.othersResume);
    }
    const admin = await signedInAs(t, 'admin');
    const res = await parse(owner.uid, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.name.value).toBe('Kavya Menon');
    expect((await parse(owner.uid)).statusCode).toBe(401);
  });

  it('answers 400 "unreadable" for a stored PDF with nothing to read, and keeps no parse of it', async () => {
    const me = await signedInAs(t);
    const key = await withResume(me, PDF);
    const res = await parse(me.uid, me.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(MatchingMessages.unreadable);
    expect(await db().select().from(resumeParses).where(eq(resumeParses.uploadKey, key))).toEqual([]);
  });

  it('answers 404 with what to do when the profile has no resume', async () => {
    const me = await signedInAs(t);
    const res = await parse(me.uid, me.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MatchingMessages.noResumeOnProfile);
  });
});

describe('POST user/{id}/resumes/parse/apply', () => {
  it('adds the chosen fields without overwriting or duplicating what is there', async () => {
    const me = await signedInAs(t);
    const put = (path: string, payload: unknown) =>
      t.inject({
        method: 'PUT',
        url: `/api/users/profile/${path}?uId=${me.uid}`,
        headers: me.headers,
        payload: payload as object,
      });
    expect((await put('skill', { skills: ['python'] })).statusCode).toBe(200);
    expect((await put('education', education)).statusCode).toBe(200);

    const res = await apply(
      me.uid,
      {
        personal: { currentCity: 'Kochi', socialLinks: { github: 'https://github.com/kavya' } },
        skills: ['Python', 'JS', 'SQL', 'sql'],
        education: [education, { ...education, degree: 'M.Tech', startYear: 2022, endYear: 2024 }],
        work: [work],
        projects: [project],
      },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MatchingMessages.prefillSaved,
      result: {
        added: { skills: 2, education: 1, work: 1, projects: 1 },
        personalUpdated: ['currentCity', 'socialLinks'],
      },
    });
    const after = await profile(me.uid, me.headers);
    // The skill already there stays (once), however it was spelled; the new ones take the dictionary's names.
    expect(after.skill.map((s: { name: string }) => s.name.toLowerCase())).toEqual(['python', 'javascript', 'sql']);
    expect(after.skill.slice(1).map((s: { name: string }) => s.name)).toEqual(['JavaScript', 'SQL']);
    expect(after.education.map((e: { degree: string }) => e.degree).sort()).toEqual(['B.Tech', 'M.Tech']);
    expect(after.work).toHaveLength(1);
    expect(after.project).toHaveLength(1);
    expect(after.personal).toMatchObject({
      currentCity: 'Kochi',
      currentState: null,
      socialLinks: { github: 'https://github.com/kavya' },
    });
  });

  it('changes nothing when one part is refused', async () => {
    const me = await signedInAs(t);
    const res = await apply(
      me.uid,
      { skills: ['Python'], work: [work], education: [{ ...education, collegeId: 999999 }] },
      me.headers,
    );
    expect(res.statusCode).toBe(400);
    const after = await profile(me.uid, me.headers);
    expect(after.skill).toEqual([]);
    expect(after.work).toEqual([]);
    expect(after.education).toEqual([]);
  });

  it('refuses an empty choice, and anyone but the owner (admins too)', async () => {
    const me = await signedInAs(t);
    const empty = await apply(me.uid, {}, me.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MatchingMessages.nothingChosen);
    for (const role of ['user', 'admin'] as const) {
      const other = await signedInAs(t, role);
      const res = await apply(me.uid, { skills: ['Python'] }, other.headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await profile(me.uid, me.headers)).skill).toEqual([]);
  });
});
