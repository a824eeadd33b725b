import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UploadMessages } from '@elevate/contracts/uploads/upload.schema';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { addEmployer, insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';
import { sweepOrphanUploads } from '../uploads/orphan-uploads.service.ts';
import { PDF, PNG, presign, signedInAs, type Headers } from '../uploads/uploads.testing.ts';

const logLines: string[] = [];
const t = build({ ...AUTH_TEST_ENV, LOG_LEVEL: 'trace' }, { logLines });
const db = () => t.database.db;

const NOT_FOUND = 'Please upload the file again: we could not find it.';
const RESUME_NOT_FOUND = 'Please upload your resume again: we could not find the file.';

/** The real way a file arrives: a signed link from s3/pre-signed, then the bytes PUT to it. */
const uploadFile = async (headers: Headers, purpose: string, fileName: string, bytes: Buffer) => {
  const signed = await presign(t, headers, { fileName, sizeBytes: bytes.length, purpose });
  expect(signed.statusCode, signed.body).toBe(200);
  const put = await t.inject({
    method: 'PUT',
    url: signed.json().result.uploadUrl,
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return { key: signed.json().result.key as string, put };
};
const uploaded = async (headers: Headers, purpose: string, fileName: string, bytes: Buffer) => {
  const { key, put } = await uploadFile(headers, purpose, fileName, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return key;
};

const attach = (uid: number, payload: Record<string, unknown>, headers?: Headers) =>
  t.inject({ method: 'PUT', url: `/api/users/profile/${uid}/upload`, payload, headers });
const detach = (uid: number, kind: string, headers?: Headers) =>
  t.inject({ method: 'DELETE', url: `/api/users/profile/${uid}/upload/${kind}`, headers });
const readDocs = (uid: number, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/users/profile/documents?uId=${uid}`, headers });
const saveDocs = (uid: number, payload: Record<string, unknown>, headers?: Headers) =>
  t.inject({ method: 'PUT', url: `/api/users/profile/documents?uId=${uid}`, payload, headers });
const resumeLink = (uid: number, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/users/profile/resume?uId=${uid}`, headers });

const profileRow = async (uid: number) =>
  (await db().select().from(userProfiles).where(eq(userProfiles.userId, uid)))[0];
const uploadRow = async (key: string) => (await db().select().from(uploads).where(eq(uploads.key, key)))[0];

describe('PUT users/profile/{id}/upload', () => {
  it('attaches my own picture, resume, PAN scan and Aadhaar scan to their slots', async () => {
    const me = await signedInAs(t);
    const picture = await uploaded(me.headers, 'profile-picture', 'me.png', PNG);
    const resume = await uploaded(me.headers, 'resume', 'Kavya-Menon-CV.pdf', PDF);
    const pan = await uploaded(me.headers, 'government-id', 'pan.pdf', PDF);
    const aadhaar = await uploaded(me.headers, 'government-id', 'aadhaar.png', PNG);

    const pic = await attach(me.uid, { kind: 'profile-picture', key: picture }, me.headers);
    expect(pic.statusCode, pic.body).toBe(200);
    expect(pic.json()).toMatchObject({
      message: 'Profile Picture saved.',
      result: { kind: 'profile-picture', fileName: 'me.png', fileUrl: `/uploads/u/${picture}` },
    });
    const cv = await attach(me.uid, { kind: 'resume', key: resume }, me.headers);
    expect(cv.json().result).toEqual({ kind: 'resume', fileName: 'Kavya-Menon-CV.pdf', fileUrl: null });
    expect((await attach(me.uid, { kind: 'pan-scan', key: pan }, me.headers)).statusCode).toBe(200);
    expect((await attach(me.uid, { kind: 'government-id', key: aadhaar }, me.headers)).statusCode).toBe(200);

    expect(await profileRow(me.uid)).toMatchObject({
      profilePicKey: picture,
      resumeKey: resume,
      resumeFileName: 'Kavya-Menon-CV.pdf',
      panScanKey: pan,
      govtIdKey: aadhaar,
    });
    const docs = await readDocs(me.uid, me.headers);
    expect(docs.json().result).toMatchObject({
      hasPanScan: true,
      panScanFileName: 'pan.pdf',
      hasGovtIdScan: true,
      govtIdFileName: 'aadhaar.png',
      resumeFileName: 'Kavya-Menon-CV.pdf',
    });
  });

  it('replacing a picture deletes the old file at once; a resume sent with an application is kept', async () => {
    const me = await signedInAs(t);
    const first = await uploaded(me.headers, 'profile-picture', 'old.png', PNG);
    const second = await uploaded(me.headers, 'profile-picture', 'new.png', PNG);
    await attach(me.uid, { kind: 'profile-picture', key: first }, me.headers);
    expect(existsSync(join(t.config.uploadsDir, 'u', first))).toBe(true);
    await attach(me.uid, { kind: 'profile-picture', key: second }, me.headers);
    expect(await uploadRow(first)).toBeUndefined();
    expect(existsSync(join(t.config.uploadsDir, 'u', first))).toBe(false);
    expect(await uploadRow(second)).toBeDefined();

    const sent = await uploaded(me.headers, 'resume', 'sent.pdf', PDF);
    const fresh = await uploaded(me.headers, 'resume', 'fresh.pdf', PDF);
    await attach(me.uid, { kind: 'resume', key: sent }, me.headers);
    const partner = await insertPartner(db());
    const job = await insertJob(db(), partner.id);
    await db().insert(applications).values({ userId: me.uid, jobId: job.id, resumeKey: sent });
    await attach(me.uid, { kind: 'resume', key: fresh }, me.headers);
    expect(await uploadRow(sent)).toBeDefined();
    expect((await profileRow(me.uid))?.resumeKey).toBe(fresh);
  });

  it("answers someone else's, unfinished, wrong-purpose and unknown keys alike, and changes nothing", async () => {
    const me = await signedInAs(t);
    const stranger = await signedInAs(t);
    const mine = await uploaded(me.headers, 'profile-picture', 'me.png', PNG);
    await attach(me.uid, { kind: 'profile-picture', key: mine }, me.headers);

    const theirs = await uploaded(stranger.headers, 'profile-picture', 'them.png', PNG);
    const unfinished = (
      await presign(t, me.headers, { fileName: 'x.png', sizeBytes: 10, purpose: 'profile-picture' })
    ).json().result.key as string;
    const resumeAsPicture = await uploaded(me.headers, 'resume', 'cv.pdf', PDF);
    for (const key of [
      theirs,
      unfinished,
      resumeAsPicture,
      'profile-picture-00000000-0000-0000-0000-000000000000.png',
    ]) {
      const res = await attach(me.uid, { kind: 'profile-picture', key }, me.headers);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'WUE-4000', message: NOT_FOUND, fields: { key: NOT_FOUND } });
    }
    const theirResume = await uploaded(stranger.headers, 'resume', 'their-cv.pdf', PDF);
    const res = await attach(me.uid, { kind: 'resume', key: theirResume }, me.headers);
    expect(res.json().error).toMatchObject({ message: RESUME_NOT_FOUND, fields: { key: RESUME_NOT_FOUND } });
    const pictureAsPan = await uploaded(me.headers, 'profile-picture', 'pan.png', PNG);
    expect((await attach(me.uid, { kind: 'pan-scan', key: pictureAsPan }, me.headers)).json().error.message).toBe(
      NOT_FOUND,
    );

    expect(await profileRow(me.uid)).toMatchObject({ profilePicKey: mine, resumeKey: null, panScanKey: null });
    expect(await uploadRow(mine)).toBeDefined();
  });

  it('only the owner attaches: another user and an admin get 403, a visitor 401', async () => {
    const owner = await signedInAs(t);
    const other = await signedInAs(t);
    const admin = await signedInAs(t, 'admin');
    const theirs = await uploaded(other.headers, 'profile-picture', 'x.png', PNG);
    const adminsOwn = await uploaded(admin.headers, 'profile-picture', 'x.png', PNG);
    expect((await attach(owner.uid, { kind: 'profile-picture', key: theirs }, other.headers)).statusCode).toBe(403);
    expect((await attach(owner.uid, { kind: 'profile-picture', key: adminsOwn }, admin.headers)).statusCode).toBe(403);
    expect((await attach(owner.uid, { kind: 'profile-picture', key: theirs })).statusCode).toBe(401);
    expect((await detach(owner.uid, 'profile-picture', other.headers)).statusCode).toBe(403);
    expect((await detach(owner.uid, 'profile-picture', admin.headers)).statusCode).toBe(403);
    expect(await profileRow(owner.uid)).toBeUndefined();
  });

  it('refuses an unknown kind and a missing key with field messages', async () => {
    const me = await signedInAs(t);
    const res = await attach(me.uid, { kind: 'passport', key: '' }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ kind: 'Invalid Value !', key: 'Please select file for upload !' });
    expect((await detach(me.uid, 'passport', me.headers)).statusCode).toBe(400);
  });

  it('every file on a profile survives the orphan sweep', async () => {
    const me = await signedInAs(t);
    const keys = {
      'profile-picture': await uploaded(me.headers, 'profile-picture', 'me.png', PNG),
      resume: await uploaded(me.headers, 'resume', 'cv.pdf', PDF),
      'pan-scan': await uploaded(me.headers, 'government-id', 'pan.pdf', PDF),
      'government-id': await uploaded(me.headers, 'government-id', 'aadhaar.pdf', PDF),
    };
    for (const [kind, key] of Object.entries(keys)) await attach(me.uid, { kind, key }, me.headers);
    await sweepOrphanUploads(db(), t.app.storage, { now: new Date(Date.now() + 86_400_000), graceHours: 1 });
    for (const key of Object.values(keys)) expect(await uploadRow(key), key).toBeDefined();
  });
});

