import { expect, type Page } from '@playwright/test';

/**
 * Records console errors and uncaught page errors from the moment it is called. Attach before the first
 * navigation so nothing logged while the app boots is missed.
 */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const where = msg.location().url ? ` (${msg.location().url})` : '';
      errors.push(`console.error: ${msg.text()}${where}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
};

/**
 * Waits until the app has taken over a server-rendered page (hydrated): before that, buttons and forms of the
 * server's HTML do nothing (docs/decisions/023), as for a visitor whose phone is still loading the code.
 */
export const waitForApp = async (page: Page) => {
  await expect(page.locator('html')).not.toHaveAttribute('data-booting', /.*/);
};

/**
 * Waits until the page has finished loading: the lazy route is in (no page loader), data sections have
 * replaced their skeletons, the h1 shows, the network is quiet and its transitions have ended.
 */
export const waitForSettledPage = async (page: Page) => {
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A transition still under way (a list fading back in after a search) is between its colours, which axe
  // would read as too little contrast: the page is settled once every finite one has ended (a spinner's
  // endless animation never does, and is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) =>
          a.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ).then(() => undefined),
  );
};

/**
 * How far the document is wider than the viewport, in CSS pixels (0 when nothing overflows). Measured
 * against the layout viewport (clientWidth): on an emulated phone Chromium zooms out to fit wide content,
 * so window.innerWidth grows with the overflow and would hide it.
 */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(0, root.scrollWidth - Math.min(window.innerWidth, root.clientWidth));
  });

/**
 * How far the current tab of a scrollable section menu (a `nav` named `menu`) sticks out of its scroller, in
 * whole CSS pixels (0 when all of it is in sight, clear of the arrows).
 */
export const currentTabOverhang = (page: Page, menu: string) =>
  page.getByRole('navigation', { name: menu }).evaluate((nav) => {
    const tab = nav.querySelector('[aria-current="page"]')?.getBoundingClientRect();
    const scroller = nav.querySelector('[role="tablist"]')?.parentElement?.getBoundingClientRect();
    if (!tab || !scroller) return Number.NaN;
    return Math.round(Math.max(0, scroller.left - tab.left, tab.right - scroller.right));
  });
