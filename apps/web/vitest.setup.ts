import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearSession, configureSessionVault, sessionExpiredStore } from '@/lib/session';

configureSessionVault(() => import('@/lib/session-vault'));

afterEach(() => {
  cleanup();
  // clearSession also voids any encryption still in flight, so no session leaks into the next test.
  clearSession();
  localStorage.clear();
  sessionExpiredStore.set(false);
  delete window.google;
});

// jsdom lacks these browser APIs that MUI and the shell use.
window.scrollTo = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Web Crypto (the session's AES-GCM) comes with Node 20's globalThis.crypto, which jsdom keeps; jsdom has no
// IndexedDB, so lib/session-vault.ts keeps its key in memory there (the browser path is checked in e2e).
