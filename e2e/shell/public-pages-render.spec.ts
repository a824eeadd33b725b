import { expect, test } from '@playwright/test';
import { collectPageErrors, horizontalOverflow, waitForSettledPage } from '../support/page-health';
import { PUBLIC_ROUTES } from '../support/public-routes';

test.describe('every public page renders cleanly', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} shows its heading in the main area without errors or sideways scrolling`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await waitForSettledPage(page);

      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(errors, `console or page errors on ${path}`).toEqual([]);
      // One pixel of slack for sub-pixel rounding.
      expect(await horizontalOverflow(page), `horizontal overflow on ${path}`).toBeLessThanOrEqual(1);
    });
  }
});
