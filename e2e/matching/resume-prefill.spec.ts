import { expect, test } from '@playwright/test';
import { MatchingMessages } from '../../packages/contracts/src/matching/matching.messages.ts';
import { expectSignedInHeader, submitLogin } from '../support/auth';
import { verifiedCandidate } from '../support/candidates';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';
import { renderedResume } from '../support/resumes';

test.describe('fill my profile from a resume', () => {
  test('a new user uploads a resume, reviews what was read (unsure skills unticked) and adds it to the profile', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const user = await verifiedCandidate(request, testInfo, { fullName: 'Meera', lastName: 'Pillai' });
    // Python, SQL and Power BI are listed under Skills; Docker is only named in passing under Achievements.
    const resume = await renderedResume({
      name: 'Meera Pillai',
      email: user.email,
      skills: ['Python', 'SQL', 'Power BI'],
      textOnlySkill: 'Docker',
    });

    await page.goto('/manage-profile');
    await waitForApp(page);
    await submitLogin(page, user.email, user.password);
    await expectSignedInHeader(page, isMobile);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Profile' })).toBeVisible();
    await page
      .getByLabel('Resume file')
      .setInputFiles({ name: 'Meera-Pillai.pdf', mimeType: 'application/pdf', buffer: resume });
    await expect(page.getByText('Meera-Pillai.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Fill my profile from this resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fill my profile from this resume' });
    const skills = dialog.getByRole('region', { name: 'Skills' });
    for (const sure of ['Python', 'SQL', 'Power BI'])
      await expect(skills.getByRole('checkbox', { name: sure, exact: true })).toBeChecked();
    // Read with low confidence: highlighted and left for the user to tick.
    await expect(skills.getByRole('checkbox', { name: 'Docker', exact: true })).not.toBeChecked();
    await expect(skills.getByRole('listitem').filter({ hasText: 'Docker' })).toContainText(
      'Please check: we were not sure we read this correctly.',
    );
    const education = dialog.getByRole('region', { name: 'Education' });
    await expect(education.getByRole('checkbox', { name: /B\.Tech, College of Engineering Pune/ })).toBeChecked();
    expect(await horizontalOverflow(page)).toBe(0);

    await dialog.getByRole('button', { name: /^Add \d+ to my profile$/ }).click();
    await expect(page.getByText(MatchingMessages.prefillSaved)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The profile shows what was chosen, and nothing that was not.
    await expect(page.locator('#education')).toContainText('College of Engineering Pune');
    await expect(page.locator('#work')).toContainText('Software Engineer Intern at Sahyadri Softworks');
    const yourSkills = page.getByRole('list', { name: 'Your skills' });
    for (const added of ['Python', 'SQL', 'Power BI']) await expect(yourSkills).toContainText(added);
    await expect(yourSkills).not.toContainText('Docker');

    expect(errors).toEqual([]);
  });
});
