import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import { ResultsMessages } from '@elevate/contracts/drills/submission.messages';
import type { PhaseFeedback } from '@elevate/contracts/judging/standings.schema';
import { AppProviders } from '@/app/providers';
import { buildPhase } from '@/features/drills/testing/drill-builders';
import { buildDrill, failWith, mockDrillsApi, ok, registered } from '@/features/drills/testing/participation-builders';
import {
  buildAnnouncement,
  buildCertificate,
  buildLeaderboard,
  buildSubmission,
  inDays,
  listOf,
} from '@/features/drills/components/dashboard-test-data';
import { clearSession } from '@/lib/session';
import { signIn } from '@/testing/render';
import ParticipantDashboardRoutes from './participant-dashboard-routes';

const idea = buildPhase({
  phaseId: 1,
  phase: 'Idea submission',
  kind: 'idea',
  phaseStartDt: inDays(-1),
  phaseEndDt: inDays(3),
  phaseStatus: 'live',
});
const prototype = buildPhase({
  phaseId: 2,
  phase: 'Prototype',
  kind: 'solution',
  phaseStartDt: inDays(4),
  phaseEndDt: inDays(9),
  phaseStatus: 'upcoming',
});
const drill = buildDrill({ drillPhase: [idea, prototype], drillTeamSize: { min: 1, max: 1 } });

/** The caller's outcome in a phase (GET …/feedback): shortlisted or not, as the hosts decided. */
const feedbackOf = (over: Partial<PhaseFeedback> = {}): PhaseFeedback => ({
  phaseId: 1,
  phaseName: 'Idea submission',
  available: true,
  shortlisted: false,
  submitted: true,
  advanced: null,
  nextPhaseName: 'Prototype',
  rank: null,
  resultsState: 'provisional',
  finalAt: null,
  feedbackSharing: 'none',
  scoreScale: 10,
  criteria: [],
  comments: [],
  ...over,
});

