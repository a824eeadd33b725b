import { vi } from 'vitest';
import type { Application, ApplicationStats } from '@elevate/contracts/applications/application.schema';
import type { Envelope } from '@elevate/contracts/common/envelope';
import type { MandatoryFields } from '@elevate/contracts/users/mandatory-fields.schema';

/** Test data and a fetch double for the applications feature's component and page tests. */

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

export const buildApplication = (overrides: Partial<Application> = {}): Application => ({
  applicationId: 31,
  userId: 7,
  jobId: 7,
  jobTitle: 'Frontend Developer',
  jobCustUrl: 'frontend-developer-kaveri-1001',
  jobLocation: 'Bengaluru',
  jobType: 'Full-Time',
  companyName: 'Kaveri Analytics Pvt. Ltd.',
  companyId: 3,
  companyCustomUrl: 'kaveri-analytics',
  companyLogo: null,
  appliedDateTime: at(3),
  currentStatus: 'Applied',
  statusDescription:
    'Your application has been sent to Kaveri Analytics Pvt. Ltd. They will review it and update you here.',
  isJobActive: true,
  resumeFileName: 'Aarav-Resume.pdf',
  status: [
    {
      statusValue: 'Applied',
      updatedBy: 'Aarav Shah',
      feedback: null,
      updatedStatusOnTs: at(3),
      updatedRecordOnTs: at(3),
    },
  ],
  ...overrides,
});

export const buildStats = (overrides: Partial<ApplicationStats> = {}): ApplicationStats => ({
  all: 0,
  active: 0,
  closed: 0,
  byStatus: {
    Applied: 0,
    Shortlisted: 0,
    'Interview Scheduled': 0,
    'Round 1 Selected': 0,
    'Round 2 Selected': 0,
    'Round 3 Selected': 0,
    Offered: 0,
    Hired: 0,
    Rejected: 0,
  },
  ...overrides,
});

export const buildMandatoryFields = (overrides: Partial<MandatoryFields> = {}): MandatoryFields => ({
  ucontact: '9876543210',
  currentCity: 'Pune',
  highestQualification: 'Graduation/Diploma',
  resumeFileName: 'Aarav-Resume.pdf',
  missing: [],
  complete: true,
  ...overrides,
});

export const incompleteFields = (): MandatoryFields => ({
  ucontact: '9876543210',
  currentCity: null,
  highestQualification: null,
  resumeFileName: null,
  missing: ['currentCity', 'highestQualification', 'resume'],
  complete: false,
});

type Answer = readonly [status: number, body: Envelope<unknown>];
export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON, or the raw body (a File for an upload). */
  body: unknown;
}
type Handler = Answer | ((call: Call) => Answer);

export const ok = (result: unknown, httpStatus = 200): Answer => [httpStatus, { httpStatus, result }];
export const fail = (httpStatus: number, code: string, message: string, fields?: Record<string, string>): Answer => [
  httpStatus,
  { httpStatus, message, error: { code, message, ...(fields ? { fields } : {}) } },
];

/**
 * Answers fetch by "METHOD /api/path" (query ignored; a path ending in * matches by prefix); anything else
 * gets a 404. Every call is kept, bodies parsed when they are JSON.
 */
export const mockApi = (routes: Record<string, Handler>) => {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body) as unknown;
    const call = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler =
      routes[key] ?? Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    const [status, envelope]: Answer = !handler
      ? fail(404, 'WUE-4040', `No mock for ${key}`)
      : typeof handler === 'function'
        ? handler(call)
        : handler;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  return { spy, calls, to: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
};

export const pdf = (name = 'Aarav-Resume.pdf', size = 40_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
