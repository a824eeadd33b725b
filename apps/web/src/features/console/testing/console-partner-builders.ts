import type { ConsolePartner, ConsolePartnerSummary } from '@elevate/contracts/console/console-partner.schema';

/** Test data of the employer console: one company, Kaveri Analytics (partner 3). */

export const consolePartnerSummary: ConsolePartnerSummary = {
  partnerId: 3,
  partnerName: 'Kaveri Analytics',
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  partnerLogoPath: null,
  customUrl: 'kaveri-analytics',
  partnerIndustry: null,
  isActive: true,
  openJobs: 2,
  closedJobs: 1,
  employers: [],
};
export const consolePartnerRecord: ConsolePartner = {
  ...consolePartnerSummary,
  bannerImageUrl: null,
  partnerDescription: null,
  galleryImageUrls: null,
  keyHighlights: null,
  hashtags: [],
  headquarter: null,
  partnerEstablishmentDate: null,
  noOfEmployees: null,
  partnerSocialLinks: {},
  employers: [],
};

/** The API answers for an employer of that one company: their companies, and the company's record. */
export const oneCompanyRoutes = () =>
  ({
    'GET /api/console/partners': [
      200,
      {
        httpStatus: 200,
        result: { data: [consolePartnerSummary], totalRecordCount: 1, totalRecords: 1 },
      },
    ],
    'GET /api/partners/3': [200, { httpStatus: 200, result: consolePartnerRecord }],
  }) as const;
