import { expect, test } from '@playwright/test';
import { authDialog, submitLogin } from '../support/auth';
import { expectNoSeriousViolations } from '../support/journey';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';
import { candidateWithResume, committedResume } from '../support/resumes';

/** A frontend student's resume of the labelled set, and the demo jobs it should fit best (labels.json). */
const RESUME = 'aarav-kulkarni-frontend.pdf';
const EXPECTED_JOBS = /^(Senior )?(Frontend Developer|Full Stack Developer|Software Development Intern)/;

test.describe('resume matching', () => {
  test('a visitor sends a resume, reads why the best jobs fit, opens one, signs in and applies', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const resume = await committedResume(RESUME);
    const candidate = await candidateWithResume(request, testInfo, { fullName: 'Aarav', lastName: 'Kulkarni' }, resume);

    // Signed out, no account needed: the file is read for this request only.
    await page.goto('/resume-matching');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs that match your resume' })).toBeVisible();
    await expect(page.getByText('Your file is read for this request only and is not kept.')).toBeVisible();
    await page.getByLabel('Resume file').setInputFiles({ name: RESUME, mimeType: 'application/pdf', buffer: resume });

    // Ranked jobs, each with its score and the skills that earned it; a frontend resume tops with frontend jobs.
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ matching jobs?$/ })).toBeVisible();
    const cards = page.getByRole('article');
    const top = cards.first();
    await expect(top).toHaveAccessibleName(/^1\. /);
    await expect(top.getByRole('progressbar', { name: /^\d+% match$/ })).toBeVisible();
    await expect(top.getByRole('list', { name: 'Matched skills' })).toContainText('React');
    const topThree = await Promise.all(
      [0, 1, 2].map(async (i) => (await cards.nth(i).getAttribute('aria-labelledby'))!),
    );
    const titles = await Promise.all(topThree.map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(
      titles.some((t) => EXPECTED_JOBS.test(t.replace(/^\d+\.\s*/, ''))),
      titles.join(' | '),
    ).toBe(true);

    // Why this score: skills, experience and location, each with its points.
    await top.getByRole('button', { name: 'Why this score' }).click();
    await expect(top.getByRole('region', { name: 'Skills' })).toContainText(/\(\d+ of 70 points\)/);
    await expect(top.getByRole('region', { name: 'Experience' })).toContainText(/\(\d+ of 20 points\)/);
    await expect(top.getByRole('region', { name: 'Location' })).toContainText(/\(\d+ of 10 points\)/);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousViolations(page);

    // View job, then Apply: signed out, it asks to log in and comes back to the job.
    const jobTitle = titles[0]!.replace(/^\d+\.\s*/, '');
    await top.getByRole('link', { name: 'View job' }).click();
    await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
    const jobUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(authDialog(page)).toBeVisible();
    await submitLogin(page, candidate.email, candidate.password);
    await expect(authDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(jobUrl);

    // The profile already holds what the company needs: one click sends the application.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: jobTitle });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('heading', { name: `Applied to ${jobTitle}` })).toBeVisible();

    expect(errors).toEqual([]);
  });
});
