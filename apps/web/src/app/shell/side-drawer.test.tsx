import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { buildSession, renderAt } from '@/testing/render';
import { SideDrawer } from './side-drawer';

describe('side drawer', () => {
  afterEach(() => act(() => clearSession()));

  it('shows phone users their profile strength and referral code, as the menu does on wide screens', async () => {
    await act(() => setSession(buildSession({ fullName: 'Meera', lastName: 'Iyer', referralCode: 'MEERA42X' })));
    renderAt(<SideDrawer open onClose={() => {}} />);
    const drawer = screen.getByRole('presentation');
    expect(within(drawer).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(drawer).getByRole('progressbar', { name: 'Profile strength' })).toBeInTheDocument();
    expect(within(drawer).getByText('MEERA42X')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Copy referral code' })).toBeInTheDocument();
  });
});
