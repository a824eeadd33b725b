import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readOutbox, SALES_MAILBOX } from '../support/mailbox';
import { waitForApp } from '../support/page-health';

/** Data no other test or project on the same server uses. */
const uniqueSender = (testInfo: TestInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    name: 'Ishita Banerjee',
    email: `e2e-${tag}@example.in`,
    mobile: '9830012345',
    message: `Placement drive for 300 students in March (${tag}).`,
  };
};

type Sender = ReturnType<typeof uniqueSender>;

const fillContactForm = async (page: Page, scope: Locator, sender: Sender, purpose?: string) => {
  await scope.getByRole('textbox', { name: 'Full Name' }).fill(sender.name);
  await scope.getByRole('textbox', { name: 'Email' }).fill(sender.email);
  await scope.getByRole('textbox', { name: 'Contact Number' }).fill(sender.mobile);
  if (purpose) {
    await scope.getByRole('combobox', { name: /Purpose/ }).click();
    await page.getByRole('option', { name: purpose }).click();
    await expect(scope.getByRole('combobox', { name: /Purpose/ })).toHaveText(purpose);
  }
  await scope.getByRole('textbox', { name: 'Message' }).fill(sender.message);
};

/**
 * Both mails of a contact message: the whole message to the sales mailbox, and to the sender an
 * acknowledgement that quotes nothing they wrote (an address typed into a form has proved nothing:
 * docs/decisions/021).
 */
const expectMailsFor = async (page: Page, sender: Sender, source: string) => {
  await expect
    .poll(async () => {
      const mails = await readOutbox(page.request);
      const toSender = mails.filter((m) => m.to === sender.email);
      return {
        toSales: mails.some(
          (m) => m.to === SALES_MAILBOX && m.text.includes(sender.message) && m.text.includes(`Source: ${source}`),
        ),
        toSender: toSender.length === 1,
        quotesSender: toSender.some((m) => m.text.includes(sender.message) || m.text.includes(sender.name)),
      };
    })
    .toEqual({ toSales: true, toSender: true, quotesSender: false });
};

const successToast = (page: Page) => page.getByRole('alert').filter({ hasText: 'Message sent successfully' });

test.describe('contact us page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contactus');
    await waitForApp(page);
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  });

  test('sending an empty form names every mandatory field', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const text of [
      'Full Name is mandatory field !',
      'Email is mandatory field !',
      'Contact Number is mandatory field !',
      'Message is mandatory field !',
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a malformed email and mobile number are called out', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Email' }).fill('ishita@');
    await form.getByRole('textbox', { name: 'Contact Number' }).fill('12345');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Invalid Email Id !', { exact: true })).toBeVisible();
    await expect(form.getByText('Invalid Mobile Number !', { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid message is sent, confirmed, and mailed to sales, and acknowledged to the sender without quoting them', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillContactForm(page, form, sender, 'Campus partnership');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(successToast(page)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expectMailsFor(page, sender, 'contactus');
  });
});

test.describe('contact-sales dialog', () => {
  test('Request a demo on /employer opens the dialog, sends the message and closes', async ({
    page,
    isMobile,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await page.goto('/employer');
    await waitForApp(page);
    const nav = page.locator('nav[aria-label="Main"]');
    if (isMobile) {
      await nav.getByRole('button', { name: 'More pages' }).click();
      await page.getByRole('menuitem', { name: 'Request a demo' }).click();
    } else {
      await nav.getByRole('button', { name: 'Request a demo' }).click();
    }

    const dialog = page.getByRole('dialog', { name: 'We are always ready to serve you' });
    await expect(dialog).toBeVisible();
    // The purpose comes filled in from where the dialog was opened.
    await expect(dialog.getByRole('combobox', { name: /Purpose/ })).toHaveText('Hiring freshers or interns');
    await fillContactForm(page, dialog, sender);
    await dialog.getByRole('button', { name: 'Send message' }).click();

    // The toast hides itself after 2 s, so look for it first.
    await expect(successToast(page)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectMailsFor(page, sender, 'employer');
  });

  test('the dialog closes with its close button without sending', async ({ page }) => {
    await page.goto('/employer');
    await waitForApp(page);
    await page.getByRole('main').getByRole('button', { name: 'Request a demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'We are always ready to serve you' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
