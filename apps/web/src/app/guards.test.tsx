import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { buildLoginResult, buildSession, mockApi, preloadShellParts, renderShellAt, signIn } from '@/testing/render';
import { RequireAuth } from './guards';

const params = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('guards', () => {
  beforeAll(preloadShellParts, 60_000);
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('a signed-in-only route opened signed out opens the login dialog with returnUrl, and login lands back there', async () => {
    mockApi({
      'GET /api/auth/config': [
        200,
        { httpStatus: 200, result: { googleClientId: null, supportMailbox: 'care@elevate.local' } },
      ],
      'POST /api/wueusers/login': [200, { httpStatus: 200, result: buildLoginResult() }],
    });
    const { router } = renderShellAt(
      '/my-jobs?tab=saved',
      <RequireAuth>
        <p>My saved jobs</p>
      </RequireAuth>,
    );
    await waitFor(() =>
      expect(params(router)).toEqual({ tab: 'saved', type: 'login', returnUrl: '/my-jobs?tab=saved' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'meera@example.in' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret@123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('My saved jobs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-jobs');
    expect(params(router)).toEqual({ tab: 'saved' });
  }, 40_000); // the whole shell, typed into: slow on a busy machine

  it('closing the dialog on a guarded page leaves the Log in to continue panel', async () => {
    mockApi({
      'GET /api/auth/config': [
        200,
        { httpStatus: 200, result: { googleClientId: null, supportMailbox: 'care@elevate.local' } },
      ],
    });
    const { router } = renderShellAt(
      '/settings',
      <RequireAuth>
        <p>Settings body</p>
      </RequireAuth>,
    );
    await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
  });

  it('logging out on a guarded page goes to the root, without reopening the login dialog', async () => {
    void signIn(buildSession());
    const { router } = renderShellAt(
      '/settings',
      <RequireAuth>
        <p>Settings body</p>
      </RequireAuth>,
      '/settings',
    );
    await userEvent.click(await screen.findByRole('button', { name: /My Dashboard/ }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a user without the route role goes to the not-authorized page', async () => {
    void signIn(buildSession({ role: 'user' }));
    const { router } = renderShellAt(
      '/employer/console',
      <RequireAuth roles={['employer']}>
        <p>Console</p>
      </RequireAuth>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(screen.queryByText('Console')).not.toBeInTheDocument();
  });
});
