import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import {
  buildJobCard,
  buildSearchResult,
  callsTo,
  emptyFacets,
  mockFetch,
  ok,
} from '@/features/jobs/testing/job-builders';
import { JobsPage } from './jobs-page';

const heading = ok({ activeJobs: 199, companiesHiring: 27, internships: 64, newThisWeek: 18 });

const renderJobs = (path: string) => {
  const router = createMemoryRouter([{ path: '/jobs', element: <JobsPage /> }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};
const searchOf = (router: ReturnType<typeof renderJobs>) => new URLSearchParams(router.state.location.search);

const facets = {
  ...emptyFacets(),
  jobType: [
    { value: 'Full-Time', count: 113 },
    { value: 'Part-Time', count: 22 },
    { value: 'Internship', count: 28 },
    { value: 'Paid Internship', count: 24 },
    { value: 'Unpaid Internship', count: 12 },
  ],
  location: [
    { value: 'Pune', count: 24 },
    { value: 'Remote', count: 14 },
  ],
};

// Page tests render the whole MUI page in jsdom; on a busy two-core machine they need more than the default.
describe('/jobs', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the header counts, the result count and the job cards', async () => {
    mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': ok(
        buildSearchResult(
          [buildJobCard(), buildJobCard({ jobId: 2, jobTitle: 'Data Analyst', custUrl: 'data-analyst' })],
          {
            totalRecordCount: 30,
            totalRecords: 30,
            facets,
          },
        ),
      ),
    });
    renderJobs('/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs and internships' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–12 of 30 jobs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Data Analyst' })).toBeInTheDocument();
    expect(await screen.findByText('companies hiring')).toBeInTheDocument();
    expect(screen.getByText('199')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toBeInTheDocument();
  });

  it('shows skeletons while the first results load', async () => {
    mockFetch({ 'GET /api/jobs/heading': heading, 'GET /api/jobs/search': ok(buildSearchResult([])) });
    renderJobs('/jobs');
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    await screen.findByText('No jobs match your search');
  });

  it('reads the filters from the address and asks jobs/search for them', async () => {
    const spy = mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': ok(
        buildSearchResult([buildJobCard()], { facets, totalRecordCount: 30, totalRecords: 30 }),
      ),
    });
    renderJobs('/jobs?q=react&location=Pune&jobType=Paid%20Internship&minExp=1&maxExp=2&sort=newest&page=2');
    await screen.findByText(/13–24 of 30 jobs/);
    const query = Object.fromEntries(callsTo(spy, 'GET /api/jobs/search')[0]!.url.searchParams);
    expect(query).toMatchObject({
      q: 'react',
      location: 'Pune',
      jobType: 'Paid Internship',
      minExp: '1',
      maxExp: '2',
      sort: 'newest',
      limit: '12',
      offset: '12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('react');
    expect(screen.getByRole('button', { name: 'Remove filter Pune' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (3)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: /^Pune/ })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: /^Paid Internship/ })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: /^Unpaid Internship/ })).not.toBeChecked();
    expect(within(drawer).getByRole('radio', { name: /^1 - 2 years/ })).toBeChecked();
  });

  it('writes filters to the address (page back to 1) and shows the facet counts', async () => {
    const spy = mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': ok(buildSearchResult([buildJobCard()], { facets })),
    });
    const router = renderJobs('/jobs?page=3');
    await screen.findByText(/1 job/);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Unpaid Internship 12' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Unpaid Internship/ }));
    await waitFor(() => expect(searchOf(router).get('jobType')).toBe('Unpaid Internship'));
    expect(searchOf(router).get('page')).toBeNull();

    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Remote/ }));
    await waitFor(() => expect(searchOf(router).get('location')).toBe('Remote'));
    expect(searchOf(router).get('jobType')).toBe('Unpaid Internship');

    await userEvent.click(within(drawer).getByRole('radio', { name: /^Fresher/ }));
    await waitFor(() => expect(searchOf(router).get('maxExp')).toBe('0'));

    await waitFor(() => {
      const last = callsTo(spy, 'GET /api/jobs/search').at(-1)!.url.searchParams;
      expect(last.get('jobType')).toBe('Unpaid Internship');
      expect(last.get('location')).toBe('Remote');
      expect(last.get('minExp')).toBe('0');
    });

    // Back steps through the filters.
    await router.navigate(-1);
    await waitFor(() => expect(searchOf(router).get('minExp')).toBeNull());
    expect(searchOf(router).get('location')).toBe('Remote');
  });

  it('searches the keyword once typing stops, without a search per keystroke', async () => {
    const spy = mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': ok(buildSearchResult([buildJobCard()])),
    });
    const router = renderJobs('/jobs');
    await screen.findByText(/1 job/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'python');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('python'));
    await waitFor(() => {
      const keywords = callsTo(spy, 'GET /api/jobs/search').map((c) => c.url.searchParams.get('q'));
      expect(keywords.filter((q) => q !== null)).toEqual(['python']);
    });
  });

  it('keeps typing smooth: a pause after a space does not eat the space', async () => {
    mockFetch({ 'GET /api/jobs/heading': heading, 'GET /api/jobs/search': ok(buildSearchResult([buildJobCard()])) });
    const router = renderJobs('/jobs');
    await screen.findByText(/1 job/);
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    await userEvent.type(box, 'react ');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('react'));
    await userEvent.type(box, 'dev');
    expect(box).toHaveValue('react dev');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('react dev'));
    // Back puts the earlier keyword in the box.
    await router.navigate(-1);
    await waitFor(() => expect(box).toHaveValue('react'));
  });

  it('suggests loosening the filters when nothing matches, and clears them', async () => {
    mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': (url) =>
        url.searchParams.get('location')
          ? ok(buildSearchResult([]))
          : ok(buildSearchResult([buildJobCard()], { facets })),
    });
    const router = renderJobs('/jobs?q=java&location=Kochi&skills=Kotlin');
    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    expect(screen.getByText(/Try removing a filter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=java'));
    expect(await screen.findByText(/1 job/)).toBeInTheDocument();
  });

  it('says when the results are for a similar spelling', async () => {
    mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': ok(buildSearchResult([buildJobCard({ jobTitle: 'Python Developer' })], { fuzzy: true })),
    });
    renderJobs('/jobs?q=pyhton');
    expect(await screen.findByText(/No exact matches for “pyhton”/)).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    mockFetch({
      'GET /api/jobs/heading': heading,
      'GET /api/jobs/search': () =>
        fail
          ? [500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } }]
          : ok(buildSearchResult([buildJobCard()])),
    });
    renderJobs('/jobs');
    // One automatic retry (the query client's) fails too, then the page offers its own.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('We could not load jobs')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/1 job/)).toBeInTheDocument();
  });

  it('changes the sort order in the address', async () => {
    mockFetch({ 'GET /api/jobs/heading': heading, 'GET /api/jobs/search': ok(buildSearchResult([buildJobCard()])) });
    const router = renderJobs('/jobs?page=2');
    await screen.findByText(/1 job/);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(screen.getByRole('option', { name: 'Salary: high to low' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary'));
  });
});
