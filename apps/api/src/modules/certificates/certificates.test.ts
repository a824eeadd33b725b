import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import { build } from '../../../test/helper.ts';
import {
  drillCertificates,
  drillLeaderboardEntries,
  drillParticipants,
  drillPhases,
  drillSubmissions,
} from '../../db/schema/drills.ts';
import { drillPhaseOutcomes } from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
import {
  type DrillFixture,
  insertCast,
  type ParticipantFixture,
  registerParticipant,
} from '../drills/submissions.test-fixtures.ts';
import { certificateContextOf } from './certificates.routes.ts';
import { processCertificateBatch } from './certificates.service.ts';
import { statusBitOf } from './status-list.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false', PUBLIC_URL: 'https://elevate.example' });

let d: DrillFixture;
let asha: ParticipantFixture;
let ravi: ParticipantFixture;
let meera: ParticipantFixture;
let zoya: ParticipantFixture;
let withdrawn: ParticipantFixture;
let otherEmployer: Caller;
let teamA: number;
let teamB: number;

const base = () => `/api/console/drills/${d.drillId}/certificates`;
const ctx = () => certificateContextOf(t.config);
const db = () => t.database.db;

const submit = async (phaseId: number, participantId: number, ownerKey: string, status = 'submitted') => {
  const teamId = ownerKey.startsWith('team:') ? Number(ownerKey.slice(5)) : null;
  const [row] = await db()
    .insert(drillSubmissions)
    .values({ drillId: d.drillId, phaseId, participantId, teamId, ownerKey, status, submittedAt: new Date() })
    .returning({ id: drillSubmissions.id });
  return row!.id;
};

/** Runs every queued batch of this hackathon's pending certificates, as the worker would. */
const drain = async () => {
  const pending = await db()
    .select({ id: drillCertificates.id })
    .from(drillCertificates)
    .where(and(eq(drillCertificates.drillId, d.drillId), eq(drillCertificates.status, 'pending')));
  await processCertificateBatch(
    db(),
    t.app.storage,
    ctx(),
    pending.map((p) => p.id),
    false,
  );
};

const certificatesOf = async (kind: string) =>
  db()
    .select()
    .from(drillCertificates)
    .where(and(eq(drillCertificates.drillId, d.drillId), eq(drillCertificates.kind, kind)))
    .orderBy(drillCertificates.id);

beforeAll(async () => {
  ({ d, asha, ravi, meera, teamA, teamB, otherEmployer } = await insertCast(t));
  zoya = await registerParticipant(t, d.drillId, 'Zoya');
  withdrawn = await registerParticipant(t, d.drillId, 'Vikram');
  await db()
    .update(drillParticipants)
    .set({ status: 'withdrawn' })
    .where(eq(drillParticipants.id, withdrawn.participantId));
  // Team A (Asha, Ravi) and Zoya on her own submitted; team B (Meera) only saved a draft; Vikram withdrew.
  const teamASubmission = await submit(d.endedPhaseId, asha.participantId, `team:${teamA}`);
  await submit(d.endedPhaseId, zoya.participantId, `participant:${zoya.participantId}`);
  await submit(d.endedPhaseId, meera.participantId, `team:${teamB}`, 'draft');
  await submit(d.endedPhaseId, withdrawn.participantId, `participant:${withdrawn.participantId}`);
  // Team A advanced (merit); team A holds the winner award on the published final leaderboard, team B a row without one.
  await db()
    .insert(drillPhaseOutcomes)
    .values({
      phaseId: d.endedPhaseId,
      submissionId: teamASubmission,
      ownerKey: `team:${teamA}`,
      advanced: true,
    });
  await db().update(drillPhases).set({ resultsPublishedAt: new Date() }).where(eq(drillPhases.id, d.endedPhaseId));
  await db()
    .insert(drillLeaderboardEntries)
    .values([
      { phaseId: d.endedPhaseId, displayName: 'Jal Rakshak', teamId: teamA, rank: 1, score: 92, award: 'Winner' },
      { phaseId: d.endedPhaseId, displayName: 'Krishi Mitra', teamId: teamB, rank: 2, score: 80 },
    ]);
}, 60_000);

