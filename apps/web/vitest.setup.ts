import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearSession, configureSessionVault, sessionExpiredStore } from '@/lib/session';
import { fakeMediaQueryList } from '@/testing/media';

configureSessionVault(() => import('@/lib/session-vault'));

// findBy and waitFor wait up to 5 s (1 s by default): on a busy 2-core CI machine a lazy page or a mocked
// answer can take longer than a second to appear, and a test must fail for what it proves, not for the load.
configure({ asyncUtilTimeout: 5_000 });

// Files that run in Node (`@vitest-environment node`: the server renderer's) have no DOM to set up or clean.
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  // clearSession also voids any encryption still in flight, so no session leaks into the next test.
  clearSession();
  localStorage.clear();
  sessionExpiredStore.set(false);
  delete window.google;
});

// jsdom lacks these browser APIs that MUI and the shell use.
if (inBrowser) window.scrollTo = () => {};
if (inBrowser && !window.matchMedia) window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
// Web Crypto (the session's AES-GCM) comes with Node 20's globalThis.crypto, which jsdom keeps; jsdom has no
// IndexedDB, so lib/session-vault.ts keeps its key in memory there (the browser path is checked in e2e).
