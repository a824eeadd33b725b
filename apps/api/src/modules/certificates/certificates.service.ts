import { randomInt, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import {
  CERTIFICATE_BATCH_SIZE,
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  STATUS_LIST_SIZE,
} from '@elevate/contracts/certificates/certificates.constants';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import type {
  CertificateKindSummary,
  CertificateVerification,
  CredentialCheckResult,
  HostCertificate,
  HostCertificates,
  HostCertificatesQuery,
  IssueCertificatesResult,
  VerificationCheck,
  VerificationState,
} from '@elevate/contracts/certificates/certificates.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { CERTIFICATE_KINDS, type CertificateKind } from '@elevate/contracts/drills/results.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import type { Queue } from '../queue/queue.service.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import {
  countCertificates,
  countEligibleWithout,
  type CertificateWithDrill,
  findCertificatesWithDrill,
  findDrillCertificate,
  findReadyByCode,
  insertCertificates,
  listEligibleWithout,
  listHostCertificates,
  lockDrillCertificates,
  markFailed,
  markReady,
  revokeCertificate,
  revokedIndexesOf,
  toHostCertificate,
} from './certificates.repository.ts';
import { type CredentialUrls, readCredential, signedCredentialOf, verificationPageOf } from './credential.ts';
import { verifyDocument } from './data-integrity.ts';
import type { SigningKey } from './signing-key.ts';
import { statusBitOf, statusEntryOf, statusListCredential, statusListUrl } from './status-list.ts';

/** Everything that signs and links certificates: the platform key and the public addresses. */
export interface CertificateContext {
  key: SigningKey;
  urls: CredentialUrls;
}

/** `{ certificateIds }`: one batch of pending certificates for the background queue. */
export interface CertificateBatchJob {
  certificateIds: number[];
}

export const newCertificateCode = (): string =>
  Array.from(
    { length: CERTIFICATE_CODE_LENGTH },
    () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');

// ---------- hosts ----------

export const hostCertificates = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  query: HostCertificatesQuery,
): Promise<HostCertificates> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const [{ rows, total }, counts, ...notYet] = await Promise.all([
    listHostCertificates(db, drill.id, query),
    countCertificates(db, drill.id),
    ...CERTIFICATE_KINDS.map((kind) => countEligibleWithout(db, drill.id, kind)),
  ]);
  const summary = CERTIFICATE_KINDS.map((kind, i): CertificateKindSummary => {
    const of = counts.filter((c) => c.kind === kind);
    const sum = (pick: (c: (typeof of)[number]) => boolean) => of.filter(pick).reduce((n, c) => n + c.n, 0);
    return {
      kind,
      notYetIssued: notYet[i] as number,
      issued: sum(() => true),
      ready: sum((c) => c.status === 'ready' && !c.revoked),
      pending: sum((c) => c.status === 'pending'),
      failed: sum((c) => c.status === 'failed'),
      revoked: sum((c) => c.revoked),
    };
  });
  return { data: rows, totalRecordCount: total, totalRecords: total, summary };
};

/**
 * Creates a pending certificate for every eligible participant who does not hold this kind yet (the name
 * fixed now, first + last), and enqueues them in batches in the same transaction: it answers at once, and a
 * thousand certificates are made in the background. Issuing again adds only the newly eligible.
 */
export const issueCertificates = async (
  db: Db,
  queue: Queue,
  user: AuthUser,
  drillId: number,
  kind: CertificateKind,
): Promise<IssueCertificatesResult> => {
  const drill = await requireHostedDrill(db, user, drillId);
  return db.transaction(async (tx) => {
    await lockDrillCertificates(tx, drill.id);
    const eligible = await listEligibleWithout(tx, drill.id, kind);
    const held = (await countCertificates(tx, drill.id)).filter((c) => c.kind === kind).reduce((n, c) => n + c.n, 0);
    const issuedAt = new Date();
    const ids = await insertCertificates(
      tx,
      eligible.map((p) => ({
        drillId: drill.id,
        participantId: p.participantId,
        kind,
        title: CertificateMessages.kindTitle[kind],
        code: newCertificateCode(),
        status: 'pending',
        recipientName: p.recipientName,
        rank: kind === 'winner' ? p.rank : null,
        issuedAt,
      })),
    );
    let batches = 0;
    for (let i = 0; i < ids.length; i += CERTIFICATE_BATCH_SIZE) {
      const certificateIds = ids.slice(i, i + CERTIFICATE_BATCH_SIZE);
      await queue.enqueue<CertificateBatchJob>(
        tx,
        QUEUE_NAMES.certificates,
        { certificateIds },
        {
          idempotencyKey: `certificates:${certificateIds[0]}-${certificateIds.at(-1)}`,
        },
      );
      batches += 1;
    }
    return { kind, created: ids.length, alreadyHeld: held, batches };
  });
};

