import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { QueueSql } from './queue-sql.ts';

/**
 * The app's background-job queues (docs/decisions/018). "queue", never "jobs": jobs are the job listings.
 * A queue named here exists after `database.migrate()`, so the test template already holds it; a queue a
 * module adds later is also created when a worker for it registers.
 */
export const QUEUE_NAMES = {
  /** One outbox row of mail_outbox to deliver: `{ outboxId }`. */
  mail: 'mail',
  /** Periodic clean-up of uploads that were signed but never completed. */
  uploadsCleanup: 'uploads-cleanup',
  /** The stored files of a deleted account: `{ files }`, enqueued with the deletion (docs/decisions/027). */
  accountFiles: 'account-files',
  /** A host's hackathon announcement to deliver in the app and by mail: `{ announcementId }` (issue 12). */
  drillAnnouncements: 'drill-announcements',
  /** Tell one submission's owners the shortlist outcome of a phase: `{ phaseId, submissionId, decidedAt, actorUid }`. */
  judgingOutcomeNotices: 'judging-outcome-notices',
  /** A batch of pending certificates to sign and render: `{ certificateIds }` (modules/certificates). */
  certificates: 'certificates',
  /** A verified payment's receipt (PDF, GST tax invoice) to mail: `{ paymentId }` (modules/payments). */
  paymentReceipts: 'payment-receipts',
  /** A paid registration to refund through its provider: `{ paymentId, reason }` (modules/payments). */
  paymentRefunds: 'payment-refunds',
  /** Periodic: ask the provider about orders still attempted after a while, so none stays pending for ever. */
  paymentsReconcile: 'payments-reconcile',
  /** A reminder before a booked mentoring session: `{ sessionId, kind, startsAt }` (modules/saarthi). */
  saarthiReminders: 'saarthi-reminders',
  /** Mail to the pair about a mentorship (request, answer, booking with its calendar invite): modules/saarthi. */
  saarthiNotices: 'saarthi-notices',
  /** A reminder before an event someone registered for: `{ registrationId, startsAt }` (modules/content). */
  eventReminders: 'event-reminders',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES] | (string & {});

const pgBossVersion = (createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version;

/** Changes whenever pg-boss's schema or the list of queues does: part of the test template's cache key. */
export const queueSchemaKey = `pg-boss@${pgBossVersion}:${Object.values(QUEUE_NAMES).sort().join(',')}`;

/** pg-boss keeps its tables in this schema. */
export const QUEUE_SCHEMA = 'pgboss';

/** Brings up pg-boss's schema (its own versioned migrations) and the app's queues; safe to run again. */
export const migrateQueue = async (db: QueueSql): Promise<void> => {
  const boss = new PgBoss({ db, schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  try {
    for (const name of Object.values(QUEUE_NAMES)) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
};

/**
 * An idempotency key as a job id: pg-boss inserts with ON CONFLICT DO NOTHING on (queue, id), so a second
 * enqueue with the same key is a no-op while the first job is kept.
 */
export const jobIdFor = (queue: string, key: string): string => {
  const h = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // Shaped as a UUID (version nibble 8: custom) so it fits pg-boss's uuid column.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
