import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import { AppProviders } from '@/app/providers';
import { oneCompanyRoutes } from '@/features/console/testing/console-partner-builders';
import {
  buildApplicant,
  buildApplicantDetail,
  buildApplicantsResult,
  countsOf,
} from '@/features/applicants/testing/applicant-builders';
import { buildSession, mockApi, signIn } from '@/testing/render';
import JobApplicantsPage from './job-applicants-page';

const ok = (result: unknown) => [200, { httpStatus: 200, result }] as const;

const ranking: ScreeningResult = {
  jobId: 11,
  scoringVersion: 'match-1.0.0',
  screenedAt: '2026-11-20T04:30:00.000Z',
  notScreened: 0,
  applicants: [
    {
      applicationId: 101,
      name: 'Ananya Rao',
      status: 'Applied',
      score: 86,
      basis: 'resume',
      explanation: {
        skills: { matched: ['SQL'], missingOnProfile: [], missingGaps: [], points: 70 },
        experience: { candidateMonths: 26, jobMinYears: 1, jobMaxYears: 3, fit: 'within', points: 20 },
        location: { candidateCity: null, fit: 'unknown', points: 5 },
        improvements: [],
      },
    },
  ],
};

const renderPage = (path: string) => {
  const router = createMemoryRouter([{ path: '/console/jobs/:jobId/applicants', element: <JobApplicantsPage /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('the job applicants page', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('switches between every applicant and the ranking by match, keeping the tab in the address', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({
      ...oneCompanyRoutes(),
      'GET /api/console/jobs/11/applicants': ok(
        buildApplicantsResult([buildApplicant()], { countsByStatus: countsOf({ Applied: 1 }) }),
      ),
      'GET /api/resume-screening': ok(ranking),
      'GET /api/console/applications/101': ok(buildApplicantDetail()),
    });
    const router = renderPage('/console/jobs/11/applicants');
    const all = await screen.findByRole('tab', { name: 'All applicants' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Applicants' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Ranked by match' }));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('ranked');
    const ranked = await screen.findByRole('list', { name: 'Ranked by match' });
    expect(screen.queryByRole('list', { name: 'Applicants' })).not.toBeInTheDocument();

    await userEvent.click(within(ranked).getByRole('button', { name: 'View profile' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByText('Ananya Rao').length).toBeGreaterThan(0);
  });

  it('opens on the ranking when the address asks for it', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({
      ...oneCompanyRoutes(),
      'GET /api/console/jobs/11/applicants': ok(buildApplicantsResult([buildApplicant()])),
      'GET /api/resume-screening': ok(ranking),
    });
    renderPage('/console/jobs/11/applicants?view=ranked');
    expect(await screen.findByRole('tab', { name: 'Ranked by match' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Ranked by match' })).toBeInTheDocument();
    expect(screen.getByText(/Last screened .* · scoring match-1\.0\.0/)).toBeInTheDocument();
  });
});
