import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Standings, StandingsRow } from '@elevate/contracts/judging/standings.schema';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { PublishResultsDialog } from './publish-results-dialog';

const row = (n: number) => ({ submissionId: n, rank: n, ownerName: `Team ${n}` }) as StandingsRow;

const standings = {
  drillId: 9,
  phase: { phaseId: 5, name: 'Finale' },
  prizes: [
    { title: 'Winner', value: 100000 },
    { title: 'Runner-up', value: 50000 },
  ],
  rows: [row(1), row(2), row(3)],
} as unknown as Standings;

describe('PublishResultsDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the prizes to ranks 1, 2…, refuses a rank given twice, and publishes with the appeal window', async () => {
    const api = mockApi({
      'POST /api/console/drills/9/phases/5/results/publish': [
        200,
        {
          httpStatus: 200,
          result: { entries: 3, resultsPublishedAt: 'x', finalAt: 'y' },
          message: 'Results published.',
        },
      ],
    });
    const onClose = vi.fn();
    renderAt(<PublishResultsDialog drillId={9} standings={standings} open onClose={onClose} />);
    expect(screen.getByLabelText('Rank for Winner')).toHaveValue(1);
    expect(screen.getByText('Team 1')).toBeInTheDocument();
    const runnerUp = screen.getByLabelText('Rank for Runner-up');
    await userEvent.clear(runnerUp);
    await userEvent.type(runnerUp, '1');
    expect(screen.getAllByText('Give each rank one award')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Publish results' })).toBeDisabled();
    await userEvent.clear(runnerUp);
    await userEvent.type(runnerUp, '3');
    const hours = screen.getByLabelText('Appeal window (hours)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Publish results' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, 'POST /api/console/drills/9/phases/5/results/publish')[0]!.body).toEqual({
      appealWindowHours: 48,
      awards: [
        { rank: 1, award: 'Winner' },
        { rank: 3, award: 'Runner-up' },
      ],
    });
  });
});
