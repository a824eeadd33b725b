import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSession, mockApi, renderAt, signIn } from '@/testing/render';
import { TopBar } from './top-bar';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top bar', () => {
  it('shows the user links, Login and For Companies/Institutes to a visitor', () => {
    renderAt(<TopBar onOpenDrawer={() => {}} />, '/');
    const bar = within(nav());
    expect(bar.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(bar.getByRole('link', { name: 'Hackathons' })).toHaveAttribute('href', '/drills');
    expect(bar.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'For Companies/Institutes' })).toHaveAttribute('href', '/employer');
    expect(bar.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it.each(['/employer', '/customers', '/hiring', '/hackathon'])('switches to the employer variant on %s', (path) => {
    renderAt(<TopBar onOpenDrawer={() => {}} />, path);
    const bar = within(nav());
    expect(bar.getByRole('link', { name: 'For Users' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('button', { name: 'Request a demo' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Post a Job' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Host a Hackathon' })).toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'For Companies/Institutes' })).not.toBeInTheDocument();
  });

  it('leads an employer or admin from Host a Hackathon to the console, others to the marketing page', () => {
    signIn(buildSession({ role: 'employer' }));
    const { unmount } = renderAt(<TopBar onOpenDrawer={() => {}} />, '/employer');
    expect(within(nav()).getByRole('link', { name: 'Host a Hackathon' })).toHaveAttribute(
      'href',
      '/console/hackathons/new',
    );
    unmount();
    signIn(buildSession({ role: 'user' }));
    renderAt(<TopBar onOpenDrawer={() => {}} />, '/employer');
    expect(within(nav()).getByRole('link', { name: 'Host a Hackathon' })).toHaveAttribute('href', '/hackathon');
  });

  it('shows the My Dashboard menu with referral code and drawer button to a signed-in user', async () => {
    signIn();
    mockApi({
      'GET /api/users/profile/completion/7': [200, { httpStatus: 200, result: { percent: 55, missing: [], done: [] } }],
    });
    renderAt(<TopBar onOpenDrawer={() => {}} />, '/');
    const bar = within(nav());
    expect(bar.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await userEvent.click(await bar.findByRole('button', { name: /My Dashboard/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('ELV-AARAV7')).toBeInTheDocument();
    for (const name of [
      'My Dashboard',
      'Manage Profile',
      'My Jobs',
      'My Activities',
      'My Referrals',
      'Settings',
      'Logout',
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(await within(menu).findByRole('progressbar', { name: 'Profile strength' })).toBeInTheDocument();
  });

  it("copying the referral code says 'Copied to clipboard'", async () => {
    const user = userEvent.setup(); // provides the clipboard jsdom lacks
    signIn();
    renderAt(<TopBar onOpenDrawer={() => {}} />, '/');
    await user.click(await screen.findByRole('button', { name: /My Dashboard/ }));
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('logout clears all local storage and returns to the root', async () => {
    signIn();
    localStorage.setItem('something-else', '1');
    const { router } = renderAt(<TopBar onOpenDrawer={() => {}} />, '/jobs');
    await userEvent.click(await screen.findByRole('button', { name: /My Dashboard/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('Login opens the auth modal in place, keeping where the visitor was as returnUrl', async () => {
    const { router } = renderAt(<TopBar onOpenDrawer={() => {}} />, '/aboutus');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/aboutus');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('login');
    expect(params.get('returnUrl')).toBe('/aboutus');
  });

  it('shows the notification bell with its unread count to a signed-in user, and no bell to a visitor', async () => {
    const { unmount } = renderAt(<TopBar onOpenDrawer={() => {}} />, '/');
    expect(within(nav()).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    unmount();

    signIn();
    const spy = mockApi({ 'GET /api/notification/count': [200, { httpStatus: 200, result: { count: 2 } }] });
    renderAt(<TopBar onOpenDrawer={() => {}} />, '/');
    expect(await within(nav()).findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
