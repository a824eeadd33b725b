import { vi } from 'vitest';
import type { Envelope } from '@elevate/contracts/common/envelope';
import type { ProfileCompletion } from '@elevate/contracts/users/completion';
import { completionOf, type CompletionFacts } from '@elevate/contracts/users/completion';
import type { Documents } from '@elevate/contracts/users/documents.schema';
import type { CompleteProfile, PersonalSection } from '@elevate/contracts/users/profile.schema';

/** Test data for the profile feature and /manage-profile. */
export const buildPersonal = (overrides: Partial<PersonalSection> = {}): PersonalSection => ({
  currentAddress: null,
  coverLetter: null,
  currentCity: 'Pune',
  currentState: 'Maharashtra',
  zipcode: '411001',
  dateOfBirth: null,
  gender: null,
  languagesKnown: ['English'],
  maritalStatus: null,
  otherDetails: null,
  socialLinks: {},
  experienceYears: null,
  noticePeriod: null,
  profilePicLink: null,
  resumeFileName: null,
  ...overrides,
});

export const buildProfile = (overrides: Partial<CompleteProfile> = {}): CompleteProfile => ({
  personal: buildPersonal(),
  education: [],
  work: [],
  project: [],
  skill: [],
  other: [],
  ...overrides,
});

const emptyFacts: CompletionFacts = {
  personalFields: {
    currentCity: 'Pune',
    currentState: 'Maharashtra',
    zipcode: '411001',
    dateOfBirth: null,
    gender: null,
  },
  hasPicture: false,
  hasResume: false,
  educationCount: 0,
  workCount: 0,
  projectCount: 0,
  skillCount: 0,
  otherCount: 0,
  socialLinkCount: 0,
};

/** The server's own scoring (contracts completion.ts) over the facts given. */
export const buildCompletion = (facts: Partial<CompletionFacts> = {}): ProfileCompletion =>
  completionOf({ ...emptyFacts, ...facts });

export const buildDocuments = (overrides: Partial<Documents> = {}): Documents => ({
  panNumber: null,
  hasPanScan: false,
  panScanFileName: null,
  aadhaarLastFour: null,
  aadhaarMasked: null,
  hasGovtIdScan: false,
  govtIdFileName: null,
  resumeFileName: null,
  ...overrides,
});

export const ok = <T>(result: T, message?: string) => [200, { httpStatus: 200, result, message }] as const;
export const badRequest = (message: string, fields?: Record<string, string>) =>
  [400, { httpStatus: 400, message, error: { code: 'WUE-4000', message, ...(fields ? { fields } : {}) } }] as const;

type Answer = readonly [status: number, body: Envelope<unknown>];
export interface ApiCall {
  url: URL;
  method: string;
  /** The parsed JSON body, or the Blob/File itself for an upload's bytes. */
  body: unknown;
}
type Handler = Answer | ((call: ApiCall) => Answer);

/**
 * Answers fetch by "METHOD /path" (query ignored), like testing/render's mockApi, but also takes uploads whose
 * body is a file rather than JSON. Every call is kept in `calls`; `callsTo('PUT /api/x')` lists one route's.
 */
export const mockProfileApi = (routes: Record<string, Handler>) => {
  const calls: (ApiCall & { key: string })[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { key, url, method, body };
    calls.push(call);
    const handler = routes[key];
    const [status, envelope]: Answer = !handler
      ? [404, { httpStatus: 404, error: { code: 'WUE-4040', message: `No mock for ${key}` } }]
      : typeof handler === 'function'
        ? handler(call)
        : handler;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    spy,
    calls,
    callsTo: (key: string) => calls.filter((c) => c.key === key),
  };
};

/** The GETs /manage-profile makes, answered with a profile, its strength and its documents. */
export const profilePageRoutes = ({
  profile = buildProfile(),
  completion = buildCompletion(),
  documents = buildDocuments(),
}: { profile?: CompleteProfile; completion?: ProfileCompletion; documents?: Documents } = {}) => ({
  'GET /api/users/profile/complete-profile': ok(profile),
  'GET /api/users/profile/completion/7': ok(completion),
  'GET /api/users/profile/documents': ok(documents),
});
