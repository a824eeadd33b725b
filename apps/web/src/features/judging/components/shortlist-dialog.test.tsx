import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StandingsRow } from '@elevate/contracts/judging/standings.schema';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { ShortlistDialog } from './shortlist-dialog';

const row = (n: number) =>
  ({ submissionId: n, rank: n, friendlyScore: 90 - n * 10, ownerName: `Team ${n}` }) as StandingsRow;

describe('ShortlistDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says how many go on before confirming, and shows the API’s refusal in the dialog', async () => {
    const api = mockApi({
      'POST /api/console/drills/9/phases/5/shortlist': [
        409,
        { httpStatus: 409, error: { code: 'WUE-4090', message: 'Results of this phase are published' } },
      ],
    });
    renderAt(
      <ShortlistDialog
        drillId={9}
        phaseId={5}
        nextPhaseName="Finale"
        rows={[row(1), row(2), row(3)]}
        open
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Shortlist' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('How many go on'), '2');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 go on; 1 do not.');
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist 2 and tell everyone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Results of this phase are published');
    expect(callsTo(api, 'POST /api/console/drills/9/phases/5/shortlist')[0]!.body).toEqual({ mode: 'top', count: 2 });
  });
});