describe('issuing', () => {
  it('issues participation to registered participants with a submitted submission, and not twice', async () => {
    const first = await call(t, d.host, 'POST', `${base()}/issue`, { kind: 'participation' });
    expect(first.status).toBe(202);
    expect(first.body.result).toEqual({ kind: 'participation', created: 3, alreadyHeld: 0, batches: 1 });
    const rows = await certificatesOf('participation');
    expect(rows.map((r) => r.participantId).sort()).toEqual(
      [asha.participantId, ravi.participantId, zoya.participantId].sort(),
    );
    expect(rows.every((r) => r.status === 'pending' && /^[A-HJ-NP-Z2-9]{12}$/.test(r.code))).toBe(true);
    expect(rows.find((r) => r.participantId === asha.participantId)?.recipientName).toBe('Asha Menon');

    const again = await call(t, d.host, 'POST', `${base()}/issue`, { kind: 'participation' });
    expect(again.body.result).toMatchObject({ created: 0, alreadyHeld: 3, batches: 0 });
    expect(again.body.message).toBe(CertificateMessages.issued(0));
    expect(await certificatesOf('participation')).toHaveLength(3);
  });

  it('issues merit to the members of advanced owners and winner to award holders with their rank', async () => {
    expect((await call(t, d.host, 'POST', `${base()}/issue`, { kind: 'merit' })).body.result.created).toBe(2);
    expect((await call(t, d.host, 'POST', `${base()}/issue`, { kind: 'winner' })).body.result.created).toBe(2);
    const merit = await certificatesOf('merit');
    expect(merit.map((r) => r.participantId).sort()).toEqual([asha.participantId, ravi.participantId].sort());
    const winners = await certificatesOf('winner');
    expect(winners.map((r) => [r.participantId, r.rank, r.title])).toEqual(
      expect.arrayContaining([
        [asha.participantId, 1, 'Certificate of Achievement'],
        [ravi.participantId, 1, 'Certificate of Achievement'],
      ]),
    );
  });

  it("refuses another company's employer (403), a participant (403) and an unknown hackathon (404)", async () => {
    for (const who of [otherEmployer, asha]) {
      expect((await call(t, who, 'POST', `${base()}/issue`, { kind: 'participation' })).status).toBe(403);
      expect((await call(t, who, 'GET', base())).status).toBe(403);
    }
    const [any] = await certificatesOf('participation');
    expect((await call(t, otherEmployer, 'POST', `${base()}/${any!.id}/revoke`, { reason: 'x' })).status).toBe(403);
    expect((await call(t, d.host, 'GET', '/api/console/drills/999999/certificates')).status).toBe(404);
    expect((await call(t, d.host, 'POST', `${base()}/issue`, { kind: 'gold' })).status).toBe(400);
  });

  it('lists them for the host with per-kind progress while pending', async () => {
    const res = await call(t, d.host, 'GET', `${base()}?kind=participation`);
    expect(res.status).toBe(200);
    expect(res.body.result.totalRecordCount).toBe(3);
    expect(res.body.result.summary).toEqual([
      { kind: 'participation', notYetIssued: 0, issued: 3, ready: 0, pending: 3, failed: 0, revoked: 0 },
      { kind: 'merit', notYetIssued: 0, issued: 2, ready: 0, pending: 2, failed: 0, revoked: 0 },
      { kind: 'winner', notYetIssued: 0, issued: 2, ready: 0, pending: 2, failed: 0, revoked: 0 },
    ]);
    const search = await call(t, d.host, 'GET', `${base()}?q=zoya`);
    expect(search.body.result.data.map((c: { recipientName: string }) => c.recipientName)).toEqual(['Zoya Menon']);
  });
});

