import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildLoginResult, buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { SettingsPage } from './settings-page';

const field = (label: RegExp) => screen.getByLabelText(label);

describe('/settings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('changes the password, keeps the fresh token and toasts the change', async () => {
    void signIn(buildSession({ uid: 42 }));
    const fresh = buildLoginResult({ uid: 42 });
    const api = mockApi({
      'PUT /api/wueusers/42/change-password': [
        200,
        { httpStatus: 200, message: 'Your password has been changed', result: fresh },
      ],
    });
    renderAt(<SettingsPage />, '/settings');
    fireEvent.change(field(/^Current password/), { target: { value: 'Old#Passw0rd' } });
    fireEvent.change(field(/^New password/), { target: { value: 'N3w#Passw0rd' } });
    fireEvent.change(field(/^Confirm new password/), { target: { value: 'N3w#Passw0rd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(sessionStore.get()?.tocken).toBe(fresh.token);
    expect(callsTo(api, 'PUT /api/wueusers/42/change-password')[0]!.body).toEqual({
      currentPassword: 'Old#Passw0rd',
      newPassword: 'N3w#Passw0rd',
      confirmPassword: 'N3w#Passw0rd',
    });
    expect(field(/^Current password/)).toHaveValue('');
  });

  it('shows the contracts messages and a wrong current password on its field', async () => {
    void signIn(buildSession({ uid: 42 }));
    mockApi({
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
    renderAt(<SettingsPage />, '/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);
    fireEvent.change(field(/^Current password/), { target: { value: 'Wrong#Pass1' } });
    fireEvent.change(field(/^New password/), { target: { value: 'N3w#Passw0rd' } });
    fireEvent.change(field(/^Confirm new password/), { target: { value: 'N3w#Passw0rd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('logs out everywhere after a confirmation: clears the session and goes to the root', async () => {
    void signIn(buildSession({ uid: 42 }));
    localStorage.setItem('draft', 'x');
    const api = mockApi({
      'POST /api/wueusers/42/logout-all': [
        200,
        { httpStatus: 200, message: 'You have been logged out on every device' },
      ],
    });
    const { router } = renderAt(<SettingsPage />, '/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log out on every device?' });
    expect(callsTo(api, 'POST /api/wueusers/42/logout-all')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('You have been logged out on every device')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
  });
});
