import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { authDialog, linkFromNewestMail, STRONG_PASSWORD, submitLogin, uniqueEmail } from '../support/auth';
import { verifiedCandidate } from '../support/candidates';
import { collectPageErrors, horizontalOverflow, waitForApp, waitForSettledPage } from '../support/page-health';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const progressOf = (page: Page, name: string) => page.getByRole('list', { name: new RegExp(`^Progress of ${name}:`) });

test.describe('referrals', () => {
  test('a friend signs up through the referral link and the referrer sees them move from joined to verified', async ({
    page,
    browser,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const referrer = await verifiedCandidate(page.request, testInfo, { fullName: 'Meera', lastName: 'Iyer' });

    await page.goto('/?type=login&returnUrl=%2Fmy-referrals');
    await waitForApp(page);
    await submitLogin(page, referrer.email, referrer.password);
    await expect(page).toHaveURL(/\/my-referrals$/);
    await expect(page.getByText('No friends have joined with your code yet')).toBeVisible();
    const code = (await page.getByTestId('referral-code').textContent())!.trim();
    const link = await page.getByRole('textbox', { name: 'Your invitation link' }).inputValue();
    expect(link).toContain(`?type=signup&ref=${code}`);

    // The friend, in a browser of their own, opens the link: sign-up with the code filled in.
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const friend = await friendContext.newPage();
    const friendEmail = uniqueEmail(testInfo, 'friend');
    const suffix = Math.random().toString(36).slice(2, 7);
    const friendName = `Ishaan${suffix}`;
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await waitForApp(friend);
    const form = authDialog(friend).getByRole('form', { name: 'Sign up' });
    await expect(form.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(code);
    await form.getByRole('textbox', { name: 'First Name' }).fill(friendName);
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Verma');
    await form.getByRole('textbox', { name: 'Contact Number' }).fill('9830012345');
    await form.getByRole('textbox', { name: 'Email' }).fill(friendEmail);
    await form.getByLabel(/^Password\b/).fill(STRONG_PASSWORD);
    await form.getByRole('radio', { name: 'Student' }).check();
    await form.getByRole('combobox', { name: /How did you hear about us/ }).selectOption('Others');
    await form.getByRole('checkbox', { name: /I agree to the/ }).check();
    await form.getByRole('button', { name: 'Join Us' }).click();
    await expect(authDialog(friend).getByRole('form', { name: 'Login' })).toBeVisible();

    // The referrer sees them joined, with a short name and a masked email.
    await page.reload();
    await expect(progressOf(page, `${friendName} V\\.`)).toBeVisible();
    await expect(progressOf(page, `${friendName} V\\.`)).toHaveAccessibleName(/1 of 4 milestones/);
    await expect(page.getByText(/^f\*\*\*\*@e\*\*\*\*\.in · Joined/)).toBeVisible();
    await expect(page.getByText(friendEmail)).toHaveCount(0);

    // The friend verifies the address from the mail; the referrer sees the second milestone.
    await friend.goto(await linkFromNewestMail(page.request, friendEmail, '/users/verify/'));
    await waitForApp(friend);
    await expect(friend.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await friendContext.close();

    await page.reload();
    await expect(progressOf(page, `${friendName} V\\.`)).toHaveAccessibleName(/2 of 4 milestones/);
    await waitForSettledPage(page);
    expect(await horizontalOverflow(page)).toBe(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
