import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDetail, AdminUserRow } from '@elevate/contracts/users/admin-users.schema';
import { toastStore } from '@/lib/toast';
import { mockPhoneScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { UsersAdminPage } from './users-admin-page';

const row = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  uid: 11,
  fullName: 'Ananya',
  lastName: 'Krishnan',
  email: 'ananya.k@example.in',
  role: 'user',
  utype: 'Student',
  verified: true,
  createdAt: '2026-10-02T09:30:00.000Z',
  completionPercent: 65,
  ...over,
});
const rohit = row({
  uid: 12,
  fullName: 'Rohit',
  lastName: 'Sharma',
  email: 'rohit@example.in',
  role: 'employer',
  utype: 'Professional',
  verified: false,
  completionPercent: 0,
});
const listOf = (data: AdminUserRow[], total = data.length) =>
  [200, { httpStatus: 200, result: { data, totalRecordCount: total, totalRecords: total } }] as const;

const detail: AdminUserDetail = {
  ...row(),
  ucontact: '9876543210',
  referralCode: 'ANANYA11',
  profilePicLink: null,
  emailVerifiedAt: '2026-10-02T10:00:00.000Z',
  deletedAt: null,
  completion: {
    percent: 65,
    done: ['personal', 'education', 'skills', 'resume'],
    missing: [
      { item: 'work', label: 'Add work experience or an internship', weight: 10, section: 'work' },
      { item: 'project', label: 'Add a project', weight: 10, section: 'projects' },
    ],
  },
};

/** At 375 px the list is cards. */
const phoneWidth = mockPhoneScreen;

const open = async () => {
  await signIn(buildSession({ role: 'admin' }));
  return renderAt(<UsersAdminPage />, '/console/admin/users');
};

describe('/console/admin/users', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toastStore.set(null);
  });

  it('lists accounts in a table with role, type, verification and strength as a rounded percent', async () => {
    mockApi({ 'GET /api/users': listOf([row({ completionPercent: 64.6 }), rohit], 42) });
    await open();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Ananya Krishnan')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ananya.k@example.in')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Verified')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('65%')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('progressbar', { name: 'Profile strength of Ananya Krishnan' })).toHaveAttribute(
      'aria-valuenow',
      '64.6',
    );
    expect(within(rows[2]!).getByText('Employer')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Professional')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('42 accounts')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of accounts' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    mockApi({ 'GET /api/users': () => listOf([]) });
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    await open();
    expect(screen.getByRole('status', { name: 'Loading accounts' })).toBeInTheDocument();
    expect(screen.getAllByTestId('user-skeleton')).toHaveLength(5);
  });

  it('searches after typing pauses and filters by role, type and verification, back on page one', async () => {
    const spy = mockApi({
      'GET /api/users': ({ url }) =>
        url.searchParams.get('search') === 'rohit' ? listOf([rohit]) : listOf([row(), rohit], 45),
    });
    const { router } = await open();
    await screen.findByText('45 accounts');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(callsTo(spy, 'GET /api/users').at(-1)?.query).toMatchObject({ page: '2', size: '20' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search accounts' }), 'rohit');
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/users').at(-1)?.query).toEqual({ search: 'rohit', page: '1', size: '20' });
    // One request for the settled text, not one per letter.
    expect(callsTo(spy, 'GET /api/users').filter((c) => c.query.search?.startsWith('r'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'Employer' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Professional' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('option', { name: 'Not verified' }));
    await waitFor(() =>
      expect(callsTo(spy, 'GET /api/users').at(-1)?.query).toEqual({
        search: 'rohit',
        role: 'employer',
        utype: 'Professional',
        verified: 'false',
        page: '1',
        size: '20',
      }),
    );
    expect(router.state.location.search).not.toContain('page=');
  });

  it('says when nothing matches and clears the filters in one click', async () => {
    const spy = mockApi({
      'GET /api/users': ({ url }) => (url.searchParams.get('role') ? listOf([]) : listOf([row()])),
    });
    renderAt(<UsersAdminPage />, '/console/admin/users?role=admin&search=zzz');
    await signIn(buildSession({ role: 'admin' }));
    expect(await screen.findByText('No accounts match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/users').at(-1)?.query).toEqual({ page: '1', size: '20' });
  });

  it("a failed list says the server's message in a toast, or 'Something went wrong!' without one", async () => {
    mockApi({
      'GET /api/users': [
        403,
        { httpStatus: 403, error: { code: 'WUE-4030', message: 'You are not authorized for this page !' } },
      ],
    });
    const first = await open();
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ severity: 'error', message: 'You are not authorized for this page !' }),
    );
    first.unmount();
    vi.restoreAllMocks();
    toastStore.set(null);

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('bad gateway', { status: 502 }));
    await open();
    // A 5xx gets one more try (lib/query-client.ts) before the page says so.
    await waitFor(
      () => expect(toastStore.get()).toMatchObject({ severity: 'error', message: 'Something went wrong!' }),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens an account with its strength and what is missing; a failed lookup closes with a toast', async () => {
    mockApi({
      'GET /api/users': listOf([row(), rohit]),
      'GET /api/users/11': [200, { httpStatus: 200, result: detail }],
      'GET /api/users/12': [
        404,
        { httpStatus: 404, error: { code: 'WUE-4040', message: 'We could not find this account.' } },
      ],
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'View Ananya Krishnan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ananya Krishnan' });
    expect(within(dialog).getByText('ANANYA11')).toBeInTheDocument();
    expect(within(dialog).getByText('Add work experience or an internship: +10 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Profile strength of Ananya' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'View Rohit Sharma' }));
    await waitFor(() => expect(toastStore.get()).toMatchObject({ message: 'We could not find this account.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows cards instead of a table at 375 px', async () => {
    phoneWidth();
    mockApi({ 'GET /api/users': listOf([row(), rohit]) });
    await open();
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Rohit Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