const renderDashboardAt = (path: string) => {
  const router = createMemoryRouter(
    [{ path: 'drills/participant-dashboard/:drillId/:participantId/*', element: <ParticipantDashboardRoutes /> }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

type Routes = Parameters<typeof mockDrillsApi>[0];
const api = (overrides: Routes = {}) =>
  mockDrillsApi({
    'GET /api/drills': ok(drill),
    'GET /api/drills/12/participants': ok(registered()),
    'GET /api/drills/phases': ok({ ...listOf([idea, prototype]), serverNow: new Date().toISOString() }),
    'GET /api/drills/12/submissions': ok(listOf([])),
    'GET /api/certificates/participants': ok(listOf([])),
    'GET /api/drills/12/announcements': ok(listOf([])),
    ...overrides,
  });

describe('the participant dashboard', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => clearSession());
  });

  it('shows the hackathon, its tabs and, on the overview, what to do next, the phases and clear empty states', async () => {
    signIn();
    const calls = api();
    renderDashboardAt('/drills/participant-dashboard/12/70');
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Smart India Build' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Smart India Build · Elevate');
    const nav = screen.getByRole('navigation', { name: 'Participant dashboard' });
    const tabs = within(nav).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Idea submission', 'Prototype', 'Help', 'My info']);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(tabs[1]).toHaveAttribute('href', '/drills/participant-dashboard/12/70/idea/1');
    expect(tabs[2]).toHaveAttribute('href', '/drills/participant-dashboard/12/70/solution/2');
    expect(screen.getByRole('link', { name: 'Hackathon page' })).toHaveAttribute('href', '/drills/smart-india-build');

    const next = await screen.findByRole('list', { name: 'What to do next' });
    expect(within(next).getByText('Submit your Idea submission')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/12/70/idea/1',
    );

    const phases = screen.getByRole('list', { name: 'Phases' });
    const [first, second] = within(phases).getAllByRole('listitem');
    expect(first).toHaveTextContent('Live');
    expect(first).toHaveTextContent('Not started');
    // Deadlines in the viewer's zone, with the zone named.
    expect(first).toHaveTextContent(/Closes \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (AM|PM) [A-Z]/);
    expect(second).toHaveTextContent('Upcoming');

    const announcements = screen.getByRole('region', { name: 'Announcements' });
    expect(await within(announcements).findByText('No announcements yet')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('No results yet')).toBeInTheDocument();
    expect(await within(results).findByText(ResultsMessages.noCertificates)).toBeInTheDocument();
    expect(calls.callsTo('GET /api/certificates/participants')[0]?.query).toEqual({ participantId: '70' });
    expect(calls.callsTo('GET /api/drills')[0]?.query).toEqual({ drillId: '12' });
  });

  it('shows announcements, the submitted phase, published leaderboards with the own row, and certificates', async () => {
    signIn();
    const judged = { ...idea, phaseEndDt: inDays(-1), phaseStartDt: inDays(-5), resultsPublished: true };
    api({
      'GET /api/drills': ok({ ...drill, drillPhase: [judged, prototype] }),
      'GET /api/drills/phases': ok({ ...listOf([judged, prototype]), serverNow: new Date().toISOString() }),
      'GET /api/drills/12/submissions': ok(
        listOf([buildSubmission({ phaseId: 1, phase: 'Idea submission', status: 'submitted', version: 3 })]),
      ),
      'GET /api/drills/12/announcements': ok(listOf([buildAnnouncement()])),
      'GET /api/drills/12/phases/1/leaderboards': ok(buildLeaderboard()),
      'GET /api/drills/12/participants/70/feedback': ok(feedbackOf()),
      'GET /api/certificates/participants': ok(listOf([buildCertificate()])),
    });
    renderDashboardAt('/drills/participant-dashboard/12/70');

    const announcements = await screen.findByRole('region', { name: 'Announcements' });
    expect(await within(announcements).findByText('Mentor hours on Friday')).toBeInTheDocument();
    expect(within(announcements).getByText('Join the mentors at 6 pm.')).toBeInTheDocument();

    const phases = screen.getByRole('list', { name: 'Phases' });
    expect(await within(phases).findByText('Submitted · version 3')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Idea submission' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Byte Bandits (you)');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');

    const certificates = await screen.findByRole('list', { name: 'Your certificates' });
    expect(within(certificates).getByText('SIB-2026-0070')).toBeInTheDocument();
    expect(within(certificates).getByRole('link', { name: 'Download Certificate of participation' })).toHaveAttribute(
      'href',
      '/api/uploads/certificate-x.pdf?signature=x',
    );
    // Saved as a file, not opened in a tab (the PDF is served inline).
    expect(within(certificates).getByRole('link', { name: 'Download Certificate of participation' })).toHaveAttribute(
      'download',
    );
    const next = screen.getByRole('list', { name: 'What to do next' });
    expect(within(next).getByText('Results of Idea submission are out')).toBeInTheDocument();
    expect(within(next).getByText('Your certificate is ready')).toBeInTheDocument();
  });

  it('tells a team not shortlisted in the idea round its outcome instead of asking it to submit a prototype', async () => {
    signIn();
    const shortlisted = { ...idea, phaseStartDt: inDays(-5), phaseEndDt: inDays(-2), phaseStatus: 'ended' as const };
    const live = { ...prototype, phaseStartDt: inDays(-1), phaseEndDt: inDays(4), phaseStatus: 'live' as const };
    const calls = api({
      'GET /api/drills': ok({ ...drill, drillPhase: [shortlisted, live] }),
      'GET /api/drills/phases': ok({ ...listOf([shortlisted, live]), serverNow: new Date().toISOString() }),
      'GET /api/drills/12/participants/70/feedback': ok(feedbackOf({ shortlisted: true, advanced: false })),
    });
    renderDashboardAt('/drills/participant-dashboard/12/70');

    const next = await screen.findByRole('list', { name: 'What to do next' });
    expect(within(next).getByText('Not shortlisted in Idea submission')).toBeInTheDocument();
    expect(within(next).queryByText('Submit your Prototype')).not.toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'See your feedback' })).toHaveAttribute('href', '#outcomes');
    expect(calls.callsTo('GET /api/drills/12/participants/70/feedback')[0]?.query).toEqual({ phaseId: '1' });
  });

  it('says "not registered" with a link to the hackathon for another participant’s dashboard, showing none of it', async () => {
    signIn();
    const calls = api();
    renderDashboardAt('/drills/participant-dashboard/12/71');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not registered for Smart India Build' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the hackathon page' })).toHaveAttribute(
      'href',
      '/drills/smart-india-build',
    );
    // The caller has a registration of their own here: the way to it.
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/12/70',
    );
    expect(screen.queryByRole('navigation', { name: 'Participant dashboard' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET /api/drills/12/submissions')).toHaveLength(0);
    expect(calls.callsTo('GET /api/certificates/participants')).toHaveLength(0);
  });

  it('turns the API’s 404 for the registration on a sub-page into the "not registered" page', async () => {
    signIn();
    api({
      'GET /api/drills/12/participants/70/queries': failWith(
        404,
        'WUE-4040',
        'You are not registered for this hackathon.',
      ),
    });
    renderDashboardAt('/drills/participant-dashboard/12/70/help');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not registered for Smart India Build' }),
    ).toBeInTheDocument();
  });

  it('says the hackathon does not exist when the API answers 404 for it', async () => {
    signIn();
    api({ 'GET /api/drills': failWith(404, 'WUE-4040', DrillMessages.notFound) });
    renderDashboardAt('/drills/participant-dashboard/12/70');
    expect(await screen.findByText(DrillMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse hackathons' })).toHaveAttribute('href', '/drills');
  });

  it('shows the not-found page for an unknown sub-page', async () => {
    signIn();
    api();
    renderDashboardAt('/drills/participant-dashboard/12/70/scores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for a participant id that is not a number', async () => {
    signIn();
    const calls = api();
    renderDashboardAt('/drills/participant-dashboard/12/me');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(calls.calls).toHaveLength(0);
  });

  it('goes from the idea address of a solution phase to its solution page', async () => {
    signIn();
    api({
      'GET /api/drills/12/submissionFields': ok({ phase: prototype, fields: [] }),
      'GET /api/drills/12/PROBLEMSTATEMENT': ok(listOf([])),
    });
    const router = renderDashboardAt('/drills/participant-dashboard/12/70/idea/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/drills/participant-dashboard/12/70/solution/2'));
    expect(await screen.findByRole('form', { name: 'Prototype submission' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Participant dashboard' })).getByRole('tab', { name: 'Prototype' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('moves between its pages with the tabs, marking the one shown', async () => {
    signIn();
    api({ 'GET /api/drills/12/participants/70/queries': ok(listOf([])) });
    const router = renderDashboardAt('/drills/participant-dashboard/12/70');
    const nav = await screen.findByRole('navigation', { name: 'Participant dashboard' });
    await userEvent.click(within(nav).getByRole('tab', { name: 'Help' }));
    expect(router.state.location.pathname).toBe('/drills/participant-dashboard/12/70/help');
    expect(within(nav).getByRole('tab', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('form', { name: 'Ask the hosts' })).toBeInTheDocument();
    expect(document.title).toBe('Help · Smart India Build · Elevate');
  });
});
