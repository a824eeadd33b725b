import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/auth';
import { DEMO_COMPANY, DEMO_EMPLOYER, seededJobOf } from '../support/candidates';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';
import { candidateWithResume, renderedResume, seededJobSkills } from '../support/resumes';

/** Letters only, unique per run: the employer finds this applicant among everyone else's. */
const uniqueLastName = () =>
  `Iyer ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test.describe("screening a job's applicants", () => {
  test("the employer ranks a job's applicants by match and reads the skills each one has", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const job = await seededJobOf(request, DEMO_COMPANY);
    const skills = seededJobSkills(job.jobTitle);
    const name = { fullName: 'Lakshmi', lastName: uniqueLastName() };
    // A resume that lists the first half of the job's skills.
    const has = skills.slice(0, Math.ceil(skills.length / 2));
    const resume = await renderedResume({
      name: `${name.fullName} ${name.lastName}`,
      email: 'l@example.in',
      skills: has,
    });
    const candidate = await candidateWithResume(request, testInfo, name, resume);
    const applied = await request.post('/api/jobs/application', {
      headers: candidate.headers,
      data: { jobId: job.jobId },
    });
    expect(applied.ok(), await applied.text()).toBe(true);

    await page.goto(`/console/jobs/${job.jobId}/applicants`);
    await waitForApp(page);
    await submitLogin(page, DEMO_EMPLOYER.email, DEMO_EMPLOYER.password);
    await expect(page.getByRole('heading', { level: 1, name: `Applicants for ${job.jobTitle}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Ranked by match' }).click();
    await expect(page.getByText(/it never rejects anyone/)).toBeVisible();
    await page.getByRole('button', { name: /^(Screen applicants|Rescreen)$/ }).click();
    await expect(page.getByText(/^Last screened .* · scoring match-/)).toBeVisible();

    // The applicant is ranked from their resume; the skills shown are exactly the job's skills the resume has
    // (matched) and does not have (missing).
    const ranked = page.getByRole('list', { name: 'Ranked by match' });
    const entry = ranked.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${name.fullName} ${name.lastName}$`) });
    await expect(entry.getByRole('progressbar', { name: /^\d+% match$/ })).toBeVisible();
    await expect(entry.getByText(/ · From their resume$/)).toBeVisible();
    const matched = await entry.getByRole('list', { name: 'Matched skills' }).getByRole('listitem').allInnerTexts();
    expect(matched.length).toBeGreaterThan(0);
    for (const skill of matched) expect(has).toContain(skill);
    const gaps = await entry.getByText(/^(Missing: .+|Has every skill the job asks for\.)$/).innerText();
    const missing = gaps.startsWith('Missing: ') ? gaps.replace(/^Missing: /, '').split(', ') : [];
    for (const skill of missing) {
      expect(skills).toContain(skill);
      expect(has).not.toContain(skill);
    }
    expect(await horizontalOverflow(page)).toBe(0);

    expect(errors).toEqual([]);
  });
});
