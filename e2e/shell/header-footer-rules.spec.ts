import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/page-health';

const topBar = (page: Page) => page.locator('nav[aria-label="Main"]');
const STRIP_TEXT = 'Campus hiring season';

/** Opens a page and waits for its heading, so absent parts are absent for good and not still loading. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};

/**
 * The about page arrives as its own chunk; this makes it land 1.5 s late, as on a slow connection. Returns
 * how many requests were held back, to prove the delay applied.
 */
const slowDownAboutPage = async (page: Page) => {
  let delayed = 0;
  await page.route('**/assets/about-page-*.js', async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return () => delayed;
};

test.describe('site shell (spec §2.6)', () => {
  test('the home page has the top bar and the footer with its links', async ({ page }) => {
    await open(page, '/');
    await expect(topBar(page)).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer).toBeVisible();
    const footerLinks: [name: string, href: string][] = [
      ['Become a Saarthi', '/becomeasaarthi'],
      ['Blogs', '/blogs'],
      ['Life at Elevate', '/lifeatwue'],
      ['Brand guidelines', '/brand-guidelines'],
      ['Terms and conditions', '/terms-conditions'],
      ['Privacy policy', '/privacy-policy'],
      ['Our team', '/aboutus#our-team'],
    ];
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  const employerLinks: [name: string, href: string][] = [
    ['For Users', '/'],
    ['Customers', '/customers'],
    ['Post a Job', '/hiring'],
    ['Host a Hackathon', '/hackathon'],
  ];
  for (const path of ['/employer', '/customers', '/hiring', '/hackathon']) {
    test(`${path} shows the employer header: For Users, Customers, Post a Job, Host a Hackathon and Request a demo`, async ({
      page,
      isMobile,
    }) => {
      await open(page, path);
      const nav = topBar(page);
      if (isMobile) {
        // On a phone the links live in the "More pages" menu.
        await nav.getByRole('button', { name: 'More pages' }).click();
        const menu = page.getByRole('menu');
        for (const [name, href] of employerLinks) {
          await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
        }
        await expect(menu.getByRole('menuitem', { name: 'Request a demo' })).toBeVisible();
      } else {
        for (const [name, href] of employerLinks) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        }
        await expect(nav.getByRole('button', { name: 'Request a demo' })).toBeVisible();
      }
    });
  }

  test('the user header on the home page has no employer links', async ({ page, isMobile }) => {
    await open(page, '/');
    const nav = topBar(page);
    if (isMobile) await nav.getByRole('button', { name: 'More pages' }).click();
    const scope = isMobile ? page.getByRole('menu') : nav;
    await expect(scope.getByRole(isMobile ? 'menuitem' : 'link', { name: 'Hackathons' }).first()).toBeVisible();
    await expect(scope.getByText('For Users', { exact: true })).toHaveCount(0);
    await expect(scope.getByText('Post a Job', { exact: true })).toHaveCount(0);
  });

  test('the header strip shows on the home page', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByText(STRIP_TEXT)).toBeVisible();
  });

  for (const path of ['/drills/some-hackathon', '/resume-matching']) {
    test(`the header strip is hidden on ${path}`, async ({ page }) => {
      await open(page, path);
      await expect(topBar(page)).toBeVisible();
      await expect(page.getByText(STRIP_TEXT)).toHaveCount(0);
    });
  }

  // /login and /signup open the auth dialog over the home page (routes/auth/auth-redirect.tsx), so the
  // reset-password page is the bare page (spec §2.6) a visitor stays on.
  test('the reset-password page shows no top bar, header strip or footer', async ({ page }) => {
    await open(page, '/resetpassword/a@b.in/123456');
    await expect(topBar(page)).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByText(STRIP_TEXT)).toHaveCount(0);
  });

  test('following a link resets the scroll to the top of the new page', async ({ page }) => {
    await open(page, '/');
    const link = page.locator('footer').getByRole('link', { name: 'Brand guidelines' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await link.click();
    await expect(page).toHaveURL(/\/brand-guidelines$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The new page is tall enough to keep an old scroll position, so 0 means the shell reset it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/aboutus#our-team scrolls the team section into view, even when the page loads slowly', async ({ page }) => {
    const delayed = await slowDownAboutPage(page);
    await page.goto('/aboutus#our-team');
    await waitForApp(page);
    const team = page.locator('#our-team');
    await expect(team.getByRole('heading', { name: 'Our team' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(delayed()).toBe(1);
  });

  test('the footer link to our team scrolls to the team section, even when the page loads slowly', async ({ page }) => {
    const delayed = await slowDownAboutPage(page);
    await open(page, '/');
    await page.locator('footer').getByRole('link', { name: 'Our team' }).click();
    await expect(page).toHaveURL(/\/aboutus#our-team$/);
    await expect(page.locator('#our-team').getByRole('heading', { name: 'Our team' })).toBeInViewport();
    expect(delayed()).toBe(1);
  });

  test('the theme toggle switches to dark mode and the choice survives a reload', async ({ page }) => {
    await open(page, '/');
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bodyBackground();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect.poll(bodyBackground).not.toBe(light);
    const dark = await bodyBackground();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await bodyBackground()).toBe(dark);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect.poll(bodyBackground).toBe(light);
  });

  test('a signed-out visit to /my-dashboard asks to log in and keeps the return path', async ({ page }) => {
    await page.goto('/my-dashboard');
    await waitForApp(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('login');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/my-dashboard');
    expect(url.searchParams.get('returnUrl')).toBe('/my-dashboard');
  });
});
