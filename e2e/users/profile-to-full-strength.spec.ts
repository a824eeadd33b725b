import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectSignedInHeader, submitLogin } from '../support/auth';
import { TINY_PDF, verifiedCandidate } from '../support/candidates';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';

const SERIOUS = ['serious', 'critical'];
/** Spec §9: autocomplete lists are virtualised with row height 40, a list at most 250 px high and overscan 5. */
const AUTOCOMPLETE_ROW_HEIGHT = 40;
const AUTOCOMPLETE_MAX_HEIGHT = 250;
const AUTOCOMPLETE_OVERSCAN = 5;

/** A 64×40 PNG (not square, so the crop has work to do), drawn in the page's own canvas. */
const pngOf = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#3b3bc4';
    ctx.fillRect(0, 0, 64, 40);
    ctx.fillStyle = '#f5a623';
    ctx.fillRect(20, 8, 24, 24);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
};

/** Picks `option` from the MUI select labelled `label` inside `scope`. */
const choose = async (page: Page, scope: Locator, label: string | RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const strength = (page: Page) => page.getByRole('region', { name: 'Profile strength' });

/** The strength card's percent after a save (the completion query is refetched after every change). */
const expectStrength = async (page: Page, percent: number) =>
  expect(strength(page).getByText(`${percent}%`, { exact: true })).toBeVisible();

const saved = async (page: Page) => {
  await expect(page.getByText('Your profile is saved.').last()).toBeVisible();
};

test.describe('manage profile', () => {
  test('a new account goes from its first profile strength to 100 % through the page', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    const user = await verifiedCandidate(page.request, testInfo, { fullName: 'Kavya', lastName: 'Menon' });

    await page.goto('/manage-profile');
    await waitForApp(page);
    await submitLogin(page, user.email, user.password);
    await expectSignedInHeader(page, isMobile);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Profile' })).toBeVisible();
    await expectStrength(page, 0);
    // The welcome toast may still be fading in, between its colours: the page is checked without it.
    const { violations } = await new AxeBuilder({ page }).exclude('.MuiSnackbar-root').analyze();
    expect(violations.filter((v) => SERIOUS.includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    // Personal details and a link: +15 and +5.
    const personal = page.getByRole('form', { name: 'Personal details' });
    await personal.getByRole('textbox', { name: 'Current city' }).fill('Kochi');
    await choose(page, personal, 'State', 'Kerala');
    await personal.getByRole('textbox', { name: 'PIN code' }).fill('682001');
    await personal.getByRole('textbox', { name: 'Date of birth' }).fill('14-08-2001');
    await choose(page, personal, 'Gender', 'Female');
    await personal.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/kavya-menon');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await saved(page);
    await expectStrength(page, 20);

    // A picture, cropped to a square before it is uploaded: +5.
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'kavya.png',
      mimeType: 'image/png',
      buffer: await pngOf(page),
    });
    const crop = page.getByRole('dialog', { name: 'Crop your profile picture' });
    await crop.getByRole('button', { name: 'Save picture' }).click();
    await expect(crop).toBeHidden();
    await expectStrength(page, 25);

    // Education: +20.
    await page.getByRole('button', { name: 'Add education' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add education' });
    await choose(page, dialog, /Education level/, 'Graduation/Diploma');
    await dialog.getByRole('combobox', { name: /Institution/ }).fill('Cochin University of Science and Technology');
    await choose(page, dialog, /Start year/, '2020');
    await dialog.getByRole('button', { name: 'Save education' }).click();
    await expect(dialog).toBeHidden();
    await expectStrength(page, 45);

    // An internship: +10.
    await page.getByRole('button', { name: 'Add work experience' }).click();
    dialog = page.getByRole('dialog', { name: 'Add work experience' });
    await dialog.getByRole('textbox', { name: /Company/ }).fill('Kaveri Analytics');
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('Data Analyst Intern');
    await choose(page, dialog, /Employment type/, 'Internship');
    await dialog.getByRole('textbox', { name: /Start date/ }).fill('01-05-2023');
    await dialog.getByRole('textbox', { name: /End date/ }).fill('31-07-2023');
    await dialog.getByRole('button', { name: 'Save work experience' }).click();
    await expect(dialog).toBeHidden();
    await expectStrength(page, 55);

    // A project: +10.
    await page.getByRole('button', { name: 'Add project' }).click();
    dialog = page.getByRole('dialog', { name: 'Add project' });
    await dialog.getByRole('textbox', { name: /Project title/ }).fill('Monsoon rainfall dashboard');
    await dialog.getByRole('button', { name: 'Save project' }).click();
    await expect(dialog).toBeHidden();
    await expectStrength(page, 65);

    // Skills: the suggestion list holds hundreds of names but renders only its 250 px window and the overscan.
    const many = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, name: `Skill ${String(i).padStart(3, '0')}` }));
    await page.route(/\/api\/skills\/?\?initialLetters=sk/i, (route) =>
      route.fulfill({
        json: { httpStatus: 200, result: { data: many, totalRecordCount: many.length, totalRecords: many.length } },
      }),
    );
    const skillInput = page.getByRole('combobox', { name: 'Add a skill' });
    await skillInput.fill('Sk');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    const window = Math.ceil(AUTOCOMPLETE_MAX_HEIGHT / AUTOCOMPLETE_ROW_HEIGHT) + 1 + 2 * AUTOCOMPLETE_OVERSCAN;
    expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(window);
    expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(AUTOCOMPLETE_MAX_HEIGHT + 20);
    await listbox.getByRole('option', { name: 'Skill 000' }).click();
    await page.unroute(/\/api\/skills\/?\?initialLetters=sk/i);
    for (const name of ['Python', 'Power BI']) {
      await skillInput.fill(name);
      await skillInput.press('Enter');
    }
    const skills = page.getByRole('list', { name: 'Your skills' });
    await expect(skills.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Save skills' }).click();
    await saved(page);
    await expectStrength(page, 80);

    // A resume (a PDF by content): +15.
    await page
      .getByLabel('Resume file')
      .setInputFiles({ name: 'Kavya-Menon.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect(page.getByText('Kavya-Menon.pdf')).toBeVisible();
    await expectStrength(page, 95);

    // A certification: +5, and the profile is complete.
    await page.getByRole('button', { name: 'Add item' }).click();
    dialog = page.getByRole('dialog', { name: 'Add item' });
    await choose(page, dialog, /Kind/, 'Certification');
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('Google Data Analytics Certificate');
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog).toBeHidden();
    await expectStrength(page, 100);

    // The header shows the same number as the page.
    if (isMobile) await page.locator('nav[aria-label="Main"]').getByRole('button', { name: 'Open menu' }).click();
    else await page.locator('nav[aria-label="Main"]').getByRole('button', { name: 'My Dashboard' }).click();
    await expect(page.getByRole('progressbar', { name: 'Profile strength' }).first()).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(errors).toEqual([]);
  });
});
