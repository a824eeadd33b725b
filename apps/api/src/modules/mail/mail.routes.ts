import type { FastifyPluginAsync } from 'fastify';
import { listOutbox } from './mail.repository.ts';
import { renderMailbox } from './mailbox-page.ts';

/** /dev/mailbox: the outbox as a page, and as JSON for browser tests. Registered only outside production. */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const messages = await listOutbox(app.database.db);
    return reply.type('text/html; charset=utf-8').send(renderMailbox(messages));
  });
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({
    httpStatus: 200,
    result: { data: await listOutbox(app.database.db) },
  }));
};
