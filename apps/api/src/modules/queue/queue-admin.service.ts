import type { QueueJob, QueueOverview } from '@elevate/contracts/queue/queue.schema';
import { QUEUE_LIST_LIMIT } from '@elevate/contracts/queue/queue.schema';
import { QueueMessages } from '@elevate/contracts/queue/queue.messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { failOutbox, outboxSummaries, requeueOutbox } from '../mail/mail.repository.ts';
import { QUEUE_NAMES } from './queue.definitions.ts';
import { findQueueJob, listQueueJobs, type FoundQueueJob, type QueueJobRow } from './queue.repository.ts';
import type { Queue } from './queue.service.ts';

interface Deps {
  db: Db;
  queue: Queue;
}

/** The admin page: counts per queue, and the newest queued, running and failed jobs. */
export const queueOverview = async ({ db, queue }: Deps): Promise<QueueOverview> => {
  const [stats, queued, running, failed] = [
    await queue.stats(),
    await listQueueJobs(db, ['created', 'retry'], QUEUE_LIST_LIMIT),
    await listQueueJobs(db, ['active'], QUEUE_LIST_LIMIT),
    await listQueueJobs(db, ['failed'], QUEUE_LIST_LIMIT),
  ];
  const mailIds = [...queued, ...running, ...failed]
    .filter((j) => j.queue === QUEUE_NAMES.mail && j.outboxId !== null)
    .map((j) => j.outboxId!);
  const mails = await outboxSummaries(db, [...new Set(mailIds)]);
  const toJob = (j: QueueJobRow): QueueJob => {
    const mail = j.queue === QUEUE_NAMES.mail && j.outboxId !== null ? mails.get(j.outboxId) : undefined;
    return {
      id: j.id,
      queue: j.queue,
      state: j.state,
      createdAt: j.createdAt,
      startedAt: j.startedAt,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      // The outbox keeps the SMTP server's own words; pg-boss only the thrown message.
      lastError: mail?.lastError ?? j.error,
      mail: mail ? { to: mail.to, subject: mail.subject } : null,
    };
  };
  return {
    counts: Object.entries(stats)
      .map(([name, s]) => ({
        queue: name,
        queued: s.created + s.retry,
        running: s.active,
        failed: s.failed,
        completed: s.completed,
      }))
      .sort((a, b) => a.queue.localeCompare(b.queue)),
    queued: queued.map(toJob),
    running: running.map(toJob),
    failed: failed.map(toJob),
  };
};

const failedJob = async (db: Db, queueName: string, id: string): Promise<FoundQueueJob> => {
  const job = await findQueueJob(db, queueName, id);
  if (!job || job.state !== 'failed') throw notFound(QueueMessages.failedJobNotFound);
  return job;
};

/** One more try for a failed job (its mail, if any, is queued again). */
export const retryFailedJob = async ({ db, queue }: Deps, queueName: string, id: string): Promise<void> => {
  const job = await failedJob(db, queueName, id);
  if (!(await queue.retry(queueName, id))) throw notFound(QueueMessages.failedJobNotFound);
  if (job.outboxId !== null && queueName === QUEUE_NAMES.mail) await requeueOutbox(db, job.outboxId);
};

/** Drops a failed job for good (its mail, if any, stays failed with the reason). */
export const discardFailedJob = async ({ db, queue }: Deps, queueName: string, id: string): Promise<void> => {
  const job = await failedJob(db, queueName, id);
  if (!(await queue.discard(queueName, id))) throw notFound(QueueMessages.failedJobNotFound);
  if (job.outboxId !== null && queueName === QUEUE_NAMES.mail) {
    await failOutbox(db, job.outboxId, QueueMessages.mailDiscarded);
  }
};
