import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { clearSession, setSession } from '@/lib/session';
import { buildSession, mockApi } from '@/testing/render';
import ConsoleRoutes from './console-routes';

const partner = {
  partnerId: 7,
  partnerName: 'Kaveri Analytics',
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  partnerLogoPath: null,
  customUrl: 'kaveri-analytics',
  partnerIndustry: 'Data & Analytics',
  isActive: true,
  openJobs: 8,
  closedJobs: 1,
  employers: [],
};

const renderConsoleAt = (path: string) =>
  render(
    <AppProviders>
      <RouterProvider
        router={createMemoryRouter([{ path: 'console/*', element: <ConsoleRoutes /> }], { initialEntries: [path] })}
      />
    </AppProviders>,
  );

describe('console routes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => clearSession());
  });

  it('renders the overview at /console and settles (its lazy pages are made once, not on every render)', async () => {
    await act(() => setSession(buildSession({ role: 'employer' })));
    mockApi({
      'GET /api/console/partners': [
        200,
        { httpStatus: 200, result: { data: [partner], totalRecordCount: 1, totalRecords: 1 } },
      ],
    });
    renderConsoleAt('/console');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employer console' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('8 open jobs · 1 closed')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown console address', async () => {
    await act(() => setSession(buildSession({ role: 'employer' })));
    mockApi({});
    renderConsoleAt('/console/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found|could not find/i);
  });
});
