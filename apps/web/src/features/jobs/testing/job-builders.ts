import { vi } from 'vitest';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import type { JobSearchFacets, JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';

/** Test data for the jobs feature's component tests. */
export const buildJobCard = (overrides: Partial<JobCard> = {}): JobCard => ({
  jobId: 1,
  jobTitle: 'Frontend Developer',
  custUrl: 'frontend-developer-kaveri-1001',
  jobImageLink: null,
  partnerId: 3,
  partnerName: 'Kaveri Analytics',
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  jobLocation: 'Bengaluru',
  jobSkills: 'React,TypeScript',
  jobCtcCurrency: 'INR',
  jobMinCtcRange: 600_000,
  jobMaxCtcRange: 900_000,
  jobCtcCategory: 'annual',
  isSalaryHidden: false,
  jobType: 'Full-Time',
  duration: null,
  jobMinYoe: 1,
  jobMaxYoe: 3,
  jobYoeTextForZero: null,
  jobApplicantCount: 42,
  jobNumberOfVacancies: 2,
  createdTs: new Date().toISOString(),
  ...overrides,
});

export const buildJobDetail = (overrides: Partial<JobDetail> = {}): JobDetail => ({
  ...buildJobCard(),
  description: '<p>Build <strong>fast</strong> pages.</p><h3>What you will do</h3><ul><li>Ship features</li></ul>',
  isActive: true,
  partner: {
    partnerId: 3,
    displayName: 'Kaveri Analytics Pvt. Ltd.',
    logo: null,
    customUrl: 'kaveri-analytics',
    industry: 'Data and analytics',
    headquarter: 'Bengaluru, Karnataka',
  },
  ...overrides,
});

export const emptyFacets = (): JobSearchFacets => ({
  jobType: [
    { value: 'Full-Time', count: 0 },
    { value: 'Part-Time', count: 0 },
    { value: 'Internship', count: 0 },
    { value: 'Paid Internship', count: 0 },
    { value: 'Unpaid Internship', count: 0 },
  ],
  location: [],
  experience: [],
  salary: [],
  skills: [],
  company: [],
});

export const buildSearchResult = (
  data: JobCard[],
  overrides: Partial<Omit<JobSearchResult, 'data'>> = {},
): JobSearchResult => ({
  data,
  totalRecordCount: data.length,
  totalRecords: data.length,
  facets: emptyFacets(),
  fuzzy: false,
  ...overrides,
});

type Answer = [status: number, body: unknown];
type Route = Answer | ((url: URL, init?: RequestInit) => Answer);

/** Answers fetch by "METHOD /api/path" (query ignored); anything else is a 404 envelope. */
export const mockFetch = (routes: Record<string, Route>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const [status, body]: Answer = !route
      ? [404, { httpStatus: 404, error: { code: 'WUE-4040', message: 'Not found' } }]
      : typeof route === 'function'
        ? route(url, init)
        : route;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });

/** The query parameters of every call made to one "METHOD /api/path". */
export const callsTo = (spy: ReturnType<typeof mockFetch>, key: string) =>
  spy.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key);

export const ok = (result: unknown): Answer => [200, { httpStatus: 200, result }];
