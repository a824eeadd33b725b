import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderShellAt, signIn } from '@/testing/render';
import { SESSION_KEY, THEME_KEY } from './session';

describe('Logout clears all local storage (spec §2.6)', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves nothing behind, not even the dark mode chosen before, and goes to the root', async () => {
    await signIn();
    mockApi({});
    const { router } = renderShellAt('/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    await waitFor(() => expect(localStorage.getItem(THEME_KEY)).toBe('dark'));
    localStorage.setItem('elevate.jobs.recent-search', 'data analyst pune');
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();

    // jsdom matches no media query, so the shell is the phone's: Logout is in the side drawer.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Whatever renders after the logout must not write the theme (or anything else) back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.length).toBe(0);
  });
});
