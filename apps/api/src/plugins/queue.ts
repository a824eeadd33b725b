import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createQueue, type Queue } from '../modules/queue/queue.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background work on the database (docs/decisions/018). */
    queue: Queue;
  }
}

/**
 * Starts pg-boss on the app's own database connection after the db plugin, and stops it on close before the
 * database closes: running handlers get the shutdown timeout to finish, the rest are released for a retry.
 */
export const queuePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const queue = createQueue(
      app.database.queueSql,
      {
        worker: config.QUEUE_WORKER,
        pollSeconds: config.QUEUE_POLL_SECONDS,
        retryLimit: config.QUEUE_RETRY_LIMIT,
        retryDelaySeconds: config.QUEUE_RETRY_DELAY_SECONDS,
        expireInSeconds: config.QUEUE_JOB_TIMEOUT_SECONDS,
        // Leaves the rest of the shutdown budget to the database close.
        stopTimeoutMs: Math.max(1000, config.SHUTDOWN_TIMEOUT_MS - 2000),
      },
      app.log,
    );
    await queue.start();
    app.decorate('queue', queue);
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'queue', dependencies: [] },
);
