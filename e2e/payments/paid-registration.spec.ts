import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { verifiedCandidate } from '../support/candidates';
import { attachmentBytes, mailWithAttachment } from '../support/mail-attachments';
import { expectNoSeriousViolations, signInReturningTo } from '../support/journey';
import { collectPageErrors, horizontalOverflow } from '../support/page-health';

/**
 * The seeded paid hackathon: ₹499 per participant (GST included), students only, registration open. Its promo
 * codes: CAMPUS20 (20 %, this hackathon) and DIWALI2026 (expired). FIRST50 is left alone: it has 10 uses, and
 * parallel runs on one server would use them up.
 */
const HACKATHON = 'Vidyaranya National Hackathon';
const SUCCESS_URL = /\/paymentstatus\/success\/drill\/\d+\?paymentId=[\w-]+$/;
const FAILURE_URL = /\/paymentstatus\/failure\/drill\/\d+\?paymentId=[\w-]+$/;
const CHECKOUT_URL = /\/wuepayments\/checkout\/[\w-]+$/;

const registrationDialog = (page: Page) => page.getByRole('dialog', { name: `Register for ${HACKATHON}` });

/**
 * Picks `option`, or else the first option not yet chosen, of one of the dialog's selects (the list opens outside
 * the dialog, in a popover). Never clicks a chosen option of a multiple select, which would unpick it.
 */
const choose = async (page: Page, field: RegExp, option?: string) => {
  await registrationDialog(page).getByRole('combobox', { name: field }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await (option ? options.filter({ hasText: option }) : options.filter({ hasNotText: /^$/ }))
    .and(page.getByRole('option', { selected: false }))
    .first()
    .click();
};

/** The hackathon's own questions for students who meet on campus (seeded: college, year, skills, T-shirt). */
const answerQuestions = async (page: Page, college: string) => {
  const form = registrationDialog(page).getByRole('form', { name: `Registration for ${HACKATHON}` });
  await form.getByRole('textbox', { name: /College or university/ }).fill(college);
  await choose(page, /Graduation year/);
  await choose(page, /Your skills/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await choose(page, /T-shirt size/, 'M');
};

/** The price box of the registration dialog: its total, always the server's. */
const totalOf = (page: Page) => registrationDialog(page).getByRole('region', { name: 'Price' });

/** On the local checkout page: the amount is the order's, and Pay settles it as Razorpay's handler would. */
const payAtLocalCheckout = async (page: Page, amount: string) => {
  await expect(page).toHaveURL(CHECKOUT_URL);
  const checkout = page.getByRole('region', { name: 'Elevate test payments' });
  await expect(checkout.getByText(amount).first()).toBeVisible();
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await expect(page.getByRole('heading', { level: 1, name: `You are registered for ${HACKATHON}` })).toBeVisible();
};

test.describe('paid hackathon registration', () => {
  test('a student applies a promo code to the server price, pays at the local checkout, is registered and gets the receipt by mail and as a download', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    const student = await verifiedCandidate(page.request, testInfo, { fullName: 'Meghana', lastName: 'Hegde' });
    await signInReturningTo(page, student, '/drills');

    const search = page.getByRole('search', { name: /Search hackathons/ });
    await search.getByRole('searchbox').fill('Vidyaranya');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: HACKATHON }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: HACKATHON })).toBeVisible();
    await page.getByRole('button', { name: 'Register · ₹499' }).click();

    // The price is the server's quote; a refused code says why under the field and leaves it unchanged.
    const dialog = registrationDialog(page);
    await expect(totalOf(page)).toContainText('Total₹499');
    await expect(totalOf(page)).toContainText('GST included');
    const promo = dialog.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('diwali2026');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(dialog.getByText('This promo code has expired.')).toBeVisible();
    await expect(totalOf(page)).toContainText('Total₹499');
    await promo.fill('CAMPUS20');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(dialog.getByText('Promo code CAMPUS20 applied.')).toBeVisible();
    await expect(totalOf(page)).toContainText('Promo code CAMPUS20− ₹99.80');
    await expect(totalOf(page)).toContainText('Total₹399.20');

    await answerQuestions(page, 'RV College of Engineering');
    await dialog.getByRole('button', { name: 'Pay ₹399.20' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await payAtLocalCheckout(page, '₹399.20');

    // The success page: what was paid, the receipt number, its PDF.
    const status = page.getByRole('region', { name: `You are registered for ${HACKATHON}` });
    await expect(status.getByText('₹399.20')).toBeVisible();
    const receiptNumber = (await status.getByText(/^[A-Z]+\/\d{4}-\d{2}\/\d+$/).textContent())!.trim();
    await expectNoSeriousViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    const download = page.waitForEvent('download');
    await status.getByRole('button', { name: 'Download receipt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`${receiptNumber.replace(/\//g, '-')}\\.pdf$`));
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The same PDF reaches their mailbox.
    const mail = await mailWithAttachment(page.request, student.email, `Your receipt for ${HACKATHON}`);
    expect(mail.text).toContain(receiptNumber);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf, 'a PDF attachment').toBeDefined();
    expect((await attachmentBytes(page.request, pdf!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The hackathon dashboard has them registered, and My info keeps the payment.
    await status.getByRole('link', { name: 'Go to your hackathon dashboard' }).click();
    await expect(page).toHaveURL(/\/drills\/participant-dashboard\/\d+\/\d+$/);
    await page.goto(`${new URL(page.url()).pathname}/my-info`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText(receiptNumber)).toBeVisible();
    await expect(payment.getByText('(promo code CAMPUS20)')).toBeVisible();
    // The expired code's quote answers 400 on purpose (the browser logs it); nothing else may go wrong.
    expect(errors.filter((e) => !/400 .*\/quote\?.*promoCode=DIWALI2026/.test(e))).toEqual([]);
  });

  test('a failed payment ends on the failure page, and Try again reopens the registration to pay and register', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    const student = await verifiedCandidate(page.request, testInfo, { fullName: 'Tejas', lastName: 'Gowda' });
    await signInReturningTo(page, student, '/drills');
    await page.getByRole('link', { name: HACKATHON }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: HACKATHON })).toBeVisible();
    const hackathonUrl = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Register · ₹499' }).click();
    await answerQuestions(page, 'BMS College of Engineering');
    await registrationDialog(page).getByRole('button', { name: 'Pay ₹499' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await page
      .getByRole('region', { name: 'Elevate test payments' })
      .getByRole('button', { name: 'Fail the payment' })
      .click();

    await expect(page).toHaveURL(FAILURE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeVisible();
    await expect(page.getByText(/No money was taken/)).toBeVisible();
    const tryAgain = page.getByRole('link', { name: 'Try again' });
    await expect(tryAgain).toHaveAttribute('href', `${hackathonUrl}?register=1`);
    await tryAgain.click();

    // Back on the hackathon with the dialog open by itself (the address then forgets ?register=1); the answers
    // are asked again and a new order is paid.
    await expect(registrationDialog(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${hackathonUrl}$`));
    await answerQuestions(page, 'BMS College of Engineering');
    await registrationDialog(page).getByRole('button', { name: 'Pay ₹499' }).click();
    await payAtLocalCheckout(page, '₹499');

    await page.goto(hackathonUrl);
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
