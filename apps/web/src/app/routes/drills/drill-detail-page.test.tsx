import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { AppProviders } from '@/app/providers';
import { drillQuery } from '@/features/drills/api/get-drill';
import { publicLeaderboardQuery } from '@/features/drills/api/public-leaderboard';
import { buildLeaderboard } from '@/features/drills/components/dashboard-test-data';
import { buildDrillDetail, buildPhase, daysFromNow } from '@/features/drills/testing/drill-builders';
import { buildParticipation } from '@/features/drills/testing/participation-builders';
import { mockWideScreen } from '@/testing/media';
import { buildJobCard } from '@/features/jobs/testing/job-builders';
import { createQueryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildSession, callsTo, mockApi, signIn } from '@/testing/render';
import { DrillDetailPage } from './drill-detail-page';

const ok = (result: unknown, message?: string) => [200, { httpStatus: 200, result, message }] as const;
const noJobs = ok({ data: [], totalRecordCount: 0, totalRecords: 0, facets: null, fuzzy: false });
const notFound = [
  404,
  { httpStatus: 404, error: { code: 'WUE-4040', message: 'This hackathon does not exist or is no longer listed.' } },
] as const;

const participation = buildParticipation({ drillId: 11, registrationEndDt: daysFromNow(10) });

/** The value of one of the hero's facts, by its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const router = (path: string) =>
  createMemoryRouter(
    [
      { path: '/drills/:drillId', element: <DrillDetailPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [path],
    },
  );
const renderDrill = (path = '/drills/code-for-bharat-2026') => {
  const r = router(path);
  render(
    <AppProviders>
      <RouterProvider router={r} />
    </AppProviders>,
  );
  return r;
};
const api = (drill: DrillDetail | null, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/drills': drill ? ok(drill) : notFound,
    'GET /api/jobs/search': noJobs,
    ...extra,
  });

describe('/drills/{drillCustUrl}', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the hackathon: name, host linking to its company page, status, registration line, countdown and facts', async () => {
    const spy = api(buildDrillDetail());
    renderDrill();
    expect(await screen.findByRole('heading', { level: 1, name: 'Code for Bharat 2026' })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/drills')[0]!.query).toEqual({ drillId: 'code-for-bharat-2026' });
    // The window's title as the server's head writes it.
    await waitFor(() => expect(document.title).toBe('Code for Bharat 2026 by Kaveri Analytics · Elevate'));
    expect(screen.getByRole('link', { name: 'Kaveri Analytics' })).toHaveAttribute(
      'href',
      '/company-page/kaveri-analytics',
    );
    const status = screen.getByRole('group', { name: 'Status' });
    expect(within(status).getByText('Upcoming')).toBeInTheDocument();
    expect(within(status).getByText(/^Registration ends on/)).toHaveTextContent(
      /^Registration ends on \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} (AM|PM) \S+$/,
    );
    expect(screen.getByText('Registration closes in')).toBeInTheDocument();
    expect(screen.getByText(/^(10d|9d) \d\dh \d\dm$/)).toBeInTheDocument();
    expect(fact('Mode')).toBe('Bengaluru · Hybrid');
    expect(fact('Dates')).toMatch(/^\d{1,2} \w{3,4} \d{4} \S+ to \d{1,2} \w{3,4} \d{4} \S+$/);
    expect(fact('Team size')).toBe('Team of 2 - 4');
    expect(fact('Prize pool')).toBe('₹5,00,000');
    expect(fact('Registrations')).toBe('1,240 registered');
    expect(screen.queryByText('Registration fee')).not.toBeInTheDocument();
    // The one primary action (signed out: Register opens login) and the way back to the listing.
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All hackathons' })).toHaveAttribute('href', '/drills');
  });

  it('on a phone puts the primary action in a bar at the bottom of the window, once', async () => {
    api(buildDrillDetail());
    renderDrill();
    const bar = await screen.findByRole('complementary', { name: 'Take part' });
    expect(within(bar).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Register' })).toHaveLength(1);
  });

  it('on a wide screen shows the primary action in the hero, once', async () => {
    mockWideScreen();
    api(buildDrillDetail());
    renderDrill();
    await screen.findByRole('heading', { level: 1, name: 'Code for Bharat 2026' });
    expect(screen.queryByRole('complementary', { name: 'Take part' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Register' })).toHaveLength(1);
  });

  it('shows the fee of a paid hackathon, hides registrations the hosts keep private, and names a host without a company page', async () => {
    api(
      buildDrillDetail({
        registrationFee: 499,
        registrationCountVisible: false,
        partnerCustomUrl: null,
        programType: 'open-innovation',
        drillRegistrationEndDt: daysFromNow(-2),
        drillStartDt: daysFromNow(-1),
        drillEndDt: daysFromNow(3),
      }),
    );
    renderDrill();
    await screen.findByRole('heading', { level: 1, name: 'Code for Bharat 2026' });
    expect(fact('Registration fee')).toBe('₹499 (GST included)');
    expect(screen.queryByText('Registrations', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kaveri Analytics' })).not.toBeInTheDocument();
    const status = screen.getByRole('group', { name: 'Status' });
    expect(within(status).getByText('Live')).toBeInTheDocument();
    expect(within(status).getByText(/^Registration ended on/)).toBeInTheDocument();
    expect(screen.getByText('Ends in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All open innovation challenges' })).toHaveAttribute(
      'href',
      '/open-innovation',
    );
  });

  it('shows the sections in order under h2 headings, with a section nav, the overview as HTML and the phases on a timeline', async () => {
    api(buildDrillDetail());
    renderDrill();
    await screen.findByRole('heading', { level: 1, name: 'Code for Bharat 2026' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Eligibility',
      'Guidelines',
      'Phases',
      'Schedule',
      'Prizes',
      'Frequently asked questions',
      'Connect',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Hackathon sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#overview', '#eligibility', '#guidelines', '#phases', '#schedule', '#prizes', '#faqs', '#connect']);

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('tools').tagName).toBe('STRONG');
    expect(within(overview).getByText('AI/ML')).toBeInTheDocument();
    const eligibility = screen.getByRole('region', { name: 'Eligibility' });
    expect(within(eligibility).getByText('Open to students only.')).toBeInTheDocument();
    expect(within(eligibility).getByText('Students of any college in India.')).toBeInTheDocument();

    const phases = screen.getByRole('region', { name: 'Phases' });
    const items = within(phases).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Idea submission' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Upcoming')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Prototype' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Solution submission')).toBeInTheDocument();

    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getByText('₹3,00,000')).toBeInTheDocument();
    expect(within(prizes).getByText('Reward in kind')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Can I take part alone?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Schedule' })).toHaveTextContent('Opening ceremony');
    expect(screen.getByRole('link', { name: 'Code for Bharat 2026 on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/kaveri',
    );
  });

  it('leaves out the sections the hosts have not filled in', async () => {
    api(
      buildDrillDetail({
        guidelines: '<p> </p>',
        schedule: [],
        faqs: [],
        drillSocialLinks: [],
        prizes: [],
        totalPrizeValue: 0,
      }),
    );
    renderDrill();
    await screen.findByRole('heading', { level: 1, name: 'Code for Bharat 2026' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Eligibility',
      'Phases',
    ]);
    expect(screen.getByText('Non-cash rewards')).toBeInTheDocument();
  });

  it('lists the jobs the hosts linked to the hackathon as job cards', async () => {
    const spy = api(buildDrillDetail(), {
      'GET /api/jobs/search': ok({
        data: [buildJobCard()],
        totalRecordCount: 1,
        totalRecords: 1,
        facets: null,
        fuzzy: false,
      }),
    });
    renderDrill();
    const jobs = await screen.findByRole('region', { name: 'Jobs at Kaveri Analytics' });
    expect(within(jobs).getByRole('heading', { level: 3, name: 'Frontend Developer' })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/jobs/search')[0]!.query).toMatchObject({ drillId: '11' });
    expect(
      within(screen.getByRole('navigation', { name: 'Hackathon sections' })).getByRole('link', { name: 'Jobs' }),
    ).toHaveAttribute('href', '#jobs');
  });

  it('shows a not-found page for an unknown hackathon', async () => {
    api(null);
    renderDrill('/drills/no-such-hackathon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This hackathon is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse hackathons' })).toHaveAttribute('href', '/drills');
  });

  it('signed out, share asks to log in before mailing', async () => {
    api(buildDrillDetail());
    const r = renderDrill();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: /Share this hackathon/ });
    expect(within(dialog).getByRole('textbox', { name: 'Link to this hackathon' })).toHaveValue(
      `${window.location.origin}/drills/code-for-bharat-2026`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in to send by email' }));
    await waitFor(() => expect(new URLSearchParams(r.state.location.search).get('type')).toBe('login'));
    expect(new URLSearchParams(r.state.location.search).get('returnUrl')).toBe('/drills/code-for-bharat-2026');
  });

  it('signed in, shares the hackathon by mail through drills/feeds/sendinvitemail', async () => {
    signIn(buildSession({ uid: 7 }));
    const spy = api(buildDrillDetail(), {
      'GET /api/drills/11/participants': ok(participation),
      'GET /api/drills/11/users/7': ok({ drillId: 11, uid: 7, action: 'bookmark', bookmarked: false, createdTs: null }),
      'POST /api/drills/feeds/sendinvitemail': ok({ sent: 2 }, 'Hackathon shared with 2 people'),
    });
    renderDrill();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: /Share this hackathon/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email address/ }), 'asha@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: /Add another address/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email address 2/ }), 'ravi@example.in');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Team up?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hackathon shared with 2 people')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/drills/feeds/sendinvitemail')[0]!.body).toEqual({
      drillId: 11,
      emails: ['asha@example.in', 'ravi@example.in'],
      message: 'Team up?',
    });
  });

  it('signed in, saves the hackathon with a bookmark and shows it saved', async () => {
    signIn(buildSession({ uid: 7 }));
    const spy = api(buildDrillDetail(), {
      'GET /api/drills/11/participants': ok(participation),
      'GET /api/drills/11/users/7': ok({ drillId: 11, uid: 7, action: 'bookmark', bookmarked: false, createdTs: null }),
      'PUT /api/drills/11/users/7': ok(
        { drillId: 11, uid: 7, action: 'bookmark', bookmarked: true, createdTs: new Date().toISOString() },
        'Hackathon saved',
      ),
    });
    renderDrill();
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(spy, 'PUT /api/drills/11/users/7')[0]!.query).toEqual({ action: 'bookmark' });
    expect(await screen.findByText('Hackathon saved')).toBeInTheDocument();
  });

  it('signed out, save asks to log in', async () => {
    const spy = api(buildDrillDetail());
    const r = renderDrill();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(new URLSearchParams(r.state.location.search).get('type')).toBe('login'));
    expect(callsTo(spy, 'GET /api/drills/11/users/7')).toHaveLength(0);
  });

  it('renders on the server what the browser draws at hydration (dates in IST), then switches to the viewer’s zone', async () => {
    api(buildDrillDetail());
    const drill = buildDrillDetail({ drillRegistrationEndDt: '2030-12-12T18:29:00.000Z' });
    const serverClient = createQueryClient();
    serverClient.setQueryData(drillQuery('code-for-bharat-2026').queryKey, drill);
    const browserClient = createQueryClient();
    browserClient.setQueryData(drillQuery('code-for-bharat-2026').queryKey, drill, {
      updatedAt: serverClient.getQueryState(drillQuery('code-for-bharat-2026').queryKey)!.dataUpdatedAt,
    });
    const tree = (client: ReturnType<typeof createQueryClient>) => (
      <AppProviders queryClient={client}>
        <RouterProvider router={router('/drills/code-for-bharat-2026')} />
      </AppProviders>
    );
    const html = renderToString(tree(serverClient));
    expect(html).toMatch(
      /Registration ends on(<!-- -->)? <time dateTime="2030-12-12T18:29:00.000Z">12 Dec 2030, 11:59 PM IST<\/time>/,
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(browserClient), { onRecoverableError: mismatch });
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone !== 'Asia/Kolkata') {
      await waitFor(() => expect(container.textContent).not.toContain('11:59 PM IST'));
    }
    expect(mismatch).not.toHaveBeenCalled();
    container.remove();
  });

  describe('results', () => {
    const judged = buildPhase({
      phaseId: 7,
      phase: 'Grand finale',
      phaseStatus: 'ended',
      phaseStartDt: daysFromNow(-10),
      phaseEndDt: daysFromNow(-3),
      resultsPublished: true,
    });
    const withResults = buildDrillDetail({ drillPhase: [judged] });
    const twelve = buildLeaderboard({
      phaseId: 7,
      resultsState: 'provisional',
      finalAt: '2030-01-02T06:30:00.000Z',
      tieBreakSentence: 'Ties are broken by: higher normalised average, then more reviews.',
      data: Array.from({ length: 12 }, (_, i) => ({
        rank: i + 1,
        displayName: `Team ${i + 1}`,
        score: 90 - i,
        award: i === 0 ? 'Winner' : i === 1 ? 'Runner-up' : null,
        teamId: i + 1,
        participantId: null,
        isMine: false,
      })),
      totalRecordCount: 12,
      totalRecords: 12,
    });

    it('shows a visitor the winners first, then the first 10 ranks with Show all, provisional until when, and the tie-break rule', async () => {
      const spy = api(withResults, { 'GET /api/drills/11/phases/7/leaderboards': ok(twelve) });
      renderDrill();
      const results = await screen.findByRole('region', { name: 'Results' });
      const nav = screen.getByRole('navigation', { name: 'Hackathon sections' });
      expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '#results');

      const winners = await within(results).findByRole('list', { name: 'Winners of Grand finale' });
      expect(
        within(winners)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['WinnerTeam 1Rank 1', 'Runner-upTeam 2Rank 2']);
      const table = within(results).getByRole('table', { name: 'Grand finale' });
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      expect(within(results).getByText(/Provisional until/)).toBeInTheDocument();
      expect(within(results).getByText(/^Ties are broken by/)).toBeInTheDocument();

      await userEvent.click(within(results).getByRole('button', { name: 'Show all 12' }));
      expect(within(table).getAllByRole('row')).toHaveLength(13);
      expect(within(results).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
      expect(callsTo(spy, 'GET /api/drills/11/phases/7/leaderboards')).toHaveLength(1);
    });

    it('has no Results section or link while no phase is published, and asks for no leaderboard', async () => {
      const spy = api(buildDrillDetail());
      renderDrill();
      await screen.findByRole('heading', { level: 1, name: 'Code for Bharat 2026' });
      expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Hackathon sections' });
      expect(within(nav).queryByRole('link', { name: 'Results' })).not.toBeInTheDocument();
      expect(spy.mock.calls.some(([url]) => String(url).includes('leaderboards'))).toBe(false);
    });

    it('renders the published results on the server from the prefetched leaderboard', () => {
      const serverClient = createQueryClient();
      serverClient.setQueryData(drillQuery('code-for-bharat-2026').queryKey, withResults);
      serverClient.setQueryData(publicLeaderboardQuery(11, 7).queryKey, twelve);
      const html = renderToString(
        <AppProviders queryClient={serverClient}>
          <RouterProvider router={router('/drills/code-for-bharat-2026')} />
        </AppProviders>,
      );
      expect(html).toContain('Winners of Grand finale');
      expect(html).toContain('Team 10');
      expect(html).not.toContain('Team 11');
      expect(html).toMatch(/Show all (<!-- -->)?12/);
    });
  });
});
