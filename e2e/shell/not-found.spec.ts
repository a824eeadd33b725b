import { expect, test } from '@playwright/test';
import { waitForApp } from '../support/page-health';

test.describe('unknown addresses', () => {
  test('an unknown page shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page/xyz');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();

    const home = page.getByRole('main').getByRole('link', { name: 'Go to home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Elevate home' })).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  });

  test('the server answers an unknown page with 404 and the not-found page, kept out of search results', async ({
    request,
  }) => {
    const res = await request.get('/no-such-page/xyz');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('text/html');
    const body = await res.text();
    expect(body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(body).toContain('<meta data-head name="robots" content="noindex,follow">');
  });

  test('the server answers an unknown API path with a JSON 404 envelope', async ({ request }) => {
    const res = await request.get('/api/no-such');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = (await res.json()) as { httpStatus: number; error: { code: string; message: string } };
    expect(body.httpStatus).toBe(404);
    expect(body.error.code).toBe('WUE-4040');
    expect(body.error.message).toBeTruthy();
  });
});
