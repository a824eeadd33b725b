import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DrillStats as Stats } from '@elevate/contracts/console/console-drill-stats.schema';
import { ok } from '@/testing/api-double';
import { buildSession, mockApi, renderAt, signIn } from '@/testing/render';
import { DrillStats } from './drill-stats';

const stats: Stats = {
  registrationsPerDay: [
    { date: '2026-03-01', count: 1 },
    { date: '2026-03-02', count: 3 },
    { date: '2026-03-03', count: 0 },
  ],
  totals: { registered: 4, withdrawn: 1, teams: 1, individuals: 2, lookingForTeam: 1 },
  submissionsPerPhase: [{ phaseId: 1, phase: 'Screening', draft: 0, submitted: 2 }],
  funnel: { registered: 4, inTeamOrSolo: 2, firstSubmission: 3, finalSubmission: 2 },
};

describe('the stats tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows tiles, the funnel, submissions per phase and a table of registrations per day for screen readers', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({ 'GET /api/console/drills/9/stats': ok(stats) });
    renderAt(<DrillStats drillId={9} />);
    const perDay = await screen.findByRole('table', { name: 'Registrations per day (India time)' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(4);
    expect(within(perDay).getByRole('row', { name: '2 Mar 3' })).toBeInTheDocument();
    expect(screen.getByText('Looking for a team')).toBeInTheDocument();
    expect(screen.getByText('3 (75%)')).toBeInTheDocument();
    const phases = screen.getByRole('table', { name: 'Submissions per phase' });
    expect(within(phases).getByRole('row', { name: 'Screening 2 0' })).toBeInTheDocument();
  });

  it('says so before anyone registers', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({
      'GET /api/console/drills/9/stats': ok({
        ...stats,
        registrationsPerDay: [],
        totals: { registered: 0, withdrawn: 0, teams: 0, individuals: 0, lookingForTeam: 0 },
      }),
    });
    renderAt(<DrillStats drillId={9} />);
    expect(await screen.findByText('No registrations yet')).toBeInTheDocument();
  });
});
