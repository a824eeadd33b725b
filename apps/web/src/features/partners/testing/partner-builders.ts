import { vi } from 'vitest';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';

/** Test data for the company page; the seeded Kaveri Analytics in miniature. */
export const buildPartner = (overrides: Partial<PartnerPage> = {}): PartnerPage => ({
  partnerId: 1,
  partnerName: 'Kaveri Analytics',
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  partnerLogoPath: '/uploads/seed/partner-kaveri-analytics-logo.svg',
  customUrl: 'kaveri-analytics',
  partnerIndustry: 'Data & Analytics',
  bannerImageUrl: '/uploads/seed/partner-kaveri-analytics-banner.svg',
  partnerDescription:
    'Kaveri Analytics helps Indian banks and retailers turn data into decisions.\n\nFreshers join a paid bootcamp.',
  galleryImageUrls: Array.from({ length: 6 }, (_, i) => `/uploads/seed/kaveri-gallery-${i + 1}.svg`).join(','),
  keyHighlights: '<ul><li>Analyst Launchpad: 12-week paid training</li><li>Hybrid work</li></ul>',
  hashtags: ['DataForBharat', 'HiringFreshers'],
  headquarter: 'Bengaluru, Karnataka',
  partnerEstablishmentDate: '2012-06-18',
  noOfEmployees: '501-1000',
  partnerSocialLinks: {
    websiteurl: 'https://kaverianalytics.example.in',
    linkedurl: 'https://linkedin.example.com/company/kaveri-analytics',
    githuburl: 'https://github.example.com/kaveri-analytics',
  },
  jobCount: 14,
  hackathonCount: 5,
  ...overrides,
});

export const buildJob = (i: number): JobCard => ({
  jobId: 100 + i,
  jobTitle: `Data Analyst ${i + 1}`,
  custUrl: `data-analyst-${i + 1}`,
  jobImageLink: null,
  partnerId: 1,
  partnerName: 'Kaveri Analytics',
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  jobLocation: 'Bengaluru',
  jobSkills: 'SQL, Python',
  jobCtcCurrency: 'INR',
  jobMinCtcRange: 600000,
  jobMaxCtcRange: 900000,
  jobCtcCategory: 'annual',
  isSalaryHidden: false,
  jobType: 'Full-Time',
  duration: null,
  jobMinYoe: 0,
  jobMaxYoe: 2,
  jobYoeTextForZero: 'Fresher',
  jobApplicantCount: 12,
  jobNumberOfVacancies: 2,
  createdTs: new Date(Date.UTC(2026, 0, 30 - i)).toISOString(),
});

export const buildDrill = (i: number): DrillCard => ({
  drillId: 500 + i,
  drillName: `Data Jam ${i + 1}`,
  drillCustUrl: `data-jam-${i + 1}`,
  drillLogoUrl: null,
  drillPartnerName: 'Kaveri Analytics',
  drillLocation: 'Online',
  drillPurpose: 'Hiring, Learning',
  drillRegistrationEndDt: '2030-01-01T00:00:00.000Z',
  drillStartDt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  drillEndDt: '2030-02-01T00:00:00.000Z',
  drillNature: 'online',
  drillTeamSize: { min: 1, max: 4 },
  totalPrizeValue: 100000,
  registrationCountVisible: true,
  drillApplicantCount: 40,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const list = <T>(data: T[], total = data.length) => ({
  httpStatus: 200,
  result: { data, totalRecordCount: total, totalRecords: total },
});

/**
 * Answers the company page's three calls from memory, as the API would: the partner by customUrl, its jobs
 * 10 a page by offset, and its hackathons. Returns the fetch spy to inspect the calls.
 */
export const mockCompanyApi = ({
  partner = buildPartner(),
  jobs = Array.from({ length: partner?.jobCount ?? 0 }, (_, i) => buildJob(i)),
  drills = Array.from({ length: partner?.hackathonCount ?? 0 }, (_, i) => buildDrill(i)),
}: { partner?: PartnerPage | null; jobs?: JobCard[]; drills?: DrillCard[] } = {}) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (/^\/api\/partners\/\d+\/jobs$/.test(url.pathname)) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return json(200, list(jobs.slice(offset, offset + limit), jobs.length));
    }
    if (/^\/api\/partners\/\d+\/drills$/.test(url.pathname)) return json(200, list(drills));
    if (url.pathname === '/api/partners') return json(200, list(partner ? [partner] : []));
    return json(404, { httpStatus: 404, error: { code: 'WUE-4040', message: 'Not found' } });
  });
