import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildSession, renderAt, signIn } from '@/testing/render';
import { sessionStore } from '@/lib/session';
import { SessionWatcher } from './session-watcher';

describe('session watcher', () => {
  it('clears all local storage and opens the expiry modal when the token exp is past', async () => {
    signIn(buildSession({}, Math.floor(Date.now() / 1000) - 5));
    localStorage.setItem('draft', 'x');
    renderAt(<SessionWatcher />, '/jobs');
    expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(sessionStore.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeInTheDocument();
  });

  it('leaves a live session alone', () => {
    signIn(buildSession({}, Math.floor(Date.now() / 1000) + 600));
    renderAt(<SessionWatcher />, '/jobs');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
  });
});
