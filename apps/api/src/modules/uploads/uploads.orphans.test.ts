import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { build } from '../../../test/helper.ts';
import {
  drillParticipants,
  drillPhases,
  drillQueries,
  drillQueryMessages,
  drills,
  drillSubmissions,
  drillSubmissionVersions,
} from '../../db/schema/drills.ts';
import { partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { sweepOrphanUploads } from './orphan-uploads.service.ts';
import { PDF, PNG, presign, signedInAs, type Headers } from './uploads.testing.ts';

const t = build(AUTH_TEST_ENV);

const DAY_MS = 24 * 3_600_000;

const upload = async (headers: Headers, purpose: string, fileName: string, bytes?: Buffer) => {
  const signed = await presign(t, headers, { fileName, sizeBytes: bytes?.length ?? 100, purpose });
  expect(signed.statusCode, signed.body).toBe(200);
  const { key, uploadUrl } = signed.json().result as { key: string; uploadUrl: string };
  if (bytes) {
    const put = await t.inject({ method: 'PUT', url: uploadUrl, payload: bytes, headers: { 'content-type': 'x/y' } });
    expect(put.statusCode, put.body).toBe(200);
  }
  return key;
};

const rowOf = async (key: string) => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];

describe('orphaned uploads on the local store', () => {
  it('deletes expired unused links and unreferenced files after the grace period, and keeps every referenced file', async () => {
    const { uid, headers } = await signedInAs(t, 'employer');
    const logo = await upload(headers, 'partner-logo', 'logo.png', PNG);
    const gallery = await upload(headers, 'partner-gallery', 'g.png', PNG);
    const resume = await upload(headers, 'resume', 'cv.pdf', PDF);
    const orphanPicture = await upload(headers, 'job-image', 'unused.png', PNG);
    const orphanResume = await upload(headers, 'resume', 'old-cv.pdf', PDF);
    const neverSent = await upload(headers, 'resume', 'never.pdf');

    const db = t.database.db;
    await db.insert(partners).values({
      name: 'Orphan Check',
      displayName: 'Orphan Check',
      customUrl: `orphan-check-${Date.now()}`,
      logoPath: `/uploads/u/${logo}`,
      galleryImageUrls: `/uploads/seed/a.svg,/uploads/u/${gallery}`,
    });
    await db.insert(userProfiles).values({ userId: uid, resumeKey: resume, resumeFileName: 'cv.pdf' });

    const part = join(t.config.DATA_DIR, 'upload-parts', 'crashed.part');
    mkdirSync(join(t.config.DATA_DIR, 'upload-parts'), { recursive: true });
    writeFileSync(part, 'half');
    const halfHourAgo = new Date(Date.now() - 30 * 60_000);
    utimesSync(part, halfHourAgo, halfHourAgo);

    // Within the grace period nothing is touched, not even the unreferenced files.
    const early = await sweepOrphanUploads(db, t.app.storage, { graceHours: 24 });
    expect(early).toEqual({ uploads: 0, leftovers: 0 });
    expect(existsSync(part)).toBe(true);
    expect(await rowOf(orphanResume)).toBeDefined();

    const later = await sweepOrphanUploads(db, t.app.storage, {
      now: new Date(Date.now() + 2 * DAY_MS),
      graceHours: 24,
    });
    expect(later.uploads).toBe(3);
    expect(later.leftovers).toBe(1);
    for (const key of [orphanPicture, orphanResume, neverSent]) expect(await rowOf(key)).toBeUndefined();
    expect(existsSync(join(t.config.uploadsDir, 'u', orphanPicture))).toBe(false);
    expect(existsSync(join(t.config.privateUploadsDir, orphanResume))).toBe(false);
    expect(existsSync(part)).toBe(false);

    for (const key of [logo, gallery, resume]) expect(await rowOf(key)).toBeDefined();
    expect(existsSync(join(t.config.uploadsDir, 'u', logo))).toBe(true);
    expect(existsSync(join(t.config.uploadsDir, 'u', gallery))).toBe(true);
    expect(existsSync(join(t.config.privateUploadsDir, resume))).toBe(true);
    expect((await t.inject({ method: 'GET', url: `/uploads/u/${logo}` })).statusCode).toBe(200);
  });

  it('runs as background work: a job on the uploads-cleanup queue removes a long-expired link', async () => {
    const owner = await createUser(t, {});
    const key = `resume-${'0'.repeat(8)}-0000-4000-8000-${'1'.repeat(12)}.pdf`;
    const db = t.database.db;
    await db.insert(uploads).values({
      key,
      ownerUid: owner.uid,
      purpose: 'resume',
      fileName: 'stale.pdf',
      isPublic: false,
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    await t.app.queue.enqueue(db, QUEUE_NAMES.uploadsCleanup, {});
    const deadline = Date.now() + 20_000;
    while ((await rowOf(key)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await rowOf(key)).toBeUndefined();
  }, 30_000);
});

describe('orphaned uploads and hackathons', () => {
  it('keeps registration, solution and help files that hackathon answers name, and deletes the unnamed one', async () => {
    const { uid, headers } = await signedInAs(t, 'user');
    const idCard = await upload(headers, 'registration-file', 'id.pdf', PDF);
    const deck = await upload(headers, 'solution-file', 'deck.pdf', PDF);
    const screenshot = await upload(headers, 'query-file', 'error.png', PNG);
    const unused = await upload(headers, 'solution-file', 'draft.pdf', PDF);

    const db = t.database.db;
    const now = new Date();
    const [drill] = await db
      .insert(drills)
      .values({
        name: 'Orphan Hack',
        custUrl: `orphan-hack-${Date.now()}`,
        partnerName: 'Host',
        location: 'Online',
        startDt: now,
        registrationEndDt: now,
        endDt: now,
      })
      .returning();
    const [phase] = await db
      .insert(drillPhases)
      .values({ drillId: drill!.id, name: 'Solution', startDt: now, endDt: now })
      .returning();
    const [participant] = await db
      .insert(drillParticipants)
      .values({ drillId: drill!.id, uid, answers: { idCard } })
      .returning();
    const [submission] = await db
      .insert(drillSubmissions)
      .values({
        drillId: drill!.id,
        phaseId: phase!.id,
        participantId: participant!.id,
        ownerKey: `participant:${participant!.id}`,
      })
      .returning();
    await db
      .insert(drillSubmissionVersions)
      .values({ submissionId: submission!.id, version: 1, status: 'draft', answers: { deck }, contentHash: 'h' });
    const [query] = await db
      .insert(drillQueries)
      .values({ drillId: drill!.id, participantId: participant!.id, subject: 'Upload fails' })
      .returning();
    await db
      .insert(drillQueryMessages)
      .values({ queryId: query!.id, authorUid: uid, body: 'See the screenshot', files: [screenshot] });

    await sweepOrphanUploads(db, t.app.storage, { now: new Date(Date.now() + 2 * DAY_MS), graceHours: 24 });
    for (const key of [idCard, deck, screenshot]) expect(await rowOf(key)).toBeDefined();
    expect(await rowOf(unused)).toBeUndefined();
  });
});
