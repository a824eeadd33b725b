import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { apiSession, resultOf, TINY_PDF, verifiedCandidate } from '../support/candidates';
import { expectNoSeriousViolations, signInReturningTo } from '../support/journey';
import { collectPageErrors, horizontalOverflow } from '../support/page-health';

/** A seeded team hackathon (2–4 members) whose registration is open and whose idea and prototype rounds are both open. */
const HACKATHON = { name: 'Godavari Health Innovation Sprint', custUrl: 'godavari-health-innovation-sprint' };

/** Fills the hackathon's own registration questions (seeded: You are a, College or company, Your skills). */
const register = async (page: Page, organisation: string) => {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const form = page.getByRole('form', { name: `Registration for ${HACKATHON.name}` });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: /You are a/ }).click();
  await page.getByRole('option', { name: 'Student' }).click();
  await form.getByRole('textbox', { name: /College or company/ }).fill(organisation);
  await form.getByRole('combobox', { name: /Your skills/ }).click();
  await page.getByRole('option', { name: 'React' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/drills\/participant-dashboard\/\d+\/\d+$/);
};

const newUserPage = async (browser: Browser, page: Page) => {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  return { context, page: await context.newPage() };
};

const registeredThroughApi = async (page: Page, testInfo: TestInfo, name: { fullName: string; lastName: string }) => {
  const user = await verifiedCandidate(page.request, testInfo, name);
  const headers = await apiSession(page.request, user);
  const drill = await resultOf<{ drillId: number }>(
    await page.request.get(`/api/drills?drillId=${HACKATHON.custUrl}`),
    'hackathon',
  );
  const participation = await resultOf<{ participantId: number }>(
    await page.request.post(`/api/drills/${drill.drillId}/participate`, {
      headers,
      data: {
        answers: { currentStatus: 'Student', organisation: 'NIT Warangal', skills: ['UI Design'] },
        lookingForTeam: true,
        pitch: 'I design clinic workflows that work on basic phones.',
      },
    }),
    'register',
  );
  return { user, headers, drillId: drill.drillId, participantId: participation.participantId };
};

