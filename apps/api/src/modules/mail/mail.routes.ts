import type { FastifyPluginAsync } from 'fastify';
import { dispositionName } from '../uploads/storage/storage-driver.ts';
import { readAttachment } from './mail-delivery.ts';
import { listOutbox, type OutboxMessage, outboxAttachment } from './mail.repository.ts';
import { renderMailbox } from './mailbox-page.ts';

/** Where the development mailbox serves an attachment of a message. */
export const attachmentPathOf = (messageId: number, index: number): string =>
  `/dev/mailbox/${messageId}/attachments/${index}`;

/** A message with the download address of each of its attachments. */
const withLinks = (m: OutboxMessage) => ({
  ...m,
  attachments: m.attachments.map((a, i) => ({ ...a, url: attachmentPathOf(m.id, i) })),
});

/**
 * /dev/mailbox: the outbox as a page, and as JSON for browser tests, each attachment with a download link
 * (read from private storage). Registered only outside production.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const messages = await listOutbox(app.database.db);
    return reply.type('text/html; charset=utf-8').send(renderMailbox(messages.map(withLinks)));
  });
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({
    httpStatus: 200,
    result: { data: (await listOutbox(app.database.db)).map(withLinks) },
  }));
  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mailbox/:id/attachments/:index',
    { schema: { hide: true } },
    async (req, reply) => {
      const id = Number(req.params.id);
      const index = Number(req.params.index);
      const attachment =
        Number.isSafeInteger(id) && Number.isSafeInteger(index) && id > 0 && index >= 0
          ? await outboxAttachment(app.database.db, id, index)
          : null;
      const bytes = attachment ? await readAttachment(app.storage, attachment).catch(() => null) : null;
      if (!attachment || !bytes) {
        return reply.status(404).type('text/plain; charset=utf-8').send('No such attachment.');
      }
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${dispositionName(attachment.filename)}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
