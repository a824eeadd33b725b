import { vi } from 'vitest';
import type { Envelope } from '@elevate/contracts/common/envelope';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import type { Team, TeamCard, TeamInvitation, TeamMember } from '@elevate/contracts/drills/team.schema';

/** A fetch double and test data for the registration and team components' tests. */

export const ok = <T>(result: T, message?: string, status = 200) =>
  [status, { httpStatus: status, result, message }] as const;
export const failWith = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  [status, { httpStatus: status, error: { code, message, ...(fields ? { fields } : {}) } }] as const;

type Answer = readonly [status: number, body: Envelope<unknown>];
export interface ApiCall {
  key: string;
  url: URL;
  query: Record<string, string>;
  method: string;
  /** Parsed JSON, or the raw body (a File PUT to the store). */
  body: unknown;
}
type Handler = Answer | ((call: ApiCall) => Answer);

/**
 * Answers fetch by "METHOD /api/path" (query ignored); anything else gets a 404 envelope. Takes uploads too (a
 * File body is passed through as it is). `callsTo` lists the calls made to one route.
 */
export const mockDrillsApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { key, url, query: Object.fromEntries(url.searchParams), method, body };
    calls.push(call);
    const handler = routes[key];
    const [status, envelope]: Answer = !handler
      ? [404, { httpStatus: 404, error: { code: 'WUE-4040', message: `No mock for ${key}` } }]
      : typeof handler === 'function'
        ? handler(call)
        : handler;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  return { spy, calls, callsTo: (key: string) => calls.filter((c) => c.key === key) };
};

/** s3/pre-signed and the local store's PUT as the API answers them for one purpose. */
export const uploadRoutes = (purpose: string, ext: string) => {
  const key = `${purpose}-0b7c3f4e-2a1d-4c5b-9e8f-7a6b5c4d3e2f.${ext}`;
  return {
    key,
    routes: {
      'POST /api/s3/pre-signed': ok({
        key,
        uploadUrl: `/api/uploads/${key}?expires=1&signature=x`,
        method: 'PUT' as const,
        fileUrl: null,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        confirmUrl: null,
      }),
      [`PUT /api/uploads/${key}`]: ({ body }: ApiCall) =>
        ok({
          key,
          fileUrl: null,
          fileName: (body as File).name,
          sizeBytes: (body as File).size,
          contentType: (body as File).type,
        }),
    } satisfies Record<string, Handler>,
  };
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const buildDrill = (overrides: Partial<DrillDetail> = {}): DrillDetail => ({
  drillId: 12,
  drillName: 'Smart India Build',
  drillCustUrl: 'smart-india-build',
  drillLogoUrl: null,
  drillPartnerName: 'Kaveri Analytics Pvt. Ltd.',
  drillLocation: 'Pune',
  drillPurpose: 'Hiring,Innovation',
  drillRegistrationEndDt: inDays(5),
  drillStartDt: inDays(-2),
  drillEndDt: inDays(20),
  drillNature: 'online',
  drillTeamSize: { min: 2, max: 4 },
  totalPrizeValue: 100_000,
  registrationCountVisible: true,
  drillApplicantCount: 41,
  drillBannerUrl: null,
  programType: 'hackathon',
  partnerId: 3,
  partnerCustomUrl: 'kaveri-analytics',
  drillDescription: '<p>Build for Bharat.</p>',
  eligibility: '',
  guidelines: '',
  location: 'Pune',
  domain: 'FinTech',
  industry: 'Banking',
  audience: 'everyone',
  registrationFee: 0,
  prizes: [],
  faqs: [],
  schedule: [],
  drillSocialLinks: [],
  drillPhase: [],
  teamRules: {},
  teamLock: 'registration-end',
  overviewSectionComplete: true,
  serverNow: new Date().toISOString(),
  ...overrides,
});

export const buildParticipation = (overrides: Partial<Participation> = {}): Participation => ({
  drillId: 12,
  state: 'register',
  reason: null,
  fee: 0,
  registrationEndDt: inDays(5),
  participantId: null,
  name: null,
  answers: null,
  lookingForTeam: false,
  pitch: '',
  registeredAt: null,
  answersEditable: true,
  team: null,
  serverNow: new Date().toISOString(),
  ...overrides,
});

/** A registration of the signed-in test user (uid 7), participant 70. */
export const registered = (overrides: Partial<Participation> = {}): Participation =>
  buildParticipation({
    state: 'registered',
    participantId: 70,
    name: 'Aarav Shah',
    answers: {},
    registeredAt: inDays(-1),
    ...overrides,
  });

export const buildMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  participantId: 70,
  name: 'Aarav Shah',
  avatar: null,
  isLead: true,
  skills: ['React', 'Node.js'],
  joinedAt: inDays(-1),
  ...overrides,
});

export const buildTeamCard = (overrides: Partial<TeamCard> = {}): TeamCard => ({
  teamId: 5,
  drillId: 12,
  teamName: 'Byte Bandits',
  leadParticipantId: 71,
  memberCount: 2,
  teamSize: { min: 2, max: 4 },
  members: [
    buildMember({ participantId: 71, name: 'Meera Iyer', skills: ['Python'] }),
    buildMember({ participantId: 72, name: 'Kabir Rao', isLead: false, skills: ['Figma'] }),
  ],
  rolesNeeded: ['Designer'],
  lookingForMembers: true,
  locked: false,
  createdAt: inDays(-1),
  ...overrides,
});

export const buildInvitation = (overrides: Partial<TeamInvitation> = {}): TeamInvitation => ({
  invitationId: 900,
  kind: 'invite',
  status: 'pending',
  teamId: 5,
  teamName: 'Byte Bandits',
  leadParticipantId: 71,
  participantId: 70,
  participantName: 'Aarav Shah',
  participantAvatar: null,
  participantSkills: ['React'],
  role: null,
  note: '',
  createdAt: inDays(-1),
  ...overrides,
});

/** The team of the signed-in participant (70), who leads it unless told otherwise. */
export const buildTeam = (overrides: Partial<Team> = {}): Team => ({
  ...buildTeamCard({
    leadParticipantId: 70,
    members: [buildMember(), buildMember({ participantId: 72, name: 'Kabir Rao', isLead: false, skills: ['Figma'] })],
  }),
  viewerIsMember: true,
  viewerIsLead: true,
  inviteCode: 'K7PQ2MXW9A',
  inviteCodeExpiresAt: inDays(7),
  invitations: [],
  requests: [],
  lockedReason: null,
  complete: true,
  ...overrides,
});
