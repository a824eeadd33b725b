import type { APIRequestContext } from '@playwright/test';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** Where contact messages go; the API's default unless the run sets SALES_MAILBOX. */
export const SALES_MAILBOX = process.env.SALES_MAILBOX ?? 'sales@elevate.local';

/** The development outbox (/dev/mailbox.json), newest first. */
export const readOutbox = async (request: APIRequestContext): Promise<OutboxMail[]> => {
  const res = await request.get('/dev/mailbox.json');
  if (!res.ok()) throw new Error(`GET /dev/mailbox.json answered ${res.status()}`);
  const body = (await res.json()) as { result: { data: OutboxMail[] } };
  return body.result.data;
};
