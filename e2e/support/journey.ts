import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { submitLogin } from './auth';
import { waitForApp, waitForSettledPage } from './page-health';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe on the settled page, from the top and without toasts: no serious or critical violation, each listed. */
export const expectNoSeriousViolations = async (page: Page) => {
  await waitForSettledPage(page);
  // Checked from the top: a control scrolled under the sticky header reads to axe as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A toast fading in or out is mid-way between its colours: the page is checked without it (spec §8 toasts).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('.MuiSnackbar-root').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`),
  ).toEqual([]);
};

/** The toast (spec §8) whose words match `text`. */
export const toastSaying = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/**
 * Waits until no toast shows. On a phone a toast spans the bottom of the screen, over a page's or a full-screen
 * dialog's buttons, and it stays while the pointer rests on it (a click aimed under it would hold it there for
 * good): the pointer moves away first.
 */
export const toastsGone = async (page: Page) => {
  await page.mouse.move(0, 0);
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
};

/**
 * Signs in through the login dialog opened by `?type=login`, lands back on `returnUrl`, and dismisses the
 * welcome toast with Escape (as a keyboard user can), so the next click is not aimed under it.
 */
export const signInReturningTo = async (page: Page, user: { email: string; password: string }, returnUrl: string) => {
  await page.goto(`/?type=login&returnUrl=${encodeURIComponent(returnUrl)}`);
  await waitForApp(page);
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${returnUrl.replace(/[?]/g, '\\?')}$`));
  // The welcome toast can show just after the address changes: wait for it to come, then send it away.
  await expect(toastSaying(page, /logged in/i)).toBeVisible();
  await page.keyboard.press('Escape');
  await toastsGone(page);
};
