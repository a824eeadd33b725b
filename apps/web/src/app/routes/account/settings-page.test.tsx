import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import type { AccountSummary } from '@elevate/contracts/account/account.schema';
import type { MailPreferences } from '@elevate/contracts/account/mail-preferences.schema';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildLoginResult, buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { SettingsPage } from './settings-page';

const field = (label: RegExp) => screen.getByLabelText(label);

const PREFS: MailPreferences = {
  mail: { 'job-alerts': true, 'application-updates': true, 'hackathon-updates': true, newsletters: true },
  jobfeed: false,
  mentor: true,
};

const summary = (overrides: Partial<AccountSummary> = {}): AccountSummary => ({
  uid: 42,
  email: 'aarav@example.in',
  fullName: 'Aarav',
  lastName: 'Shah',
  createdAt: '2026-01-05T10:00:00.000Z',
  hasPassword: true,
  googleLinked: false,
  confirmDeletionWith: 'password',
  ...overrides,
});

type Routes = Parameters<typeof mockApi>[0];
/** The calls every section makes on load, answered; `routes` adds or replaces some. */
const api = (routes: Routes = {}, account = summary()) =>
  mockApi({
    'GET /api/users/42/account': [200, { httpStatus: 200, result: account }],
    'GET /api/users/42/mail-preferences': [200, { httpStatus: 200, result: PREFS }],
    ...routes,
  });

const open = () => renderAt(<SettingsPage />, '/settings');

