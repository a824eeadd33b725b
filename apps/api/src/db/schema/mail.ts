import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every message the product sends (the transactional outbox, docs/decisions/018). A row is written in the
 * same transaction as the change that causes it, with a `mail` background job that delivers it:
 * queued → sending → sent (SMTP accepted it) | stored (no SMTP_URL: this table is the mailbox, /dev/mailbox)
 * | failed (retries exhausted; the reason in last_error). A failed try goes back to queued until then.
 * A mail still waiting when its recipient deleted the account becomes cancelled: never sent (docs/decisions/027).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A file sent with a message: either a key of the private uploads store (a receipt PDF), read at delivery, or
 * a small text written with the message (a calendar invite, `text/calendar`).
 */
export type MailAttachment =
  | { filename: string; contentType: string; storageKey: string; content?: undefined }
  | { filename: string; contentType: string; content: string; storageKey?: undefined };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * Extra headers, sent on every try: List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, 8058) on
     * non-essential mail (docs/decisions/027). Null for essential mail.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * Files sent with the message, read from storage at delivery (a payment's receipt PDF): private storage
     * keys, never a path a stranger chose.
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    /** Delivery tries started. */
    attempts: integer('attempts').notNull().default(0),
    /** When the current try claimed the row; a try that died holds it only this long (the lease). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The Message-ID sent, the same on every try, so a receiver can drop a duplicate. */
    messageId: text('message_id'),
    /** The SMTP server's answer to the accepted message (`250 OK ...`). */
    smtpResponse: text('smtp_response'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress)],
);
