import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import type { StorageDriver, StoredFileRef } from '../uploads/storage/storage-driver.ts';
import type { QueueJob } from '../queue/queue.service.ts';
import { headersOf } from './mail-headers.ts';
import { claimOutbox, finishOutbox, outboxStatus } from './mail.repository.ts';

export interface MailJobData {
  outboxId: number;
}

/**
 * Where an attachment's bytes live: private storage, under its key. Files the system makes (certificates,
 * receipts) share the private `certificate` purpose, which only decides the folder of an S3 bucket.
 */
export const attachmentRefOf = (storageKey: string): StoredFileRef => ({
  key: storageKey,
  purpose: 'certificate',
  isPublic: false,
});

/** The store's bytes of one attachment; throws when they are missing (the try fails and is retried). */
export const readAttachment = async (
  storage: Pick<StorageDriver, 'open'> | null | undefined,
  a: MailAttachment,
): Promise<Buffer> => {
  if (a.content !== undefined) return Buffer.from(a.content, 'utf8');
  if (!storage) throw new Error('mail has attachments but no storage to read them from');
  const file = await storage.open(attachmentRefOf(a.storageKey));
  if (!file) throw new Error(`attachment ${a.filename} is not in storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** The longest one SMTP conversation can take with the configured timeouts, with room to spare. */
const leaseSecondsOf = (config: Config) => config.SMTP_TIMEOUT_SECONDS * 4 + 30;

export const createTransport = (config: Config): Transporter | null =>
  config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: config.SMTP_TIMEOUT_SECONDS * 1000,
        greetingTimeout: config.SMTP_TIMEOUT_SECONDS * 1000,
        socketTimeout: config.SMTP_TIMEOUT_SECONDS * 1000,
      })
    : null;

/** The same Message-ID on every try of one outbox row, so a receiver can drop a duplicate. */
export const messageIdOf = (id: number, createdAt: Date, mailFrom: string): string => {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'elevate.local';
  return `<outbox-${id}-${createdAt.getTime().toString(36)}@${domain}>`;
};

const reasonOf = (err: unknown): string => {
  const e = err as { response?: string; message?: string; code?: string };
  return (e.response ?? e.message ?? String(err)).slice(0, 500);
};

/**
 * The `mail` queue's handler: one outbox row per job. Every database step is one short autocommit
 * statement; SMTP is talked to with no transaction open and no connection held, so a slow mail server
 * never stalls a request (PGlite has a single connection).
 */
export const createMailDelivery = (
  config: Config,
  db: Db,
  transport: Transporter | null,
  storage: Pick<StorageDriver, 'open'> | null = null,
) => {
  const leaseSeconds = leaseSecondsOf(config);
  return async (job: QueueJob<MailJobData>): Promise<void> => {
    const id = job.data.outboxId;
    const row = await claimOutbox(db, id, leaseSeconds);
    if (!row) {
      const status = await outboxStatus(db, id);
      // Delivered already (a retried job) or gone: nothing to send, ever again.
      if (status !== 'sending') return;
      // Another try holds it: come back after the backoff (its lease ends if that try died).
      throw new Error(`mail ${id} is being sent by another try`);
    }
    if (!transport) {
      await finishOutbox(db, id, { status: 'stored' });
      return;
    }
    const messageId = messageIdOf(row.id, row.createdAt, config.MAIL_FROM);
    const headers = headersOf(row.headers);
    try {
      const attachments = [];
      for (const a of row.attachments ?? []) {
        attachments.push({
          filename: a.filename,
          contentType: a.contentType,
          content: await readAttachment(storage, a),
        });
      }
      const info = (await transport.sendMail({
        from: config.MAIL_FROM,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(headers ? { headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        messageId,
      })) as { response?: string; messageId?: string };
      await finishOutbox(db, id, {
        status: 'sent',
        messageId: info.messageId ?? messageId,
        smtpResponse: info.response ?? '',
      });
    } catch (err) {
      const error = reasonOf(err);
      await finishOutbox(db, id, { status: job.isLastAttempt ? 'failed' : 'queued', error });
      throw err;
    }
  };
};
