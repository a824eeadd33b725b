import { expect, test } from '@playwright/test';
import {
  authDialog,
  DEMO_STUDENT,
  expectSignedInHeader,
  linkFromNewestMail,
  mailsTo,
  signUpThroughDialog,
  STRONG_PASSWORD,
  submitLogin,
  uniqueEmail,
} from '../support/auth';
import { waitForApp } from '../support/page-health';

test.describe('account journeys', () => {
  test('a new account is verified from the mailed link, then logs in to the dashboard', async ({
    page,
    isMobile,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'signup');
    await signUpThroughDialog(page, email);

    const verifyPath = await linkFromNewestMail(page.request, email, '/users/verify/');
    await page.goto(verifyPath);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Your email is verified');

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(authDialog(page)).toBeVisible();
    await submitLogin(page, email, STRONG_PASSWORD);

    await expect(page).toHaveURL(/\/my-dashboard$/);
    await expect(page.getByRole('region', { name: 'Get started on Elevate' })).toBeVisible();
    await expectSignedInHeader(page, isMobile);
  });

  test('a protected route opened signed out asks to log in and returns there afterwards', async ({ page }) => {
    await page.goto('/settings');
    await waitForApp(page);
    await expect(page).toHaveURL(/[?&]type=login/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/settings');
    await expect(authDialog(page).getByRole('form', { name: 'Login' })).toBeVisible();

    await submitLogin(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(authDialog(page)).toBeHidden();
  });

  test('a forgotten password is reset from the mailed link, which then works only once', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'reset');
    const newPassword = 'Moon$Tide73q';
    await signUpThroughDialog(page, email);
    await page.goto(await linkFromNewestMail(page.request, email, '/users/verify/'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    await page.goto('/?type=resetpassword');
    await waitForApp(page);
    const dialog = authDialog(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
    await expect(dialog.getByText(email, { exact: true })).toBeVisible();

    const resetPath = await linkFromNewestMail(page.request, email, '/resetpassword/');
    await page.goto(resetPath);
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Confirm new password/).fill(newPassword);
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    // The old password is refused, the new one gets in.
    await page.goto('/?type=login');
    await waitForApp(page);
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(authDialog(page).getByText('Invalid email or password')).toBeVisible();
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/my-dashboard$/);

    // The same link a second time no longer works.
    await page.goto(resetPath);
    await waitForApp(page);
    await form.getByLabel(/^New password/).fill('Sun&Leaf58w');
    await form.getByLabel(/^Confirm new password/).fill('Sun&Leaf58w');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  });

  test('logging in unverified offers to re-send the verification mail, which sends another', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'unverified');
    await signUpThroughDialog(page, email);
    await expect.poll(async () => (await mailsTo(page.request, email)).length).toBe(1);

    // The dialog turned to login with the new address filled in.
    await submitLogin(page, email, STRONG_PASSWORD);
    const dialog = authDialog(page);
    await expect(dialog.getByText('User email is not verified')).toBeVisible();
    await dialog.getByRole('button', { name: 'Re-send verification email' }).click();

    await expect.poll(async () => (await mailsTo(page.request, email)).length).toBe(2);
    await expect(page).not.toHaveURL(/\/my-dashboard/);
  });

  test('a session whose token has expired opens the session-expired dialog on the next route', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?type=login');
    await waitForApp(page);
    await submitLogin(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await expect(page).toHaveURL(/\/my-dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The token lives 8 hours. Timers due in those hours may open a dialog of their own, so the click is
    // dispatched to the link rather than aimed at its position on screen.
    await page.clock.fastForward('09:00:00');
    await page.getByRole('link', { name: 'Elevate home' }).first().dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible();
  });
});