describe('DELETE users/profile/{id}/upload/{kind}', () => {
  it('empties the slot and deletes its file; an empty slot stays empty', async () => {
    const me = await signedInAs(t);
    const scan = await uploaded(me.headers, 'government-id', 'aadhaar.pdf', PDF);
    await attach(me.uid, { kind: 'government-id', key: scan }, me.headers);
    const res = await detach(me.uid, 'government-id', me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Aadhaar Card Scan removed.',
      result: { kind: 'government-id', fileName: null, fileUrl: null },
    });
    expect((await profileRow(me.uid))?.govtIdKey).toBeNull();
    expect(await uploadRow(scan)).toBeUndefined();
    expect((await readDocs(me.uid, me.headers)).json().result).toMatchObject({ hasGovtIdScan: false });
    expect((await detach(me.uid, 'pan-scan', me.headers)).statusCode).toBe(200);
  });
});

describe('resume and picture content through s3/pre-signed', () => {
  it("refuses a non-PDF resume with the spec's message, by name and by content", async () => {
    const me = await signedInAs(t);
    const byName = await presign(t, me.headers, { fileName: 'cv.docx', sizeBytes: 2000, purpose: 'resume' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().error.fields.fileName).toBe('Resume must be a PDF file !');
    const { key, put } = await uploadFile(me.headers, 'resume', 'cv.pdf', PNG);
    expect(put.statusCode).toBe(400);
    expect(put.json().error.message).toBe(UploadMessages.resumeType);
    expect((await attach(me.uid, { kind: 'resume', key }, me.headers)).json().error.message).toBe(RESUME_NOT_FOUND);
  });

  it("refuses a 2 MB + 1 byte resume with the spec's message, announced or sent", async () => {
    const me = await signedInAs(t);
    const tooLarge = 'Size of file is not valid, please upload file less than 2 mb !';
    const announced = await presign(t, me.headers, {
      fileName: 'cv.pdf',
      sizeBytes: MAX_UPLOAD_BYTES + 1,
      purpose: 'resume',
    });
    expect(announced.statusCode).toBe(400);
    expect(announced.json().error.fields.sizeBytes).toBe(tooLarge);

    // The declared size is checked at signing; a sender who lies about it is stopped by the PUT.
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]);
    expect(big.length).toBe(2 * 1024 * 1024 + 1);
    const signed = await presign(t, me.headers, { fileName: 'cv.pdf', sizeBytes: 1000, purpose: 'resume' });
    const lied = await t.inject({
      method: 'PUT',
      url: signed.json().result.uploadUrl,
      headers: { 'content-type': 'application/pdf' },
      payload: big,
    });
    expect(lied.statusCode).toBe(413);
    expect(lied.json().error.message).toBe(tooLarge);
    const key = signed.json().result.key as string;
    expect((await attach(me.uid, { kind: 'resume', key }, me.headers)).statusCode).toBe(400);
  });

  it('refuses a profile picture that is not jpg, jpeg, png or gif by content', async () => {
    const me = await signedInAs(t);
    const { put } = await uploadFile(me.headers, 'profile-picture', 'me.png', PDF);
    expect(put.statusCode).toBe(400);
    expect(put.json().error.message).toBe(UploadMessages.imageType);
  });
});

