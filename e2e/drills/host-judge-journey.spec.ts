import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { linkFromNewestMail, submitLogin } from '../support/auth';
import { DEMO_EMPLOYER, verifiedCandidate } from '../support/candidates';
import { signInReturningTo, toastSaying, toastsGone } from '../support/journey';
import {
  collectPageErrors,
  currentTabOverhang,
  horizontalOverflow,
  waitForApp,
  waitForSettledPage,
} from '../support/page-health';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A 1×1 PNG: the upload check reads the file's signature, not its name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const expectNoSeriousViolations = async (page: Page) => {
  await waitForSettledPage(page);
  // Checked from the top: a control scrolled under the sticky header reads to axe as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A toast fading in or out is mid-way between its colours: the page is checked without it (spec §8 toasts).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('.MuiSnackbar-root').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Soft: the journey goes on to its end, and the test still fails with every violation listed.
  expect
    .soft(
      serious.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
      ),
      `accessibility of ${page.url()}`,
    )
    .toEqual([]);
};

const expectNoOverflow = async (page: Page, what: string) => {
  await waitForApp(page);
  expect(await horizontalOverflow(page), `${what} fits the screen`).toBe(0);
};

/** An instant as the browser's own `datetime-local` value (the page reads it in the browser's time zone). */
const localInput = (page: Page, at: number) =>
  page.evaluate((ms) => {
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, at);

/** A browser of its own for another person, at the same viewport as the host's. */
const newUserPage = async (browser: Browser, page: Page) => {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: test.info().project.name === 'mobile',
    hasTouch: test.info().project.name === 'mobile',
  });
  return { context, page: await context.newPage() };
};

/** A tab of the hackathon's host console (link tabs, scrollable on phones). */
const consoleTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hackathon sections' }).getByRole('tab', { name, exact: true });

/** A step of the journey, with how long it took as an annotation in the report (the journey is long: this shows where). */
const step = async (title: string, body: () => Promise<void>) => {
  const started = Date.now();
  await test.step(title, body);
  test
    .info()
    .annotations.push({ type: 'step', description: `${title}: ${((Date.now() - started) / 1000).toFixed(1)} s` });
};