export const revokeHostCertificate = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  certificateId: number,
  reason: string,
): Promise<HostCertificate> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const existing = await findDrillCertificate(db, drill.id, certificateId);
  if (!existing) throw notFound(CertificateMessages.certificateNotFound);
  if (existing.revokedAt) throw new AppError(ErrorCode.CONFLICT, CertificateMessages.alreadyRevoked);
  const row = await revokeCertificate(db, existing.id, reason, new Date());
  if (!row) throw new AppError(ErrorCode.CONFLICT, CertificateMessages.alreadyRevoked);
  return toHostCertificate(row);
};

// ---------- the background queue ----------

const inputOf = (r: CertificateWithDrill) => ({
  certificateId: r.c.id,
  code: r.c.code,
  kind: r.c.kind as CertificateKind,
  rank: r.c.rank,
  title: r.c.title,
  recipientName: r.c.recipientName,
  issuedAt: r.c.issuedAt,
  drillId: r.c.drillId,
  drillName: r.drillName,
  drillCustUrl: r.drillCustUrl,
  hostName: r.hostName,
});

/**
 * Signs the credential, draws the PDF and stores it for each pending certificate of a batch. Ones already
 * made (a retried job) are skipped. A failure is retried with the job; on its last attempt the certificates
 * that still fail are marked `failed` so the host sees them, and the others stay made.
 */
export const processCertificateBatch = async (
  db: Db,
  storage: StorageDriver,
  ctx: CertificateContext,
  certificateIds: number[],
  isLastAttempt: boolean,
): Promise<{ made: number; failed: number }> => {
  const rows = (await findCertificatesWithDrill(db, certificateIds)).filter((r) => r.c.status === 'pending');
  const failed: number[] = [];
  let made = 0;
  let lastError: unknown = null;
  for (const row of rows) {
    // Each certificate is a burst of CPU (signing, the font subset, the PDF): let waiting requests run between.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      const input = inputOf(row);
      const credential = signedCredentialOf(input, ctx.key, ctx.urls);
      const pdf = await renderCertificatePdf({
        ...input,
        verifyUrl: verificationPageOf(ctx.urls.publicUrl, input.code),
      });
      const key = `certificate-${randomUUID()}.pdf`;
      const fileName = `certificate-${input.code}.pdf`;
      await storage.write({ key, purpose: 'certificate', isPublic: false }, Buffer.from(pdf), 'application/pdf');
      const done = await db.transaction(async (tx) => {
        await tx.insert(uploads).values({
          key,
          ownerUid: null,
          purpose: 'certificate',
          fileName,
          contentType: 'application/pdf',
          sizeBytes: pdf.length,
          isPublic: false,
          uploadedAt: new Date(),
        });
        return markReady(tx, row.c.id, key, credential);
      });
      if (done) made += 1;
      else await storage.remove({ key, purpose: 'certificate', isPublic: false });
    } catch (error) {
      failed.push(row.c.id);
      lastError = error;
    }
  }
  if (failed.length > 0) {
    if (!isLastAttempt) throw lastError;
    await markFailed(db, failed);
  }
  return { made, failed: failed.length };
};

// ---------- public verification ----------

const check = (name: VerificationCheck['check'], passed: boolean): VerificationCheck => ({
  check: name,
  passed,
  label: CertificateMessages.checks[name],
});

/** Whether a certificate id's bit is set in the status list as published now. */
const statusListSays = async (db: DbOrTx, ctx: CertificateContext, certificateId: number): Promise<boolean | null> => {
  const { listId, index } = statusEntryOf(certificateId);
  const list = statusListCredential(
    ctx.key,
    ctx.urls.apiBase,
    listId,
    await revokedIndexesOf(db, listId, STATUS_LIST_SIZE),
    new Date(),
  );
  return statusBitOf(list.credentialSubject.encodedList, index);
};

