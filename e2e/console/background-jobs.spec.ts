import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../support/auth';
import { collectPageErrors, horizontalOverflow, waitForSettledPage, waitForApp } from '../support/page-health';

const DEMO_ADMIN = { email: 'admin@elevate.local', password: 'Admin@1234' } as const;

const DEMO_ADMIN_PAGE = '/console/admin/jobs';

const expectAccessible = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    'accessibility violations',
  ).toEqual([]);
};

/** A queue with a failed mail, a retrying one and a running one (the API's answer, stubbed in the browser). */
const busyQueue = {
  httpStatus: 200,
  result: {
    counts: [
      { queue: 'mail', queued: 1, running: 1, failed: 1, completed: 240 },
      { queue: 'uploads-cleanup', queued: 0, running: 0, failed: 0, completed: 12 },
    ],
    failed: [
      {
        id: '6f1c2d3e-1111-4222-8333-444455556666',
        queue: 'mail',
        state: 'failed',
        createdAt: '2026-11-23T10:00:00.000Z',
        startedAt: '2026-11-23T10:16:00.000Z',
        attempts: 7,
        maxAttempts: 7,
        lastError: '451 4.3.0 Requested action aborted: local error in processing, try again later',
        mail: { to: 'ananya.krishnan.long-address@example.in', subject: 'Verify your email for Elevate' },
      },
    ],
    queued: [
      {
        id: '6f1c2d3e-1111-4222-8333-777788889999',
        queue: 'mail',
        state: 'retry',
        createdAt: '2026-11-23T10:05:00.000Z',
        startedAt: '2026-11-23T10:05:01.000Z',
        attempts: 2,
        maxAttempts: 7,
        lastError: 'Greeting never received',
        mail: { to: 'rohit@example.in', subject: 'Your application was shortlisted' },
      },
    ],
    running: [
      {
        id: '6f1c2d3e-1111-4222-8333-000011112222',
        queue: 'mail',
        state: 'active',
        createdAt: '2026-11-23T10:06:00.000Z',
        startedAt: '2026-11-23T10:06:01.000Z',
        attempts: 1,
        maxAttempts: 7,
        lastError: null,
        mail: { to: 'meera@example.in', subject: 'Your sign-in code' },
      },
    ],
  },
};

test.describe('background jobs admin page', () => {
  test('an admin opens the background jobs from the console menu and sees the queue', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto(DEMO_ADMIN_PAGE);
    await waitForApp(page);
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();

    // The app's queues are there with their counts from the start.
    await expect(page.getByRole('list', { name: 'Jobs per queue' }).getByText('mail', { exact: true })).toBeVisible();
    for (const name of ['Failed', 'Queued', 'Running']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(page.getByText('No failed jobs. Nothing needs a decision.')).toBeVisible();
    // The console menu leads here (a side list at 1280 px, tabs on phones).
    await expect(
      page.getByRole('navigation', { name: 'Employer console' }).getByText('Background jobs', { exact: true }),
    ).toBeVisible();

    await waitForSettledPage(page);
    expect(await horizontalOverflow(page), 'the page fits the screen').toBe(0);
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`background-jobs-${testInfo.project.name}.png`),
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });

  test('a failed mail shows its recipient and error, with Retry and Discard reachable by keyboard', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/console/admin/queue', (route) => route.fulfill({ json: busyQueue }));
    await page.goto(DEMO_ADMIN_PAGE);
    await waitForApp(page);
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const failed = page.getByRole('list', { name: 'Failed' });
    await expect(failed.getByText(/To ananya\.krishnan\.long-address@example\.in/)).toBeVisible();
    await expect(failed.getByText(/Last error: 451 4\.3\.0/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Running' }).getByText(/meera@example\.in/)).toBeVisible();

    const retry = page.getByRole('button', { name: 'Retry the mail to ananya.krishnan.long-address@example.in' });
    await retry.focus();
    await expect(retry).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Discard the mail to ananya.krishnan.long-address@example.in' }),
    ).toBeFocused();

    await waitForSettledPage(page);
    expect(await horizontalOverflow(page), 'the lists fit the screen').toBe(0);
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`background-jobs-busy-${testInfo.project.name}.png`),
      fullPage: true,
    });
  });
});
