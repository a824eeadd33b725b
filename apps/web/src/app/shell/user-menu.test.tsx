import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { buildSession, mockApi, renderAt } from '@/testing/render';
import { UserMenu } from './user-menu';

describe('user menu', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows the name, email, profile strength from the completion call and the referral code', async () => {
    const session = buildSession({ fullName: 'Meera', lastName: 'Iyer', utype: 'Student', referralCode: 'MEERA42X' });
    mockApi({
      'GET /api/users/profile/completion/7': [200, { httpStatus: 200, result: { percent: 65, missing: [], done: [] } }],
    });
    renderAt(<UserMenu session={session} />);
    await userEvent.click(screen.getByRole('button', { name: /My Dashboard/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(menu).getByText('aarav@example.in')).toBeInTheDocument();
    expect(await within(menu).findByRole('progressbar', { name: 'Profile strength' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    expect(within(menu).getByText('65%')).toBeInTheDocument();
    expect(within(menu).getByText('MEERA42X')).toBeInTheDocument();
  });

  it("copies the referral code and says 'Copied to clipboard'", async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu session={buildSession({ referralCode: 'MEERA42X' })} />);
    await user.click(screen.getByRole('button', { name: /My Dashboard/ }));
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('MEERA42X');
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderAt(<UserMenu session={buildSession({ referralCode: 'MEERA42X' })} />);
    await user.click(screen.getByRole('button', { name: /My Dashboard/ }));
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByText('Copying did not work here. Your referral code is MEERA42X')).toBeInTheDocument();
  });
});
