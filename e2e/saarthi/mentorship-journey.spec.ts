import { expect, test, type Page } from '@playwright/test';
import { verifiedCandidate } from '../support/candidates';
import { DEMO_ADMIN, mailWithInvite, secondBrowser } from '../support/community';
import { attachmentBytes } from '../support/mail-attachments';
import { expectNoSeriousViolations, signInReturningTo } from '../support/journey';
import { collectPageErrors, horizontalOverflow } from '../support/page-health';

/** Letters only, unique per call: the directory and the admins' queue find this person by name. */
const uniqueSurname = (base: string) =>
  `${base} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const expectHealthy = async (page: Page) => {
  await expectNoSeriousViolations(page);
  expect(await horizontalOverflow(page)).toBe(0);
};

test.describe('Saarthi mentoring', () => {
  test('a new member applies, an admin approves, a student requests, the mentor accepts, a session is booked with an invite, and both give feedback', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const errors = collectPageErrors(page);
    const mentorName = { fullName: 'Vikram', lastName: uniqueSurname('Menon') };
    const studentName = { fullName: 'Priya', lastName: uniqueSurname('Nair') };
    const mentor = await verifiedCandidate(page.request, testInfo, mentorName);
    const student = await verifiedCandidate(page.request, testInfo, studentName);
    const mentorFull = `${mentorName.fullName} ${mentorName.lastName}`;
    const studentFull = `${studentName.fullName} ${studentName.lastName}`;

    await test.step('the new member applies on /becomeasaarthi', async () => {
      await signInReturningTo(page, mentor, '/becomeasaarthi');
      const form = page.getByRole('form', { name: 'Saarthi profile' });
      await form
        .getByRole('textbox', { name: 'Headline' })
        .fill('Backend engineer helping freshers into product roles');
      await form.getByRole('combobox', { name: 'Domains you mentor in' }).click();
      await page.getByRole('option', { name: 'Software engineering' }).click();
      await page.keyboard.press('Escape');
      await form.getByRole('textbox', { name: 'Company' }).fill('Infosys');
      await form.getByRole('textbox', { name: 'Designation' }).fill('Senior Software Engineer');
      await form.getByRole('spinbutton', { name: 'Years of experience' }).fill('7');
      await form
        .getByRole('textbox', { name: 'LinkedIn profile' })
        .fill('https://www.linkedin.com/in/vikram-menon-e2e');
      await form
        .getByRole('textbox', { name: 'What you can help with' })
        .fill('System design interviews, Java and Spring Boot, moving from services to product companies.');
      await expectHealthy(page);
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByText('Your application is being reviewed.')).toBeVisible();
    });

    await test.step('an admin approves the application', async () => {
      const admin = await secondBrowser(browser, testInfo);
      await signInReturningTo(admin, DEMO_ADMIN, `/console/admin/saarthi?q=${encodeURIComponent(mentorName.lastName)}`);
      await expect(admin.getByText(mentorFull).first()).toBeVisible();
      await admin.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: `Approve ${mentorFull}?` });
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText('No applications match your search')).toBeVisible();
      await admin.context().close();
    });

    await test.step('the mentor sets weekly availability in their settings', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your Saarthi profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a window on Monday' }).click();
      await page.getByRole('button', { name: 'Add a window on Thursday' }).click();
      const saved = page.waitForResponse((r) => /availability/.test(r.url()) && r.request().method() !== 'GET');
      await page.getByRole('button', { name: 'Save availability' }).click();
      expect((await saved).ok()).toBe(true);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Remove Monday 18:00–20:00' })).toBeVisible();
    });

    const studentPage = await secondBrowser(browser, testInfo);
    const studentErrors = collectPageErrors(studentPage);
    let workspace = '';
    await test.step('a student finds the mentor on /saarthi and requests mentorship', async () => {
      await signInReturningTo(studentPage, student, '/saarthi');
      await expectHealthy(studentPage);
      const search = studentPage.getByRole('search', { name: 'Find a mentor' });
      await search.getByRole('searchbox', { name: 'Search mentors' }).fill(mentorName.lastName);
      await search.getByRole('searchbox', { name: 'Search mentors' }).press('Enter');
      await studentPage
        .getByRole('list', { name: 'Mentors' })
        .getByRole('link', { name: new RegExp(mentorFull) })
        .click();
      await expect(studentPage.getByRole('heading', { level: 1, name: mentorFull })).toBeVisible();
      await expectHealthy(studentPage);
      await studentPage.getByRole('button', { name: 'Request mentorship' }).click();
      const dialog = studentPage.getByRole('dialog', { name: `Request mentorship from ${mentorFull}` });
      await dialog
        .getByRole('textbox', { name: 'About you and what you need' })
        .fill('Final-year CSE student at PES University, preparing for backend roles at product companies.');
      await dialog.getByRole('textbox', { name: 'A goal' }).fill('Crack a product-based company interview');
      await dialog.getByRole('button', { name: 'Add goal' }).click();
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(studentPage).toHaveURL(/\/saarthi\/mentorships\/\d+$/);
      workspace = new URL(studentPage.url()).pathname;
      await expect(studentPage.getByText(`Waiting for ${mentorFull} to answer your request.`)).toBeVisible();
    });

    await test.step('the mentor accepts on /saarthi/mentorships', async () => {
      await page.goto('/saarthi/mentorships');
      const waiting = page.getByRole('region', { name: 'Waiting for your answer' });
      await expect(waiting.getByRole('link', { name: studentFull })).toBeVisible();
      await expectHealthy(page);
      await waiting.getByRole('button', { name: 'Accept' }).click();
      await expect(
        page.getByRole('region', { name: 'As a mentor' }).getByRole('link', { name: studentFull }),
      ).toBeVisible();
    });

    await test.step('the student books a session and the mail carries invite.ics', async () => {
      await studentPage.goto(workspace);
      await studentPage.getByRole('button', { name: 'Book a session' }).click();
      const booking = studentPage.getByRole('region', { name: 'Book a session' });
      const slot = booking.getByRole('group').first().getByRole('button').first();
      const time = (await slot.textContent())!.trim();
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      await booking.getByRole('textbox', { name: 'Agenda (optional)' }).fill('Mock system design round');
      await booking.getByRole('button', { name: 'Book session' }).click();
      await expect(booking).toBeHidden();
      await expect(studentPage.getByText('Agenda: Mock system design round')).toBeVisible();
      await expect(
        studentPage.getByText(new RegExp(`, ${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*–`)),
      ).toBeVisible();
      await expectHealthy(studentPage);

      const mail = await mailWithInvite(studentPage.request, student.email, /^Saarthi session booked for /);
      const invite = mail.attachments.find((a) => a.filename === 'invite.ics') ?? mail.attachments[0]!;
      expect(invite.contentType).toContain('text/calendar');
      const ics = (await attachmentBytes(studentPage.request, invite)).toString('utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('BEGIN:VEVENT');
    });

    await test.step('the student marks the mentorship completed and both give feedback', async () => {
      await studentPage.getByRole('button', { name: 'Mark completed' }).click();
      await studentPage
        .getByRole('dialog', { name: 'Mark this mentorship completed?' })
        .getByRole('button', { name: 'Mark completed' })
        .click();
      const studentFeedback = studentPage.getByRole('form', { name: 'Your feedback' });
      await studentFeedback.locator('label').filter({ hasText: '5 Stars' }).click();
      await studentFeedback.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear, patient and practical.');
      await studentFeedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(studentPage.getByRole('heading', { name: 'From the mentee (you)' })).toBeVisible();

      await page.goto(workspace);
      const mentorFeedback = page.getByRole('form', { name: 'Your feedback' });
      await expect(page.getByRole('heading', { name: 'From the mentee' })).toBeVisible();
      await mentorFeedback.locator('label').filter({ hasText: '4 Stars' }).click();
      await mentorFeedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByRole('heading', { name: 'From the mentor (you)' })).toBeVisible();
      await expect(page.getByText('Clear, patient and practical.')).toBeVisible();
      await expectHealthy(page);
    });
    await studentPage.context().close();
    expect(errors).toEqual([]);
    expect(studentErrors).toEqual([]);
  });
});
