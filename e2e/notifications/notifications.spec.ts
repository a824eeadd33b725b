import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STUDENT, expectSignedInHeader, mailsTo, submitLogin, uniqueEmail } from '../support/auth';
import { collectPageErrors, horizontalOverflow, waitForApp } from '../support/page-health';

const DEMO_EMPLOYER = { email: 'employer@elevate.local', password: 'Employer@123' } as const;
const DEMO_ADMIN = { email: 'admin@elevate.local', password: 'Admin@1234' } as const;

interface ApiSession {
  headers: Record<string, string>;
  uid: number;
}

/** Signs in through the API (as another tab or device would) and answers the two headers of every call. */
const apiLogin = async (request: APIRequestContext, who: { email: string; password: string }): Promise<ApiSession> => {
  const res = await request.post('/api/wueusers/login', { data: { username: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, userDetails } = (await res.json()).result as { token: string; userDetails: { uid: number } };
  const authorization = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
  return { headers: { authorization, auth_uid: String(userDetails.uid) }, uid: userDetails.uid };
};

/** A seeded open job from the search, to share (not one another journey is posting and closing meanwhile). */
const someOpenJob = async (request: APIRequestContext) => {
  const res = await request.get('/api/jobs/search?limit=10&sort=newest');
  expect(res.ok()).toBe(true);
  const jobs = (await res.json()).result.data as { jobId: number; custUrl: string; jobTitle: string }[];
  const job = jobs.find((j) => !j.custUrl.startsWith('console-journey'));
  expect(job).toBeDefined();
  return job!;
};

const bell = (page: Page) => page.locator('nav[aria-label="Main"]').getByRole('button', { name: /^Notifications/ });

const signInThroughDialog = async (page: Page, who: { email: string; password: string }, isMobile: boolean) => {
  await page.goto('/?type=login');
  await waitForApp(page);
  await submitLogin(page, who.email, who.password);
  await expectSignedInHeader(page, isMobile);
};

test.describe('notifications', () => {
  test('a job shared with me rings the bell; the list shows it and Mark all as read clears the count', async ({
    page,
    isMobile,
  }) => {
    const errors = collectPageErrors(page);
    // The desktop and phone runs go side by side on one server: each has its own receiver, so one run's
    // "mark all as read" never clears the other's count.
    const receiver = isMobile ? DEMO_EMPLOYER : DEMO_STUDENT;
    const job = await someOpenJob(page.request);
    const sharer = await apiLogin(page.request, DEMO_ADMIN);
    const me = await apiLogin(page.request, receiver);
    // Start from nothing unread, whatever earlier runs left.
    await page.request.put('/api/notification', {
      headers: me.headers,
      data: { action: 'READALL', receiverUid: me.uid },
    });

    await signInThroughDialog(page, receiver, isMobile);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page)).toBeInViewport();

    const shared = await page.request.post('/api/jobs/feeds/sendinvitemail', {
      headers: sharer.headers,
      data: { jobId: job.jobId, emails: [receiver.email], message: 'Thought of you for this one.' },
    });
    expect(shared.status(), await shared.text()).toBe(200);

    // The bell asks again when the window regains focus (and every minute); a reload is the quickest way here.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell(page)).toContainText('1');

    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const item = popover.getByRole('link', { name: new RegExp(`^Unread Rohan Verma shared a job with you: `) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(job.jobTitle);
    await expect(item).toContainText('Thought of you for this one.');
    await expect(item).toContainText('just now');

    await popover.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(popover.getByTestId('unread-dot')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Opening the notification leads to the job.
    await bell(page).click();
    await popover
      .getByRole('link', { name: /shared a job with you/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.custUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();

    // See all: the full page, at this width, without sideways scrolling.
    await bell(page).click();
    await popover.getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('You are all caught up')).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: /shared a job with you/ }).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    // Mark one unread again from the page: the bell follows.
    await list
      .getByRole('button', { name: /^Mark as unread: Rohan Verma shared a job/ })
      .first()
      .click();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await page.getByRole('tab', { name: 'Unread (1)' }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect(await horizontalOverflow(page)).toBe(0);

    expect(errors).toEqual([]);
  });

  test('Share on a job page mails the job to a friend', async ({ page, isMobile }, testInfo) => {
    const errors = collectPageErrors(page);
    const job = await someOpenJob(page.request);
    const friend = uniqueEmail(testInfo, 'friend');
    await signInThroughDialog(page, DEMO_STUDENT, isMobile);

    await page.goto(`/jobs/${job.custUrl}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: /Share this job/ });
    await expect(dialog.getByRole('textbox', { name: 'Link to this job' })).toHaveValue(
      new RegExp(`/jobs/${job.custUrl}$`),
    );
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(friend);
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Apply before Friday!');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Job shared with 1 person')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect
      .poll(async () => (await mailsTo(page.request, friend)).map((m) => m.subject))
      .toEqual(['Aarav Sharma shared a job with you']);
    const [mail] = await mailsTo(page.request, friend);
    expect(mail!.text).toContain(`/jobs/${job.custUrl}`);
    expect(mail!.text).toContain('Aarav Sharma wrote: "Apply before Friday!"');
    expect(errors).toEqual([]);
  });
});
