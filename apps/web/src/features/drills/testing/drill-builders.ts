import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { DrillDetail, DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import type { DrillCommons, DrillSearchResult } from '@elevate/contracts/drills/drill-search.schema';

/** Test data for the hackathon discovery pages (listing, card, detail). */

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` from now (negative: in the past), as the API writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const buildDrillCard = (overrides: Partial<DrillCard> = {}): DrillCard => ({
  drillId: 11,
  drillName: 'Code for Bharat 2026',
  drillCustUrl: 'code-for-bharat-2026',
  drillLogoUrl: null,
  drillPartnerName: 'Kaveri Analytics',
  drillLocation: 'Bengaluru',
  drillPurpose: 'Hiring, Learning, Prizes, Networking',
  drillRegistrationEndDt: daysFromNow(10),
  drillStartDt: daysFromNow(12),
  drillEndDt: daysFromNow(14),
  drillNature: 'hybrid',
  drillTeamSize: { min: 2, max: 4 },
  totalPrizeValue: 500_000,
  registrationCountVisible: true,
  drillApplicantCount: 1240,
  ...overrides,
});

export const buildDrillSearchResult = (data: DrillCard[], total = data.length): DrillSearchResult => ({
  data,
  totalRecordCount: total,
  totalRecords: total,
});

const option = (value: string, label: string, count: number) => ({ value, label, count });

export const buildDrillCommons = (overrides: Partial<DrillCommons> = {}): DrillCommons => ({
  total: 30,
  statuses: [option('live', 'Live', 8), option('upcoming', 'Upcoming', 12), option('ended', 'Ended', 10)],
  natures: [option('online', 'Online', 18), option('offline', 'Offline', 7), option('hybrid', 'Hybrid', 5)],
  domains: [option('AI/ML', 'AI/ML', 9), option('Fintech', 'Fintech', 6)],
  industries: [option('Banking', 'Banking', 4)],
  locations: [option('Bengaluru', 'Bengaluru', 6), option('Pune', 'Pune', 3)],
  prizes: [option('1', 'Cash prizes', 22), option('100000', '₹1 Lakh+', 11)],
  teams: [option('individual', 'Individual', 6), option('team', 'Team', 24)],
  fees: [option('free', 'Free', 26), option('paid', 'Paid', 4)],
  audiences: [
    option('everyone', 'Everyone', 14),
    option('students', 'Students', 25),
    option('professionals', 'Professionals', 19),
  ],
  programTypes: [option('hackathon', 'Hackathon', 30)],
  serverNow: new Date().toISOString(),
  ...overrides,
});

export const buildPhase = (overrides: Partial<DrillPhase> = {}): DrillPhase => ({
  phaseId: 1,
  phase: 'Idea submission',
  kind: 'idea',
  phaseStartDt: daysFromNow(12),
  phaseEndDt: daysFromNow(13),
  description: 'Tell us the problem you chose and how you will solve it.',
  phaseStatus: 'upcoming',
  resultsPublished: false,
  ...overrides,
});

export const buildDrillDetail = (overrides: Partial<DrillDetail> = {}): DrillDetail => ({
  ...buildDrillCard(),
  drillBannerUrl: null,
  programType: 'hackathon',
  partnerId: 3,
  partnerCustomUrl: 'kaveri-analytics',
  drillDescription: '<p>Build <strong>tools</strong> for India.</p>',
  eligibility: '<p>Students of any college in India.</p>',
  guidelines: '<ul><li>Original work only</li></ul>',
  location: 'Bengaluru',
  domain: 'AI/ML',
  industry: 'Banking',
  audience: 'students',
  registrationFee: 0,
  prizes: [
    { title: 'Winner', value: 300_000, description: 'And a pre-placement interview' },
    { title: 'Best first-year team', value: 0, description: 'Internships at Kaveri Analytics' },
  ],
  faqs: [{ question: 'Can I take part alone?', answer: 'Teams need two to four people.' }],
  schedule: [{ start: daysFromNow(12), end: daysFromNow(12.1), title: 'Opening ceremony', desc: 'On YouTube' }],
  drillSocialLinks: [{ kind: 'linkedin', url: 'https://www.linkedin.com/company/kaveri' }],
  drillPhase: [
    buildPhase(),
    buildPhase({
      phaseId: 2,
      phase: 'Prototype',
      kind: 'solution',
      phaseStartDt: daysFromNow(13),
      phaseEndDt: daysFromNow(14),
      description: 'Build it.',
    }),
  ],
  teamRules: {},
  teamLock: 'registration-end',
  overviewSectionComplete: true,
  cancelledAt: null,
  cancellationReason: null,
  serverNow: new Date().toISOString(),
  ...overrides,
});