describe('users/profile/documents', () => {
  it('keeps the PAN upper-cased and only the last four digits of Aadhaar, shown masked', async () => {
    const me = await signedInAs(t);
    const res = await saveDocs(me.uid, { panNumber: ' abcde1234f ', aadhaarNumber: '2345 6789 0123' }, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your documents are saved.');
    expect(res.json().result).toEqual({
      panNumber: 'ABCDE1234F',
      hasPanScan: false,
      panScanFileName: null,
      aadhaarLastFour: '0123',
      aadhaarMasked: 'XXXX XXXX 0123',
      hasGovtIdScan: false,
      govtIdFileName: null,
      resumeFileName: null,
    });
    expect(res.body).not.toContain('23456789');
    const row = await profileRow(me.uid);
    expect(row).toMatchObject({ panNumber: 'ABCDE1234F', aadhaarLastFour: '0123' });
    expect(JSON.stringify(row)).not.toContain('23456789');
    expect((await readDocs(me.uid, me.headers)).json().result.aadhaarMasked).toBe('XXXX XXXX 0123');
  });

  it('a field left out keeps its value; null or blank removes it', async () => {
    const me = await signedInAs(t);
    await saveDocs(me.uid, { panNumber: 'ABCDE1234F', aadhaarNumber: '234567890123' }, me.headers);
    const panOnly = await saveDocs(me.uid, { panNumber: 'PQRSX6789Z' }, me.headers);
    expect(panOnly.json().result).toMatchObject({ panNumber: 'PQRSX6789Z', aadhaarLastFour: '0123' });
    const cleared = await saveDocs(me.uid, { panNumber: '', aadhaarNumber: null }, me.headers);
    expect(cleared.json().result).toMatchObject({ panNumber: null, aadhaarLastFour: null, aadhaarMasked: null });
  });

  it('refuses a bad PAN and a bad Aadhaar with field messages, and saves nothing', async () => {
    const me = await signedInAs(t);
    for (const [body, field, message] of [
      [{ panNumber: 'ABCD12345F' }, 'panNumber', 'PAN must be 5 letters, 4 digits and 1 letter, like ABCDE1234F'],
      [{ panNumber: 'ABCDE1234' }, 'panNumber', 'PAN must be 5 letters, 4 digits and 1 letter, like ABCDE1234F'],
      [{ aadhaarNumber: '1234 5678 901' }, 'aadhaarNumber', 'Aadhaar number must be 12 digits'],
      [{ aadhaarNumber: '1234-5678-9012' }, 'aadhaarNumber', 'Aadhaar number must be 12 digits'],
      [{ aadhaarNumber: 123456789012 }, 'aadhaarNumber', 'Aadhaar number must be 12 digits'],
    ] as const) {
      const res = await saveDocs(me.uid, body, me.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await profileRow(me.uid)).toBeUndefined();
  });

  it('never writes the full Aadhaar number to the log, saved or refused', async () => {
    const me = await signedInAs(t);
    logLines.length = 0;
    await saveDocs(me.uid, { aadhaarNumber: '9876 5432 1098' }, me.headers);
    await saveDocs(me.uid, { panNumber: 'bad', aadhaarNumber: '987654321098' }, me.headers);
    t.app.log.info({ body: { aadhaarNumber: '987654321098' } }, 'a body logged by mistake');
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(2);
    expect(logs).not.toMatch(/98765432|9876 5432/);
    expect(logs).toContain('[redacted]');
  });

  it('documents are private: the owner and admins read them; others, employers included, get 403', async () => {
    const owner = await signedInAs(t);
    await saveDocs(owner.uid, { panNumber: 'ABCDE1234F' }, owner.headers);
    const stranger = await signedInAs(t);
    const admin = await signedInAs(t, 'admin');
    const employer = await signedInAs(t, 'employer');
    const partner = await insertPartner(db());
    await addEmployer(db(), partner.id, employer.uid);
    const job = await insertJob(db(), partner.id);
    await db().insert(applications).values({ userId: owner.uid, jobId: job.id });

    expect((await readDocs(owner.uid, stranger.headers)).statusCode).toBe(403);
    expect((await readDocs(owner.uid, employer.headers)).statusCode).toBe(403);
    expect((await readDocs(owner.uid)).statusCode).toBe(401);
    const asAdmin = await readDocs(owner.uid, admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().result.panNumber).toBe('ABCDE1234F');
    expect((await readDocs(2_000_000_000, admin.headers)).json()).toMatchObject({
      httpStatus: 404,
      error: { message: 'We could not find this account.' },
    });
    expect((await readDocs(2_000_000_000, stranger.headers)).statusCode).toBe(403);

    for (const headers of [stranger.headers, admin.headers, employer.headers]) {
      expect((await saveDocs(owner.uid, { panNumber: 'ZZZZZ9999Z' }, headers)).statusCode).toBe(403);
    }
    expect((await profileRow(owner.uid))?.panNumber).toBe('ABCDE1234F');
  });
});

describe('GET users/profile/resume', () => {
  const withResume = async () => {
    const owner = await signedInAs(t);
    const key = await uploaded(owner.headers, 'resume', 'Kavya-Menon-CV.pdf', PDF);
    await attach(owner.uid, { kind: 'resume', key }, owner.headers);
    return { owner, key };
  };

  it('gives the owner a short-lived signed link that serves the PDF', async () => {
    const { owner } = await withResume();
    const res = await resumeLink(owner.uid, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { fileName, url, expiresAt } = res.json().result;
    expect(fileName).toBe('Kavya-Menon-CV.pdf');
    expect(url).toMatch(/signature=/);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const file = await t.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('an employer who received an application reads it; another employer and a student cannot', async () => {
    const { owner } = await withResume();
    const partner = await insertPartner(db());
    const job = await insertJob(db(), partner.id);
    await db().insert(applications).values({ userId: owner.uid, jobId: job.id });
    const employer = await signedInAs(t, 'employer');
    await addEmployer(db(), partner.id, employer.uid);
    const otherEmployer = await signedInAs(t, 'employer');
    await addEmployer(db(), (await insertPartner(db())).id, otherEmployer.uid);
    const student = await signedInAs(t);
    const admin = await signedInAs(t, 'admin');

    expect((await resumeLink(owner.uid, employer.headers)).statusCode).toBe(200);
    expect((await resumeLink(owner.uid, admin.headers)).statusCode).toBe(200);
    expect((await resumeLink(owner.uid, otherEmployer.headers)).statusCode).toBe(403);
    expect((await resumeLink(owner.uid, student.headers)).statusCode).toBe(403);
    expect((await resumeLink(owner.uid)).statusCode).toBe(401);
  });

  it('says nothing to a stranger about whether a resume exists; the owner learns there is none', async () => {
    const noResume = await signedInAs(t);
    const { owner } = await withResume();
    const stranger = await signedInAs(t);
    const a = await resumeLink(noResume.uid, stranger.headers);
    const b = await resumeLink(owner.uid, stranger.headers);
    expect([a.statusCode, b.statusCode]).toEqual([403, 403]);
    expect(a.json()).toEqual(b.json());
    expect((await resumeLink(noResume.uid, noResume.headers)).json()).toMatchObject({
      httpStatus: 404,
      error: { message: 'There is no resume on this profile yet.' },
    });
    const admin = await signedInAs(t, 'admin');
    expect((await resumeLink(2_000_000_000, admin.headers)).json().error.message).toBe(
      'We could not find this account.',
    );
  });
});
