import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { buildSession, mockApi, preloadShellParts, renderShellAt, signIn } from '@/testing/render';
import { RequireAuth } from '../guards';

const ended = [
  401,
  { httpStatus: 401, error: { code: 'WUE-9001', message: 'Your session has ended. Please log in again.' } },
] as const;

describe('a session the server ended (WUE-9001)', () => {
  beforeAll(preloadShellParts, 60_000);
  afterEach(() => vi.restoreAllMocks());

  it('logs out, opens the session-expired modal, and Log in again returns to the page', async () => {
    void signIn();
    localStorage.setItem('draft', 'x');
    mockApi({
      'GET /api/wueusers/me': ended,
      'GET /api/auth/config': [
        200,
        { httpStatus: 200, result: { googleClientId: null, supportMailbox: 'care@elevate.local' } },
      ],
    });
    const { router } = renderShellAt(
      '/my-jobs',
      <RequireAuth>
        <p>My jobs</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('My jobs')).toBeInTheDocument();
    await act(() => apiGet('wueusers/me').catch(() => undefined));

    expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(screen.queryByText('My jobs')).not.toBeInTheDocument();
    // Only the one modal: the guard does not stack the login dialog on top of it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-jobs');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/my-jobs');
  }, 40_000);

  it('the expiry check on a route change opens the same modal for an expired token', async () => {
    void signIn(buildSession({}, Math.floor(Date.now() / 1000) - 1));
    renderShellAt('/jobs');
    expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });
});
