import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import {
  buildDrillCard,
  buildDrillCommons,
  buildDrillSearchResult,
  daysFromNow,
} from '@/features/drills/testing/drill-builders';
import { mockWideScreen } from '@/testing/media';
import { DrillsPage } from './drills-page';
import { OpenInnovationPage } from './open-innovation-page';

const ok = (result: unknown) => [200, { httpStatus: 200, result }] as const;
const searchOf = (router: ReturnType<typeof renderAt>['router']) => new URLSearchParams(router.state.location.search);

// Page tests render the whole MUI page in jsdom; on a busy machine they need more than the default.
describe('/drills', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each card as spec §2.8 names it: name, partner, location with its nature, purposes, Live, registration line, team size, prize and registrations', async () => {
    mockApi({
      'GET /api/drills/search': ok(
        buildDrillSearchResult(
          [
            buildDrillCard(),
            buildDrillCard({
              drillId: 12,
              drillName: 'Solo Sprint',
              drillCustUrl: 'solo-sprint',
              drillLocation: 'Online',
              drillNature: 'online',
              drillPurpose: 'Learning',
              drillTeamSize: { min: 1, max: 1 },
              drillRegistrationEndDt: daysFromNow(-3),
              drillEndDt: daysFromNow(-1),
              totalPrizeValue: 0,
              registrationCountVisible: false,
            }),
          ],
          14,
        ),
      ),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    renderAt(<DrillsPage />, '/drills');
    expect(screen.getByRole('heading', { level: 1, name: 'Hackathons' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–12 of 14 hackathons')).toBeInTheDocument();

    const open = screen.getByRole('article', { name: 'Code for Bharat 2026' });
    expect(within(open).getByRole('link', { name: 'Code for Bharat 2026' })).toHaveAttribute(
      'href',
      '/drills/code-for-bharat-2026',
    );
    expect(within(open).getByText('Kaveri Analytics')).toBeInTheDocument();
    expect(within(open).getByText('Bengaluru · Hybrid')).toBeInTheDocument();
    const purposes = within(open).getByRole('list', { name: 'Purposes' });
    expect(
      within(purposes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hiring', 'Learning', 'Prizes', '+1']);
    expect(within(open).getByText('Live')).toBeInTheDocument();
    // The deadline in the viewer's zone with the zone named ('… 11:59 PM IST').
    expect(within(open).getByText(/^Registration ends on/)).toHaveTextContent(
      /^Registration ends on \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} (AM|PM) \S+$/,
    );
    expect(within(open).getByText('Team of 2 - 4')).toBeInTheDocument();
    expect(within(open).getByText('Prizes ₹5 Lakh')).toBeInTheDocument();
    expect(within(open).getByText('1,240 registered')).toBeInTheDocument();

    const ended = screen.getByRole('article', { name: 'Solo Sprint' });
    expect(within(ended).getByText('Online')).toBeInTheDocument();
    expect(within(ended).queryByText('Live')).not.toBeInTheDocument();
    expect(within(ended).getByText(/^Registration ended on/)).toBeInTheDocument();
    expect(within(ended).getByText('Individual')).toBeInTheDocument();
    expect(within(ended).getByText('Non-cash rewards')).toBeInTheDocument();
    expect(within(ended).queryByText(/registered$/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toBeInTheDocument();
  });

  it('shows skeletons while the first results load', async () => {
    mockApi({
      'GET /api/drills/search': ok(buildDrillSearchResult([])),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    renderAt(<DrillsPage />, '/drills');
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    await screen.findByText('No hackathons listed yet');
  });

  it('reads the filters from the address and asks drills/search for them', async () => {
    const spy = mockApi({
      'GET /api/drills/search': ok(buildDrillSearchResult([buildDrillCard()], 30)),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    renderAt(
      <DrillsPage />,
      '/drills?q=ai&status=live,upcoming&nature=online&domain=AI%2FML&prize=100000&team=team&fee=free&audience=students&location=Pune&sort=prize&page=2',
    );
    await screen.findByText(/13–24 of 30 hackathons/);
    expect(callsTo(spy, 'GET /api/drills/search')[0]!.query).toMatchObject({
      q: 'ai',
      status: 'live,upcoming',
      nature: 'online',
      domain: 'AI/ML',
      location: 'Pune',
      prize: '100000',
      team: 'team',
      fee: 'free',
      audience: 'students',
      programType: 'hackathon',
      sort: 'prize',
      page: '2',
      limit: '12',
    });
    expect(callsTo(spy, 'GET /api/drills/commons')[0]!.query).toEqual({ programType: 'hackathon' });
    expect(screen.getByRole('searchbox', { name: 'Search hackathons' })).toHaveValue('ai');
    expect(screen.getByRole('button', { name: 'Remove filter ₹1 Lakh+' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Open to students' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (9)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Live 8' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Ended 10' })).not.toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Free 26' })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Students 25' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: /^Pune/ })).toBeChecked();
  });

  it('writes the list filters to the address, back to page 1, and back steps through them', async () => {
    const spy = mockApi({
      'GET /api/drills/search': ok(buildDrillSearchResult([buildDrillCard()], 40)),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    const { router } = renderAt(<DrillsPage />, '/drills?page=3');
    await screen.findByText(/of 40 hackathons/);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });

    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Upcoming/ }));
    await waitFor(() => expect(searchOf(router).get('status')).toBe('upcoming'));
    expect(searchOf(router).get('page')).toBeNull();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Offline/ }));
    await waitFor(() => expect(searchOf(router).get('nature')).toBe('offline'));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Fintech/ }));
    await waitFor(() => expect(searchOf(router).get('domain')).toBe('Fintech'));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Banking/ }));
    await waitFor(() => expect(searchOf(router).get('industry')).toBe('Banking'));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Bengaluru/ }));
    await waitFor(() => expect(searchOf(router).get('location')).toBe('Bengaluru'));
    await waitFor(() => {
      const last = callsTo(spy, 'GET /api/drills/search').at(-1)!.query;
      expect(last).toMatchObject({ status: 'upcoming', nature: 'offline', domain: 'Fintech', location: 'Bengaluru' });
    });

    await router.navigate(-1);
    await waitFor(() => expect(searchOf(router).get('location')).toBeNull());
    expect(searchOf(router).get('industry')).toBe('Banking');
  });

  it('writes the single-choice filters and the sort to the address', async () => {
    mockApi({
      'GET /api/drills/search': ok(buildDrillSearchResult([buildDrillCard()], 40)),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    const { router } = renderAt(<DrillsPage />, '/drills');
    await screen.findByText(/of 40 hackathons/);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('radio', { name: /^Individual/ }));
    await waitFor(() => expect(searchOf(router).get('team')).toBe('individual'));
    await userEvent.click(within(drawer).getByRole('radio', { name: /^Paid/ }));
    await waitFor(() => expect(searchOf(router).get('fee')).toBe('paid'));
    await userEvent.click(within(drawer).getByRole('radio', { name: /^Professionals/ }));
    await waitFor(() => expect(searchOf(router).get('audience')).toBe('professionals'));
    await userEvent.click(within(drawer).getByRole('radio', { name: /^Cash prizes/ }));
    await waitFor(() => expect(searchOf(router).get('prize')).toBe('1'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Most registered' }));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('most-registered'));
    expect(searchOf(router).get('fee')).toBe('paid');
  });

  it('on a wide screen keeps the filters in a side column instead of a drawer', async () => {
    mockWideScreen();
    mockApi({
      'GET /api/drills/search': ok(buildDrillSearchResult([buildDrillCard()])),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    const { router } = renderAt(<DrillsPage />, '/drills');
    const column = await screen.findByRole('complementary', { name: 'Filters' });
    await userEvent.click(await within(column).findByRole('checkbox', { name: /^Live/ }));
    await waitFor(() => expect(searchOf(router).get('status')).toBe('live'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches the keyword on Enter and puts an earlier keyword back in the box on back', async () => {
    mockApi({
      'GET /api/drills/search': ok(buildDrillSearchResult([buildDrillCard()])),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    const { router } = renderAt(<DrillsPage />, '/drills?q=fintech');
    await screen.findByText(/for “fintech”/);
    await waitFor(() => expect(document.title).toBe('fintech hackathons · Elevate'));
    const box = screen.getByRole('searchbox', { name: 'Search hackathons' });
    await userEvent.clear(box);
    await userEvent.type(box, 'climate{Enter}');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('climate'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search hackathons' })).toHaveValue('fintech'));
  });

  it('offers to clear the filters when nothing matches, and clearing keeps the keyword', async () => {
    mockApi({
      'GET /api/drills/search': ({ url }) =>
        ok(buildDrillSearchResult(url.searchParams.has('fee') ? [] : [buildDrillCard()])),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    const { router } = renderAt(<DrillsPage />, '/drills?q=ai&fee=paid');
    expect(await screen.findByText('No hackathons match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router).get('fee')).toBeNull());
    expect(searchOf(router).get('q')).toBe('ai');
    expect(await screen.findByRole('article', { name: 'Code for Bharat 2026' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the hackathons cannot be loaded', async () => {
    mockApi({
      'GET /api/drills/search': [
        500,
        { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } },
      ],
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    renderAt(<DrillsPage />, '/drills');
    expect(await screen.findByText('We could not load hackathons', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/open-innovation', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the companies’ open challenges under its own heading', async () => {
    const spy = mockApi({
      'GET /api/drills/search': ok(
        buildDrillSearchResult([buildDrillCard({ drillName: 'Clean Water Challenge', drillCustUrl: 'clean-water' })]),
      ),
      'GET /api/drills/commons': ok(buildDrillCommons()),
    });
    renderAt(<OpenInnovationPage />, '/open-innovation');
    expect(screen.getByRole('heading', { level: 1, name: 'Open innovation challenges' })).toBeInTheDocument();
    expect(screen.getByText(/Companies post problems they want solved/)).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–1 of 1 challenge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clean Water Challenge' })).toHaveAttribute('href', '/drills/clean-water');
    expect(callsTo(spy, 'GET /api/drills/search')[0]!.query.programType).toBe('open-innovation');
    expect(callsTo(spy, 'GET /api/drills/commons')[0]!.query.programType).toBe('open-innovation');
  });
});
