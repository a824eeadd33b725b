import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { OutboxMailWithAttachments } from './mail-attachments';

/** The seeded admin (moderation, Saarthi applications). */
export const DEMO_ADMIN = { email: 'admin@elevate.local', password: 'Admin@1234' } as const;

/** Unique per call, so desktop and phone runs on one server never meet: e.g. `desktop-k3x9q`. */
export const runTag = (testInfo: TestInfo) => `${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;

/** A second person's browser with the same screen as the test's own (viewport, touch, phone). */
export const secondBrowser = async (browser: Browser, testInfo: TestInfo): Promise<Page> => {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  return context.newPage();
};

/**
 * Waits for a mail to `to` whose subject matches and which carries a calendar invite, and answers it. Mails are
 * queued by background jobs, so this polls /dev/mailbox.json.
 */
export const mailWithInvite = async (
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMailWithAttachments> => {
  let found: OutboxMailWithAttachments | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox.json');
        if (!res.ok()) return false;
        const body = (await res.json()) as { result: { data: OutboxMailWithAttachments[] } };
        found = body.result.data.find(
          (m) => m.to === to && subject.test(m.subject) && m.attachments?.some((a) => a.filename.endsWith('.ics')),
        );
        return Boolean(found);
      },
      { message: `a mail to ${to} titled ${subject} with an .ics invite`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
};
