import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SITE_PAGE_DEFAULTS } from '@elevate/contracts/content/site-page-defaults';
import {
  buildCaseStudyCard,
  buildFeed,
  buildOrganisation,
  buildSitePage,
} from '@/features/content/testing/content-builders';
import { createQueryClient } from '@/lib/query-client';
import { failWith, ok } from '@/testing/api-double';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { AboutPage } from './about-page';
import { CustomersPage } from './customers-page';
import { HomePage } from './home-page';
import { sitePages } from './site-page.server';

const empty = ok({ data: [], totalRecordCount: 0 });
const stats = ok({
  usersImpacted: 120000,
  openInnovation: 40,
  hackathons: 650,
  eyeballs: 2000000,
  numberOfPartners: 900,
  joiningsDone: 5000,
  numberOfJobPosted: 12000,
  numberOfColleges: 1100,
});
const story = buildCaseStudyCard();
const caseStudy = buildCaseStudyCard({
  caseStudyId: 40,
  custUrl: 'sahyadri-interns',
  type: 'casestudy',
  subType: 'hiring',
  title: 'Sahyadri Fintech hires 30 interns in 9 days',
  quote: 'Every applicant heard back from us.',
  personName: 'Shruti Bhat',
  personDesignation: 'Head of Talent',
  organisation: 'Sahyadri Fintech',
  partner: null,
});

const homeApi = (page: ReturnType<typeof ok> | ReturnType<typeof failWith>) =>
  mockApi({
    'GET /api/common': page,
    'GET /api/common/featuredelements': ok({ jobs: [], drills: [], partners: [], caseStudies: [story] }),
    'GET /api/feeds': ok({ data: [buildFeed()], totalRecordCount: 1 }),
    'GET /api/stats/landingpage': stats,
    'GET /api/events': empty,
    'GET /api/testimonial': empty,
  });

describe('content pages from the API', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('home shows the hero words, featured success stories and what’s new from the API', async () => {
    const spy = homeApi(ok(buildSitePage('home')));
    renderAt(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edited headline from the console' })).toBeVisible();
    expect(screen.getByText('Edited intro from the console.')).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/common')[0]!.query).toEqual({ pageKey: 'home' });
    const stories = screen.getByRole('region', { name: 'Success stories' });
    expect(within(stories).getByRole('link', { name: new RegExp(story.title) })).toHaveAttribute(
      'href',
      `/success-story/${story.custUrl}`,
    );
    const news = screen.getByRole('region', { name: 'What’s new' });
    expect(within(news).getByText('Result')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Code for Bharat 2026 results are out' })).toHaveAttribute(
      'href',
      '/drills/code-for-bharat-2026',
    );
  });

  it('a marketing page falls back to its default words when the API cannot answer', async () => {
    mockApi({ 'GET /api/common': failWith(500, 'WUE-5000', 'Something went wrong') });
    renderAt(<AboutPage />);
    const words = SITE_PAGE_DEFAULTS.aboutus;
    expect(screen.getByRole('heading', { level: 1, name: words.headline })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.sections[0]!.heading })).toBeInTheDocument();
  });

  it('a marketing page shows the words admins saved', async () => {
    mockApi({
      'GET /api/common': ok(
        buildSitePage('aboutus', {
          sections: [
            { heading: 'Why we exist', bodyHtml: '<p>Skill over postcode.</p>' },
            { heading: 'Where we began', bodyHtml: '<p>Koramangala, 2021.</p>' },
            { heading: 'Press', bodyHtml: '<p>Featured in the Deccan Herald.</p>' },
          ],
        }),
      ),
    });
    renderAt(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edited headline from the console' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Why we exist' })).toBeInTheDocument();
    expect(screen.getByText('Koramangala, 2021.')).toBeInTheDocument();
    // A section beyond the page's own layout still shows.
    expect(screen.getByRole('heading', { level: 2, name: 'Press' })).toBeInTheDocument();
  });

  it('customers shows logos by kind, case studies, success stories and quotes from the API', async () => {
    mockApi({
      'GET /api/common': ok(buildSitePage('customers')),
      'GET /api/common/organisationandacademic': ok({
        data: [
          buildOrganisation(),
          buildOrganisation({ organisationId: 2, name: 'IIT Madras', kind: 'academic', websiteUrl: null }),
        ],
        totalRecordCount: 2,
      }),
      'GET /api/casestudy': ({ url }) =>
        ok({ data: [url.searchParams.get('type') === 'casestudy' ? caseStudy : story], totalRecordCount: 1 }),
    });
    renderAt(<CustomersPage />);
    const companies = await screen.findByRole('list', { name: 'Companies' });
    expect(within(companies).getByRole('link', { name: 'Kaveri Analytics' })).toHaveAttribute(
      'href',
      'https://kaveri.example.in',
    );
    expect(
      within(screen.getByRole('list', { name: 'Colleges and universities' })).getByText('IIT Madras'),
    ).toBeVisible();
    const studies = await screen.findByRole('region', { name: 'Case studies' });
    expect(await within(studies).findByText(caseStudy.title)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Success stories' })).getByText(story.title)).toBeInTheDocument();
    expect(await screen.findByText(caseStudy.quote)).toBeInTheDocument();
    expect(screen.getByText('Head of Talent at Sahyadri Fintech')).toBeInTheDocument();
  });

  it('the customers page server prefetches its words, logos and stories and keeps its head', async () => {
    const spy = mockApi({
      'GET /api/common': ok(buildSitePage('customers', { updatedAt: null, title: 'Customers' })),
      'GET /api/common/organisationandacademic': ok({ data: [buildOrganisation()], totalRecordCount: 1 }),
      'GET /api/casestudy': ok({ data: [story], totalRecordCount: 1 }),
    });
    const ctx = {
      params: {},
      search: new URLSearchParams(),
      pathname: '/customers',
      queryClient: createQueryClient(),
      publicUrl: 'https://elevate.example.in',
    };
    await sitePages.customers.prefetch!(ctx);
    expect(callsTo(spy, 'GET /api/casestudy').map((c) => c.query.type)).toEqual(['casestudy', 'successstory']);
    expect(callsTo(spy, 'GET /api/common/organisationandacademic')).toHaveLength(1);
    expect((await sitePages.customers.head(ctx)).head.title).toBe('Customers');
  });
});
