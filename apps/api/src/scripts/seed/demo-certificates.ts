import { asc, eq } from 'drizzle-orm';
import { CERTIFICATE_BATCH_SIZE } from '@elevate/contracts/certificates/certificates.constants';
import type { DbOrTx } from '../../db/client.ts';
import { drillCertificates } from '../../db/schema/drills.ts';
import type { CertificateBatchJob } from '../../modules/certificates/certificates.service.ts';
import { QUEUE_NAMES } from '../../modules/queue/queue.definitions.ts';
import type { Queue } from '../../modules/queue/queue.service.ts';

/**
 * The seed writes its certificates pending (it has neither the storage nor the signing key); the demo server
 * hands them to the certificates module's own background queue at start, in its batch size, so the worker signs
 * each credential and draws each PDF exactly as it does for a host's issue. A batch already made is skipped by
 * the worker, so enqueueing on every start is safe. Answers how many certificates were handed over.
 */
export const enqueuePendingCertificates = async (db: DbOrTx, queue: Queue): Promise<number> => {
  const rows = await db
    .select({ id: drillCertificates.id })
    .from(drillCertificates)
    .where(eq(drillCertificates.status, 'pending'))
    .orderBy(asc(drillCertificates.id));
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += CERTIFICATE_BATCH_SIZE) {
    const certificateIds = ids.slice(i, i + CERTIFICATE_BATCH_SIZE);
    await queue.enqueue<CertificateBatchJob>(
      db,
      QUEUE_NAMES.certificates,
      { certificateIds },
      { idempotencyKey: `certificates:${certificateIds[0]}-${certificateIds.at(-1)}` },
    );
  }
  return ids.length;
};
