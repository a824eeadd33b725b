import { z } from 'zod';

/** pg-boss's job states (docs/decisions/018). */
export const QUEUE_JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const QueueJobStateSchema = z.enum(QUEUE_JOB_STATES);
export type QueueJobState = z.infer<typeof QueueJobStateSchema>;

/** How many jobs of each list the admin page shows (newest first). */
export const QUEUE_LIST_LIMIT = 50;

/** A queue name as pg-boss allows it: letters, digits, and . _ - / */
export const QueueNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.\-/]+$/, 'Not a queue name');

export const QueueJobParamsSchema = z.object({
  queue: QueueNameSchema,
  id: z.guid('Not a job id'),
});
export type QueueJobParams = z.infer<typeof QueueJobParamsSchema>;

/** One background job as the admin page lists it. */
export const QueueJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: QueueJobStateSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  /** Tries started so far. */
  attempts: z.number().int(),
  /** How many tries it gets in all (the first and its retries). */
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** For a mail: who it is for and its subject (admins only). */
  mail: z.object({ to: z.string(), subject: z.string() }).nullable(),
});
export type QueueJob = z.infer<typeof QueueJobSchema>;

export const QueueCountsSchema = z.object({
  queue: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCountsSchema>;

export const QueueOverviewSchema = z.object({
  counts: z.array(QueueCountsSchema),
  /** Waiting to run: new ones and those waiting for a retry. */
  queued: z.array(QueueJobSchema),
  running: z.array(QueueJobSchema),
  /** Retries exhausted: the dead-letter list an admin retries or discards. */
  failed: z.array(QueueJobSchema),
});
export type QueueOverview = z.infer<typeof QueueOverviewSchema>;
