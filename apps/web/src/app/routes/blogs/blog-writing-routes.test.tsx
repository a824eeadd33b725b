import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import userEvent from '@testing-library/user-event';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { editableOf } from '@/features/blogs/testing/blog-fixtures';
import { failWith, mockApiWithUploads, ok, type ApiHandler } from '@/testing/api-double';
import { signIn } from '@/testing/render';
import { BlogWritingRoutes } from './blog-writing-routes';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
if (!document.elementFromPoint) document.elementFromPoint = () => null;

const writer = (extra: Record<string, ApiHandler> = {}) =>
  mockApiWithUploads({
    'GET /api/blogs/writers/me': ok({ canWrite: true }),
    'GET /api/blogs/tags': ok([]),
    ...extra,
  });

/** The routes mounted where the app mounts them (/blogs/write/*), so their relative paths resolve. */
const at = (path: string) => {
  const router = createMemoryRouter([{ path: '/blogs/write/*', element: <BlogWritingRoutes /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
};

describe('/blogs/write', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('tells an account that is not an approved writer why it cannot write', async () => {
    mockApiWithUploads({ 'GET /api/blogs/writers/me': ok({ canWrite: false }) });
    await signIn();
    at('/blogs/write');
    expect(await screen.findByText('Writing is for approved writers')).toBeInTheDocument();
    expect(screen.getByText(BlogMessages.notWriter, { exact: false })).toBeInTheDocument();
  });

  it('lists my posts with their states and links to edit them', async () => {
    writer({
      'GET /api/blogs/manage': ok({
        data: [
          {
            blogId: 5,
            custUrl: 'campus-to-career',
            title: 'Campus to career',
            state: 'scheduled',
            publishedAt: '2026-12-01T13:00:00.000Z',
            updatedAt: '2026-11-20T04:30:00.000Z',
            authorName: 'Ananya Iyer',
            reactionCount: 0,
            commentCount: 0,
            readCount: 0,
          },
        ],
        totalRecordCount: 1,
        totalRecords: 1,
      }),
    });
    await signIn();
    at('/blogs/write');
    const link = await screen.findByRole('link', { name: 'Campus to career' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/blogs/write/5');
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/blogs/write/new');
  });

  it('checks the fields before saving and puts the server field messages under them', async () => {
    const api = writer({
      'POST /api/blogs': failWith(400, 'WUE-4000', 'Some fields need your attention.', {
        custUrl: BlogMessages.custUrlTaken,
      }),
    });
    await signIn();
    at('/blogs/write/new');
    const save = await screen.findByRole('button', { name: 'Save draft' }, { timeout: 10_000 });
    await userEvent.click(save);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Summary is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/blogs')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'My Post!');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('my-post');
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), 'Pune');
    // The body is a rich text editor; a picture-less empty body is refused, typed text is accepted.
    const body = await screen.findByRole('textbox', { name: 'The post' }, { timeout: 10_000 });
    await userEvent.click(body);
    await userEvent.type(body, 'Hi.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(BlogMessages.custUrlTaken)).toBeInTheDocument();
    expect(api.callsTo('POST /api/blogs')[0]!.body).toMatchObject({
      title: 'My Post!',
      custUrl: 'my-post',
      summary: 'Pune',
      bodyHtml: '<p>Hi.</p>',
      status: 'draft',
    });
  });

  it('schedules a post at the IST time chosen, and refuses Schedule without a time', async () => {
    const post = editableOf({ title: 'Campus to career' });
    const api = writer({
      'GET /api/blogs/manage/5': ok(post),
      'PUT /api/blogs/5': ({ body }) =>
        ok({
          ...post,
          status: 'published',
          state: 'scheduled',
          publishedAt: (body as { publishedAt: string }).publishedAt,
        }),
    });
    await signIn();
    at('/blogs/write/5');
    const schedule = await screen.findByRole('button', { name: 'Schedule' }, { timeout: 10_000 });
    await userEvent.click(schedule);
    expect(await screen.findByText(BlogMessages.scheduleNeedsTime)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/blogs/5')).toHaveLength(0);
    const when = screen.getByLabelText('Publish at (IST)');
    await userEvent.type(when, '2030-12-01T18:30');
    await userEvent.click(schedule);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/blogs/5')[0]!.body).toMatchObject({
        status: 'published',
        publishedAt: '2030-12-01T13:00:00.000Z',
      }),
    );
    expect(await screen.findByText(/Scheduled for 1 Dec 2030, 6:30 pm IST/)).toBeInTheDocument();
  });

  it('deletes a post after asking', async () => {
    const api = writer({
      'GET /api/blogs/manage/5': ok(editableOf()),
      'DELETE /api/blogs/5': ok({ blogId: 5 }),
      'GET /api/blogs/manage': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
    });
    await signIn();
    const { router } = at('/blogs/write/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete post' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs/write'));
    expect(api.callsTo('DELETE /api/blogs/5')).toHaveLength(1);
  });
});
