import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { MyHackathon, MyHackathonsResult } from '@elevate/contracts/drills/my-hackathons.schema';
import { MY_HACKATHON_STATES } from '@elevate/contracts/drills/my-hackathons.schema';

/** Test data for My Activities and the dashboard's hackathons card (not a test file: vitest collects *.test.*). */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const fromNow = (ms: number, now = Date.now()) => new Date(now + ms).toISOString();

export const buildDrillCard = (overrides: Partial<DrillCard> = {}): DrillCard => ({
  drillId: 11,
  drillName: 'Kaveri DataQuest 2.0',
  drillCustUrl: 'kaveri-dataquest-2-0',
  drillLogoUrl: null,
  drillPartnerName: 'Kaveri Analytics Pvt. Ltd.',
  drillLocation: 'India',
  drillPurpose: 'Hiring,Learning,Prizes',
  drillRegistrationEndDt: fromNow(5 * DAY),
  drillStartDt: fromNow(-6 * DAY),
  drillEndDt: fromNow(12 * DAY),
  drillNature: 'online',
  drillTeamSize: { min: 1, max: 3 },
  totalPrizeValue: 300_000,
  registrationCountVisible: true,
  drillApplicantCount: 2853,
  ...overrides,
});

export const buildMyHackathon = (
  overrides: Partial<Omit<MyHackathon, 'drill'>> & { drill?: Partial<DrillCard> } = {},
): MyHackathon => {
  const { drill, ...rest } = overrides;
  const card = buildDrillCard(drill);
  const participantId = rest.participantId ?? 301;
  return {
    participantId,
    drill: card,
    programType: 'hackathon',
    state: 'live',
    currentPhase: {
      phaseId: 21,
      phase: 'Round 1: Idea submission',
      kind: 'idea',
      phaseStartDt: fromNow(-6 * DAY),
      phaseEndDt: fromNow(2 * DAY),
    },
    nextDeadline: { kind: 'phase', label: 'Round 1: Idea submission closes', at: fromNow(2 * DAY), phaseId: 21 },
    teamId: 5,
    teamName: 'Chai and Code',
    submittedPhases: 0,
    totalPhases: 2,
    certificates: 0,
    registeredAt: fromNow(-20 * DAY),
    dashboardUrl: `/drills/participant-dashboard/${card.drillId}/${participantId}`,
    ...rest,
  };
};

/** The answer of drills/participants/mine for these hackathons (counts worked out from them). */
export const myHackathonsResult = (data: MyHackathon[], serverNow = new Date()): MyHackathonsResult => ({
  data,
  totalRecordCount: data.length,
  totalRecords: data.length,
  counts: {
    all: data.length,
    ...(Object.fromEntries(MY_HACKATHON_STATES.map((s) => [s, data.filter((h) => h.state === s).length])) as Record<
      (typeof MY_HACKATHON_STATES)[number],
      number
    >),
  },
  serverNow: serverNow.toISOString(),
});

/** A registration in each state, most urgent first, as the server orders them. */
export const hackathonsInEveryState = (): MyHackathon[] => [
  buildMyHackathon({
    participantId: 301,
    state: 'submitted',
    submittedPhases: 1,
    nextDeadline: { kind: 'phase', label: 'Round 1: Idea submission closes', at: fromNow(2 * DAY), phaseId: 21 },
  }),
  buildMyHackathon({
    participantId: 302,
    state: 'live',
    drill: {
      drillId: 12,
      drillName: 'Sahyadri FinHack: Payments for Bharat',
      drillCustUrl: 'sahyadri-finhack-payments-for-bharat',
      drillPartnerName: 'Sahyadri Fintech',
      drillTeamSize: { min: 2, max: 4 },
    },
    teamName: 'Bharat Bahi',
    submittedPhases: 1,
    currentPhase: {
      phaseId: 31,
      phase: 'Round 2: Working prototype',
      kind: 'solution',
      phaseStartDt: fromNow(-3 * DAY),
      phaseEndDt: fromNow(7 * DAY),
    },
    nextDeadline: { kind: 'phase', label: 'Round 2: Working prototype closes', at: fromNow(7 * DAY), phaseId: 31 },
  }),
  buildMyHackathon({
    participantId: 303,
    state: 'upcoming',
    drill: {
      drillId: 13,
      drillName: 'Nilgiri Cloud Native Challenge',
      drillCustUrl: 'nilgiri-cloud-native-challenge',
      drillPartnerName: 'Nilgiri Cloudworks',
      drillTeamSize: { min: 1, max: 2 },
    },
    teamId: null,
    teamName: null,
    totalPhases: 1,
    currentPhase: {
      phaseId: 41,
      phase: 'Build, break and fix (six days)',
      kind: 'solution',
      phaseStartDt: fromNow(14 * DAY),
      phaseEndDt: fromNow(20 * DAY),
    },
    nextDeadline: { kind: 'registration', label: 'Registration closes', at: fromNow(12 * DAY), phaseId: null },
  }),
  buildMyHackathon({
    participantId: 304,
    state: 'results',
    drill: {
      drillId: 14,
      drillName: 'Deccan Pixel 48-Hour Game Jam',
      drillCustUrl: 'deccan-pixel-48-hour-game-jam',
      drillPartnerName: 'Deccan Pixel Studios',
      drillTeamSize: { min: 1, max: 4 },
    },
    teamName: 'Rangoli Raiders',
    submittedPhases: 1,
    totalPhases: 1,
    certificates: 1,
    currentPhase: null,
    nextDeadline: null,
  }),
];
