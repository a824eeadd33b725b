import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { readOutbox, type OutboxMail } from './mailbox';

/** The seeded, verified demo student. */
export const DEMO_STUDENT = { email: 'student@elevate.local', password: 'Student@123' } as const;

/** A password that passes every signup rule (8–15 chars, upper, lower, number, special, not common). */
export const STRONG_PASSWORD = 'Kite#Run42x';

/** An address no other test, project or run on the same server uses (mail limits are per address). */
export const uniqueEmail = (testInfo: TestInfo, prefix = 'e2e') =>
  `${prefix}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

/** Mails in the development outbox addressed to `to`, newest first. */
export const mailsTo = async (request: APIRequestContext, to: string): Promise<OutboxMail[]> =>
  (await readOutbox(request)).filter((m) => m.to === to);

/**
 * Waits for the newest mail to `to` carrying a link whose path starts with `pathPrefix`, and answers that
 * link's path and query. The mailed links use the server's public URL (which may be another host than the
 * one under test), so only the path is kept.
 */
export const linkFromNewestMail = async (
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
): Promise<string> => {
  let path = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, to);
        for (const mail of mails) {
          const match = mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
          for (const url of match) {
            const parsed = new URL(url);
            if (parsed.pathname.startsWith(pathPrefix)) {
              path = `${parsed.pathname}${parsed.search}`;
              return true;
            }
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a ${pathPrefix} link` },
    )
    .toBe(true);
  return path;
};

/** The auth modal (login, signup or forgot password), whatever its current heading. */
export const authDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#auth-dialog-title') });

/** Fills and sends the login form of the open auth dialog. */
export const submitLogin = async (page: Page, email: string, password: string) => {
  const form = authDialog(page).getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password\b/).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
};

/** Signs up a new student through the signup dialog; the dialog then turns to login. */
export const signUpThroughDialog = async (page: Page, email: string, password = STRONG_PASSWORD) => {
  await page.goto('/?type=signup');
  const form = authDialog(page).getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ananya');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Rao');
  await form.getByRole('textbox', { name: 'Contact Number' }).fill('9876543210');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password\b/).fill(password);
  await form.getByRole('radio', { name: 'Student' }).check();
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
  await form.getByRole('button', { name: 'Join Us' }).click();
  await expect(authDialog(page).getByRole('form', { name: 'Login' })).toBeVisible();
};

/** The header's signed-in controls: the drawer button, and on wider screens the 'My Dashboard' menu. */
export const expectSignedInHeader = async (page: Page, isMobile: boolean) => {
  const nav = page.locator('nav[aria-label="Main"]');
  await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible();
  if (!isMobile) await expect(nav.getByRole('button', { name: 'My Dashboard' })).toBeVisible();
};
