import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildLoginResult, callsTo, mockApi, renderAt } from '@/testing/render';
import { authConfig, DialogHost } from '../testing/dialog-host';

const forgotAnswer = [
  200,
  {
    httpStatus: 200,
    message: 'If an account exists for this email, a reset link is on its way',
    result: { emailId: 'meera@example.in' },
  },
] as const;

describe('auth dialog: forgot password and sign-in code', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it("opens from login, then shows 'Check your mail' with the email, 'resend email' and the support mailbox", async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/forgot-password': forgotAnswer,
    });
    const { router } = renderAt(<DialogHost />, '/jobs?type=login&returnUrl=%2Fjobs');
    await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/jobs');

    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Meera@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Check your mail' });
    expect(within(dialog).getByText('meera@example.in')).toBeInTheDocument();
    expect(
      await screen.findByText('If an account exists for this email, a reset link is on its way'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'care@elevate.local' })).toHaveAttribute(
      'href',
      'mailto:care@elevate.local',
    );
    expect(callsTo(api, 'POST /api/wueusers/forgot-password')[0]!.query).toEqual({
      emailId: 'meera@example.in',
      returnUrl: '/jobs',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'resend email' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/wueusers/forgot-password')).toHaveLength(2));
  });

  it('logs in with an emailed six-digit code', async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/auth/request-otp': [
        200,
        {
          httpStatus: 200,
          message: 'If an account exists for this email, a sign-in code is on its way',
          result: { email: 'meera@example.in' },
        },
      ],
      'POST /api/auth/verify-otp': ({ body }) =>
        (body as { otp: string }).otp === '482913'
          ? [200, { httpStatus: 200, result: buildLoginResult() }]
          : [400, { httpStatus: 400, error: { code: 'WUE-10006', message: 'The code is incorrect or has expired' } }],
    });
    const { router } = renderAt(<DialogHost />, '/?type=login&returnUrl=%2Fmy-jobs');
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    expect(await screen.findByRole('dialog', { name: 'Log in with a code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('meera@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByRole('textbox', { name: 'Sign-in code' });
    await userEvent.type(code, '11-11a11');
    expect(code).toHaveValue('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is incorrect or has expired')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText("Welcome back! You've logged in successfully.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-jobs');
    expect(sessionStore.get()?.session.uid).toBe(42);
    expect(callsTo(api, 'POST /api/auth/verify-otp').at(-1)!.body).toEqual({
      email: 'meera@example.in',
      otp: '482913',
      returnUrl: '/my-jobs',
    });
  });
});