test.describe('hackathons for hosts and judges', () => {
  // A click that cannot happen fails within seconds, naming the control, instead of at the journey's timeout.
  test.use({ actionTimeout: 20_000 });

  test('a host creates and publishes a hackathon with two phases and a rubric, a participant submits, two judges score, the host shortlists and publishes, and the participant downloads a certificate its page verifies', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const name = `Host Journey ${stamp}`;
    const custUrl = `host-journey-${stamp}`;
    const now = Date.now();

    // The people: two judges and a participant, each a fresh verified account (the only API use).
    const judges = [
      await verifiedCandidate(page.request, testInfo, { fullName: 'Meera', lastName: 'Iyer' }),
      await verifiedCandidate(page.request, testInfo, { fullName: 'Arjun', lastName: 'Deshpande' }),
    ];
    const participant = await verifiedCandidate(page.request, testInfo, { fullName: 'Kavya', lastName: 'Reddy' });

    let drillId = 0;
    await step('the host creates the hackathon, its phases, rubric and judges, and publishes it', async () => {
      await signInReturningTo(page, DEMO_EMPLOYER, '/console/hackathons/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Host a hackathon' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Host a hackathon' });
      await form.getByRole('textbox', { name: /^Name/ }).fill(name);
      // Leaving the name offers the custom URL made from it (free, as the name is new).
      await page.keyboard.press('Tab');
      await expect(form.getByRole('textbox', { name: /^Custom URL/ })).toHaveValue(custUrl);
      await form.getByRole('textbox', { name: /^Location/ }).fill('Online');
      await form.getByLabel(/^Starts/).fill(await localInput(page, now - 2 * HOUR));
      await form.getByLabel(/^Registration closes/).fill(await localInput(page, now + 2 * DAY));
      await form.getByLabel(/^Ends/).fill(await localInput(page, now + 4 * DAY));
      await form.getByRole('spinbutton', { name: /^Largest team/ }).fill('1');
      await form.locator('input[type="file"][data-testid="partner-logo-file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await expect(form.getByRole('img', { name: 'Logo preview' })).toBeVisible();
      await form
        .getByRole('textbox', { name: /^Description/ })
        .fill('<p>Ideas that help small farmers sell their harvest at a fair price.</p>');
      await form.getByRole('textbox', { name: /^Eligibility/ }).fill('<p>Students and professionals in India.</p>');
      await form.getByRole('spinbutton', { name: /^Total prize value/ }).fill('50000');
      await form.getByRole('button', { name: 'Add a prize' }).click();
      await form.getByRole('textbox', { name: /^Prize 1 title/ }).fill('Best idea');
      await form.getByRole('spinbutton', { name: /^Prize 1 value/ }).fill('50000');
      await expectNoOverflow(page, 'the new hackathon form');
      await form.getByRole('button', { name: 'Create draft' }).click();
      await expect(page).toHaveURL(/\/console\/hackathons\/\d+$/);
      drillId = Number(new URL(page.url()).pathname.split('/').pop());

      // Phases: the idea round is live now, the final round starts tomorrow.
      await consoleTab(page, 'Phases').click();
      await expect(page).toHaveURL(/\/phases$/);
      const phases = [
        { name: 'Idea round', kind: /Idea page/, start: now - HOUR, end: now + DAY },
        { name: 'Final round', kind: /Solution page/, start: now + DAY, end: now + 3 * DAY },
      ];
      for (const phase of phases) {
        await page.getByRole('button', { name: 'Add phase' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Add a phase' });
        await dialog.getByRole('textbox', { name: /^Name/ }).fill(phase.name);
        await dialog.getByRole('combobox', { name: /Participants submit on/ }).click();
        await page.getByRole('option', { name: phase.kind }).click();
        await dialog.getByLabel(/^Starts/).fill(await localInput(page, phase.start));
        await dialog.getByLabel(/^Ends/).fill(await localInput(page, phase.end));
        await dialog.getByRole('button', { name: 'Save phase' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('listitem', { name: new RegExp(phase.name) })).toBeVisible();
      }
      const ideaCard = page.getByRole('listitem', { name: /Idea round/ });
      await expect(ideaCard.getByText('Live', { exact: true })).toBeVisible();
      await ideaCard.getByRole('button', { name: 'Submission form of Idea round' }).click();
      await ideaCard.getByRole('button', { name: 'Add field' }).click();
      await ideaCard.getByRole('textbox', { name: /^Question/ }).fill('Your idea in a few lines');
      await ideaCard.getByRole('button', { name: 'Save submission form' }).click();
      await expect(ideaCard.getByText(/1 question/)).toBeVisible();
      await expectNoOverflow(page, 'the phases tab');

      // Judging: two judges invited by email, and the idea round's rubric (Innovation 50, Impact 50).
      await consoleTab(page, 'Judging').click();
      await expect(page).toHaveURL(/\/judging$/);
      for (const judge of judges) {
        await page.getByRole('button', { name: 'Invite judge' }).click();
        const dialog = page.getByRole('dialog', { name: 'Invite a judge' });
        await dialog.getByRole('textbox', { name: /^Email/ }).fill(judge.email);
        await dialog.getByRole('textbox', { name: /^Name/ }).fill(`${judge.fullName} ${judge.lastName}`);
        await dialog.getByRole('textbox', { name: /^College or company/ }).fill('Deccan Agri Labs');
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('list', { name: 'Judges' }).getByText(judge.email)).toBeVisible();
      }
      const criteria = page.getByRole('list', { name: 'Criteria' });
      await expect(criteria.getByRole('listitem')).toHaveCount(4);
      await page.getByRole('button', { name: 'Remove criterion 4' }).click();
      await page.getByRole('button', { name: 'Remove criterion 2' }).click();
      await expect(criteria.getByRole('listitem')).toHaveCount(2);
      await page.getByRole('textbox', { name: /^Criterion 1/ }).fill('Innovation');
      await page.getByRole('spinbutton', { name: 'Weight of criterion 1' }).fill('50');
      await page.getByRole('textbox', { name: /^Criterion 2/ }).fill('Impact');
      await page.getByRole('spinbutton', { name: 'Weight of criterion 2' }).fill('50');
      await expect(page.getByText('Weights add up to 100 of 100')).toBeVisible();
      await page.getByRole('spinbutton', { name: /Reviews per submission/ }).fill('2');
      await page.getByRole('button', { name: 'Save rubric and settings' }).click();
      await expect(toastSaying(page, /saved/i)).toBeVisible();
      await expectNoOverflow(page, 'the judging tab');

      // Publish: the checklist is complete, so it asks once.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Publish this hackathon?' });
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await page.goto(`/drills/${custUrl}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoOverflow(page, 'the public hackathon page');
    });

    const { context: participantContext, page: participantPage } = await newUserPage(browser, page);
    const participantErrors = collectPageErrors(participantPage);
    let dashboardUrl = '';
    await step('a participant registers and submits the idea', async () => {
      await signInReturningTo(participantPage, participant, `/drills/${custUrl}`);
      await participantPage.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(participantPage.getByRole('form', { name: `Registration for ${name}` })).toBeVisible();
      await participantPage.getByRole('dialog').getByRole('button', { name: 'Register', exact: true }).click();
      await expect(participantPage).toHaveURL(new RegExp(`/drills/participant-dashboard/${drillId}/\\d+$`));
      dashboardUrl = participantPage.url();
      await participantPage
        .getByRole('tab', { name: /Idea/ })
        .or(participantPage.getByRole('link', { name: /Idea round/ }))
        .first()
        .click();
      await expect(participantPage).toHaveURL(new RegExp(`/drills/participant-dashboard/${drillId}/\\d+/idea/\\d+$`));
      const idea = participantPage.getByRole('form', { name: 'Idea round submission' });
      await idea
        .getByRole('textbox', { name: /Your idea in a few lines/ })
        .fill('A missed-call price board: farmers dial a number and hear the day’s mandi prices in Marathi.');
      await idea.getByRole('button', { name: /^Submit / }).click();
      await participantPage.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(participantPage.getByText('Fingerprint (SHA-256)')).toBeVisible();
      await expectNoOverflow(participantPage, 'the idea page');
    });

    const judgePages: Page[] = [];
    const judgeErrors: string[][] = [];
    const judgeContexts: Awaited<ReturnType<typeof newUserPage>>['context'][] = [];
    await step('the judges accept their invitations and the host opens judging', async () => {
      for (const judge of judges) {
        const link = await linkFromNewestMail(page.request, judge.email, '/judging/invitations/');
        const { context, page: judgePage } = await newUserPage(browser, page);
        judgeContexts.push(context);
        judgePages.push(judgePage);
        judgeErrors.push(collectPageErrors(judgePage));
        await judgePage.goto(link);
        await waitForApp(judgePage);
        await expect(judgePage.getByRole('heading', { level: 1, name: `Judge ${name}` })).toBeVisible();
        await judgePage.getByRole('button', { name: 'Log in to accept' }).click();
        await submitLogin(judgePage, judge.email, judge.password);
        await toastsGone(judgePage);
        await judgePage.getByRole('button', { name: 'Accept invitation' }).click();
        await expect(judgePage).toHaveURL(/\/judging$/);
      }

      await page.goto(`/console/hackathons/${drillId}/judging`);
      await waitForApp(page);
      await expect(page.getByText('2 active judges')).toBeVisible();
      await expect(page.getByText('1 submitted submission')).toBeVisible();
      await page.getByRole('button', { name: 'Open judging' }).click();
      await page.getByRole('dialog', { name: 'Open judging?' }).getByRole('button', { name: 'Open judging' }).click();
      await expect(page.getByRole('button', { name: 'Close judging' })).toBeVisible();
    });

    const reviews = [
      {
        innovation: '8',
        impact: '7',
        feedback: 'A clear, cheap channel farmers already use; say how prices are kept fresh.',
      },
      {
        innovation: '6',
        impact: '9',
        feedback: 'Strong reach in villages; the pilot with one mandi should come first.',
      },
    ];
    await step('each judge scores the submission', async () => {
      for (const [i, judgePage] of judgePages.entries()) {
        const review = reviews[i]!;
        await judgePage.goto('/judging');
        await waitForApp(judgePage);
        await judgePage.getByRole('link', { name: `Review submissions of Idea round, ${name}` }).click();
        await expect(judgePage).toHaveURL(/\/judging\/phases\/\d+$/);
        await judgePage.getByRole('list', { name: 'Submissions assigned to you' }).getByRole('link').first().click();
        await expect(judgePage).toHaveURL(/\/judging\/assignments\/\d+$/);
        await judgePage
          .getByRole('radiogroup', { name: 'Innovation (weight 50)' })
          .getByRole('radio', { name: review.innovation, exact: true })
          .check();
        await judgePage
          .getByRole('radiogroup', { name: 'Impact (weight 50)' })
          .getByRole('radio', { name: review.impact, exact: true })
          .check();
        await judgePage.getByRole('textbox', { name: 'Written feedback' }).fill(review.feedback);
        if (i === 0) {
          await expectNoOverflow(judgePage, 'the scoring page');
          await expectNoSeriousViolations(judgePage);
        }
        await judgePage.getByRole('button', { name: 'Submit review' }).click();
        await expect(toastSaying(judgePage, /submitted/i)).toBeVisible();
      }
      for (const context of judgeContexts) await context.close();
    });

    await step(
      'the host closes judging and shortlists the top 1; the participant sees the feedback and the next phase',
      async () => {
        await page.reload();
        await waitForApp(page);
        await page.getByRole('button', { name: 'Close judging' }).click();
        await page
          .getByRole('dialog', { name: 'Close judging?' })
          .getByRole('button', { name: 'Close judging' })
          .click();
        await expect(page.getByRole('button', { name: 'Reopen judging' })).toBeVisible();

        await consoleTab(page, 'Results').click();
        await expect(page).toHaveURL(/\/results$/);
        await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
        const shortlist = page.getByRole('dialog', { name: 'Shortlist' });
        await shortlist.getByRole('spinbutton', { name: 'How many go on' }).fill('1');
        await shortlist.getByRole('button', { name: 'Shortlist 1 and tell everyone' }).click();
        await expect(shortlist).toHaveCount(0);
        await expectNoOverflow(page, 'the results tab');

        await participantPage.goto(dashboardUrl);
        await waitForApp(participantPage);
        const outcomes = participantPage.getByRole('region', { name: 'Your outcomes' });
        await expect(outcomes.getByText('Shortlisted — you go on to Final round')).toBeVisible();
        await expect(outcomes.getByText('Judge 1', { exact: true })).toBeVisible();
        await expect(outcomes.getByText('Judge 2', { exact: true })).toBeVisible();
        for (const r of reviews) await expect(outcomes.getByText(r.feedback)).toBeVisible();
        for (const judge of judges) {
          await expect(participantPage.getByText(judge.lastName)).toHaveCount(0);
        }
        // The next phase is on the dashboard's list of phases, for the participant to submit in tomorrow.
        await expect(
          participantPage.getByRole('region', { name: 'Phases' }).getByText('Final round').first(),
        ).toBeVisible();
        await expectNoOverflow(participantPage, 'the participant dashboard');
      },
    );

    await step(
      'the host publishes the results and issues merit certificates; the participant downloads theirs and its page verifies it',
      async () => {
        await page.getByRole('button', { name: 'Publish results' }).click();
        const publish = page.getByRole('dialog', { name: 'Publish results of Idea round' });
        await expect(publish.getByRole('spinbutton', { name: 'Rank for Best idea' })).toHaveValue('1');
        await publish.getByRole('button', { name: 'Publish results' }).click();
        await expect(publish).toHaveCount(0);

        await toastsGone(page);
        await consoleTab(page, 'Certificates').click();
        await expect(page).toHaveURL(/\/certificates$/);
        const merit = page.getByRole('region', { name: 'Merit' });
        await merit.getByRole('button', { name: 'Issue to 1 eligible' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Issue certificates' }).click();
        // The background queue makes the PDF and the credential; the list shows Ready once it has.
        await expect(async () => {
          await page.reload();
          await waitForApp(page);
          await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 60_000 });
        await expectNoOverflow(page, 'the certificates tab');
        // Opened at its own address, the menu scrolls its current tab, the last but one, into sight.
        await expect.poll(() => currentTabOverhang(page, 'Hackathon sections')).toBe(0);

        await participantPage.goto('/my-hackathons');
        await waitForApp(participantPage);
        await expect(participantPage.getByText('Your certificate is ready')).toBeVisible();
        await expectNoOverflow(participantPage, 'My Activities');

        await participantPage.goto(dashboardUrl);
        await waitForApp(participantPage);
        const certificates = participantPage.getByRole('list', { name: 'Your certificates' });
        const download = certificates.getByRole('link', { name: /^Download / }).first();
        await expect(download).toBeVisible();
        // The link opens the PDF in a new tab; a headless browser saves it instead, as a download of that tab.
        const downloaded = new Promise<Download>((resolve) => {
          participantPage.once('download', resolve);
          participantPage.context().once('page', (tab) => tab.once('download', resolve));
        });
        await download.click();
        const file = await Promise.race([
          downloaded,
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no PDF download within 30 s')), 30_000)),
        ]);
        expect(
          readFileSync(await file.path())
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-');

        await certificates.locator('a[href^="/certificates/"]').first().click();
        await expect(participantPage).toHaveURL(/\/certificates\/[^/]+$/);
        await expect(participantPage.getByRole('status').filter({ hasText: /^Valid/ })).toBeVisible();
        await expect(
          participantPage.getByRole('heading', { level: 1, name: `${participant.fullName} ${participant.lastName}` }),
        ).toBeVisible();
        await expect(participantPage.getByText(name).first()).toBeVisible();
        await expectNoOverflow(participantPage, 'the verification page');
        await expectNoSeriousViolations(participantPage);
      },
    );

    await participantContext.close();
    expect(errors).toEqual([]);
    expect(participantErrors).toEqual([]);
    expect(judgeErrors).toEqual([[], []]);
  });
});
