import { describe, expect, it } from 'vitest';
import { buildSession } from '@/testing/render';
import { clearSession, loadSession, SESSION_KEY, sessionStore, setSession, THEME_KEY } from './session';

describe('stored session', () => {
  it('is encrypted at rest: the stored value shows neither the token nor the name nor the email', async () => {
    const session = buildSession({ fullName: 'Ananya', uemail: 'ananya@example.in' });
    await setSession(session);
    const stored = localStorage.getItem(SESSION_KEY);
    expect(stored).toMatch(/^v1\./);
    const jwt = session.tocken.split(' ')[1]!;
    for (const secret of [jwt, 'Ananya', 'ananya@example.in', 'tocken', 'authorities']) {
      expect(stored).not.toContain(secret);
      expect(atob(stored!.slice(3))).not.toContain(secret);
    }
    expect(localStorage.length).toBe(1);
  });

  it('two writes of the same session differ (a fresh IV each time)', async () => {
    const session = buildSession();
    await setSession(session);
    const first = localStorage.getItem(SESSION_KEY);
    await setSession(session);
    expect(localStorage.getItem(SESSION_KEY)).not.toBe(first);
  });

  it('survives a reload: loadSession decrypts the stored copy into the store', async () => {
    const session = buildSession({ fullName: 'Kabir' });
    await setSession(session);
    sessionStore.set(null); // what a reload starts with
    expect(await loadSession()).toEqual(session);
    expect(sessionStore.get()).toEqual(session);
  });

  it('drops a stored value that was tampered with or is not ours', async () => {
    await setSession(buildSession());
    const stored = localStorage.getItem(SESSION_KEY)!;
    const flipped = stored.slice(0, -4) + (stored.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    localStorage.setItem(SESSION_KEY, flipped);
    sessionStore.set(null);
    expect(await loadSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();

    localStorage.setItem(SESSION_KEY, JSON.stringify(buildSession())); // a plain-text copy is never trusted
    expect(await loadSession()).toBeNull();
  });

  it('resolves at once with no session when nothing is stored', async () => {
    expect(await loadSession()).toBeNull();
  });

  it('clearSession clears all local storage, the theme choice included, and an encryption in flight does not write after it', async () => {
    localStorage.setItem(THEME_KEY, 'dark');
    localStorage.setItem('draft', 'x');
    const pending = setSession(buildSession());
    clearSession();
    await pending;
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get()).toBeNull();
  });
});
