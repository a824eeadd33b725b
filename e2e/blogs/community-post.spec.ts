import { expect, test, type Page } from '@playwright/test';
import { apiSession, resultOf, verifiedCandidate } from '../support/candidates';
import { DEMO_ADMIN, runTag, secondBrowser } from '../support/community';
import { expectNoSeriousViolations, signInReturningTo } from '../support/journey';
import { collectPageErrors, horizontalOverflow } from '../support/page-health';

/** A seeded post by the demo writer Ananya Rao, with a seeded thread. */
const POST = 'How to write a fresher resume that actually gets shortlisted';
const POST_PATH = '/blogs/fresher-resume-that-gets-shortlisted';
const REMOVED = 'This comment was removed by a moderator';

/** The thread's comment whose own text is `text` (its article, without the replies nested under it). */
const commentWith = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Comments' }).getByRole('article').filter({ hasText: text });

test.describe('a post and its discussion', () => {
  test('a reader reacts, comments and replies, reports a comment, an admin hides it and the thread shows it removed with the reply kept', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const tag = runTag(testInfo);
    // Someone else has commented already (through the API: this journey is the reader's).
    const other = await verifiedCandidate(page.request, testInfo, { fullName: 'Sneha', lastName: 'Iyer' });
    const blogs = await resultOf<{ data: Array<{ blogId: number; title: string }> }>(
      await page.request.get('/api/blogs?limit=20'),
      'posts',
    );
    const blogId = blogs.data.find((b) => b.title === POST)!.blogId;
    const spam = `Earn ₹50,000 a week from home, message me ${tag}`;
    await resultOf(
      await page.request.post('/api/blogs/comments', {
        headers: await apiSession(page.request, other),
        data: { blogId, parentId: null, body: spam },
      }),
      'the other reader comments',
    );

    const reader = await verifiedCandidate(page.request, testInfo, { fullName: 'Rohan', lastName: 'Kulkarni' });
    await test.step('the reader finds the post on /blogs', async () => {
      await signInReturningTo(page, reader, '/blogs');
      await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
      await expectNoSeriousViolations(page);
      expect(await horizontalOverflow(page)).toBe(0);
      await page
        .getByRole('list', { name: 'Posts' })
        .getByRole('link', { name: new RegExp(POST) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
      await expect(page.getByRole('heading', { level: 1, name: POST })).toBeVisible();
      await expect(commentWith(page, spam)).toBeVisible();
      await expectNoSeriousViolations(page);
      expect(await horizontalOverflow(page)).toBe(0);
    });

    await test.step('reacts to the post', async () => {
      const insightful = page
        .getByRole('group', { name: 'Reactions' })
        .first()
        .getByRole('button', {
          name: /^Insightful, \d+$/,
        });
      const before = Number((await insightful.getAttribute('aria-label'))!.split(', ')[1]);
      await insightful.click();
      await expect(insightful).toHaveAttribute('aria-pressed', 'true');
      await expect(insightful).toHaveAttribute('aria-label', `Insightful, ${before + 1}`);
      // Kept by the server: still pressed after a reload.
      await page.reload();
      await expect(
        page
          .getByRole('group', { name: 'Reactions' })
          .first()
          .getByRole('button', { name: /^Insightful, / }),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    const mine = `Quantified project outcomes helped me too (${tag})`;
    await test.step('comments on it', async () => {
      await page.getByRole('textbox', { name: 'Add a comment' }).fill(mine);
      await page.getByRole('button', { name: 'Post comment' }).click();
      await expect(commentWith(page, mine)).toHaveAccessibleName('Comment by Rohan Kulkarni');
      await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    });

    const reply = `Please do not post offers here (${tag})`;
    await test.step('replies to the other comment and reports it', async () => {
      const spamComment = commentWith(page, spam);
      await spamComment.getByRole('button', { name: 'Reply', exact: true }).click();
      await page.getByRole('textbox', { name: 'Reply to Sneha Iyer' }).fill(reply);
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect(page.getByRole('list', { name: 'Replies to Sneha Iyer' }).filter({ hasText: reply })).toBeVisible();

      await commentWith(page, spam).getByRole('button', { name: 'More actions for the comment by Sneha Iyer' }).click();
      await page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this comment' });
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
      await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Asks readers to message for money.');
      await dialog.getByRole('button', { name: 'Report', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Thank you. Our team will review this report.')).toBeVisible();
    });

    await test.step('an admin hides it from the moderation queue', async () => {
      const admin = await secondBrowser(browser, testInfo);
      await signInReturningTo(admin, DEMO_ADMIN, '/console/admin/moderation');
      await expect(admin.getByRole('tab', { name: 'Open', selected: true })).toBeVisible();
      // A table row on wide screens, a card on phones: either way the one holding this comment.
      const reported = admin.locator('tr, li').filter({ hasText: spam }).last();
      await expect(reported).toContainText('Spam or advertising (1)');
      await expect(reported).toContainText('Asks readers to message for money.');
      await expectNoSeriousViolations(admin);
      await reported.getByRole('button', { name: /^Hide comment/ }).click();
      const decision = admin.getByRole('dialog', { name: 'Hide this comment?' });
      await decision.getByRole('textbox', { name: 'Note (optional)' }).fill('Advertising');
      await decision.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(admin.locator('tr, li').filter({ hasText: spam })).toHaveCount(0);
      await admin.context().close();
    });

    await test.step('the thread shows it removed, the reply still under it', async () => {
      await page.reload();
      await expect(commentWith(page, mine)).toBeVisible();
      await expect(page.getByText(spam)).toHaveCount(0);
      const removed = page
        .getByRole('list', { name: 'Comments' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('list', { name: 'Replies to this comment' }).filter({ hasText: reply }) });
      await expect(removed.getByRole('article', { name: 'Comment not shown' }).first()).toHaveText(REMOVED);
    });
    expect(errors).toEqual([]);
  });
});
