import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { STATE_ELEMENT_ID } from '@elevate/contracts/seo/rendered-page';
import { withoutTrackingParams } from '@elevate/contracts/seo/tracking-params';
import { configureSessionVault, loadSession } from './lib/session';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { preloadPage } from './app/lazy-page';
import { preloadFooter } from './app/shell/app-shell';
import { SESSION_PENDING_ATTRIBUTE } from './app/head-script';

// A page's code that no longer exists on the server (a new release replaced it while this tab was open) cannot
// load: fetch the new release once instead of leaving the page loading. Once a minute at most, never a loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('elevate:reloaded-for-release') ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem('elevate:reloaded-for-release', String(Date.now()));
  window.location.reload();
});

// The server drew the page without a shared link's campaign tags and click ids (plugins/pages.ts): they leave
// the address before the router reads it, so the page hydrates at the address it was drawn for.
const address = `${window.location.pathname}${window.location.search}`;
const cleanAddress = withoutTrackingParams(address);
if (cleanAddress !== address)
  window.history.replaceState(window.history.state, '', `${cleanAddress}${window.location.hash}`);

const app = (dehydratedState?: DehydratedState) => (
  <StrictMode>
    <AppProviders dehydratedState={dehydratedState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The stored session is encrypted (lib/session-vault.ts). A page drawn in the browser waits for it before its
// first render, so guards and the header never flash the signed-out state; without a stored session this
// resolves at once.
configureSessionVault(() => import('./lib/session-vault'));
const root = document.getElementById('root')!;
const serverState = document.getElementById(STATE_ELEMENT_ID);
if (serverState) {
  // A page the server rendered (docs/decisions/023): hydrated with the data it was drawn with, once its page's
  // code and the footer's are here (a part still loading while the page hydrates would fall back to its loading
  // state at the first update and move the page). A stored session is read meanwhile and shows in the header as
  // soon as it is; until then the page is the public one.
  const state = JSON.parse(serverState.textContent ?? '{}') as DehydratedState;
  // No session after all (none readable): the header's Login button, hidden while it was unknown, shows.
  void loadSession().then((s) => s ?? document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE));
  // A task of its own after the one that ran the app's modules: each stays short enough not to hold up a tap.
  const pageCode = new Promise<void>((done) => setTimeout(done, 0)).then(() => {
    const matched = matchRoutes(routes, window.location.pathname) ?? [];
    return Promise.all([preloadFooter(), ...matched.map((m) => preloadPage(m.route.element as never))]);
  });
  void pageCode
    .catch(() => undefined)
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer a tap or a
    // scroll between them, instead of one long task for the whole page.
    .then(() => startTransition(() => void hydrateRoot(root, app(state))));
} else {
  void loadSession().finally(() => createRoot(root).render(app()));
}
