import { expect, test } from '@playwright/test';
import { collectPageErrors, waitForSettledPage } from '../support/page-health';

/** Server-rendered pages in the browser (docs/decisions/023): painted before the app's code, then hydrated. */
test.describe('server-rendered pages in the browser', () => {
  test('/jobs hydrates with the data it was rendered with, without asking the API again, and then works', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/jobs/search')) searches.push(r.url());
    });
    await page.goto('/jobs?q=developer');
    await waitForSettledPage(page);
    expect(searches, 'searches asked for by the hydrated page').toEqual([]);

    // Hydrated: the search box answers typing with a new search in the address.
    const box = page
      .getByRole('searchbox')
      .or(page.getByRole('combobox', { name: /search/i }))
      .first();
    await box.fill('analyst');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=analyst/);
    await expect.poll(() => searches.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a page is readable and in the chosen dark mode before any of the app’s code has run', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elevate.theme', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/aboutus');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 18, 32)');
  });

  test('with a stored session the Login button stays hidden until the app has read it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elevate.session', 'sealed-session-not-yet-read'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();
  });

  test('without a stored session the Login button is there from the first paint', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
