import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, waitForSettledPage } from '../support/page-health';

/** The job searches the page asks the API for, from now on (a hydrated page asks for none). */
const jobSearchesOf = (page: Page) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/jobs/search')) searches.push(r.url());
  });
  return searches;
};

/** Server-rendered pages in the browser (docs/decisions/023): painted before the app's code, then hydrated. */
test.describe('server-rendered pages in the browser', () => {
  test('/jobs hydrates with the data it was rendered with, without asking the API again, and then works', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const searches = jobSearchesOf(page);
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

  test('a link shared with campaign tags and a click id hydrates the page drawn without them, at a clean address', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const searches = jobSearchesOf(page);
    await page.goto('/jobs?q=developer&utm_source=whatsapp&utm_medium=share&fbclid=IwAR0abc');
    await waitForSettledPage(page);
    await expect(page).toHaveURL(/\/jobs\?q=developer$/);
    expect(searches, 'searches asked for by the hydrated page').toEqual([]);
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

  test('a dark-mode visitor’s page hydrates in dark mode: the toggle offers light mode, and switches', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => localStorage.setItem('elevate.theme', 'dark'));
    await page.goto('/jobs');
    await waitForSettledPage(page);
    const toggle = page.getByRole('button', { name: 'Switch to light mode' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the first HTML asks for one small entry script and no other code before it is painted', async ({ request }) => {
    // docs/decisions/035: the app's code is fetched after the first paint, by the entry.
    const html = await (await request.get('/jobs', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('rel="modulepreload"');
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const entry = await request.get(scripts[0]!);
    expect(entry.ok()).toBe(true);
    // About 4 KB; the app it loads is hundreds of KB, so a static import of it would show here at once.
    expect((await entry.body()).byteLength, 'the entry script, in bytes').toBeLessThan(8_000);
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

// Between them these two zones write a different calendar day from India's for every instant: Pago Pago is
// behind India until 16:30 IST, Kiritimati ahead from 15:30 IST (docs/decisions/036).
for (const timezoneId of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('finds dates and “posted” labels as the server wrote them, with no hydration mismatch', async ({ page }) => {
      const errors = collectPageErrors(page);
      for (const path of ['/', '/jobs']) {
        await page.goto(path);
        await waitForSettledPage(page);
      }
      expect(errors).toEqual([]);
    });
  });
}
