import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import userEvent from '@testing-library/user-event';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { commentOf, postOf, reactionStateOf } from '@/features/blogs/testing/blog-fixtures';
import { failWith, mockApiWithUploads, ok, type ApiHandler } from '@/testing/api-double';
import { signIn } from '@/testing/render';
import { BlogPostPage } from './blog-post-page';

const thread = [
  commentOf({ commentId: 1, author: { uid: 30, name: 'Rohan Mehta', avatarUrl: null }, body: 'Great read' }),
  commentOf({
    commentId: 2,
    parentId: 1,
    depth: 1,
    author: { uid: 31, name: 'Priya Nair', avatarUrl: null },
    body: 'Agreed',
  }),
  commentOf({
    commentId: 3,
    parentId: 2,
    depth: 2,
    author: { uid: 7, name: 'Aarav', avatarUrl: null },
    body: 'Same here',
    canEdit: true,
  }),
  commentOf({ commentId: 4, state: 'removed', body: '', author: null }),
  commentOf({
    commentId: 5,
    parentId: 4,
    depth: 1,
    author: { uid: 32, name: 'Meera Pillai', avatarUrl: null },
    body: 'Reply under a removed one',
  }),
  commentOf({ commentId: 6, state: 'deleted', body: '', author: null }),
  commentOf({
    commentId: 7,
    parentId: 6,
    depth: 1,
    author: { uid: 33, name: 'Kabir Shah', avatarUrl: null },
    body: 'Reply under a deleted one',
  }),
];

const api = (extra: Record<string, ApiHandler> = {}) =>
  mockApiWithUploads({
    'GET /api/blogs': ({ query }) =>
      query.custUrl ? ok(postOf()) : ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
    'GET /api/blogs/comments': ok({ data: thread, totalRecordCount: thread.length, totalRecords: thread.length }),
    'POST /api/stats/impressions': ok({ counted: true }),
    ...extra,
  });

/** The page on its own route, so it reads its custUrl from the address. */
const open = () => {
  const router = createMemoryRouter([{ path: '/blogs/:custUrl', element: <BlogPostPage /> }], {
    initialEntries: ['/blogs/my-first-internship'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
};

describe('/blogs/{custUrl}', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the post and counts one view', async () => {
    const calls = api();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My first internship at a Pune startup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Getting in' })).toBeInTheDocument();
    expect(screen.getByText('4 min read', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('POST /api/stats/impressions')).toHaveLength(1));
    expect(calls.callsTo('POST /api/stats/impressions')[0]!.body).toEqual({ entityType: 'blog', entityId: 1 });
  });

  it('asks a visitor to log in when they react', async () => {
    const calls = api();
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Like, 8' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('login'));
    expect(calls.callsTo('PUT /api/blogs/reactions/1')).toHaveLength(0);
  });

  it('gives a signed-in reader a reaction: pressed, counted and sent as one kind', async () => {
    const calls = api({
      'GET /api/blogs/reactions/1': ok(reactionStateOf()),
      'PUT /api/blogs/reactions/1': () =>
        ok(reactionStateOf({ counts: { ...reactionStateOf().counts, love: 1 }, total: 13, mine: ['love'] })),
    });
    await signIn();
    open();
    const love = await screen.findByRole('button', { name: 'Love, 0' });
    await userEvent.click(love);
    expect(await screen.findByRole('button', { name: 'Love, 1' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.callsTo('PUT /api/blogs/reactions/1')[0]!.body).toEqual({ kind: 'love', reacted: true }),
    );
  });

  it('draws the thread: replies nested, no Reply at the deepest level, removed and deleted comments named', async () => {
    api();
    await signIn();
    open();
    const comments = await screen.findByRole('list', { name: 'Comments' }, { timeout: 10_000 });
    expect(within(comments).getByText('This comment was removed by a moderator')).toBeInTheDocument();
    expect(within(comments).getByText('Comment deleted')).toBeInTheDocument();
    expect(within(comments).getByText('Reply under a removed one')).toBeInTheDocument();
    const top = screen.getByRole('article', { name: 'Comment by Rohan Mehta' });
    expect(within(top).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    const deepest = screen.getByRole('article', { name: 'Comment by Aarav' });
    expect(within(deepest).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(document.getElementById('comment-3')).toContainElement(deepest);
    expect(screen.getByRole('list', { name: 'Replies to Priya Nair' })).toContainElement(deepest);
    expect(screen.getByRole('heading', { name: 'Comments (5)' })).toBeInTheDocument();
  });

  it('posts a reply to the comment it answers', async () => {
    const calls = api({ 'POST /api/blogs/comments': ok(commentOf({ commentId: 9 })) });
    await signIn();
    open();
    const top = await screen.findByRole('article', { name: 'Comment by Rohan Mehta' }, { timeout: 10_000 });
    await userEvent.click(within(top).getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to Rohan Mehta' }), 'Thank you!');
    await userEvent.click(within(top).getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(calls.callsTo('POST /api/blogs/comments')[0]!.body).toEqual({
        blogId: 1,
        parentId: 1,
        body: 'Thank you!',
      }),
    );
  });

  it('reports a comment with a reason and details, and says so kindly when it was already reported', async () => {
    const calls = api({ 'POST /api/reportabuse': ok({ alreadyReported: true }) });
    await signIn();
    open();
    const top = await screen.findByRole('article', { name: 'Comment by Rohan Mehta' }, { timeout: 10_000 });
    await userEvent.click(within(top).getByRole('button', { name: 'More actions for the comment by Rohan Mehta' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Please choose a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Same link everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(calls.callsTo('POST /api/reportabuse')[0]!.body).toEqual({
        targetType: 'comment',
        targetId: 1,
        reason: 'spam',
        details: 'Same link everywhere',
      }),
    );
    expect(await screen.findByText(BlogMessages.alreadyReported)).toBeInTheDocument();
  });

  it('says a missing post is not available', async () => {
    mockApiWithUploads({ 'GET /api/blogs': failWith(404, 'WUE-4040', BlogMessages.notFound) });
    open();
    expect(await screen.findByText('Post not available')).toBeInTheDocument();
  });
});
