import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { UploadMessages, MAX_UPLOAD_BYTES } from '@elevate/contracts/uploads/upload.schema';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { PDF, PNG, presign, signedInAs, type Headers } from './uploads.testing.ts';

const t = build(AUTH_TEST_ENV);

const upload = async (headers: Headers, purpose: string, fileName: string, bytes: Buffer) => {
  const signed = await presign(t, headers, { fileName, sizeBytes: bytes.length, purpose });
  expect(signed.statusCode, signed.body).toBe(200);
  const { uploadUrl, key } = signed.json().result;
  const put = await t.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return { key: key as string, uploadUrl: uploadUrl as string, put };
};

describe('s3/pre-signed uploads on the local store', () => {
  it('stores a company image checked by content and serves it at its public address', async () => {
    const employer = await signedInAs(t, 'employer');
    const { key, put } = await upload(employer.headers, 'partner-logo', 'logo.png', PNG);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().result).toMatchObject({ key, fileUrl: `/uploads/u/${key}`, contentType: 'image/png' });
    const served = await t.inject({ method: 'GET', url: `/uploads/u/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file whose bytes are not an image even when its name says png', async () => {
    const employer = await signedInAs(t, 'employer');
    const { key, put } = await upload(
      employer.headers,
      'partner-gallery',
      'photo.png',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(put.statusCode).toBe(400);
    expect(put.json().error.message).toBe(UploadMessages.imageType);
    expect(existsSync(join(t.config.uploadsDir, 'u', key))).toBe(false);
  });

  it('refuses a name with another extension before any bytes move', async () => {
    const user = await signedInAs(t);
    const res = await presign(t, user.headers, { fileName: 'resume.docx', sizeBytes: 100, purpose: 'resume' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.fileName).toBe(UploadMessages.resumeType);
  });

  it('answers the spec message for a file over 2 MB, announced or sent', async () => {
    const user = await signedInAs(t);
    const announced = await presign(t, user.headers, {
      fileName: 'cv.pdf',
      sizeBytes: MAX_UPLOAD_BYTES + 1,
      purpose: 'resume',
    });
    expect(announced.statusCode).toBe(400);
    expect(announced.json().error.fields.sizeBytes).toBe(
      'Size of file is not valid, please upload file less than 2 mb !',
    );

    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    const signed = await presign(t, user.headers, { fileName: 'cv.pdf', sizeBytes: 1000, purpose: 'resume' });
    const put = await t.inject({
      method: 'PUT',
      url: signed.json().result.uploadUrl,
      payload: big,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(413);
    expect(put.json().error.message).toBe(UploadMessages.tooLarge);
  });

  it('refuses a tampered signature and a second use of the same upload URL', async () => {
    const user = await signedInAs(t);
    const signed = await presign(t, user.headers, { fileName: 'cv.pdf', sizeBytes: PDF.length, purpose: 'resume' });
    const { uploadUrl } = signed.json().result;
    const tampered = uploadUrl.replace(/signature=./, 'signature=X');
    const bad = await t.inject({
      method: 'PUT',
      url: tampered,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(bad.statusCode).toBe(410);
    const first = await t.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets exactly one of ten parallel uploads to one link through, and stores the bytes of that one', async () => {
    const employer = await signedInAs(t, 'employer');
    const signed = await presign(t, employer.headers, {
      fileName: 'logo.png',
      sizeBytes: PNG.length,
      purpose: 'partner-logo',
    });
    const { uploadUrl, key } = signed.json().result;
    const bodies = Array.from({ length: 10 }, (_, i) => Buffer.concat([PNG, Buffer.from(`variant ${i}`)]));
    const answers = await Promise.all(
      bodies.map((payload) =>
        t.inject({ method: 'PUT', url: uploadUrl, payload, headers: { 'content-type': 'image/png' } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = bodies[answers.findIndex((a) => a.statusCode === 200)]!;
    expect(answers.find((a) => a.statusCode === 200)!.json().result.sizeBytes).toBe(winner.length);
    expect(readFileSync(join(t.config.uploadsDir, 'u', key)).equals(winner)).toBe(true);
    const served = await t.inject({ method: 'GET', url: `/uploads/u/${key}` });
    expect(served.rawPayload.equals(winner)).toBe(true);
  });

  it('answers 400 with the envelope, never 500, for a name or type with NUL, a lone surrogate or an absurd length', async () => {
    const user = await signedInAs(t);
    const names = ['cv\u0000.pdf', 'c\ud800v.pdf', 'tab\tname.pdf', `${'a'.repeat(5000)}.pdf`];
    for (const fileName of names) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/s3/pre-signed',
        headers: { ...user.headers, 'content-type': 'application/json' },
        // JSON.stringify writes NUL and a lone surrogate as escapes (\u0000, \ud800), as an attacker would send them.
        payload: `{"fileName":${JSON.stringify(fileName)},"sizeBytes":10,"purpose":"resume"}`,
      });
      expect(res.statusCode, fileName.slice(0, 20)).toBe(400);
      expect(res.json().error.fields.fileName).toBeTruthy();
    }
    for (const contentType of ['application/pdf\u0000', 'x'.repeat(500), 'application/pdf\r\nX: y']) {
      const res = await presign(t, user.headers, { fileName: 'cv.pdf', contentType, sizeBytes: 10, purpose: 'resume' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toMatch(/^WUE-/);
    }
    for (const url of [
      '/api/uploads/%00?expires=1&signature=a',
      '/api/s3/pre-signed?key=%00',
      '/api/files/a%00b?expires=1&signature=a',
    ]) {
      const res = await t.inject({
        method: url.startsWith('/api/uploads') ? 'PUT' : 'GET',
        url,
        headers: user.headers,
      });
      expect(res.statusCode, url).toBe(400);
    }
    const badExpiry = await t.inject({
      method: 'PUT',
      url: `/api/uploads/resume-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.pdf?expires=1e400&signature=%00`,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(badExpiry.statusCode).toBe(400);
  });

  it('counts upload links per account, so two people behind one address each get their own allowance', async () => {
    const [first, second] = [await signedInAs(t), await signedInAs(t)];
    const ask = (headers: Headers) =>
      presign(t, headers, { fileName: 'resume.pdf', sizeBytes: PDF.length, purpose: 'resume' });
    for (let i = 0; i < 60; i++) expect((await ask(first.headers)).statusCode).toBe(200);
    const limited = await ask(first.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('WUE-4290');
    expect((await ask(second.headers)).statusCode).toBe(200);
  });

  it('lets only employers and admins upload company images, and nobody signed out', async () => {
    const user = await signedInAs(t);
    const res = await presign(t, user.headers, {
      fileName: 'logo.png',
      sizeBytes: PNG.length,
      purpose: 'partner-logo',
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/s3/pre-signed',
      payload: { fileName: 'cv.pdf', sizeBytes: 10, purpose: 'resume' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('private resumes', () => {
  const readUrl = (headers: Headers, key: string) =>
    t.inject({ method: 'GET', url: `/api/s3/pre-signed?key=${key}`, headers });

  it('keeps a resume out of the public tree and lets its owner read it through a signed URL', async () => {
    const owner = await signedInAs(t);
    const { key, put } = await upload(owner.headers, 'resume', 'Kavya Menon CV.pdf', PDF);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().result.fileUrl).toBeNull();
    expect((await t.inject({ method: 'GET', url: `/uploads/u/${key}` })).statusCode).toBe(404);

    const signed = await readUrl(owner.headers, key);
    expect(signed.statusCode).toBe(200);
    const file = await t.inject({ method: 'GET', url: signed.json().result.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const forged = await t.inject({ method: 'GET', url: `/api/files/${key}?expires=9999999999&signature=abc` });
    expect(forged.statusCode).toBe(410);
  });

  it('refuses another candidate and an employer the resume was never sent to, and allows the employer it was', async () => {
    const owner = await signedInAs(t);
    const { key } = await upload(owner.headers, 'resume', 'cv.pdf', PDF);
    const stranger = await signedInAs(t);
    expect((await readUrl(stranger.headers, key)).statusCode).toBe(403);

    const employer = await signedInAs(t, 'employer');
    expect((await readUrl(employer.headers, key)).statusCode).toBe(403);

    const db = t.database.db;
    const [partner] = await db
      .insert(partners)
      .values({ name: 'Nilgiri Labs', displayName: 'Nilgiri Labs', customUrl: `nilgiri-${Date.now()}` })
      .returning();
    await db.insert(partnerMembers).values({ partnerId: partner!.id, userId: employer.uid });
    const [job] = await db
      .insert(jobs)
      .values({
        partnerId: partner!.id,
        title: 'Data Analyst',
        custUrl: `data-analyst-${Date.now()}`,
        location: 'Pune',
        jobType: 'Full-Time',
      })
      .returning();
    await db.insert(applications).values({ userId: owner.uid, jobId: job!.id, resumeKey: key });
    expect((await readUrl(employer.headers, key)).statusCode).toBe(200);

    const admin = await signedInAs(t, 'admin');
    expect((await readUrl(admin.headers, key)).statusCode).toBe(200);
  });
});