describe('the background worker', () => {
  it('makes the PDF and the signed credential of each pending certificate of a batch, once', async () => {
    const pending = await certificatesOf('participation');
    const ids = pending.map((r) => r.id);
    expect(await processCertificateBatch(db(), t.app.storage, ctx(), ids, false)).toEqual({ made: 3, failed: 0 });
    expect(await processCertificateBatch(db(), t.app.storage, ctx(), ids, false)).toEqual({ made: 0, failed: 0 });
    const ready = await certificatesOf('participation');
    expect(ready.every((r) => r.status === 'ready' && r.fileKey && r.credential)).toBe(true);
    await drain();
  });

  it('gives the participant their own ready certificates: the PDF names them, the credential is linked', async () => {
    const res = await call(t, zoya, 'GET', `/api/certificates/participants?participantId=${zoya.participantId}`);
    expect(res.status).toBe(200);
    const [cert] = res.body.result.data;
    expect(cert).toMatchObject({ kind: 'participation', revoked: false, rank: null });
    expect(cert.credentialUrl).toBe(`https://elevate.example/api/certificates/verify/${cert.code}/credential`);
    const url = new URL(cert.downloadUrl, 'http://localhost');
    const pdf = await t.inject({ method: 'GET', url: url.pathname + url.search });
    expect(pdf.statusCode).toBe(200);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe('Certificate of Participation: Zoya Menon');
    expect(doc.getSubject()).toContain(d.name);
    expect(
      (await call(t, asha, 'GET', `/api/certificates/participants?participantId=${zoya.participantId}`)).status,
    ).toBe(404);
  });
});

