import { expect, test } from '@playwright/test';
import { verifiedCandidate } from '../support/candidates';
import { mailWithInvite } from '../support/community';
import { attachmentBytes } from '../support/mail-attachments';
import { expectNoSeriousViolations, signInReturningTo } from '../support/journey';
import { collectPageErrors, horizontalOverflow } from '../support/page-health';

test.describe('community events', () => {
  test('a signed-in student opens an event from the home page, registers, sees it and gets the invite by mail', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    const student = await verifiedCandidate(page.request, testInfo, { fullName: 'Aditi', lastName: 'Deshpande' });
    await signInReturningTo(page, student, '/');

    const events = page.locator('#events');
    const first = events
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const topic = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/desc\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);

    const registration = page.getByRole('region', { name: 'Registration' });
    await registration.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(registration.getByText('You’re registered')).toBeVisible();
    // Kept by the server: still registered after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Registration' }).getByText('You’re registered')).toBeVisible();
    await expectNoSeriousViolations(page);

    const mail = await mailWithInvite(page.request, student.email, /^You are registered: /);
    expect(mail.subject).toBe(`You are registered: ${topic}`);
    const invite = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    const ics = (await attachmentBytes(page.request, invite)).toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.replace(/\r?\n /g, '').replace(/\\([,;])/g, '$1')).toContain(topic);
    expect(errors).toEqual([]);
  });
});
