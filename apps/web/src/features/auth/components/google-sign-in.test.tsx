import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildLoginResult, callsTo, mockApi, renderAt } from '@/testing/render';
import type { GoogleAccountsId } from '../google-identity';
import { authConfig, DialogHost } from '../testing/dialog-host';

/** Stands in for the Google Identity Services library; `signIn` plays the user choosing an account. */
const fakeGoogle = () => {
  let callback: (r: { credential: string }) => void = () => {};
  const id: GoogleAccountsId = {
    initialize: vi.fn((options) => (callback = options.callback)),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('div');
      button.textContent = 'Continue with Google';
      parent.appendChild(button);
    }),
  };
  window.google = { accounts: { id } };
  return { id, signIn: async (credential = 'header.payload.signature-of-google') => callback({ credential }) };
};

const failWith = (message: string, code = 'WUE-4010') => [401, { httpStatus: 401, error: { code, message } }] as const;

describe('Google sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('is not offered when the server has no Google client id', async () => {
    const google = fakeGoogle();
    mockApi({ 'GET /api/auth/config': authConfig(null) });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByTestId('google-button')).not.toBeInTheDocument());
    expect(google.id.initialize).not.toHaveBeenCalled();
  });

  it('renders the button with the client id and logs in with the credential', async () => {
    const google = fakeGoogle();
    const api = mockApi({
      'GET /api/auth/config': authConfig('1234-abc.apps.googleusercontent.com'),
      'POST /api/wueusers/login/google': [200, { httpStatus: 200, result: buildLoginResult() }],
    });
    const { router } = renderAt(<DialogHost />, '/?type=login&returnUrl=%2Fdrills');
    expect(await screen.findByText('Continue with Google')).toBeInTheDocument();
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: '1234-abc.apps.googleusercontent.com' }),
    );
    await google.signIn('google-id-token-credential');
    expect(await screen.findByText("Welcome back! You've logged in successfully.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drills');
    expect(sessionStore.get()?.session.uemail).toBe('meera@example.in');
    expect(callsTo(api, 'POST /api/wueusers/login/google')[0]!.body).toEqual({
      credential: 'google-id-token-credential',
      returnUrl: '/drills',
    });
  });

  it("keeps 'User email is not verified. Please resend verification link'", async () => {
    const google = fakeGoogle();
    mockApi({
      'GET /api/auth/config': authConfig('1234-abc.apps.googleusercontent.com'),
      'POST /api/wueusers/login/google': failWith('User email is not verified. Please resend verification link'),
    });
    renderAt(<DialogHost />, '/?type=signup');
    await screen.findByText('Continue with Google');
    await google.signIn();
    expect(await screen.findByText('User email is not verified. Please resend verification link')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it("says 'Please check the credentials or verify the user' for any other failure", async () => {
    const google = fakeGoogle();
    mockApi({
      'GET /api/auth/config': authConfig('1234-abc.apps.googleusercontent.com'),
      'POST /api/wueusers/login/google': failWith('Token audience mismatch'),
    });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByText('Continue with Google');
    await google.signIn();
    expect(await screen.findByText('Please check the credentials or verify the user')).toBeInTheDocument();
    expect(screen.queryByText('Token audience mismatch')).not.toBeInTheDocument();
  });

  it('loads the Google script on demand when the dialog opens', async () => {
    mockApi({ 'GET /api/auth/config': authConfig('1234-abc.apps.googleusercontent.com') });
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
    renderAt(<DialogHost />, '/?type=login');
    await waitFor(() =>
      expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull(),
    );
  });
});
