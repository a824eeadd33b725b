import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ConsolePartner, ConsolePartnerSummary } from '@elevate/contracts/console/console-partner.schema';
import { buildSession, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsoleCompanyListPage } from './console-company-list-page';

const summary: ConsolePartnerSummary = {
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
const record: ConsolePartner = {
  ...summary,
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

describe('a console page listing one company’s things', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the add button for the employer’s company (kept in the link) and lists that company’s things', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({
      'GET /api/console/partners': [
        200,
        { httpStatus: 200, result: { data: [summary], totalRecordCount: 1, totalRecords: 1 } },
      ],
      'GET /api/partners/3': [200, { httpStatus: 200, result: record }],
    });
    renderAt(
      <ConsoleCompanyListPage title="Hackathons" addPath="/console/hackathons/new" addLabel="Host a hackathon">
        {(id) => <p>Hackathons of company {id}</p>}
      </ConsoleCompanyListPage>,
      '/console/hackathons',
    );
    expect(await screen.findByText('Hackathons of company 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hackathons' })).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Host a hackathon' }).find((l) => !l.closest('nav'));
    expect(add).toHaveAttribute('href', '/console/hackathons/new?partner=3');
  });
});
