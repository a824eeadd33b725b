import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { buildNotification, listResult } from '../testing/notification-builders';
import { bellLabel, NotificationBell } from './notification-bell';

const shortlisted = buildNotification({
  notificationId: 31,
  notificationType: 'RECRUIT',
  oneLiner: 'Your application for Data Analyst is now Shortlisted',
  message: 'We liked your project work.',
  link: '/my-jobs',
  read: false,
});
const shared = buildNotification({ notificationId: 30, read: false });
const welcome = buildNotification({
  notificationId: 29,
  oneLiner: 'Welcome to Elevate',
  link: null,
  read: true,
  senderUid: null,
  senderName: null,
  createdTs: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

const ok = <T,>(result: T, message?: string) => [200, { httpStatus: 200, result, message }] as const;

describe('notification bell', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names the bell with the unread count ('Notifications, 3 unread') and shows it as a badge", async () => {
    signIn();
    const spy = mockApi({ 'GET /api/notification/count': ok({ count: 3 }) });
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/notification/count')[0]?.query).toEqual({ uid: '7' });
    expect(bellLabel(0)).toBe('Notifications');
  });

  it('opening lists the newest notifications, unread ones bold with a dot and read ones plain', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/notification/count': ok({ count: 2 }),
      'GET /api/notification': ok(listResult([shortlisted, shared, welcome])),
    });
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(popover).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(callsTo(spy, 'GET /api/notification')[0]?.query).toMatchObject({ limit: '10', offset: '0' });

    const recruit = within(items[0]!).getByRole('link');
    expect(recruit).toHaveAttribute('href', '/my-jobs');
    expect(recruit).toHaveAccessibleName(/^Unread Your application for Data Analyst is now Shortlisted/);
    expect(within(items[0]!).getByText('Hiring', { exact: false })).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(popover).getAllByTestId('unread-dot')).toHaveLength(2);
    expect(within(items[0]!).getByText(shortlisted.oneLiner)).toHaveStyle({ fontWeight: '700' });

    // A notification without a link is a button, read and without a dot.
    const plain = within(items[2]!).getByRole('button', { name: /Welcome to Elevate/ });
    expect(plain).not.toHaveAccessibleName(/^Unread/);
    expect(within(items[2]!).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('3 days ago')).toBeInTheDocument();
  });

  it('opening an unread notification marks it read and follows its link', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/notification/count': ok({ count: 2 }),
      'GET /api/notification': ok(listResult([shortlisted, shared])),
      'PUT /api/notification': ok({ updated: 1, unreadCount: 1 }, 'Marked as read'),
    });
    const { router } = renderAt(<NotificationBell />, '/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: /Shortlisted/ }));

    await waitFor(() => expect(callsTo(spy, 'PUT /api/notification')).toHaveLength(1));
    expect(callsTo(spy, 'PUT /api/notification')[0]?.body).toEqual({ notificationId: 31, read: true });
    expect(router.state.location.pathname).toBe('/my-jobs');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('Mark all as read sends READALL with my uid and the count goes away', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/notification/count': ok({ count: 2 }),
      'GET /api/notification': ok(listResult([shortlisted, shared])),
      'PUT /api/notification': ok({ updated: 2, unreadCount: 0 }, '2 notifications marked as read'),
    });
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findAllByRole('listitem');
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(callsTo(spy, 'PUT /api/notification')).toHaveLength(1));
    expect(callsTo(spy, 'PUT /api/notification')[0]?.body).toEqual({ action: 'READALL', receiverUid: 7 });
    // The open popover hides the rest of the page from assistive tech, the bell included.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // Focus stays inside the popover (on its title), so Escape still closes it.
    expect(within(popover).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('Mark all as read keeps the focus in the popover while its request is on its way, so Escape closes it', async () => {
    signIn();
    const api = mockApi({
      'GET /api/notification/count': ok({ count: 2 }),
      'GET /api/notification': ok(listResult([shortlisted, shared])),
    });
    // The PUT is held until released: the button is disabled meanwhile.
    let release: (r: Response) => void = () => undefined;
    const byPath = api.getMockImplementation()!;
    api.mockImplementation((input, init) =>
      init?.method === 'PUT' ? new Promise<Response>((resolve) => (release = resolve)) : byPath(input, init),
    );
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findAllByRole('listitem');
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));

    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(popover).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    release(
      new Response(JSON.stringify({ httpStatus: 200, result: { updated: 2, unreadCount: 0 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('a count asked for before Mark all as read and answered after it does not bring the old count back', async () => {
    signIn();
    const api = mockApi({
      'GET /api/notification': ok(listResult([shortlisted, shared])),
      'PUT /api/notification': ok({ updated: 2, unreadCount: 0 }, '2 notifications marked as read'),
    });
    const answer = (count: number) =>
      new Response(JSON.stringify({ httpStatus: 200, result: { count } }), {
        headers: { 'content-type': 'application/json' },
      });
    // The first count answers at once; the next one (the window regaining focus) is held until released.
    let release: (r: Response) => void = () => undefined;
    let counts = 0;
    const byPath = api.getMockImplementation()!;
    api.mockImplementation((input, init) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/api/notification/count') return byPath(input, init);
      counts += 1;
      return counts === 1 ? Promise.resolve(answer(2)) : new Promise<Response>((resolve) => (release = resolve));
    });
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findAllByRole('listitem');
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(counts).toBe(2));

    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    release(answer(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('says so when there are no notifications, and See all leads to /notifications', async () => {
    signIn();
    mockApi({
      'GET /api/notification/count': ok({ count: 0 }),
      'GET /api/notification': ok(listResult([])),
    });
    const { router } = renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(popover).findByText(/No notifications yet/)).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await userEvent.click(within(popover).getByRole('link', { name: 'See all' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('asks for the count again when the window regains focus', async () => {
    signIn();
    let count = 1;
    const spy = mockApi({ 'GET /api/notification/count': () => ok({ count }) });
    renderAt(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    count = 4;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new FocusEvent('focus'));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/notification/count').length).toBeGreaterThanOrEqual(2);
  });
});
