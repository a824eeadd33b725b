import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatZonedDateTime } from '@/features/drills/components/drill-date';
import {
  buildMyHackathon,
  fromNow,
  hackathonsInEveryState,
  myHackathonsResult,
} from '@/features/drills/api/my-hackathons.test-data';
import { callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { MyHackathonsPage } from './my-hackathons-page';

const ok = <T,>(result: T) => [200, { httpStatus: 200, result }] as const;
const serverError = [500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong' } }] as const;
const MINE = 'GET /api/drills/participants/mine';
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const item = (name: string) => screen.getByRole('article', { name });

describe('/my-hackathons (My Activities)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each hackathon with its state, team, round, next deadline in my time zone and my dashboard', async () => {
    signIn();
    const hackathons = hackathonsInEveryState();
    const spy = mockApi({ [MINE]: ok(myHackathonsResult(hackathons)) });
    renderAt(<MyHackathonsPage />, '/my-hackathons');
    expect(screen.getByRole('status', { name: 'Loading your hackathons' })).toBeInTheDocument();
    expect(document.title).toBe('My Activities · Elevate');
    expect(screen.getByRole('heading', { level: 1, name: 'My Activities' })).toBeInTheDocument();

    const kaveri = await screen.findByRole('article', { name: 'Kaveri DataQuest 2.0' });
    expect(callsTo(spy, MINE)[0]?.query.uId).toBe('7');
    expect(within(kaveri).getByText('Submitted')).toBeInTheDocument();
    expect(within(kaveri).getByText(/Team Chai and Code/)).toHaveTextContent('1 of 2 rounds submitted');
    expect(within(kaveri).getByText(/Open now: Round 1: Idea submission/)).toBeInTheDocument();
    const deadline = within(kaveri).getByText('Round 1: Idea submission closes').parentElement!;
    const at = hackathons[0]!.nextDeadline!.at;
    // The instant in the viewer's zone, with the zone named, and the time left.
    expect(deadline).toHaveTextContent(formatZonedDateTime(at, viewerZone));
    expect(deadline.querySelector('time')).toHaveAttribute('dateTime', at);
    expect(deadline).toHaveTextContent(/\(in 1d 23h 5\dm\)|\(in 2d 00h 00m\)/);
    expect(within(kaveri).getByRole('link', { name: 'Review submission: Kaveri DataQuest 2.0' })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/11/301',
    );
    expect(within(kaveri).getByRole('link', { name: 'Kaveri DataQuest 2.0' })).toHaveAttribute(
      'href',
      '/drills/kaveri-dataquest-2-0',
    );

    const sahyadri = item('Sahyadri FinHack: Payments for Bharat');
    expect(within(sahyadri).getByText('Live')).toBeInTheDocument();
    expect(within(sahyadri).getByRole('link', { name: /^Go to dashboard/ })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/12/302',
    );
    const nilgiri = item('Nilgiri Cloud Native Challenge');
    expect(within(nilgiri).getByText('Upcoming')).toBeInTheDocument();
    expect(within(nilgiri).getByText(/Participating alone/)).toBeInTheDocument();
    expect(within(nilgiri).getByText(/Next: Build, break and fix \(six days\), opens/)).toBeInTheDocument();
    expect(within(nilgiri).getByText('Registration closes')).toBeInTheDocument();
    const deccan = item('Deccan Pixel 48-Hour Game Jam');
    expect(within(deccan).getByText('Results')).toBeInTheDocument();
    expect(within(deccan).getByText('Your certificate is ready')).toBeInTheDocument();
    expect(within(deccan).getByRole('link', { name: /^See results/ })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/14/304',
    );

    // The server's order: the soonest deadline first.
    const list = screen.getByRole('list', { name: 'All hackathons' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual([
      'Kaveri DataQuest 2.0',
      'Sahyadri FinHack: Payments for Bharat',
      'Nilgiri Cloud Native Challenge',
      'Deccan Pixel 48-Hour Game Jam',
    ]);
  });

  it('filters by state with tabs that count, keeps the tab in the address and hides empty tabs', async () => {
    signIn();
    mockApi({ [MINE]: ok(myHackathonsResult(hackathonsInEveryState())) });
    const { router } = renderAt(<MyHackathonsPage />, '/my-hackathons?state=results');
    const tabs = await screen.findByRole('tablist', { name: 'My hackathons by state' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All (4)', 'Live (1)', 'Submitted (1)', 'Upcoming (1)', 'Results (1)']);
    expect(within(tabs).getByRole('tab', { name: 'Results (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Deccan Pixel 48-Hour Game Jam' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Live (1)' }));
    expect(router.state.location.search).toBe('?state=live');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'Sahyadri FinHack: Payments for Bharat',
    ]);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'All (4)' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('says what a tab holds when it is empty, and leads back to all', async () => {
    signIn();
    mockApi({ [MINE]: ok(myHackathonsResult([buildMyHackathon({ state: 'live' })])) });
    renderAt(<MyHackathonsPage />, '/my-hackathons?state=ended');
    expect(await screen.findByText('No ended hackathons')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See all my hackathons' }));
    expect(await screen.findByRole('article', { name: 'Kaveri DataQuest 2.0' })).toBeInTheDocument();
  });

  it('leads to hackathons and open challenges when I have registered for none', async () => {
    signIn();
    mockApi({ [MINE]: ok(myHackathonsResult([])) });
    renderAt(<MyHackathonsPage />, '/my-hackathons');
    expect(await screen.findByText('You have not registered for any hackathons yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore hackathons' })).toHaveAttribute('href', '/drills');
    expect(screen.getByRole('link', { name: 'Open innovation challenges' })).toHaveAttribute(
      'href',
      '/open-innovation',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('warns a participant of a team event who has no team yet', async () => {
    signIn();
    mockApi({
      [MINE]: ok(
        myHackathonsResult([
          buildMyHackathon({ teamId: null, teamName: null, drill: { drillTeamSize: { min: 2, max: 4 } } }),
        ]),
      ),
    });
    renderAt(<MyHackathonsPage />, '/my-hackathons');
    expect(await screen.findByText(/No team yet: teams need at least 2 members/)).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    signIn();
    let up = false;
    mockApi({ [MINE]: () => (up ? ok(myHackathonsResult(hackathonsInEveryState())) : serverError) });
    renderAt(<MyHackathonsPage />, '/my-hackathons');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('We could not load your hackathons')).toBeInTheDocument();
    up = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Kaveri DataQuest 2.0' })).toBeInTheDocument();
  });

  it('names a deadline that has just passed without a countdown', async () => {
    signIn();
    const now = new Date();
    mockApi({
      [MINE]: ok(
        myHackathonsResult(
          [
            buildMyHackathon({
              nextDeadline: {
                kind: 'registration',
                label: 'Registration closes',
                at: fromNow(-1000, now.getTime()),
                phaseId: null,
              },
            }),
          ],
          now,
        ),
      ),
    });
    renderAt(<MyHackathonsPage />, '/my-hackathons');
    const line = (await screen.findByText('Registration closes')).parentElement!;
    expect(line).not.toHaveTextContent('(in');
  });
});