describe('/settings: account security', () => {
  beforeEach(() => void signIn(buildSession({ uid: 42, uemail: 'aarav@example.in' })));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('changes the password, keeps the fresh token and toasts the change', async () => {
    const fresh = buildLoginResult({ uid: 42 });
    const spy = api({
      'PUT /api/wueusers/42/change-password': [
        200,
        { httpStatus: 200, message: 'Your password has been changed', result: fresh },
      ],
    });
    open();
    fireEvent.change(field(/^Current password/), { target: { value: 'Old#Passw0rd' } });
    fireEvent.change(field(/^New password/), { target: { value: 'N3w#Passw0rd' } });
    fireEvent.change(field(/^Confirm new password/), { target: { value: 'N3w#Passw0rd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(sessionStore.get()?.tocken).toBe(fresh.token);
    expect(callsTo(spy, 'PUT /api/wueusers/42/change-password')[0]!.body).toEqual({
      currentPassword: 'Old#Passw0rd',
      newPassword: 'N3w#Passw0rd',
      confirmPassword: 'N3w#Passw0rd',
    });
    expect(field(/^Current password/)).toHaveValue('');
  });

  it('shows the contracts messages and a wrong current password on its field', async () => {
    api({
      'PUT /api/wueusers/42/change-password': [
        400,
        {
          httpStatus: 400,
          error: {
            code: 'WUE-4000',
            message: 'Your current password is not correct',
            fields: { currentPassword: 'Your current password is not correct' },
          },
        },
      ],
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);
    fireEvent.change(field(/^Current password/), { target: { value: 'Wrong#Pass1' } });
    fireEvent.change(field(/^New password/), { target: { value: 'N3w#Passw0rd' } });
    fireEvent.change(field(/^Confirm new password/), { target: { value: 'N3w#Passw0rd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('an account made by Google sign-in is told how to set a password instead of being asked for one', async () => {
    api({}, summary({ hasPassword: false, googleLinked: true, confirmDeletionWith: 'email' }));
    open();
    expect(await screen.findByText(/You sign in with Google, so this account has no password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('logs out everywhere after a confirmation: clears the session and goes to the root', async () => {
    localStorage.setItem('draft', 'x');
    const spy = api({
      'POST /api/wueusers/42/logout-all': [
        200,
        { httpStatus: 200, message: 'You have been logged out on every device' },
      ],
    });
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log out on every device?' });
    expect(callsTo(spy, 'POST /api/wueusers/42/logout-all')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('You have been logged out on every device')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
  });
});

describe('/settings: mail preferences', () => {
  beforeEach(() => void signIn(buildSession({ uid: 42 })));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows skeletons, then one switch per kind with its description, and the job feed and mentoring', async () => {
    api();
    open();
    expect(screen.getByRole('status', { name: 'Loading mail preferences' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mail we send you' });
    const switches = within(list).getAllByRole('switch');
    expect(switches).toHaveLength(4);
    for (const s of switches) expect(s).toBeChecked();
    const updates = screen.getByRole('switch', { name: 'Application updates' });
    expect(updates).toHaveAccessibleDescription(/moves one of your applications to another round/);
    expect(screen.getByRole('switch', { name: 'Job feed' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Interested in mentoring' })).toBeChecked();
  });

  it('saves a switch as it moves, sending every switch, and keeps what the server saved', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const spy = api({
      'PUT /api/users/42/mail-preferences': ({ body }) => [
        200,
        { httpStatus: 200, message: AccountMessages.preferencesSaved, result: body as MailPreferences },
      ],
    });
    // The answer waits until released, so the switch is seen moving before the server has answered.
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await gate;
      return answer(input, init);
    });
    open();
    const newsletters = await screen.findByRole('switch', { name: 'Newsletters' });
    await userEvent.click(newsletters);
    expect(newsletters).not.toBeChecked();
    release();
    await waitFor(() => expect(callsTo(spy, 'PUT /api/users/42/mail-preferences')).toHaveLength(1));
    expect(callsTo(spy, 'PUT /api/users/42/mail-preferences')[0]!.body).toEqual({
      ...PREFS,
      mail: { ...PREFS.mail, newsletters: false },
    });
    await waitFor(() => expect(newsletters).not.toBeChecked());
  });

  it('moves a switch back and says so when the save fails', async () => {
    api({
      'PUT /api/users/42/mail-preferences': [
        503,
        { httpStatus: 503, error: { code: 'WUE-5030', message: 'The service is unavailable right now.' } },
      ],
    });
    open();
    const jobFeed = await screen.findByRole('switch', { name: 'Job feed' });
    await userEvent.click(jobFeed);
    expect(
      await screen.findByText(/Your change was not saved\. The service is unavailable right now\./),
    ).toBeInTheDocument();
    expect(jobFeed).not.toBeChecked();
  });

  it('offers to try again when the preferences cannot be read', async () => {
    let fail = true;
    api({
      'GET /api/users/42/mail-preferences': () =>
        fail
          ? [500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } }]
          : [200, { httpStatus: 200, result: PREFS }],
    });
    open();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('switch', { name: 'Newsletters' })).toBeChecked();
  });
});

describe('/settings: your data and deleting the account', () => {
  beforeEach(() => void signIn(buildSession({ uid: 42 })));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('downloads my data as a file', async () => {
    const spy = api({ 'GET /api/users/42/data-export': [200, { httpStatus: 200 }] });
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloading as elevate-my-data.json')).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/users/42/data-export')[0]!.headers.AUTH_UID).toBe('42');
    expect(created).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('asks for the password in a dialog that says what happens; a wrong one shows on the field', async () => {
    const spy = api({
      'DELETE /api/users/42/account': [
        400,
        {
          httpStatus: 400,
          error: {
            code: 'WUE-4000',
            message: AccountMessages.confirmPasswordWrong,
            fields: { password: AccountMessages.confirmPasswordWrong },
          },
        },
      ],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/“Deleted user” with no name, contact details or resume/);
    // The field takes the focus once the dialog is in, and says nothing before anything was typed.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
    expect(within(dialog).queryByText(AccountMessages.confirmPasswordRequired)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountMessages.confirmPasswordRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE /api/users/42/account')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Wrong#Pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountMessages.confirmPasswordWrong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.get()).not.toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after the account is deleted, ends the session and lands on / with a toast', async () => {
    localStorage.setItem('draft', 'x');
    const spy = api({
      'DELETE /api/users/42/account': [200, { httpStatus: 200, message: AccountMessages.accountDeleted }],
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Kochi#2031');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(AccountMessages.accountDeleted)).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE /api/users/42/account')[0]!.body).toEqual({ password: 'Kochi#2031' });
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
  });

  it('an account made by Google sign-in confirms by typing its email', async () => {
    const spy = api(
      { 'DELETE /api/users/42/account': [200, { httpStatus: 200, message: AccountMessages.accountDeleted }] },
      summary({ hasPassword: false, googleLinked: true, confirmDeletionWith: 'email' }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/To confirm, type your email: aarav@example.in/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Your email/), 'aarav@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(callsTo(spy, 'DELETE /api/users/42/account')).toHaveLength(1));
    expect(callsTo(spy, 'DELETE /api/users/42/account')[0]!.body).toEqual({ email: 'aarav@example.in' });
  });
});
