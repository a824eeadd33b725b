import { expect, test } from '@playwright/test';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';

test.describe('a company page (spec §2.7)', () => {
  test('overview View more / less, opportunities 3 + 3 on the Jobs tab, gallery 4 + 4, and the section menu following the page', async ({
    page,
    isMobile,
  }) => {
    const errors = collectPageErrors(page);
    // A seeded company no other journey edits (the console journey rewrites the demo employer's page).
    await page.goto('/company-page/nilgiri-cloudworks');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Nilgiri Cloudworks' })).toBeVisible();

    // The overview is cut at 500 characters.
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByRole('button', { name: 'View more' }).click();
    await overview.getByRole('button', { name: 'View less' }).click();
    await expect(overview.getByRole('button', { name: 'View more' })).toBeVisible();

    // The company has jobs, so Opportunities opens on Jobs: 3 at first, 3 more per View More.
    const tabs = page.getByRole('tablist', { name: 'Opportunities' });
    await expect(tabs.getByRole('tab', { name: /^Jobs \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const jobs = page.getByRole('tabpanel', { name: /^Jobs/ });
    await expect(jobs.locator('a[href^="/jobs/"]')).toHaveCount(3);
    await jobs.getByRole('button', { name: 'View More jobs' }).click();
    await expect(jobs.locator('a[href^="/jobs/"]')).toHaveCount(6);

    // The gallery: 4 photos, then the rest.
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await expect(gallery.locator('img')).toHaveCount(4);
    await gallery.getByRole('button', { name: 'View More photos' }).click();
    await expect(gallery.locator('img')).toHaveCount(7);
    await expect(gallery.getByRole('button', { name: 'View More photos' })).toHaveCount(0);

    // The section menu (a drawer behind 'Sections' on phones) jumps to a section and marks it.
    const menu = page.getByRole('navigation', { name: 'Company page sections' });
    const openMenu = async () => {
      if (isMobile) await page.getByRole('button', { name: 'Sections' }).click();
    };
    await page.evaluate(() => window.scrollTo(0, 0));
    await openMenu();
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(gallery).toBeInViewport();
    await openMenu();
    await expect(menu.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'location');
    if (isMobile) await page.keyboard.press('Escape');

    // Scrolled back to the overview by hand, the menu follows it. (A jump holds the chosen section for a moment
    // while its smooth scroll passes the others; scrolling starts after that.)
    await page.waitForTimeout(1500);
    await overview.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await openMenu();
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'location');
    if (isMobile) await page.keyboard.press('Escape');

    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
