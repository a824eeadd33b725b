import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { VerifyEmailPage } from './verify-email-page';

const CODE = 'q3Vb8tE6yL0pZr1mXw9cNd2kHs4aJf7u_GiOe5TyRbQ';
const Page = () => (
  <Routes>
    <Route path="/users/verify/:id" element={<VerifyEmailPage />} />
  </Routes>
);

describe('/users/verify/{id}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('verifies on arrival and offers to log in, keeping returnUrl', async () => {
    const api = mockApi({
      [`POST /api/wueusers/verify/${CODE}`]: [
        200,
        {
          httpStatus: 200,
          message: 'Your email is verified. You can log in now',
          result: { email: 'meera@example.in' },
        },
      ],
    });
    renderAt(<Page />, `/users/verify/${CODE}?returnUrl=%2Fdrills%2Fai-sprint`);
    expect(await screen.findByText('Your email is verified. You can log in now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/?type=login&returnUrl=%2Fdrills%2Fai-sprint',
    );
    expect(callsTo(api, `POST /api/wueusers/verify/${CODE}`)).toHaveLength(1);
  });

  it('says when the address was already verified', async () => {
    mockApi({
      [`POST /api/wueusers/verify/${CODE}`]: [
        200,
        {
          httpStatus: 200,
          message: 'Your email is already verified. Please log in',
          result: { email: 'm@example.in', alreadyVerified: true },
        },
      ],
    });
    renderAt(<Page />, `/users/verify/${CODE}`);
    expect(await screen.findByText('Your email is already verified. Please log in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Already verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?type=login');
  });

  it('an expired link offers to send a new verification mail', async () => {
    const api = mockApi({
      [`POST /api/wueusers/verify/${CODE}`]: [
        410,
        { httpStatus: 410, error: { code: 'WUE-10005', message: 'This verification link is invalid or has expired' } },
      ],
      'POST /api/wueusers/resend-verification': [
        200,
        {
          httpStatus: 200,
          message: 'If this account needs verifying, a new verification link is on its way',
          result: { emailId: 'meera@example.in' },
        },
      ],
    });
    renderAt(<Page />, `/users/verify/${CODE}?returnUrl=%2Fjobs`);
    expect(await screen.findByText('This verification link is invalid or has expired')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-send verification email' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Re-send verification email' }));
    expect(
      await screen.findByText('If this account needs verifying, a new verification link is on its way'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/resend-verification')[0]!.query).toEqual({
      emailId: 'meera@example.in',
      returnUrl: '/jobs',
    });
  });

  it('a server failure offers to try again', async () => {
    mockApi({ [`POST /api/wueusers/verify/${CODE}`]: [500, { httpStatus: 500 }] });
    renderAt(<Page />, `/users/verify/${CODE}`);
    expect(await screen.findByText('Something went wrong !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
