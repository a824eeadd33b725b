import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildNotification, listResult } from '@/features/notifications/testing/notification-builders';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { NotificationsPage } from './notifications-page';

const ok = <T,>(result: T, message?: string) => [200, { httpStatus: 200, result, message }] as const;

const unreadOne = buildNotification({
  notificationId: 41,
  notificationType: 'RECRUIT',
  oneLiner: 'Your application for Data Analyst is now Interview Scheduled',
  message: 'The interview is on Monday at 11 am.',
  link: '/my-jobs',
});
const readOne = buildNotification({ notificationId: 40, oneLiner: 'Welcome to Elevate', link: null, read: true });

describe('/notifications', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows skeletons, then an empty state that leads to jobs', async () => {
    signIn();
    mockApi({ 'GET /api/notification': ok(listResult([])) });
    renderAt(<NotificationsPage />, '/notifications');
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications · Elevate');
  });

  it('lists every notification with the unread count, unread ones marked as such', async () => {
    signIn();
    const spy = mockApi({ 'GET /api/notification': ok(listResult([unreadOne, readOne])) });
    renderAt(<NotificationsPage />, '/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: /^Unread Your application/ })).toHaveAttribute(
      'href',
      '/my-jobs',
    );
    expect(within(items[0]!).getByText('The interview is on Monday at 11 am.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: /^Welcome to Elevate/ })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/notification')[0]?.query).toEqual({ limit: '20', offset: '0', unread: 'false' });
  });

  it('marks one read and another unread with the button beside it', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/notification': ok(listResult([unreadOne, readOne])),
      'PUT /api/notification': ({ body }) =>
        ok({ updated: 1, unreadCount: (body as { read: boolean }).read ? 0 : 2 }, 'Marked'),
    });
    renderAt(<NotificationsPage />, '/notifications');
    await userEvent.click(await screen.findByRole('button', { name: `Mark as read: ${unreadOne.oneLiner}` }));
    await waitFor(() => expect(callsTo(spy, 'PUT /api/notification')).toHaveLength(1));
    expect(callsTo(spy, 'PUT /api/notification')[0]?.body).toEqual({ notificationId: 41, read: true });
    expect(await screen.findByText('Marked as read')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread: Welcome to Elevate' }));
    await waitFor(() => expect(callsTo(spy, 'PUT /api/notification')).toHaveLength(2));
    expect(callsTo(spy, 'PUT /api/notification')[1]?.body).toEqual({ notificationId: 40, read: false });
  });

  it('Mark all as read sends READALL for me and the list is fetched again', async () => {
    signIn();
    let read = false;
    const spy = mockApi({
      'GET /api/notification': () =>
        ok(listResult(read ? [{ ...unreadOne, read: true }, readOne] : [unreadOne, readOne])),
      'PUT /api/notification': () => {
        read = true;
        return ok({ updated: 1, unreadCount: 0 }, '1 notification marked as read');
      },
    });
    renderAt(<NotificationsPage />, '/notifications');
    await screen.findByText('1 unread');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo(spy, 'PUT /api/notification')).toHaveLength(1));
    expect(callsTo(spy, 'PUT /api/notification')[0]?.body).toEqual({ action: 'READALL', receiverUid: 7 });
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
    expect(await screen.findByText('1 notification marked as read')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('the Unread tab asks for unread ones only, in the URL, and has its own empty state', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/notification': ({ url }) =>
        url.searchParams.get('unread') === 'true'
          ? ok(listResult([], { unreadCount: 0 }))
          : ok(listResult([readOne], { unreadCount: 0 })),
    });
    const { router } = renderAt(<NotificationsPage />, '/notifications');
    await screen.findByRole('list', { name: 'Notifications' });
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=unread');
    expect(callsTo(spy, 'GET /api/notification').at(-1)?.query).toMatchObject({ unread: 'true' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all notifications' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('pages through 20 at a time', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/notification': ({ url }) =>
        ok(
          listResult([buildNotification({ notificationId: 100 + Number(url.searchParams.get('offset')) })], {
            total: 45,
          }),
        ),
    });
    const { router } = renderAt(<NotificationsPage />, '/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await waitFor(() =>
      expect(callsTo(spy, 'GET /api/notification').at(-1)?.query).toMatchObject({ offset: '40', limit: '20' }),
    );
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Try again when the list cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /api/notification': () =>
        fail
          ? ([500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } }] as const)
          : ok(listResult([readOne])),
    });
    renderAt(<NotificationsPage />, '/notifications');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('Something went wrong !')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });
});
