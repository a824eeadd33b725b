import { expect, test } from '@playwright/test';
import { authDialog, mailsTo, submitLogin } from '../support/auth';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';
import {
  apiSession,
  CANDIDATE_CONTACT,
  DEMO_COMPANY,
  DEMO_EMPLOYER,
  seededJobOf,
  resultOf,
  TINY_PDF,
  verifiedCandidate,
} from '../support/candidates';

test.describe('a candidate applies to a job and follows the application', () => {
  test('search, filter and open a job, log in from Apply, give the missing details with a resume, apply, track it, and see the company move it', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const candidate = await verifiedCandidate(request, test.info());
    const job = await seededJobOf(request, DEMO_COMPANY);

    // Find it: search /jobs for its title, narrow the results to its company (filters live in the address, so
    // the filtered search is a link), and open it from the results.
    await page.goto('/jobs');
    await waitForApp(page);
    const searchBox = page.getByRole('search', { name: 'Jobs' }).getByLabel('Search jobs');
    await searchBox.fill(job.jobTitle);
    await searchBox.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const searched = new URL(page.url());
    searched.searchParams.set('company', 'Kaveri Analytics');
    await page.goto(`${searched.pathname}${searched.search}`);
    await waitForApp(page);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Kaveri Analytics');
    await page.locator(`a[href="/jobs/${job.custUrl}"]`).first().click();

    // Signed out, Apply opens login and comes back to the job.
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.custUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(authDialog(page)).toBeVisible();
    await submitLogin(page, candidate.email, candidate.password);
    await expect(authDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.custUrl}$`));

    // The first application asks for what the profile lacks; the contact number from signup is already there.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    // Its title turns from "Apply to …" into "Applied to …" once the application is sent.
    const dialog = page.getByRole('dialog').filter({ hasText: job.jobTitle });
    await expect(dialog.getByText(/needs a few details with every application/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Contact Number/ })).toHaveValue(CANDIDATE_CONTACT);
    await dialog.getByRole('button', { name: 'Save and apply' }).click();
    await expect(dialog.getByText('Current City is mandatory field !')).toBeVisible();
    await expect(dialog.getByText('Resume is mandatory field !')).toBeVisible();

    await dialog.getByRole('textbox', { name: /Current City/ }).fill('Nashik');
    await dialog.getByRole('combobox', { name: /Highest Qualification/ }).click();
    await page.getByRole('option', { name: 'Graduation/Diploma' }).click();
    await dialog
      .getByLabel('Resume file')
      .setInputFiles({ name: 'Rohan-Kulkarni-CV.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect(dialog.getByText('Selected: Rohan-Kulkarni-CV.pdf')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Save and apply' }).click();

    await expect(dialog.getByRole('heading', { name: `Applied to ${job.jobTitle}` })).toBeVisible();
    await expect(dialog.getByText('Application sent')).toBeVisible();
    await expect(
      dialog.getByText('Your application has been sent to Kaveri Analytics Pvt. Ltd. They will review it', {
        exact: false,
      }),
    ).toBeVisible();
    // Behind the dialog the job now says it was applied to.
    await expect(page.getByText(/^Applied on \d{2}-\d{2}-\d{4} · Applied$/)).toBeAttached();

    await expect
      .poll(async () => (await mailsTo(request, candidate.email)).map((m) => m.subject))
      .toContain(`Your application for ${job.jobTitle} at Kaveri Analytics Pvt. Ltd.`);

    // Track in My Jobs opens the application from the address.
    await dialog.getByRole('link', { name: 'Track in My Jobs' }).click();
    await expect(page).toHaveURL(/\/my-jobs\?application=\d+$/);
    const applicationId = Number(new URL(page.url()).searchParams.get('application'));
    const tracked = page.getByRole('dialog', { name: 'Track application' });
    await expect(tracked.getByRole('list', { name: /Status history/ }).getByRole('listitem')).toHaveCount(2);
    await expect(tracked.getByText('Resume: Rohan-Kulkarni-CV.pdf')).toBeVisible();
    await tracked.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/my-jobs$/);

    await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: job.jobTitle });
    await expect(card.getByText('Applied', { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    // The company shortlists the candidate with a note; My Jobs shows it.
    const employer = await apiSession(request, DEMO_EMPLOYER);
    await resultOf(
      await request.post(`/api/console/applications/${applicationId}/status`, {
        headers: employer,
        data: { statusValue: 'Shortlisted', feedback: 'Please keep Friday afternoon free for a call.' },
      }),
      'shortlist',
    );
    await page.reload();
    await expect(page.getByRole('tab', { name: 'In progress (1)' })).toBeVisible();
    await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expect(card.getByText(/has shortlisted your application/)).toBeVisible();
    // Keyboard only: the history opens from the focused button.
    await card.getByRole('button', { name: 'Track application' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Please keep Friday afternoon free for a call.')).toBeVisible();
    await expect(card.getByText(/Next: waiting for Kaveri Analytics Pvt\. Ltd\./)).toBeVisible();

    // Back on the job, the page shows the current status and no Apply.
    await card.getByRole('link', { name: job.jobTitle }).click();
    await expect(page.getByText(/^Applied on \d{2}-\d{2}-\d{4} · Shortlisted$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

    expect(errors).toEqual([]);
  });

  test('with no applications yet, My Jobs says so and leads to the jobs', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const candidate = await verifiedCandidate(request, test.info());
    await page.goto('/my-jobs');
    await waitForApp(page);
    await submitLogin(page, candidate.email, candidate.password);
    await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
    await expect(page.getByText('You have not applied to any jobs yet')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('link', { name: 'Browse jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(errors).toEqual([]);
  });
});
