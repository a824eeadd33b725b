import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { MailAttachment } from '../db/schema/mail.ts';
import { createMailDelivery, createTransport, type MailJobData } from '../modules/mail/mail-delivery.ts';
import type { MailHeaders } from '../modules/mail/mail-headers.ts';
import { insertOutbox } from '../modules/mail/mail.repository.ts';
import { QUEUE_NAMES } from '../modules/queue/queue.definitions.ts';
import type { Queue } from '../modules/queue/queue.service.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post only (modules/mail/mail-headers.ts). */
  headers?: MailHeaders;
  /** Files in private storage the delivery attaches (a receipt PDF): keys the server wrote, never a user's. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Writes the message to the outbox as `queued` and enqueues its delivery, both in `tx` (the caller's
   * transaction), so a rolled-back action mails nothing and a committed one always does. Nothing is sent
   * inside the request: the `mail` worker delivers it (docs/decisions/018). Without `tx`, both are written in
   * a transaction of their own.
   */
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const createMailer = (db: Db, queue: Queue): Mailer => {
  const write = async (message: MailMessage, tx: DbOrTx) => {
    const outboxId = await insertOutbox(tx, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? [],
    });
    // One job per outbox row: the row id is the idempotency key.
    await queue.enqueue<MailJobData>(tx, QUEUE_NAMES.mail, { outboxId }, { idempotencyKey: `outbox:${outboxId}` });
  };
  return {
    send: (message, tx) => (tx ? write(message, tx) : db.transaction((t) => write(message, t))),
  };
};

/**
 * Needs the queue and storage plugins: registers the `mail` worker (in worker processes) beside the mailer;
 * attachments are read from private storage at each delivery try.
 */
export const mailerPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const transport = createTransport(config);
  app.decorate('mailer', createMailer(app.database.db, app.queue));
  await app.queue.work<MailJobData>(
    QUEUE_NAMES.mail,
    createMailDelivery(config, app.database.db, transport, app.storage),
  );
});
