import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/testing/render';
import { useOpenLogin } from './use-open-login';

const LoginButton = ({ replace }: { replace?: boolean }) => {
  const openLogin = useOpenLogin({ replace });
  return (
    <button type="button" onClick={openLogin}>
      Login
    </button>
  );
};

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useOpenLogin', () => {
  it('opens login on the same page, with the page and its query as returnUrl', async () => {
    const { router } = renderAt(<LoginButton />, '/drills/code-for-bharat?invite=AB12CD#rules');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/drills/code-for-bharat');
    expect(router.state.location.hash).toBe('#rules');
    expect(query(router.state.location.search)).toEqual({
      invite: 'AB12CD',
      type: 'login',
      returnUrl: '/drills/code-for-bharat?invite=AB12CD',
    });
  });

  it("leaves the dialog's own values out of returnUrl when the address already has them", async () => {
    const { router } = renderAt(<LoginButton />, '/jobs?q=react&type=signup&returnUrl=%2Fold');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(query(router.state.location.search)).toEqual({ q: 'react', type: 'login', returnUrl: '/jobs?q=react' });
  });

  it('adds a history entry, or with replace takes the place of the current one', async () => {
    const pushed = renderAt(<LoginButton />, '/aboutus');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(pushed.router.state.historyAction).toBe('PUSH');
    pushed.unmount();

    const replaced = renderAt(<LoginButton replace />, '/my-jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(replaced.router.state.historyAction).toBe('REPLACE');
    expect(query(replaced.router.state.location.search)).toEqual({ type: 'login', returnUrl: '/my-jobs' });
  });
});
