import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Application } from '@elevate/contracts/applications/application.schema';
import { AppProviders } from '@/app/providers';
import { RequireAuth } from '@/app/guards';
import {
  buildApplication,
  buildStats,
  fail,
  mockApi,
  ok,
  type Call,
} from '@/features/applications/testing/application-builders';
import { clearSession } from '@/lib/session';
import { signIn } from '@/testing/render';
import { MyJobsPage } from './my-jobs-page';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

const writer = buildApplication({
  applicationId: 41,
  jobTitle: 'Content Writer',
  jobCustUrl: 'content-writer-narmada-7',
  companyName: 'Narmada Foods',
  companyCustomUrl: 'narmada-foods',
  currentStatus: 'Interview Scheduled',
  statusDescription: 'Narmada Foods has scheduled an interview with you. Watch your mail for the date and details.',
  status: [
    {
      statusValue: 'Applied',
      updatedBy: 'Aarav Shah',
      feedback: null,
      updatedStatusOnTs: daysAgo(5),
      updatedRecordOnTs: daysAgo(5),
    },
    {
      statusValue: 'Shortlisted',
      updatedBy: 'Priya Raman',
      feedback: null,
      updatedStatusOnTs: daysAgo(3),
      updatedRecordOnTs: daysAgo(3),
    },
    {
      statusValue: 'Interview Scheduled',
      updatedBy: 'Priya Raman',
      feedback: 'Bring two writing samples.',
      updatedStatusOnTs: daysAgo(1),
      updatedRecordOnTs: daysAgo(1),
    },
  ],
});
const tester = buildApplication({
  applicationId: 40,
  jobTitle: 'QA Tester',
  jobCustUrl: 'qa-tester-narmada-6',
  companyName: 'Narmada Foods',
  currentStatus: 'Rejected',
  statusDescription: 'Narmada Foods has decided not to move forward with your application this time.',
  isJobActive: false,
});
const stats = buildStats({ all: 2, active: 1, closed: 1 });

const listOf = (data: Application[], total = data.length) =>
  ok({ data, totalRecordCount: total, totalRecords: total, stats });

const renderPage = (path = '/my-jobs') => {
  const router = createMemoryRouter(
    [
      {
        path: '/my-jobs',
        element: (
          <RequireAuth>
            <MyJobsPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('/my-jobs', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => clearSession());
  });

  it('lists my applications with tab counts, status and what it means; Track application shows the history', async () => {
    signIn();
    const api = mockApi({ 'GET /api/jobs/application': listOf([writer, tester]) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'In progress (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed (1)' })).toBeInTheDocument();
    expect(api.to('GET /api/jobs/application')[0]!.query).toEqual({ uId: '7', stage: 'all', offset: '0', limit: '10' });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Content Writer' })).toHaveAttribute(
      'href',
      '/jobs/content-writer-narmada-7',
    );
    expect(first.getByRole('link', { name: 'Narmada Foods' })).toHaveAttribute('href', '/company-page/narmada-foods');
    expect(first.getByText('Interview Scheduled')).toBeInTheDocument();
    expect(first.getByText(/has scheduled an interview with you/)).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(/Applied on \d{2}-\d{2}-\d{4}/);
    expect(within(cards[1]!).getByText('Job closed')).toBeInTheDocument();

    const track = first.getByRole('button', { name: 'Track application' });
    expect(track).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(track);
    const history = await first.findByRole('list', { name: 'Status history of your application for Content Writer' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Applied',
      'Shortlisted',
      'Interview Scheduled',
      'Next: waiting for Narmada Foods to update your application',
    ]);
    expect(within(steps[0]!).getByText(/by you/)).toBeInTheDocument();
    expect(within(steps[2]!).getByText(/by Priya Raman/)).toBeInTheDocument();
    expect(within(steps[2]!).getByText('Feedback from Narmada Foods')).toBeInTheDocument();
    expect(within(steps[2]!).getByText('Bring two writing samples.')).toBeInTheDocument();
  });

  it('switching tabs asks for that tab and keeps it in the address', async () => {
    signIn();
    const api = mockApi({
      'GET /api/jobs/application': (call: Call) =>
        call.query.stage === 'closed' ? listOf([tester]) : listOf([writer, tester]),
    });
    const router = renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Closed (1)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'QA Tester' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stage=closed');
    expect(api.to('GET /api/jobs/application').at(-1)!.query.stage).toBe('closed');
  });

  it('pages ten at a time', async () => {
    signIn();
    const api = mockApi({ 'GET /api/jobs/application': listOf([writer, tester], 25) });
    const router = renderPage();
    const pager = await screen.findByRole('navigation');
    await userEvent.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(api.to('GET /api/jobs/application').at(-1)!.query.offset).toBe('20'));
  });

  it('with no applications, says so and leads to the jobs', async () => {
    signIn();
    mockApi({
      'GET /api/jobs/application': ok({ data: [], totalRecordCount: 0, totalRecords: 0, stats: buildStats() }),
    });
    renderPage();
    expect(await screen.findByText('You have not applied to any jobs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('when the list cannot load, says so and tries again on request', async () => {
    signIn();
    let answer = fail(500, 'WUE-5000', 'Something went wrong !');
    mockApi({ 'GET /api/jobs/application': () => answer });
    renderPage();
    // A 5xx gets one retry (lib/query-client) before the page gives up.
    expect(await screen.findByText('We could not load your applications', {}, { timeout: 5000 })).toBeInTheDocument();
    answer = listOf([writer]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Content Writer' })).toBeInTheDocument();
  });

  it('a link with ?application opens that application with its history; closing removes it from the address', async () => {
    signIn();
    const api = mockApi({
      'GET /api/jobs/application': listOf([writer, tester]),
      'GET /api/jobs/application/track': ok(writer),
    });
    const router = renderPage('/my-jobs?application=41');
    const dialog = await screen.findByRole('dialog', { name: 'Track application' });
    expect(await within(dialog).findByRole('list', { name: /Status history/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Bring two writing samples.')).toBeInTheDocument();
    expect(api.to('GET /api/jobs/application/track')[0]!.query).toEqual({ applicationId: '41' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('signed out, asks to log in and loads nothing', async () => {
    const api = mockApi({});
    const router = renderPage();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/my-jobs');
    expect(api.to('GET /api/jobs/application')).toHaveLength(0);
  });
});
