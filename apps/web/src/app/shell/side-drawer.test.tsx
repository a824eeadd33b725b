import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { buildSession, mockApi, renderAt } from '@/testing/render';
import { SideDrawer } from './side-drawer';

describe('side drawer', () => {
  afterEach(() => {
    act(() => clearSession());
    vi.restoreAllMocks();
  });

  it('shows phone users their profile strength and referral code, as the menu does on wide screens', async () => {
    await act(() => setSession(buildSession({ fullName: 'Meera', lastName: 'Iyer', referralCode: 'MEERA42X' })));
    mockApi({
      'GET /api/users/profile/completion/7': [200, { httpStatus: 200, result: { percent: 55, missing: [], done: [] } }],
    });
    renderAt(<SideDrawer open onClose={() => {}} />);
    const drawer = screen.getByRole('presentation');
    expect(within(drawer).getByText('Meera Iyer')).toBeInTheDocument();
    expect(await within(drawer).findByRole('progressbar', { name: 'Profile strength' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(within(drawer).getByText('MEERA42X')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Copy referral code' })).toBeInTheDocument();
  });
});
