import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StandingsRow } from '@elevate/contracts/judging/standings.schema';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { ShortlistDialog } from './shortlist-dialog';
import { StandingsTable } from './standings-table';

const row = (submissionId: number, rank: number, friendlyScore: number | null, over: Partial<StandingsRow> = {}) =>
  ({
    submissionId,
    ownerKey: `team:${submissionId}`,
    ownerName: `Team ${submissionId}`,
    teamId: submissionId,
    participantId: submissionId,
    rawAverage: 70,
    normalisedScore: friendlyScore === null ? null : (friendlyScore - 50) / 10,
    friendlyScore,
    reviewCount: 2,
    shortOfK: true,
    disputed: false,
    zSpread: 0,
    reviews: [
      { judgeId: 1, judgeName: 'Prof. Iyer', raw: 60, z: 1 },
      { judgeId: 2, judgeName: 'Dr. Rao', raw: 80, z: 1 },
    ],
    rank,
    finalSubmittedAt: null,
    outcome: null,
    ...over,
  }) satisfies StandingsRow;

const rows = [row(1, 1, 61), row(2, 2, 55), row(3, 2, 55), row(4, 4, 40, { disputed: true })];

describe('StandingsTable', () => {
  it('shows raw and normalised side by side, short of K and disagreement, and each judge in an expandable row', async () => {
    renderAt(<StandingsTable rows={rows} k={3} />);
    expect(screen.getByRole('table', { name: 'Standings' })).toBeInTheDocument();
    expect(screen.getByText('61.0')).toBeInTheDocument();
    expect(screen.getAllByText('Short of 3')).toHaveLength(4);
    expect(screen.getByText('Judges disagree')).toBeInTheDocument();
    expect(screen.queryByText('Prof. Iyer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show reviews of Team 1' }));
    expect(screen.getByText('Prof. Iyer')).toBeInTheDocument();
    expect(screen.getByText('raw 60.0 · z +1.00')).toBeInTheDocument();
  });
});

describe('ShortlistDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says how many go on before confirming (ties at the boundary go on) and sends the rule', async () => {
    const api = mockApi({
      'POST /api/console/drills/9/phases/5/shortlist': [
        200,
        { httpStatus: 200, result: { advanced: 3, notAdvanced: 1, notified: 4, shortlistedAt: 'x' } },
      ],
    });
    const onClose = vi.fn();
    renderAt(
      <ShortlistDialog drillId={9} phaseId={5} nextPhaseName="Solution round" rows={rows} open onClose={onClose} />,
    );
    expect(screen.getByRole('button', { name: 'Shortlist' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('How many go on'), '2');
    expect(screen.getByRole('status')).toHaveTextContent('3 of 4 go on; 1 do not.');
    await userEvent.click(screen.getByLabelText('Everyone at or above a normalised score'));
    await userEvent.type(screen.getByLabelText('Lowest normalised score (0–100)'), '60');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 go on');
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist 1 and tell everyone' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, 'POST /api/console/drills/9/phases/5/shortlist')[0]!.body).toEqual({
      mode: 'threshold',
      minNormalised: 60,
    });
  });
});
