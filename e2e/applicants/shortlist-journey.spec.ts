import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { authDialog, expectSignedInHeader, submitLogin } from '../support/auth';
import { readOutbox } from '../support/mailbox';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';
import { CANDIDATE_CONTACT, readyCandidate, seededJobOf } from '../support/candidates';

/** The seeded employer, a member of Kaveri Analytics (apps/api/src/scripts/seed). */
const DEMO_EMPLOYER = { email: 'employer@elevate.local', password: 'Employer@123' } as const;
const FEEDBACK = 'Strong SQL skills — see you for the interview';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const bell = (page: Page) => page.locator('nav[aria-label="Main"]').getByRole('button', { name: /^Notifications/ });

const logIn = async (page: Page, who: { email: string; password: string }, isMobile: boolean) => {
  await page.goto('/?type=login');
  await waitForApp(page);
  await submitLogin(page, who.email, who.password);
  await expectSignedInHeader(page, isMobile);
};

/** What Logout does (spec §2.6: it clears all local storage), without going through the menu. */
const logOut = async (page: Page) => {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await waitForApp(page);
};

test.describe('moving an applicant along', () => {
  test('the employer shortlists a candidate with feedback; the candidate is told in the app and by mail', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const job = await seededJobOf(page.request, 'kaveri-analytics');
    const candidate = await readyCandidate(page.request, testInfo);
    const name = `${candidate.fullName} ${candidate.lastName}`;
    const applied = await page.request.post('/api/jobs/application', {
      headers: candidate.headers,
      data: { jobId: job.jobId },
    });
    expect(applied.ok(), await applied.text()).toBe(true);

    // The candidate's bell counts the application's own confirmation.
    await logIn(page, candidate, isMobile);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await logOut(page);

    // The employer opens the job's applicants: the page asks them to log in first and comes back.
    await page.goto(`/console/jobs/${job.jobId}/applicants`);
    await waitForApp(page);
    await submitLogin(page, DEMO_EMPLOYER.email, DEMO_EMPLOYER.password);
    await expect(authDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `Applicants for ${job.jobTitle}` })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(candidate.email);
    await expect(page.getByRole('button', { name: 'All (1)' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    // Move to… Shortlisted, with feedback, from the keyboard-reachable dialog.
    await page.getByRole('button', { name: `Move ${name} to another status` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move ${name}` });
    await dialog.getByRole('combobox', { name: /New status/ }).click();
    await page.getByRole('option', { name: 'Shortlisted', exact: true }).click();
    await dialog.getByRole('textbox', { name: /Feedback for the candidate/ }).fill(FEEDBACK);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText(`${name} moved to Shortlisted`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Shortlisted (1)' })).toBeVisible();

    // The profile shows the whole history with the feedback, and the resume opens for the employer.
    await page.getByRole('button', { name: `View profile of ${name}` }).click();
    const profile = page.getByRole('dialog', { name: `Profile of ${name}` });
    const history = profile.getByRole('list', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByText(FEEDBACK)).toBeVisible();
    const fileRequest = page.context().waitForEvent('request', (r) => r.url().includes('/api/files/'));
    await profile.getByRole('button', { name: 'Open resume' }).click();
    const resume = await page.request.get((await fileRequest).url());
    expect(resume.status()).toBe(200);
    expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await profile.getByRole('button', { name: 'Close profile' }).click();

    // Export CSV downloads the filtered applicants.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-applicants\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain(`${name},${candidate.email},${CANDIDATE_CONTACT},Pune,Graduation/Diploma,`);
    expect(csv).toContain(`,Shortlisted,${FEEDBACK}`);

    // The candidate logs in: the bell count has risen, and the notification carries the feedback.
    await logOut(page);
    await logIn(page, candidate, isMobile);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const item = popover.getByRole('link', {
      name: new RegExp(
        `^Unread ${escapeRegExp(`Kaveri Analytics moved your application for ${job.jobTitle} to Shortlisted`)}`,
      ),
    });
    await expect(item).toBeVisible();
    await expect(item).toContainText(FEEDBACK);
    await page.keyboard.press('Escape');

    // My Jobs shows the new status, and the history carries the feedback.
    await page.goto('/my-jobs');
    await waitForApp(page);
    const card = page.getByRole('article').filter({ hasText: job.jobTitle });
    await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Track application' }).click();
    await expect(card.getByText(FEEDBACK)).toBeVisible();
    expect(errors).toEqual([]);

    // …and a mail with the feedback and a link to /my-jobs.
    const mail = (await readOutbox(page.request)).find(
      (m) => m.to === candidate.email && m.subject.startsWith(`Update on your application for ${job.jobTitle}`),
    );
    expect(mail?.text).toContain(FEEDBACK);
    expect(mail?.text).toMatch(/\/my-jobs/);
  });
});
