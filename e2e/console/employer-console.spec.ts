import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, submitLogin } from '../support/auth';
import { collectPageErrors, horizontalOverflow, waitForSettledPage, waitForApp } from '../support/page-health';

const DEMO_EMPLOYER = { email: 'employer@elevate.local', password: 'Employer@123' } as const;
const COMPANY = { customUrl: 'kaveri-analytics', name: 'Kaveri Analytics Pvt. Ltd.' } as const;

/** A section of the console's navigation: links in a side list from 768 px, link tabs on phones. */
const consoleSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Employer console' }).getByText(name, { exact: true });

const expectNoSeriousViolations = async (page: Page, label: string) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility violations on ${label}`,
  ).toEqual([]);
};

/** Opens /console signed out: the login dialog opens in place and brings the employer back to the console. */
const loginToConsole = async (page: Page, who: { email: string; password: string }) => {
  await page.goto('/console');
  await waitForApp(page);
  await submitLogin(page, who.email, who.password);
};

test.describe('employer console', () => {
  test('the demo employer edits the company page, posts a job and closes it', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const marker = `Console check ${testInfo.project.name} ${Date.now()}`;
    const title = `Console Journey Analyst ${testInfo.project.name} ${Date.now()}`;

    await loginToConsole(page, DEMO_EMPLOYER);
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employer console' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: COMPANY.name })).toBeVisible();

    // Both viewport projects edit this one company at the same time and the last save wins: the block
    // repeats until this browser's save is the one the public page shows.
    await expect(async () => {
      await page.goto('/console');
      await waitForApp(page);
      await page.getByRole('link', { name: 'Edit company page' }).click();
      const overview = page.getByRole('textbox', { name: 'Overview' });
      await expect(overview).not.toHaveValue('');
      await overview.fill(`${marker}. We turn messy operational data into decisions.`);
      await expect(page.getByText('You have unsaved changes')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Company page saved' })).toBeVisible();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.goto(`/company-page/${COMPANY.customUrl}`);
      await waitForApp(page);
      await expect(page.getByText(marker)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    await page.goBack();
    await waitForSettledPage(page);
    expect(await horizontalOverflow(page), 'the company editor fits the screen').toBe(0);
    await expectNoSeriousViolations(page, 'the company page editor');

    await consoleSection(page, 'Post a job').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Job Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Location/ }).fill('Bengaluru, Pune');
    await page.getByRole('textbox', { name: /^Skills/ }).fill('SQL,');
    await page.getByRole('textbox', { name: /^Skills/ }).fill('Python,');
    await page.getByRole('spinbutton', { name: /^Minimum CTC/ }).fill('600000');
    await page.getByRole('spinbutton', { name: /^Maximum CTC/ }).fill('900000');
    await expect(page.getByText('₹6 - 9 LPA').first()).toBeVisible();
    await page.getByRole('textbox', { name: /^Description/ }).fill('<p>Build dashboards for cooperative banks.</p>');
    expect(await horizontalOverflow(page), 'the job form fits the screen').toBe(0);
    await expectNoSeriousViolations(page, 'the job form');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Job posted' })).toBeVisible();

    await expect(page).toHaveURL(/\/console\/jobs\?partner=\d+$/);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Applicants (0)' })).toBeVisible();
    const href = await row.getByRole('link', { name: `View ${title}` }).getAttribute('href');
    expect(href).toMatch(/^\/jobs\/console-journey-analyst-/);

    await page.goto(href!);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('₹6 - 9 LPA').first()).toBeVisible();
    await expect(page.getByText('This job is no longer accepting applications')).toHaveCount(0);

    await page.goBack();
    await row.getByRole('button', { name: `Close ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this job?' });
    await dialog.getByRole('button', { name: 'Close job' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Job closed' })).toBeVisible();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();

    await page.goto(href!);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This job is no longer accepting applications')).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('an ordinary user opening /console sees the not-authorized page', async ({ page }) => {
    await loginToConsole(page, DEMO_STUDENT);
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized for this page !' })).toBeVisible();
    await expect(page).toHaveURL(/\/not-authorized/);
  });
});
