import { expect, type APIRequestContext } from '@playwright/test';

/** An attachment of a development outbox mail, with the mailbox's download address (a path on the server). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  url: string;
}

export interface OutboxMailWithAttachments {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: OutboxAttachment[];
}

/**
 * Waits for a mail to `to` whose subject is `subject` and which carries at least one attachment, and answers it
 * (the newest such mail). Mails are queued by background jobs, so this polls /dev/mailbox.json.
 */
export const mailWithAttachment = async (
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxMailWithAttachments> => {
  let found: OutboxMailWithAttachments | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox.json');
        if (!res.ok()) return false;
        const body = (await res.json()) as { result: { data: OutboxMailWithAttachments[] } };
        found = body.result.data.find((m) => m.to === to && m.subject === subject && m.attachments?.length > 0);
        return Boolean(found);
      },
      { message: `a mail to ${to} titled '${subject}' with an attachment`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
};

/** The bytes of a mail attachment, downloaded through the development mailbox's link. */
export const attachmentBytes = async (request: APIRequestContext, attachment: OutboxAttachment): Promise<Buffer> => {
  const res = await request.get(attachment.url);
  expect(res.status(), `GET ${attachment.url}`).toBe(200);
  return res.body();
};