describe('public verification', () => {
  const zoyaCode = async () =>
    (await certificatesOf('participation')).find((r) => r.participantId === zoya.participantId)!.code;

  it('shows who earned what from whom, valid, with every check passed, to anyone', async () => {
    const code = await zoyaCode();
    const res = await call(t, null, 'GET', `/api/certificates/verify/${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      code,
      recipientName: 'Zoya Menon',
      kind: 'participation',
      drillName: d.name,
      hostName: 'Sahyadri Labs',
      state: 'valid',
      revokedAt: null,
    });
    expect(res.body.result.checks.map((c: { check: string; passed: boolean }) => [c.check, c.passed])).toEqual([
      ['signature', true],
      ['issuer', true],
      ['status', true],
    ]);
    expect(JSON.stringify(res.body.result)).not.toContain('@');
    expect((await call(t, null, 'GET', '/api/certificates/verify/ABCDEFGH2345')).status).toBe(404);
    expect((await call(t, null, 'GET', '/api/certificates/verify/not-a-code')).status).toBe(400);
  });

  it('serves the credential, which checks as valid when posted back and invalid with one character changed', async () => {
    const code = await zoyaCode();
    const file = await t.inject({ method: 'GET', url: `/api/certificates/verify/${code}/credential` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`certificate-${code}.json`);
    const credential = file.json();
    expect(credential.type).toContain('OpenBadgeCredential');
    const ok = await call(t, null, 'POST', '/api/certificates/verify', { credential });
    expect(ok.body.result).toMatchObject({ state: 'valid', code, recipientName: 'Zoya Menon' });

    const renamed = structuredClone(credential);
    renamed.credentialSubject.identifier[0].identityHash = 'Zoya Menom';
    const bad = await call(t, null, 'POST', '/api/certificates/verify', { credential: renamed });
    expect(bad.body.result.state).toBe('invalid');
    expect(bad.body.result.checks.find((c: { check: string }) => c.check === 'signature').passed).toBe(false);
    expect((await call(t, null, 'POST', '/api/certificates/verify', { credential: 'text' })).status).toBe(400);
  });

  it('publishes the issuer key as a DID document matching the credentials, and the JSON-LD contexts', async () => {
    const issuer = await t.inject({ method: 'GET', url: '/api/certificates/issuer' });
    expect(issuer.headers['content-type']).toContain('application/did');
    expect(issuer.json().id).toBe(ctx().key.did);
    expect(issuer.json().verificationMethod[0]).toMatchObject({
      type: 'Multikey',
      publicKeyMultibase: ctx().key.publicKeyMultibase,
    });
    const context = await t.inject({
      method: 'GET',
      url: `/api/certificates/contexts?url=${encodeURIComponent('https://www.w3.org/ns/credentials/v2')}`,
    });
    expect(context.json()['@context']['@protected']).toBe(true);
  });

  it('a revoked certificate: its status list bit is set, and the page and a posted file say revoked', async () => {
    const row = (await certificatesOf('participation')).find((r) => r.participantId === zoya.participantId)!;
    const credential = (
      await t.inject({ method: 'GET', url: `/api/certificates/verify/${row.code}/credential` })
    ).json();
    const missing = await call(t, d.host, 'POST', `${base()}/${row.id}/revoke`, { reason: '  ' });
    expect(missing.status).toBe(400);
    const res = await call(t, d.host, 'POST', `${base()}/${row.id}/revoke`, { reason: 'Plagiarised submission' });
    expect(res.status).toBe(200);
    expect(res.body.result.revokedReason).toBe('Plagiarised submission');
    expect((await call(t, d.host, 'POST', `${base()}/${row.id}/revoke`, { reason: 'again' })).status).toBe(409);

    const list = await t.inject({
      method: 'GET',
      url: credential.credentialStatus.statusListCredential.replace('https://elevate.example', ''),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/vc');
    const index = Number(credential.credentialStatus.statusListIndex);
    expect(statusBitOf(list.json().credentialSubject.encodedList, index)).toBe(true);
    expect(statusBitOf(list.json().credentialSubject.encodedList, index + 1)).toBe(false);

    const page = await call(t, null, 'GET', `/api/certificates/verify/${row.code}`);
    expect(page.body.result).toMatchObject({ state: 'revoked', revokedReason: 'Plagiarised submission' });
    expect(page.body.result.revokedAt).not.toBeNull();
    const posted = await call(t, null, 'POST', '/api/certificates/verify', { credential });
    expect(posted.body.result.state).toBe('revoked');
    const mine = await call(t, zoya, 'GET', `/api/certificates/participants?participantId=${zoya.participantId}`);
    expect(mine.body.result.data[0].revoked).toBe(true);
  });
});

describe('a thousand certificates', () => {
  it('are created in one request that answers at once, in batches of 50 the worker processes', async () => {
    const suffix = randomBytes(4).toString('hex');
    const people = await db()
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          fullName: `Member${i}`,
          lastName: 'Bulk',
          email: `bulk-${suffix}-${i}@example.com`,
          passwordHash: 'x',
          referralCode: `B${suffix}${i}`,
        })),
      )
      .returning({ id: users.id });
    const participants = await db()
      .insert(drillParticipants)
      .values(people.map((p) => ({ drillId: d.drillId, uid: p.id })))
      .returning({ id: drillParticipants.id });
    await db()
      .insert(drillSubmissions)
      .values(
        participants.map((p) => ({
          drillId: d.drillId,
          phaseId: d.solutionPhaseId,
          participantId: p.id,
          ownerKey: `participant:${p.id}`,
          status: 'submitted',
        })),
      );
    const started = Date.now();
    const res = await call(t, d.host, 'POST', `${base()}/issue`, { kind: 'participation' });
    const took = Date.now() - started;
    expect(res.body.result).toMatchObject({ created: 1000, batches: 20 });
    expect(took).toBeLessThan(5000);
    const jobs = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'certificates' and data->'certificateIds' is not null and jsonb_array_length(data->'certificateIds') = 50`,
    );
    expect(Number(jobs.rows[0]!.n)).toBeGreaterThanOrEqual(20);
    const progress = await call(t, d.host, 'GET', `${base()}?kind=participation&limit=5`);
    expect(progress.body.result.summary[0]).toMatchObject({ issued: 1003, pending: 1000 });
    expect(progress.body.result.data).toHaveLength(5);

    const first = await certificatesOf('participation');
    const batch = first
      .filter((r) => r.status === 'pending')
      .slice(0, 50)
      .map((r) => r.id);
    expect(await processCertificateBatch(db(), t.app.storage, ctx(), batch, false)).toEqual({ made: 50, failed: 0 });
    const after = await call(t, d.host, 'GET', `${base()}?kind=participation&limit=1`);
    expect(after.body.result.summary[0]).toMatchObject({ pending: 950 });
  }, 60_000);
});
