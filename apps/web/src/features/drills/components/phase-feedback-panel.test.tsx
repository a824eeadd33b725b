import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PhaseFeedback } from '@elevate/contracts/judging/standings.schema';
import { mockApi, renderAt } from '@/testing/render';
import { PhaseFeedbackPanel } from './phase-feedback-panel';
import { PhaseFeedbackSection } from './phase-feedback-section';

const feedback = (over: Partial<PhaseFeedback> = {}): PhaseFeedback => ({
  phaseId: 3,
  phaseName: 'Idea round',
  available: true,
  submitted: true,
  advanced: false,
  nextPhaseName: 'Solution round',
  rank: null,
  resultsState: 'unpublished',
  finalAt: null,
  feedbackSharing: 'feedback-and-scores',
  scoreScale: 10,
  criteria: [
    { name: 'Impact', weight: 60, average: 7.25 },
    { name: 'Feasibility', weight: 40, average: null },
  ],
  comments: [
    { judgeLabel: 'Judge 1', feedback: 'A clear problem, tested with real farmers.' },
    { judgeLabel: 'Judge 2', feedback: 'Work out the costs before the next round.' },
  ],
  ...over,
});

const submission = (phaseId: number, status: 'draft' | 'submitted') =>
  ({ submissionId: phaseId * 10, phaseId, status }) as never;

describe('PhaseFeedbackPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the team was not shortlisted, why the next phase is closed, and shows scores and anonymised comments', () => {
    renderAt(<PhaseFeedbackPanel feedback={feedback()} />);
    expect(screen.getByRole('heading', { name: 'Not shortlisted' })).toBeInTheDocument();
    expect(screen.getByText(/Only shortlisted teams submit in Solution round/)).toBeInTheDocument();
    expect(screen.getByText('7.3 / 10')).toBeInTheDocument();
    expect(screen.getByText('Not scored')).toBeInTheDocument();
    expect(screen.getByText('Judge 1')).toBeInTheDocument();
    expect(screen.getByText('Work out the costs before the next round.')).toBeInTheDocument();
  });

  it('says where a shortlisted team goes, and that published results are provisional until the appeal window ends', () => {
    renderAt(
      <PhaseFeedbackPanel
        feedback={feedback({
          advanced: true,
          rank: 2,
          resultsState: 'provisional',
          finalAt: '2026-12-01T12:00:00.000Z',
          criteria: [],
          comments: [],
          feedbackSharing: 'none',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Shortlisted — you go on to Solution round' })).toBeInTheDocument();
    expect(screen.getByText('Rank 2')).toBeInTheDocument();
    expect(screen.getByText(/Provisional until/)).toBeInTheDocument();
    expect(screen.getByText(/do not share the judges’ feedback/)).toBeInTheDocument();
  });

  it('the section asks only for submitted phases and stays hidden until an outcome is out', async () => {
    const api = mockApi({
      'GET /api/drills/12/participants/70/feedback': ({ url }) =>
        url.searchParams.get('phaseId') === '3'
          ? [200, { httpStatus: 200, result: feedback() }]
          : [200, { httpStatus: 200, result: feedback({ phaseId: 4, available: false }) }],
    });
    renderAt(
      <PhaseFeedbackSection
        drillId={12}
        participantId={70}
        submissions={[submission(3, 'submitted'), submission(4, 'submitted'), submission(5, 'draft')]}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Your outcomes' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const asked = api.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('phaseId'),
    );
    expect(asked.sort()).toEqual(['3', '4']);
  });
});
