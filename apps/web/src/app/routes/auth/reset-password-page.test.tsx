import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { ResetPasswordPage } from './reset-password-page';

const CODE = 'Rz8pK2mW5vX1nB7qT4yH0cJ6sD3fG9aL_eU-iOkPwQx';
const PATH = `/resetpassword/meera%40example.in/${CODE}`;
const Page = () => (
  <Routes>
    <Route path="/resetpassword/:emailId/:otp" element={<ResetPasswordPage />} />
  </Routes>
);
const newPassword = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm new password/);

describe('/resetpassword/{emailId}/{otp}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets a new password and offers to log in', async () => {
    const api = mockApi({
      'POST /api/wueusers/forgot-password/reset': [
        200,
        { httpStatus: 200, message: 'Your password has been reset. Please log in with your new password' },
      ],
    });
    renderAt(<Page />, PATH);
    expect(screen.getByText('meera@example.in')).toBeInTheDocument();
    await userEvent.type(newPassword(), 'N3w#Passw0rd');
    await userEvent.type(confirm(), 'N3w#Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password has been reset. Please log in with your new password'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?type=login');
    expect(callsTo(api, 'POST /api/wueusers/forgot-password/reset')[0]!.body).toEqual({
      emailId: 'meera@example.in',
      otp: CODE,
      password: 'N3w#Passw0rd',
      confirmPassword: 'N3w#Passw0rd',
    });
  });

  it("checks the new password with the spec's rules and the confirmation", async () => {
    const api = mockApi({});
    renderAt(<Page />, PATH);
    await userEvent.type(newPassword(), 'weakpass');
    await userEvent.tab();
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'N3w#Passw0rd');
    await userEvent.type(confirm(), 'N3w#Passw0rX');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/forgot-password/reset')).toHaveLength(0);
  });

  it('a used or expired link says so and offers a new one', async () => {
    mockApi({
      'POST /api/wueusers/forgot-password/reset': [
        410,
        {
          httpStatus: 410,
          error: { code: 'WUE-10005', message: 'This reset link is invalid or has expired. Please request a new one' },
        },
      ],
    });
    renderAt(<Page />, PATH);
    await userEvent.type(newPassword(), 'N3w#Passw0rd');
    await userEvent.type(confirm(), 'N3w#Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired. Please request a new one'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/?type=resetpassword');
  });
});
