import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForSettledPage, waitForApp } from '../support/page-health';
import { PUBLIC_ROUTES } from '../support/public-routes';

/** WCAG 2.0–2.2 A and AA; in axe 4.11 'target-size' (2.5.8) is tagged wcag22aa, so it runs too. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the settled page and fails on serious or critical violations, naming each one. */
const expectNoSeriousViolations = async (page: Page, label: string) => {
  await waitForSettledPage(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map((v) => {
      const targets = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}`);
      const more = v.nodes.length > 5 ? [`    …and ${v.nodes.length - 5} more`] : [];
      return [`${v.id} (${v.impact}): ${v.help}`, ...targets, ...more].join('\n');
    })
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `accessibility violations on ${label}:\n${report}`,
  ).toEqual([]);
};

test.describe('public pages meet WCAG 2.2 AA (no serious or critical axe violations)', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('the home page in dark mode has no serious accessibility violations', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elevate.theme', 'dark'));
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expectNoSeriousViolations(page, '/ (dark mode)');
  });
});
