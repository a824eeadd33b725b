import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_EMPLOYER, apiSession, readyCandidate, resultOf, seededJobOf } from '../support/candidates';
import { linkFromNewestMail, mailsTo } from '../support/auth';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';

const SERIOUS = ['serious', 'critical'];

/** The employer moves an application to a status; the candidate may get an application-update mail for it. */
const moveApplication = async (
  request: APIRequestContext,
  employer: Record<string, string>,
  applicationId: number,
  statusValue: string,
) =>
  resultOf(
    await request.post(`/api/console/applications/${applicationId}/status`, {
      headers: employer,
      data: { statusValue },
    }),
    `move to ${statusValue}`,
  );

test.describe('unsubscribing from a mail', () => {
  test('the link in an application-update mail turns that kind of mail off with one click', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const job = await seededJobOf(page.request, 'kaveri-analytics');
    const candidate = await readyCandidate(page.request, testInfo);
    const { application } = await resultOf<{ application: { applicationId: number } }>(
      await page.request.post('/api/jobs/application', { headers: candidate.headers, data: { jobId: job.jobId } }),
      'apply',
    );
    const employer = await apiSession(page.request, DEMO_EMPLOYER);

    // An application update arrives by mail, with a one-click unsubscribe link in it.
    await moveApplication(page.request, employer, application.applicationId, 'Shortlisted');
    const link = await linkFromNewestMail(page.request, candidate.email, '/unsubscribe');
    const before = (await mailsTo(page.request, candidate.email)).length;

    // Opening the link changes nothing by itself (mail scanners open links); the button does.
    await page.goto(link);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from application updates?' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => SERIOUS.includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn it back on' })).toBeVisible();

    // The next move is not mailed (the in-app notification still is).
    await moveApplication(page.request, employer, application.applicationId, 'Interview Scheduled');
    expect((await mailsTo(page.request, candidate.email)).length).toBe(before);

    // Turned back on from the same page, the following move is mailed again.
    await page.getByRole('button', { name: 'Turn it back on' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Unsubscribe from application updates/ })).toBeVisible();
    await moveApplication(page.request, employer, application.applicationId, 'Round 1 Selected');
    await expect.poll(async () => (await mailsTo(page.request, candidate.email)).length).toBe(before + 1);
    expect(errors).toEqual([]);
  });
});
