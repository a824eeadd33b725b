import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyApplicationsResult } from '@elevate/contracts/applications/application.schema';
import type { RecommendedJobsResult } from '@elevate/contracts/jobs/recommendations.schema';
import type { ReferralSummary } from '@elevate/contracts/referrals/referral.schema';
import type { ProfileCompletion } from '@elevate/contracts/users/completion';
import { buildApplication, buildStats } from '@/features/applications/testing/application-builders';
import { buildJobCard } from '@/features/jobs/testing/job-builders';
import { hackathonsInEveryState, myHackathonsResult } from '@/features/drills/api/my-hackathons.test-data';
import { formatZonedDateTime } from '@/features/drills/components/drill-date';
import { buildNotification, listResult } from '@/features/notifications/testing/notification-builders';
import { buildCompletion } from '@/features/users/testing/profile-builders';
import { toast } from '@/lib/toast';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { DashboardPage } from './dashboard-page';

const ok = <T,>(result: T) => [200, { httpStatus: 200, result }] as const;
const serverError = [500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong' } }] as const;

const emptyProfile: ProfileCompletion = buildCompletion({
  personalFields: { currentCity: null, currentState: null, zipcode: null, dateOfBirth: null, gender: null },
});
/** Personal, education, skills, resume, work, picture and links done: 85 %; project and other missing. */
const strongProfile: ProfileCompletion = buildCompletion({
  personalFields: {
    currentCity: 'Pune',
    currentState: 'Maharashtra',
    zipcode: '411001',
    dateOfBirth: '2001-04-12',
    gender: 'female',
  },
  hasPicture: true,
  hasResume: true,
  educationCount: 1,
  workCount: 1,
  skillCount: 4,
  socialLinkCount: 1,
});

const noApplications: MyApplicationsResult = { data: [], totalRecordCount: 0, totalRecords: 0, stats: buildStats() };
const someApplications: MyApplicationsResult = {
  data: [
    buildApplication({
      applicationId: 51,
      jobTitle: 'Frontend Engineer',
      companyName: 'Narmada Systems',
      currentStatus: 'Shortlisted',
    }),
    buildApplication({ applicationId: 50, jobTitle: 'React Developer', companyName: 'Kaveri Analytics' }),
    buildApplication({ applicationId: 49, jobTitle: 'UI Intern', companyName: 'Tapti Weaves' }),
  ],
  totalRecordCount: 4,
  totalRecords: 4,
  stats: buildStats({
    all: 4,
    active: 3,
    closed: 1,
    byStatus: { ...buildStats().byStatus, Applied: 2, Shortlisted: 1, Rejected: 1 },
  }),
};

const newest: RecommendedJobsResult = {
  data: [
    {
      ...buildJobCard({ jobId: 9, jobTitle: 'Customer Support Associate', custUrl: 'support-9' }),
      reasons: ['New on Elevate'],
      score: 0,
    },
    {
      ...buildJobCard({ jobId: 8, jobTitle: 'Data Intern', custUrl: 'data-intern-8' }),
      reasons: ['New on Elevate'],
      score: 0,
    },
  ],
  totalRecordCount: 2,
  totalRecords: 2,
  profileIsEmpty: true,
  missingSignals: ['skills', 'city', 'experience'],
};
const matched: RecommendedJobsResult = {
  data: [
    {
      ...buildJobCard({ jobId: 3, jobTitle: 'Frontend Engineer II', custUrl: 'frontend-3' }),
      reasons: ['Matches your skills: React, TypeScript', 'In Pune, your city', 'Fits your 2 years of experience'],
      score: 27,
    },
  ],
  totalRecordCount: 1,
  totalRecords: 1,
  profileIsEmpty: false,
  missingSignals: [],
};

const referrals = (joined: number): ReferralSummary => ({
  referralCode: 'ELV-AARAV7',
  counts: { joined, emailVerified: Math.min(joined, 2), profile: Math.min(joined, 1), firstApplication: 0 },
  hidden: 0,
  referredBy: null,
  claimOpenUntil: null,
});

type Routes = Parameters<typeof mockApi>[0];
const api = (overrides: Partial<Routes> = {}) =>
  mockApi({
    'GET /api/users/profile/completion/7': ok(emptyProfile),
    'GET /api/jobs/application': ok(noApplications),
    'GET /api/jobs/recommended': ok(newest),
    'GET /api/notification': ok(listResult([])),
    'GET /api/referrals/summary': ok(referrals(0)),
    'GET /api/drills/participants/mine': ok(myHackathonsResult([])),
    ...overrides,
  } as Routes);

const card = (name: string) => screen.getByRole('region', { name });

describe('/my-dashboard', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('gives a brand-new account a checklist to get started and a useful empty state in every card', async () => {
    signIn(buildSession({ fullName: 'Aarav' }));
    api();
    renderAt(<DashboardPage />, '/my-dashboard');
    // Each card shows its own skeleton while it loads.
    expect(screen.getByRole('status', { name: 'Loading your profile strength' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading recommended jobs' })).toBeInTheDocument();
    expect(document.title).toBe('My Dashboard · Elevate');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Good (morning|afternoon|evening), Aarav$/);

    const checklist = await screen.findByRole('region', { name: 'Get started on Elevate' });
    expect(within(checklist).getByText(/0 of 4 done/)).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Add your skills' })).toHaveAttribute(
      'href',
      '/manage-profile#skills',
    );
    expect(within(checklist).getByRole('link', { name: 'Apply to your first job' })).toHaveAttribute('href', '/jobs');

    const strength = card('Profile strength');
    expect(await within(strength).findByText('0%')).toBeInTheDocument();
    expect(within(strength).getByRole('progressbar', { name: 'Profile strength' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const steps = within(strength).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Add your education+20 %',
      'Complete your personal details (city, state, PIN code, date of birth, gender)+15 %',
      'Add at least 3 skills+15 %',
    ]);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', '/manage-profile#education');

    const applications = card('Applications at a glance');
    expect(await within(applications).findByText('You have not applied to any jobs yet')).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');

    const jobs = card('Recommended for you');
    expect(await within(jobs).findByText(/Add your skills, city and experience/)).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Add skills' })).toHaveAttribute('href', '/manage-profile#skills');
    const why = within(jobs).getByRole('list', { name: 'Why Customer Support Associate is recommended' });
    expect(why).toHaveTextContent('New on Elevate');

    const hackathons = card('Your hackathons');
    expect(await within(hackathons).findByText('Hackathons you register for will appear here')).toBeInTheDocument();
    expect(within(hackathons).getByRole('link', { name: 'Explore hackathons' })).toHaveAttribute('href', '/drills');

    expect(await within(card('Latest notifications')).findByText('No notifications yet')).toBeInTheDocument();
    const referral = card('Referrals');
    expect(await within(referral).findByText('ELV-AARAV7')).toBeInTheDocument();
    expect(within(referral).getByText(/Share your code with friends/)).toBeInTheDocument();
  });

  it('shows counts by status, the latest applications, recommended jobs with why, notifications and referrals', async () => {
    signIn();
    const { calls } = (() => {
      const spy = api({
        'GET /api/users/profile/completion/7': ok(strongProfile),
        'GET /api/jobs/application': ok(someApplications),
        'GET /api/jobs/recommended': ok(matched),
        'GET /api/notification': ok(
          listResult([
            buildNotification({
              notificationId: 5,
              oneLiner: 'Your application for Frontend Engineer is now Shortlisted',
            }),
          ]),
        ),
        'GET /api/referrals/summary': ok(referrals(3)),
      });
      return {
        calls: (path: string) =>
          spy.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === path),
      };
    })();
    renderAt(<DashboardPage />, '/my-dashboard');

    const strength = card('Profile strength');
    expect(await within(strength).findByText('85%')).toBeInTheDocument();
    expect(
      within(strength)
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['Add a project+10 %', 'Add a certification, achievement or patent+5 %']);

    const applications = card('Applications at a glance');
    expect(await within(applications).findByText('4 applications: 3 active, 1 closed')).toBeInTheDocument();
    const byStatus = within(applications).getByRole('list', { name: 'Applications by status' });
    expect(byStatus).toHaveTextContent('Applied2');
    expect(byStatus).toHaveTextContent('Shortlisted1');
    expect(byStatus).toHaveTextContent('Rejected1');
    expect(byStatus).not.toHaveTextContent('Hired');
    const latest = within(applications).getByRole('list', { name: 'Latest updates' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
    expect(within(latest).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/my-jobs?application=51',
    );

    const jobs = card('Recommended for you');
    const why = await within(jobs).findByRole('list', { name: 'Why Frontend Engineer II is recommended' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Matches your skills: React, TypeScript', 'In Pune, your city', 'Fits your 2 years of experience']);
    expect(within(jobs).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls('/api/jobs/recommended')[0]?.searchParams.get('uId')).toBe('7');

    expect(await within(card('Latest notifications')).findByText(/is now Shortlisted/)).toBeInTheDocument();
    expect(calls('/api/notification')[0]?.searchParams.get('limit')).toBe('5');
    const referral = card('Referrals');
    const tiles = await within(referral).findByRole('list', { name: 'Your referrals so far' });
    expect(tiles).toHaveTextContent('3Joined');
    expect(within(referral).getByRole('link', { name: 'My Referrals' })).toHaveAttribute('href', '/my-referrals');

    // Past the first steps: no checklist.
    expect(screen.queryByRole('region', { name: 'Get started on Elevate' })).not.toBeInTheDocument();
  });

  it('keeps the other cards when one fails, and that card loads again with Try again', async () => {
    signIn();
    let recommendations: 'down' | 'up' = 'down';
    api({
      'GET /api/users/profile/completion/7': ok(strongProfile),
      'GET /api/jobs/application': ok(someApplications),
      'GET /api/jobs/recommended': () => (recommendations === 'down' ? serverError : ok(matched)),
    });
    renderAt(<DashboardPage />, '/my-dashboard');
    const jobs = card('Recommended for you');
    // A 5xx is tried once more before the card gives up (lib/query-client.ts).
    const retry = await within(jobs).findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(within(jobs).getByText('Something went wrong')).toBeInTheDocument();
    expect(within(card('Profile strength')).getByText('85%')).toBeInTheDocument();
    expect(
      within(card('Applications at a glance')).getByText('4 applications: 3 active, 1 closed'),
    ).toBeInTheDocument();

    recommendations = 'up';
    await userEvent.click(retry);
    expect(
      await within(jobs).findByRole('list', { name: 'Why Frontend Engineer II is recommended' }),
    ).toBeInTheDocument();
  });

  it('lists my three most urgent hackathons with their next deadline in my time zone, and links to My Activities', async () => {
    signIn();
    const mine = hackathonsInEveryState();
    const spy = api({ 'GET /api/drills/participants/mine': ok(myHackathonsResult(mine)) });
    renderAt(<DashboardPage />, '/my-dashboard');
    const hackathons = card('Your hackathons');
    expect(within(hackathons).getByRole('status', { name: 'Loading your hackathons' })).toBeInTheDocument();
    const urgent = await within(hackathons).findByRole('list', { name: 'Most urgent hackathons' });
    const rows = within(urgent).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Kaveri DataQuest 2.0' })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/11/301',
    );
    expect(within(rows[0]!).getByText('Submitted')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Team Chai and Code');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(rows[0]).toHaveTextContent(
      `Round 1: Idea submission closes ${formatZonedDateTime(mine[0]!.nextDeadline!.at, zone)}`,
    );
    expect(rows[2]).toHaveTextContent('Registration closes');
    // The one with results only has nothing due: it stays on My Activities.
    expect(within(hackathons).queryByText('Deccan Pixel 48-Hour Game Jam')).not.toBeInTheDocument();
    expect(
      within(hackathons).getByText('4 hackathons: 1 to act on, 1 submitted, 1 upcoming, 1 with results'),
    ).toBeInTheDocument();
    expect(within(hackathons).getByRole('link', { name: 'My Activities' })).toHaveAttribute('href', '/my-hackathons');
    expect(callsTo(spy, 'GET /api/drills/participants/mine')[0]?.query.uId).toBe('7');
  });

  it('says well done at 100 %', async () => {
    signIn();
    api({
      'GET /api/users/profile/completion/7': ok({
        percent: 100,
        missing: [],
        done: ['personal', 'education', 'skills', 'resume', 'work', 'project', 'picture', 'other', 'socialLinks'],
      }),
    });
    renderAt(<DashboardPage />, '/my-dashboard');
    const strength = card('Profile strength');
    expect(await within(strength).findByText('Well done, your profile is complete')).toBeInTheDocument();
    expect(within(strength).getByText('100%')).toBeInTheDocument();
  });
});
