import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UploadMessages } from '@elevate/contracts/uploads/upload.schema';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { build } from '../../../test/helper.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { createS3Driver } from './storage/s3.driver.ts';
import { sweepOrphanUploads } from './orphan-uploads.service.ts';
import { PDF, PNG, presign, signedInAs, type Headers } from './uploads.testing.ts';

/** A local S3-compatible server on a free port for this file; s3rver accepts its own fixed key pair. */
const BUCKET = 'elevate-test';
const env: Record<string, string> = {
  ...AUTH_TEST_ENV,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};
let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'elevate-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
  // build() reads its environment when its own beforeAll runs, which is after this one.
  env.S3_ENDPOINT = endpoint;
});
const t = build(env);
afterAll(async () => {
  await s3rver?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

/** Signs an upload and PUTs the bytes straight to the bucket with a plain fetch, as a browser would. */
const putToBucket = async (headers: Headers, purpose: string, fileName: string, bytes: Buffer) => {
  const signed = await presign(t, headers, { fileName, sizeBytes: bytes.length, purpose });
  expect(signed.statusCode, signed.body).toBe(200);
  const result = signed.json().result as {
    key: string;
    uploadUrl: string;
    headers: Headers;
    confirmUrl: string;
  };
  const put = await fetch(result.uploadUrl, { method: 'PUT', headers: result.headers, body: bytes });
  return { ...result, put };
};
const confirm = (confirmUrl: string) => t.inject({ method: 'POST', url: confirmUrl });

describe('uploads on an S3-compatible store', () => {
  it('takes a pre-signed PUT from a plain fetch, checks the file on confirm and keeps it in its folder', async () => {
    const { headers } = await signedInAs(t);
    const { key, uploadUrl, confirmUrl, put } = await putToBucket(headers, 'resume', 'cv.pdf', PDF);
    expect(uploadUrl.startsWith(`${endpoint}/${BUCKET}/incoming/${key}?`)).toBe(true);
    expect(uploadUrl).toContain('X-Amz-Expires=600');
    expect(put.status).toBe(200);

    const done = await confirm(confirmUrl);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toMatchObject({
      key,
      fileUrl: null,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect((await confirm(confirmUrl)).statusCode).toBe(409);

    // In its spec folder, and nothing left in incoming/.
    const storedHead = await t.app.storage.open({ key, purpose: 'resume', isPublic: false });
    expect(storedHead?.sizeBytes).toBe(PDF.length);
    storedHead?.stream.destroy();
    expect(await t.app.storage.inspectIncoming({ key, purpose: 'resume', isPublic: false }, 10)).toBeNull();
  });

  it('lets pages send uploads to the bucket: its origin is in the content security policy', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/s3/pre-signed?key=x' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('binds type and length into the upload signature, and still refuses and deletes an oversize file on confirm', async () => {
    const { headers } = await signedInAs(t);
    const signed = await presign(t, headers, { fileName: 'cv.pdf', sizeBytes: PDF.length, purpose: 'resume' });
    const { key, uploadUrl, headers: signedHeaders, confirmUrl } = signed.json().result;
    expect(new URL(uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(signedHeaders).toEqual({ 'content-type': 'application/pdf' });
    // S3 refuses a body of another length than the one signed; s3rver does not check, which lets this test show
    // that the confirm step holds the 2 MB limit on its own.
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    await fetch(uploadUrl, { method: 'PUT', headers: signedHeaders, body: big });
    const done = await confirm(confirmUrl);
    expect(done.statusCode).toBe(413);
    expect(done.json().error.message).toBe(UploadMessages.tooLarge);
    expect(await t.app.storage.inspectIncoming({ key, purpose: 'resume', isPublic: false }, 10)).toBeNull();
  });

  it('deletes a disguised file on confirm and never makes it readable', async () => {
    const { headers } = await signedInAs(t, 'employer');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const { key, confirmUrl, put } = await putToBucket(headers, 'partner-logo', 'logo.png', svg);
    expect(put.status).toBe(200);
    const done = await confirm(confirmUrl);
    expect(done.statusCode).toBe(400);
    expect(done.json().error.message).toBe(UploadMessages.imageType);
    const ref = { key, purpose: 'partner-logo' as const, isPublic: true };
    expect(await t.app.storage.inspectIncoming(ref, 10)).toBeNull();
    expect(await t.app.storage.open(ref)).toBeNull();
    expect((await t.inject({ method: 'GET', url: `/uploads/u/${key}` })).statusCode).toBe(404);
  });

  it('answers a confirm with nothing uploaded as a 400, and the link still works afterwards', async () => {
    const { headers } = await signedInAs(t);
    const signed = await presign(t, headers, { fileName: 'cv.pdf', sizeBytes: PDF.length, purpose: 'resume' });
    const { uploadUrl, headers: signedHeaders, confirmUrl } = signed.json().result;
    expect((await confirm(confirmUrl)).statusCode).toBe(400);
    await fetch(uploadUrl, { method: 'PUT', headers: signedHeaders, body: PDF });
    expect((await confirm(confirmUrl)).statusCode).toBe(200);
  });

  it('serves a public picture at the address records hold', async () => {
    const { headers } = await signedInAs(t, 'employer');
    const { key, confirmUrl } = await putToBucket(headers, 'partner-banner', 'banner.png', PNG);
    const done = await confirm(confirmUrl);
    expect(done.json().result.fileUrl).toBe(`/uploads/u/${key}`);
    const served = await t.inject({ method: 'GET', url: `/uploads/u/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('gives a private file only a signed, short-lived read address, and only to those allowed', async () => {
    const { headers: owner } = await signedInAs(t);
    const { key, confirmUrl } = await putToBucket(owner, 'resume', 'Kavya CV.pdf', PDF);
    expect((await confirm(confirmUrl)).statusCode).toBe(200);

    // No public address: not through the API, and the bucket itself is private (Block Public Access; nothing
    // here ever sets an ACL). s3rver checks expiry but neither v4 signatures nor unsigned reads, so those two
    // refusals are S3's own and are not shown here.
    expect((await t.inject({ method: 'GET', url: `/uploads/u/${key}` })).statusCode).toBe(404);

    const { headers: stranger } = await signedInAs(t);
    expect(
      (await t.inject({ method: 'GET', url: `/api/s3/pre-signed?key=${key}`, headers: stranger })).statusCode,
    ).toBe(403);
    const read = await t.inject({ method: 'GET', url: `/api/s3/pre-signed?key=${key}`, headers: owner });
    expect(read.statusCode).toBe(200);
    const { url } = read.json().result as { url: string };
    expect(url).toContain('X-Amz-Expires=300');
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses expired upload and read signatures', async () => {
    const { headers: owner } = await signedInAs(t);
    const { key, confirmUrl } = await putToBucket(owner, 'resume', 'cv.pdf', PDF);
    expect((await confirm(confirmUrl)).statusCode).toBe(200);
    // The same driver with a clock 20 minutes behind: every address it signs has already expired.
    const past = await createS3Driver({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      clock: () => new Date(Date.now() - 20 * 60_000),
    });
    try {
      const ref = { key, purpose: 'resume' as const, isPublic: false };
      const read = await past.signRead(ref, { fileName: 'cv.pdf', contentType: 'application/pdf' });
      expect((await fetch(read.url)).status).toBe(403);
      const upload = await past.signUpload(ref, { contentType: 'application/pdf', sizeBytes: PDF.length });
      expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: PDF })).status).toBe(403);
    } finally {
      await past.close();
    }
    const expiredConfirm = confirmUrl.replace(/expires=\d+/, 'expires=1000');
    expect((await confirm(expiredConfirm)).statusCode).toBe(410);
  });

  it('sweeps a never-confirmed upload from the bucket and keeps a referenced one', async () => {
    const { uid, headers: owner } = await signedInAs(t);
    const kept = await putToBucket(owner, 'resume', 'kept.pdf', PDF);
    expect((await confirm(kept.confirmUrl)).statusCode).toBe(200);
    const db = t.database.db;
    await db
      .insert(userProfiles)
      .values({ userId: uid, resumeKey: kept.key, resumeFileName: 'kept.pdf' })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { resumeKey: kept.key } });
    const abandoned = await putToBucket(owner, 'resume', 'abandoned.pdf', PDF);
    const abandonedRef = { key: abandoned.key, purpose: 'resume' as const, isPublic: false };
    expect(await t.app.storage.inspectIncoming(abandonedRef, 10)).not.toBeNull();

    const swept = await sweepOrphanUploads(db, t.app.storage, {
      now: new Date(Date.now() + 3 * 24 * 3_600_000),
      graceHours: 24,
    });
    expect(swept.uploads).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.inspectIncoming(abandonedRef, 10)).toBeNull();
    const keptFile = await t.app.storage.open({ key: kept.key, purpose: 'resume', isPublic: false });
    expect(keptFile?.sizeBytes).toBe(PDF.length);
    keptFile?.stream.destroy();
  });
});
