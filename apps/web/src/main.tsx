import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { configureSessionVault, loadSession } from './lib/session';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

const AppRoutes = () => useRoutes(routes);

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
