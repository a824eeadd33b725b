import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { configureSessionVault, loadSession } from './lib/session';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

const AppRoutes = () => useRoutes(routes);

// A page's code that no longer exists on the server (a new release replaced it while this tab was open) cannot
// load: fetch the new release once instead of leaving the page loading. Once a minute at most, never a loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('elevate:reloaded-for-release') ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem('elevate:reloaded-for-release', String(Date.now()));
  window.location.reload();
});

// The stored session is encrypted (lib/session-vault.ts): decrypt it before the first render, so guards and
// the header never flash the signed-out state. Without a stored session this resolves at once.
configureSessionVault(() => import('./lib/session-vault'));
void loadSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
