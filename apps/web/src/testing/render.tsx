import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { LoginResult, UserDetails } from '@elevate/contracts/auth/auth.schema';
import type { Envelope } from '@elevate/contracts/common/envelope';
import { AppProviders } from '@/app/providers';
import { AppShell } from '@/app/shell/app-shell';
import { setSession, type Session } from '@/lib/session';

/** Renders a tree inside the app's providers and a memory router at `path`. */
export const renderAt = (ui: ReactElement, path = '/') => {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
};

/**
 * The shell's lazy parts that signing in or out shows (the login dialog, toasts, the user menu, the bell), loaded
 * once before a file's tests (`beforeAll(preloadShellParts, 60_000)`): the tests then time the behaviour only,
 * and no import is still on its way when the file's environment is torn down.
 */
export const preloadShellParts = () =>
  Promise.all([
    import('@/features/auth/components/auth-dialog'),
    import('@/components/toast-host'),
    import('@/app/shell/user-menu'),
    import('@/features/notifications/components/notification-bell'),
  ]);

/** The real shell (top bar, footer, auth dialog…) around `page` (on `pagePath`, else everywhere), at `path`. */
export const renderShellAt = (path: string, page: ReactElement = <p>Page body</p>, pagePath = '*') => {
  const children = [{ path: pagePath, element: page }];
  if (pagePath !== '*') children.push({ path: '*', element: <p>Another page</p> });
  const router = createMemoryRouter([{ element: <AppShell />, children }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
};

/** A header-only JWT with an exp claim: enough for the client, which never verifies signatures. */
export const fakeToken = (expSeconds: number) =>
  `Bearer x.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.sig`;

export const buildSession = (
  overrides: Partial<Session['session']> = {},
  expSeconds = Math.floor(Date.now() / 1000) + 3600,
): Session => ({
  tocken: fakeToken(expSeconds),
  session: {
    role: 'user',
    uid: 7,
    fullName: 'Aarav',
    uemail: 'aarav@example.in',
    referralCode: 'ELV-AARAV7',
    ...overrides,
  },
  authenticated: true,
  authorities: ['user'],
});

export const signIn = (session: Session = buildSession()) => setSession(session);

/** The login answer of spec §7.1 for a demo student. */
export const buildLoginResult = (overrides: Partial<UserDetails> = {}): LoginResult => ({
  token: fakeToken(Math.floor(Date.now() / 1000) + 3600),
  authorities: [overrides.role ?? 'user'],
  userDetails: {
    role: 'user',
    uid: 42,
    fullName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.in',
    referralCode: 'MEERA42X',
    utype: 'Student',
    ...overrides,
  },
});

type Answer = readonly [status: number, body: Envelope<unknown>];
type Handler = Answer | ((call: { url: URL; body: unknown; headers: Record<string, string> }) => Answer);

/**
 * Answers fetch by "METHOD /api/path" (query ignored); anything else gets a 404 envelope. The spy keeps every
 * call for assertions. `mockApi.calls(spy, 'POST /api/x')` lists the parsed calls made to one route.
 */
export const mockApi = (routes: Record<string, Handler>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const [status, envelope]: Answer = !handler
      ? [404, { httpStatus: 404, error: { code: 'WUE-4040', message: `No mock for ${key}` } }]
      : typeof handler === 'function'
        ? handler({ url, body, headers: (init?.headers ?? {}) as Record<string, string> })
        : handler;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });

/** The calls a mockApi spy received for one "METHOD /api/path". */
export const callsTo = (spy: ReturnType<typeof mockApi>, route: string) =>
  spy.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === route)
    .map(({ url, init }) => ({
      url,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
