import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { MailHeaders } from './mail-headers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type MailAttachment, mailOutbox, type MailStatus } from '../../db/schema/mail.ts';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
  /** Files sent with it (their names and types; the bytes stay in private storage). */
  attachments: Array<Pick<MailAttachment, 'filename' | 'contentType'>>;
  status: MailStatus;
  attempts: number;
  smtpResponse: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const toMessage = (r: typeof mailOutbox.$inferSelect): OutboxMessage => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  text: r.textBody,
  headers: r.headers ?? null,
  attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType })),
  status: r.status,
  attempts: r.attempts,
  smtpResponse: r.smtpResponse,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export const listOutbox = async (db: DbOrTx, limit = 100): Promise<OutboxMessage[]> => {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map(toMessage);
};

export interface NewOutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: MailHeaders | null;
  /** Private storage keys the delivery reads and attaches (a receipt PDF); none by default. */
  attachments?: MailAttachment[];
}

export const insertOutbox = async (tx: DbOrTx, m: NewOutboxRow): Promise<number> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      headers: m.headers ? { ...m.headers } : null,
      attachments: m.attachments ?? [],
      status: 'queued',
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
};

/** One attachment of an outbox message (the development mailbox's download), or null. */
export const outboxAttachment = async (db: DbOrTx, id: number, index: number): Promise<MailAttachment | null> => {
  const [row] = await db.select({ attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.attachments?.[index] ?? null;
};

/**
 * Whether a mail to `to` carrying the stored file `storageKey` was written already (any state): a job that
 * mails a stored document (a receipt) checks this under its own lock so it mails once.
 */
export const hasMailWithAttachment = async (db: DbOrTx, to: string, storageKey: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.toAddress, to), sql`${mailOutbox.attachments} @> ${JSON.stringify([{ storageKey }])}::jsonb`),
    )
    .limit(1);
  return row !== undefined;
};

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Takes the row for one delivery try, in one autocommit statement (no transaction is held while SMTP
 * talks). Only a row not yet delivered qualifies; one in `sending` only once its lease ran out (the try that
 * claimed it died). Answers null when there is nothing to do, or another try holds it.
 */
export const claimOutbox = async (db: DbOrTx, id: number, leaseSeconds: number): Promise<ClaimedMail | null> => {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(
          inArray(mailOutbox.status, ['queued', 'failed']),
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
};

export const outboxStatus = async (db: DbOrTx, id: number): Promise<MailStatus | null> => {
  const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status ?? null;
};

/** Ends a try: sent or stored (delivered), failed (no more tries) or queued again (a retry follows). */
export const finishOutbox = async (
  db: DbOrTx,
  id: number,
  outcome:
    | { status: 'sent'; messageId: string; smtpResponse: string }
    | { status: 'stored' }
    | { status: 'failed' | 'queued'; error: string },
): Promise<void> => {
  const delivered = outcome.status === 'sent' || outcome.status === 'stored';
  await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      claimedAt: null,
      ...(outcome.status === 'sent' ? { messageId: outcome.messageId, smtpResponse: outcome.smtpResponse } : {}),
      ...(delivered ? { sentAt: sql`now()`, lastError: null } : {}),
      ...('error' in outcome ? { lastError: outcome.error } : {}),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
};

/** Who and what a mail job is about, for the admin queue page. */
export const outboxSummaries = async (
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, { to: string; subject: string; status: MailStatus; lastError: string | null }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
};

/** An admin gave a failed mail one more try. */
export const requeueOutbox = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(mailOutbox)
    .set({ status: 'queued' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
};

/** An admin discarded the job of this mail: it will not be sent. */
export const failOutbox = async (db: DbOrTx, id: number, reason: string): Promise<void> => {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: reason, claimedAt: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['queued', 'failed'])));
};

/**
 * A deleted account's mail (docs/decisions/027): what still waits is cancelled (the delivery job finds nothing
 * to claim), and every row to the address keeps only its subject, status and times: the address becomes
 * `placeholder` and the bodies and headers go. A try already talking to the mail server finishes as it began.
 */
export const eraseOutboxOf = async (tx: DbOrTx, address: string, placeholder: string): Promise<void> => {
  await tx
    .update(mailOutbox)
    .set({ status: 'cancelled', claimedAt: null, lastError: 'The account was deleted' })
    .where(and(eq(mailOutbox.toAddress, address), inArray(mailOutbox.status, ['queued', 'failed'])));
  await tx
    .update(mailOutbox)
    .set({ toAddress: placeholder, textBody: '', htmlBody: null, headers: null, attachments: [] })
    .where(eq(mailOutbox.toAddress, address));
};
