import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { buildLoginResult, mockApi, preloadShellParts, renderShellAt } from '@/testing/render';
import { RequireAuth } from './guards';

describe('a role-guarded page and the login dialog', () => {
  beforeAll(preloadShellParts, 60_000);
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('a user without the role who logs in from the page ends on the not-authorized page, not a blank one', async () => {
    mockApi({
      'GET /api/auth/config': [
        200,
        { httpStatus: 200, result: { googleClientId: null, supportMailbox: 'care@elevate.local' } },
      ],
      'POST /api/wueusers/login': [200, { httpStatus: 200, result: buildLoginResult({ role: 'user' }) }],
    });
    const { router } = renderShellAt(
      '/console',
      <RequireAuth roles={['employer', 'admin']}>
        <p>Console body</p>
      </RequireAuth>,
      '/console',
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'meera@example.in' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret@123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(screen.queryByText('Console body')).not.toBeInTheDocument();
  }, 40_000);
});
