import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenedApplicant, ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { SCREENING_FAIRNESS, ScreeningRanking } from './screening-ranking';

const ROUTE = '/api/resume-screening';
const ok = (result: unknown) => [200, { httpStatus: 200, result }] as const;

const screened = (overrides: Partial<ScreenedApplicant> = {}): ScreenedApplicant => ({
  applicationId: 101,
  name: 'Ananya Rao',
  status: 'Applied',
  score: 86,
  basis: 'resume-and-profile',
  explanation: {
    skills: { matched: ['SQL', 'Python'], missingOnProfile: [], missingGaps: ['Tableau'], points: 46.7 },
    experience: { candidateMonths: 26, jobMinYears: 1, jobMaxYears: 3, fit: 'within', points: 20 },
    location: { candidateCity: 'Hyderabad', fit: 'same-city', points: 10 },
    improvements: [{ text: 'Learn Tableau', gain: 23.3 }],
  },
  ...overrides,
});
const rohit = screened({
  applicationId: 102,
  name: 'Rohit Sharma',
  status: 'Shortlisted',
  score: 41,
  basis: 'profile',
  explanation: {
    ...screened().explanation,
    skills: { matched: ['Python'], missingOnProfile: [], missingGaps: ['SQL', 'Tableau'], points: 23.3 },
  },
});
const result = (applicants: ScreenedApplicant[], screenedAt: string | null, notScreened = 0): ScreeningResult => ({
  jobId: 11,
  scoringVersion: 'match-1.0.0',
  screenedAt,
  applicants,
  notScreened,
});
const never = result([], null);
const ranked = result([screened(), rohit], '2026-11-20T04:30:00.000Z');

describe('applicants ranked by match', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the last ranking best first with score, basis, matched and missing skills, time and scoring version', async () => {
    mockApi({ [`GET ${ROUTE}`]: ok(ranked) });
    renderAt(<ScreeningRanking jobId={11} onOpen={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Ranked by match' });
    const items = within(list).getAllByRole('listitem', { name: /^\d\. / });
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['1. Ananya Rao', '2. Rohit Sharma']);
    const first = within(items[0]!);
    expect(first.getByRole('progressbar', { name: '86% match' })).toBeInTheDocument();
    expect(first.getByText('Applied · From their resume and profile')).toBeInTheDocument();
    expect(within(first.getByRole('list', { name: 'Matched skills' })).getByText('SQL')).toBeInTheDocument();
    expect(first.getByText('Missing: Tableau')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Missing: SQL, Tableau')).toBeInTheDocument();
    expect(screen.getByText(/Last screened .* · scoring match-1\.0\.0/)).toBeInTheDocument();
    expect(screen.getByText(SCREENING_FAIRNESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rescreen' })).toBeEnabled();
  });

  it('says a job was never screened and screens it on request, showing the new ranking', async () => {
    const api = mockApi({ [`GET ${ROUTE}`]: ok(never), [`PUT ${ROUTE}`]: ok(ranked) });
    renderAt(<ScreeningRanking jobId={11} onOpen={() => {}} />);
    expect(await screen.findByText('Not ranked yet')).toBeInTheDocument();
    expect(screen.getByText('Not screened yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Screen applicants' }));
    expect(await screen.findByRole('list', { name: 'Ranked by match' })).toBeInTheDocument();
    expect(callsTo(api, `PUT ${ROUTE}`)[0]!.body).toEqual({ jobId: 11 });
    expect(screen.getByRole('button', { name: 'Rescreen' })).toBeInTheDocument();
  });

  it('says how many applied since the last screening', async () => {
    mockApi({ [`GET ${ROUTE}`]: ok(result([screened()], '2026-11-20T04:30:00.000Z', 2)) });
    renderAt(<ScreeningRanking jobId={11} onOpen={() => {}} />);
    expect(
      await screen.findByText('2 applicants have applied since the last screening. Rescreen to rank them.'),
    ).toBeInTheDocument();
  });

  it('shows an empty state when the screened job has no applicants', async () => {
    mockApi({ [`GET ${ROUTE}`]: ok(result([], '2026-11-20T04:30:00.000Z')) });
    renderAt(<ScreeningRanking jobId={11} onOpen={() => {}} />);
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the reason when another company’s job is refused', async () => {
    let answer: (v: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt(<ScreeningRanking jobId={11} onOpen={() => {}} />);
    expect(await screen.findByRole('status', { name: 'Loading ranking' })).toBeInTheDocument();
    answer(
      new Response(JSON.stringify({ httpStatus: 403, error: { code: 'WUE-4030', message: 'Forbidden' } }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(
      await screen.findByText("You can only screen the applicants of your own company's jobs."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading ranking' })).not.toBeInTheDocument();
  });

  it('opens an applicant and explains a score from the keyboard', async () => {
    mockApi({ [`GET ${ROUTE}`]: ok(ranked) });
    const onOpen = vi.fn();
    renderAt(<ScreeningRanking jobId={11} onOpen={onOpen} />);
    const why = (await screen.findAllByRole('button', { name: 'Why this score' }))[0]!;
    why.focus();
    await userEvent.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('The candidate is in Hyderabad, where the job is.')).toBeVisible());
    const view = screen.getAllByRole('button', { name: 'View profile' })[1]!;
    view.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 102, name: 'Rohit Sharma' }));
  });
});
