import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import type { Team, TeamCard, TeamInvitation, TeamMember } from '@elevate/contracts/drills/team.schema';

/** A fetch double and test data for the registration and team components' tests. */

// The fetch double of testing/api-double.ts, by the name these tests know it.
export { failWith, mockApiWithUploads as mockDrillsApi, ok, uploadRoutes, type ApiCall } from '@/testing/api-double';

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
  cancelledAt: null,
  cancellationReason: null,
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