const stateOf = (checks: VerificationCheck[]): VerificationState => {
  const passed = (name: VerificationCheck['check']) => checks.find((c) => c.check === name)?.passed !== false;
  if (!passed('signature') || !passed('issuer') || !passed('record')) return 'invalid';
  return passed('status') ? 'valid' : 'revoked';
};

const signatureChecks = (ctx: CertificateContext, credential: unknown) => {
  const proof = verifyDocument(credential);
  const issuerId = readCredential((credential ?? {}) as Record<string, unknown>).issuerId;
  return [
    check('signature', proof.valid),
    check('issuer', proof.verificationMethod === ctx.key.verificationMethod && issuerId === ctx.key.did),
  ];
};

/** GET /certificates/verify/{code}: who earned what from whom, and the checks of its stored credential. */
export const verifyByCode = async (
  db: DbOrTx,
  ctx: CertificateContext,
  code: string,
): Promise<CertificateVerification> => {
  const row = await findReadyByCode(db, code);
  if (!row) throw notFound(CertificateMessages.notFound);
  const { c } = row;
  const revokedBit = await statusListSays(db, ctx, c.id);
  const checks = [...signatureChecks(ctx, c.credential), check('status', revokedBit === false)];
  const kind = c.kind as CertificateKind;
  return {
    code: c.code,
    recipientName: c.recipientName,
    kind,
    rank: c.rank,
    title: c.title,
    achievement: CertificateMessages.achievementName(kind, row.drillName, c.rank),
    drillName: row.drillName,
    drillCustUrl: row.drillPublished ? row.drillCustUrl : null,
    hostName: row.hostName,
    issuedAt: c.issuedAt.toISOString(),
    state: stateOf(checks),
    revokedAt: c.revokedAt?.toISOString() ?? null,
    revokedReason: c.revokedAt ? c.revokedReason : null,
    checks,
    issuer: ctx.key.did,
  };
};

/** GET /certificates/verify/{code}/credential: the signed credential as stored. */
export const credentialByCode = async (db: DbOrTx, code: string): Promise<Record<string, unknown>> => {
  const row = await findReadyByCode(db, code);
  if (!row?.c.credential) throw notFound(CertificateMessages.notFound);
  return row.c.credential;
};

/**
 * POST /certificates/verify: checks a credential file as posted. The signature and the issuer's key prove it
 * unchanged and ours; the record check finds the certificate it names and compares it field by field (JCS);
 * the status check reads its bit in the published status list.
 */
export const checkCredential = async (
  db: DbOrTx,
  ctx: CertificateContext,
  credential: Record<string, unknown>,
): Promise<CredentialCheckResult> => {
  const said = readCredential(credential);
  const checks = signatureChecks(ctx, credential);
  const row = said.code ? await findReadyByCode(db, said.code) : null;
  const sameRecord = !!row?.c.credential && canonicalize(row.c.credential) === canonicalize(credential);
  checks.push(check('record', sameRecord));
  const expectedEntry = row ? statusEntryOf(row.c.id) : null;
  const entryMatches =
    !!expectedEntry &&
    said.statusList === statusListUrl(ctx.urls.apiBase, expectedEntry.listId) &&
    said.statusIndex === expectedEntry.index;
  const revokedBit = row && entryMatches ? await statusListSays(db, ctx, row.c.id) : null;
  checks.push(check('status', revokedBit === false));
  const state = stateOf(checks);
  return {
    state,
    checks,
    code: sameRecord ? (row?.c.code ?? null) : null,
    recipientName: said.recipientName,
    achievement: said.achievement,
  };
};

/** GET /certificates/status/{listId}: the signed Bitstring Status List credential as it stands now. */
export const statusListOf = async (db: DbOrTx, ctx: CertificateContext, listId: number) =>
  statusListCredential(
    ctx.key,
    ctx.urls.apiBase,
    listId,
    await revokedIndexesOf(db, listId, STATUS_LIST_SIZE),
    new Date(),
  );
