import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type { ScoreSaved, ScoreWrite } from '@elevate/contracts/judging/judging.schema';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { mockApiWithUploads, ok } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import { buildAssignmentDetail } from '../testing/judging-builders';
import { ScoringForm } from './scoring-form';

const PUT = 'PUT /api/judging/assignments/90/score';

const savedAnswer = (body: ScoreWrite): ScoreSaved => ({
  assignmentId: 90,
  review: {
    scores: body.scores,
    feedback: body.feedback ?? '',
    total: null,
    status: body.submit ? 'submitted' : 'draft',
    submittedAt: body.submit ? new Date().toISOString() : null,
    updatedAt: new Date().toISOString(),
  },
  progress: { assigned: 12, drafts: 1, submitted: 6, calibrationPending: 0 },
});

const scoreApi = () =>
  mockApiWithUploads({
    [PUT]: ({ body }) => {
      const b = body as ScoreWrite;
      return ok(savedAnswer(b), b.submit ? M.reviewSubmitted : M.draftSaved);
    },
  });

/** Picks score n of a criterion's radio row (scale 10). */
const pick = async (criterion: string, n: number) =>
  userEvent.click(
    within(screen.getByRole('radiogroup', { name: new RegExp(`^${criterion} \\(weight`) })).getByRole('radio', {
      name: String(n),
    }),
  );

describe('the scoring form', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('cannot submit while a criterion is not scored, and shows the weighted total once all are', async () => {
    signIn();
    const api = scoreApi();
    const onSubmitted = vi.fn();
    renderAt(<ScoringForm assignment={buildAssignmentDetail()} onSubmitted={onSubmitted} />);
    await pick('Innovation', 8);
    await pick('Feasibility', 6);
    await pick('Impact', 10);
    expect(screen.getByText('Total once all are scored (3 of 4)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Written feedback' }));
    await userEvent.paste('A working filter with field data from two villages.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(M.scoreRequired('Presentation'))).toBeInTheDocument();
    expect(api.callsTo(PUT)).toHaveLength(0);

    await pick('Presentation', 5);
    // 8/10×30 + 6/10×30 + 10/10×20 + 5/10×20 = 24 + 18 + 20 + 10
    expect(screen.getByText('72.0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect(api.callsTo(PUT)[0]!.body).toEqual({
      scores: { '1': 8, '2': 6, '3': 10, '4': 5 },
      feedback: 'A working filter with field data from two villages.',
      submit: true,
    });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  });

  it('saves a draft with only what is scored so far, and without the feedback minimum', async () => {
    signIn();
    const api = scoreApi();
    renderAt(<ScoringForm assignment={buildAssignmentDetail()} />);
    await pick('Impact', 7);
    await userEvent.type(screen.getByRole('textbox', { name: 'Written feedback' }), 'Strong pilot');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect(api.callsTo(PUT)[0]!.body).toEqual({ scores: { '3': 7 }, feedback: 'Strong pilot', submit: false });
    expect(await screen.findByText(M.draftSaved)).toBeInTheDocument();
  });

  it('shows a closed phase’s review read-only with the reason', () => {
    signIn();
    renderAt(
      <ScoringForm
        assignment={buildAssignmentDetail({
          canEdit: false,
          lockedMessage: M.scoringClosed,
          review: {
            scores: { '1': 8, '2': 6, '3': 10, '4': 5 },
            feedback: 'Good work on the pilot with two villages.',
            total: 72,
            status: 'submitted',
            submittedAt: '2026-03-16T10:00:00.000Z',
            updatedAt: '2026-03-16T10:00:00.000Z',
          },
        })}
      />,
    );
    expect(screen.getByText(M.scoringClosed)).toBeInTheDocument();
    expect(screen.getByText('72.0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Written feedback' })).toBeDisabled();
  });
});
