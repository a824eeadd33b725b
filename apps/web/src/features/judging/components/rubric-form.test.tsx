import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JudgingMessages } from '@elevate/contracts/judging/judging.messages';
import type { RubricWrite } from '@elevate/contracts/judging/judging.schema';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { failWith, mockApiWithUploads, ok } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import { buildRubric } from '../testing/judging-builders';
import { RubricForm } from './rubric-form';

const PUT = 'PUT /api/console/drills/12/phases/5/rubric';

describe('the rubric editor', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the live sum and refuses to save until the weights add up to 100, then sends the criteria', async () => {
    signIn();
    const api = mockApiWithUploads({
      [PUT]: ok(buildRubric(), JudgingMessages.rubricSaved),
    });
    renderAt(<RubricForm drillId={12} rubric={buildRubric()} candidates={[]} />);
    expect(screen.getByText('Weights add up to 100 of 100')).toBeInTheDocument();

    const impact = screen.getByRole('spinbutton', { name: 'Weight of criterion 3' });
    await userEvent.clear(impact);
    await userEvent.type(impact, '10');
    expect(screen.getByText('Weights add up to 90 of 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save rubric and settings' }));
    expect(await screen.findByText(JudgingMessages.weightTotal(90))).toBeInTheDocument();
    expect(api.callsTo(PUT)).toHaveLength(0);

    // A fifth criterion takes the 10 that is missing.
    await userEvent.click(screen.getByRole('button', { name: 'Add criterion' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Criterion 5/ }), 'Use of open data');
    expect(screen.getByText('Weights add up to 100 of 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move criterion 5 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rubric and settings' }));

    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    const body = api.callsTo(PUT)[0]!.body as RubricWrite;
    expect(body.criteria.map((c) => [c.criterionId, c.name, c.weight])).toEqual([
      [1, 'Innovation', 30],
      [2, 'Feasibility', 30],
      [3, 'Impact', 10],
      [undefined, 'Use of open data', 10],
      [4, 'Presentation', 20],
    ]);
    expect(body.settings.tieBreak).toEqual(['normalised-average', 'review-count', 'earlier-final-submission']);
    expect(body.confirmLockedChange).toBeUndefined();
    expect(await screen.findByText(JudgingMessages.rubricSaved, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a locked rubric read-only, and saves a change only after "Change anyway" is confirmed', async () => {
    signIn();
    const api = mockApiWithUploads({
      [PUT]: ({ body }) =>
        (body as RubricWrite).confirmLockedChange
          ? ok(buildRubric({ locked: true, judgingStatus: 'open' }), JudgingMessages.rubricSaved)
          : failWith(409, 'WUE-4090', JudgingMessages.rubricLocked),
    });
    renderAt(<RubricForm drillId={12} rubric={buildRubric({ locked: true, judgingStatus: 'open' })} candidates={[]} />);
    expect(screen.getByRole('textbox', { name: /Criterion 1/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Score scale' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Change anyway' }));
    expect(screen.getByText(/recorded in the audit log/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const name = await screen.findByRole('textbox', { name: /Criterion 1/ });
    await waitFor(() => expect(name).toBeEnabled());
    await userEvent.type(name, ' and originality');
    await userEvent.click(screen.getByRole('button', { name: 'Save rubric and settings' }));

    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    const body = api.callsTo(PUT)[0]!.body as RubricWrite;
    expect(body.confirmLockedChange).toBe(true);
    expect(body.criteria[0]!.name).toBe('Innovation and originality');
  });
});
