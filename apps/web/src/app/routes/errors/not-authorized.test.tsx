import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RequireAuth } from '@/app/guards';
import { LocationTrail, locationTrail } from '@/app/location-trail';
import { sealReturnPath } from '@/lib/return-path';
import { buildSession, signIn } from '@/testing/render';
import { NotAuthorizedPage } from './not-authorized';

/** The app's shape in small: the trail above the routes, a public page, a guarded one, the refusal page. */
const renderApp = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationTrail />
            <Outlet />
          </>
        ),
        children: [
          { path: '/jobs', element: <Link to="/console/jobs">Open the employer console</Link> },
          {
            path: '/console/jobs',
            element: (
              <RequireAuth roles={['employer', 'admin']}>
                <p>Console body</p>
              </RequireAuth>
            ),
          },
          { path: '/not-authorized', element: <NotAuthorizedPage /> },
          { path: '*', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

const back = () => screen.findByRole('link', { name: 'Back' });

describe('the not-authorized page (spec §2.5)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    locationTrail.reset();
    void signIn(buildSession({ role: 'user' }));
  });
  afterEach(() => sessionStorage.clear());

  it('leads Back to the page the user came from, through an encrypted return path', async () => {
    const router = renderApp('/jobs?q=data%20analyst');
    await userEvent.click(await screen.findByRole('link', { name: 'Open the employer console' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'You are not authorized for this page !' })).toBeInTheDocument();
    expect(screen.queryByText('Console body')).not.toBeInTheDocument();

    const sealed = new URLSearchParams(router.state.location.search).get('from')!;
    expect(sealed).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Encrypted, not encoded: neither the value nor its base64 reading shows the path.
    expect(atob(sealed.replace(/-/g, '+').replace(/_/g, '/'))).not.toContain('jobs');

    await waitFor(async () => expect(await back()).toHaveAttribute('href', '/jobs?q=data%20analyst'));
    await userEvent.click(await back());
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?q=data%20analyst');
  });

  it('leads Back to the dashboard when the guarded page was opened first (nothing to go back to)', async () => {
    const router = renderApp('/console/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), { timeout: 10_000 });
    expect(new URLSearchParams(router.state.location.search).get('from')).toBeTruthy();
    await waitFor(async () => expect(await back()).toHaveAttribute('href', '/my-dashboard'));
  });

  it('leads Back to the dashboard for a return path that was edited, made up, or sealed in another tab', async () => {
    const fromOtherTab = await sealReturnPath('/settings');
    sessionStorage.clear();
    const ours = await sealReturnPath('/jobs');
    const edited = ours.slice(0, 8) + (ours[8] === 'A' ? 'B' : 'A') + ours.slice(9);
    const encoded = btoa('/settings').replace(/=+$/, '');
    for (const from of [edited, encoded, fromOtherTab, 'https%3A%2F%2Fevil.example']) {
      locationTrail.reset();
      renderApp(`/not-authorized?from=${from}`);
      await waitFor(async () => expect(await back()).toHaveAttribute('href', '/my-dashboard'));
      document.body.innerHTML = '';
    }
  });

  it('never leads off the site, even from a path this tab sealed', async () => {
    for (const evil of ['//evil.example/phish', 'https://evil.example/']) {
      renderApp(`/not-authorized?from=${await sealReturnPath(evil)}`);
      await waitFor(async () => expect(await back()).toHaveAttribute('href', '/my-dashboard'));
      document.body.innerHTML = '';
    }
  });
});