test.describe('hackathons for participants', () => {
  test('a participant finds a hackathon, registers with its questions, forms a team a friend joins by code, submits an idea and a solution with a file, and follows it in My Activities', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const lead = await verifiedCandidate(page.request, testInfo, { fullName: 'Aditi', lastName: 'Menon' });
    await signInReturningTo(page, lead, '/drills');

    // Search and filter to the hackathon; the filters live in the address.
    const search = page.getByRole('search', { name: /Search hackathons/ });
    await search.getByRole('searchbox').fill('health');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=health/);
    if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
    // The listing re-renders from the address, so click and read the outcome rather than check().
    await page.getByRole('checkbox', { name: /^Live/ }).click();
    if (isMobile) await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]status=live/);
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('link', { name: HACKATHON.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/drills/${HACKATHON.custUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: HACKATHON.name })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);

    // Register with the hackathon's own questions, then create a team on the participant dashboard.
    await register(page, 'IIIT Hyderabad');
    const teamName = `Sehat Setu ${Math.random().toString(36).slice(2, 6)}`;
    const createForm = page.getByRole('form', { name: 'Create a team' });
    await createForm.getByRole('textbox', { name: 'Team name' }).fill(teamName);
    await expect(page.getByText(/is available|is free/i)).toBeVisible();
    await createForm.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(teamName).first()).toBeVisible();
    await expect(createForm).toHaveCount(0);
    const inviteCode = (await page.getByLabel('Invite code', { exact: true }).textContent())!.trim();
    expect(inviteCode).toMatch(/^[A-Za-z0-9]{6,}$/);
    const dashboardUrl = page.url();
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);

    // A friend, in a browser of their own, registers and joins the team with the code.
    const friendUser = await verifiedCandidate(page.request, testInfo, { fullName: 'Kabir', lastName: 'Shah' });
    const friend = await newUserPage(browser, page);
    await signInReturningTo(friend.page, friendUser, `/drills/${HACKATHON.custUrl}`);
    await register(friend.page, 'Osmania University');
    const join = friend.page.getByRole('form', { name: 'Join with an invite code' });
    await join.getByRole('textbox', { name: 'Invite code' }).fill(inviteCode);
    await join.getByRole('button', { name: 'Find team' }).click();
    await friend.page.getByRole('button', { name: new RegExp(`^Join ${teamName}|^Join team`) }).click();
    await expect(friend.page.getByText(teamName).first()).toBeVisible();
    await friend.context.close();

    await page.reload();
    await expect(page.getByText('Kabir Shah').first()).toBeVisible();

    // The idea: a problem statement, the round's questions, a final submit and its receipt.
    await page
      .getByRole('tab', { name: /Idea/ })
      .or(page.getByRole('link', { name: /Idea/ }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/idea\/\d+$/);
    await page.getByRole('radio').first().check();
    const idea = page.getByRole('form', { name: /Idea submission submission/ });
    await idea.getByRole('textbox', { name: /Idea title/ }).fill('Missed-dose reminders by IVR in Telugu');
    await idea
      .getByRole('textbox', { name: /The problem and who has it/ })
      .fill('Patients at rural PHCs miss follow-ups.');
    await idea
      .getByRole('textbox', { name: /Your approach/ })
      .fill('Voice calls in the patient’s language, scheduled by ASHA workers.');
    await idea.getByRole('button', { name: /^Submit / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Fingerprint (SHA-256)')).toBeVisible();
    await expectNoSeriousViolations(page);

    // The prototype: a link, a summary and a file.
    await page.goto(dashboardUrl);
    await page
      .getByRole('tab', { name: /prototype/i })
      .or(page.getByRole('link', { name: /prototype/i }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/solution\/\d+$/);
    await page.getByRole('radio').first().check();
    const solution = page.getByRole('form', { name: /prototype submission/i });
    await solution.getByRole('textbox', { name: /Code repository/ }).fill('https://github.com/sehat-setu/ivr');
    await solution
      .getByRole('textbox', { name: /What you built/ })
      .fill('An IVR flow with reminders and a dashboard for PHCs.');
    await solution
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect(solution.getByText(/deck\.pdf|Uploaded PDF file/)).toBeVisible();
    await solution.getByRole('button', { name: /^Submit / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Fingerprint (SHA-256)')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    // My Activities and the dashboard show the hackathon.
    await page.goto('/my-hackathons');
    await expect(page.getByRole('link', { name: new RegExp(HACKATHON.name) }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto('/my-dashboard');
    await expect(page.getByText(HACKATHON.name).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the teammate finder invites someone looking for a team, who accepts from the notification', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    // A retry meets the first try's seeker in the finder too: each try looks for someone of its own name.
    const lastName = ['Rao', 'Menon', 'Bhat'][testInfo.retry % 3] ?? 'Rao';
    const seekerName = `Nandini ${lastName}`;
    const seeker = await registeredThroughApi(page, testInfo, { fullName: 'Nandini', lastName });

    const lead = await verifiedCandidate(page.request, testInfo, { fullName: 'Farhan', lastName: 'Qureshi' });
    await signInReturningTo(page, lead, `/drills/${HACKATHON.custUrl}`);
    await register(page, 'JNTU Kakinada');
    const teamName = `Arogya ${Math.random().toString(36).slice(2, 6)}`;
    const createForm = page.getByRole('form', { name: 'Create a team' });
    await createForm.getByRole('textbox', { name: 'Team name' }).fill(teamName);
    await createForm.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(teamName).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Teammate finder' }).click();
    await expectNoSeriousViolations(page);
    await page.getByRole('searchbox', { name: /Skill/ }).fill('UI Design');
    await page.getByRole('searchbox', { name: /Skill/ }).press('Enter');
    await page.getByRole('button', { name: `Invite ${seekerName}` }).click();
    const invite = page.getByRole('dialog', { name: `Invite ${seekerName}` });
    await invite
      .getByRole('textbox', { name: 'A short note (optional)' })
      .fill('We need a designer for the IVR flows.');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${seekerName}`, { exact: false }).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // The invited participant accepts from the notification.
    const invited = await newUserPage(browser, page);
    await signInReturningTo(invited.page, seeker.user, '/notifications');
    await invited.page.getByText(new RegExp(teamName)).first().click();
    await expect(invited.page).toHaveURL(/\/drills\/participant-dashboard\/\d+\/\d+/);
    await invited.page
      .getByRole('button', { name: /^Accept/ })
      .first()
      .click();
    await expect(invited.page.getByText(teamName).first()).toBeVisible();
    await expect(invited.page.getByText('Farhan Qureshi').first()).toBeVisible();
    await invited.context.close();
    expect(errors).toEqual([]);
  });
});
