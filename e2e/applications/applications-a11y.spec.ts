import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../support/auth';
import { waitForSettledPage, waitForApp } from '../support/page-health';
import {
  apiSession,
  completeProfileOf,
  DEMO_COMPANY,
  seededJobOf,
  resultOf,
  verifiedCandidate,
} from '../support/candidates';

/** The same bar as the public pages: WCAG 2.0–2.2 A and AA, no serious or critical axe violations. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

const expectNoSeriousViolations = async (page: Page, label: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} ${n.html.slice(0, 220)}`),
      ].join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `accessibility violations on ${label}:\n${report}`,
  ).toEqual([]);
};

/** Axe reads colours as painted: a dialog still fading in would measure as low contrast. */
const dialogSettled = (page: Page) => expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');

test('the apply dialog, the details form and My Jobs have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const candidate = await verifiedCandidate(request, test.info());
  const headers = await apiSession(request, candidate);
  const job = await seededJobOf(request, DEMO_COMPANY);

  await page.goto(`/jobs/${job.custUrl}?type=login&returnUrl=${encodeURIComponent(`/jobs/${job.custUrl}`)}`);
  await waitForApp(page);
  await submitLogin(page, candidate.email, candidate.password);
  await waitForSettledPage(page);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: job.jobTitle });
  await dialog.getByRole('button', { name: 'Save and apply' }).click();
  await expect(dialog.getByText('Current City is mandatory field !')).toBeVisible();
  await dialogSettled(page);
  await expectNoSeriousViolations(page, 'the details form with its errors');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await completeProfileOf(request, headers);
  await page.reload();
  await waitForSettledPage(page);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Send application' })).toBeVisible();
  await dialogSettled(page);
  await expectNoSeriousViolations(page, 'the apply dialog');

  await resultOf(await request.post('/api/jobs/application', { headers, data: { jobId: job.jobId } }), 'apply');
  await page.goto('/my-jobs');
  await waitForSettledPage(page);
  await page.getByRole('button', { name: 'Track application' }).first().click();
  await expect(page.getByRole('list', { name: /Status history/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/my-jobs');
});
