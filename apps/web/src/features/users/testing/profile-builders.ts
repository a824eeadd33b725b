import type { ProfileCompletion } from '@elevate/contracts/users/completion';
import { completionOf, type CompletionFacts } from '@elevate/contracts/users/completion';
import type { Documents } from '@elevate/contracts/users/documents.schema';
import type { CompleteProfile, PersonalSection } from '@elevate/contracts/users/profile.schema';
import { ok } from '@/testing/api-double';

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

// The fetch double of testing/api-double.ts, by the name these tests know it.
export { mockApiWithUploads as mockProfileApi, ok } from '@/testing/api-double';
export const badRequest = (message: string, fields?: Record<string, string>) =>
  [400, { httpStatus: 400, message, error: { code: 'WUE-4000', message, ...(fields ? { fields } : {}) } }] as const;

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
