import { describe, expect, it } from 'vitest';
import type { DrillCard } from '../drills/drill-card.schema.ts';
import type { JobDetail } from '../jobs/job-detail.schema.ts';
import type { PartnerPage } from '../partners/partner.schema.ts';
import {
  breadcrumbJsonLd,
  eventJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  validateJobPosting,
} from './structured-data.ts';

const BASE = 'https://elevate.example.in';

const job = (over: Partial<JobDetail> = {}): JobDetail => ({
  jobId: 42,
  jobTitle: 'Frontend Developer',
  custUrl: 'frontend-developer-acme',
  jobImageLink: null,
  partnerId: 7,
  partnerName: 'Acme Technologies Pvt Ltd',
  partnerDisplayName: 'Acme',
  jobLocation: 'Bengaluru',
  jobSkills: 'React, TypeScript,CSS',
  jobCtcCurrency: 'INR',
  jobMinCtcRange: 600000,
  jobMaxCtcRange: 900000,
  jobCtcCategory: 'annual',
  isSalaryHidden: false,
  jobType: 'Full-Time',
  duration: null,
  jobMinYoe: 2,
  jobMaxYoe: 4,
  jobYoeTextForZero: null,
  jobApplicantCount: 12,
  jobNumberOfVacancies: 3,
  createdTs: '2026-11-20T09:30:00.000Z',
  description: '<p>Build the <strong>job search</strong> screens.</p><ul><li>React</li></ul>',
  partner: {
    partnerId: 7,
    displayName: 'Acme',
    logo: '/uploads/partners/acme-logo.png',
    customUrl: 'acme',
    industry: 'Software',
    headquarter: 'Bengaluru, Karnataka',
  },
  isActive: true,
  ...over,
});

const drill = (over: Partial<DrillCard> = {}): DrillCard => ({
  drillId: 5,
  drillName: 'Code for Bharat',
  drillCustUrl: 'code-for-bharat',
  drillLogoUrl: '/uploads/drills/cfb.png',
  drillPartnerName: 'Acme',
  drillLocation: 'Online',
  drillPurpose: 'hiring,innovation',
  drillRegistrationEndDt: '2026-12-01T18:30:00.000Z',
  drillStartDt: '2026-11-20T03:30:00.000Z',
  drillEndDt: '2026-12-10T18:30:00.000Z',
  drillNature: 'online',
  drillTeamSize: { min: 1, max: 4 },
  totalPrizeValue: 100000,
  registrationCountVisible: true,
  drillApplicantCount: 250,
  ...over,
});

const partner = (over: Partial<PartnerPage> = {}): PartnerPage => ({
  partnerId: 7,
  partnerName: 'Acme Technologies Pvt Ltd',
  partnerDisplayName: 'Acme',
  partnerLogoPath: '/uploads/partners/acme-logo.png',
  customUrl: 'acme',
  partnerIndustry: 'Software',
  bannerImageUrl: 'https://cdn.example.in/acme-banner.jpg',
  partnerDescription: '<p>We build software &amp; teach   engineers.</p>',
  galleryImageUrls: null,
  keyHighlights: null,
  hashtags: [],
  headquarter: 'Pune, Maharashtra',
  partnerEstablishmentDate: '2004',
  noOfEmployees: '500-1000',
  partnerSocialLinks: { websiteurl: 'https://acme.example.in', linkedurl: 'linkedin.com/company/acme', twitterurl: '' },
  jobCount: 3,
  hackathonCount: 1,
  ...over,
});

/** Every value anywhere in the object, to prove nothing empty was written. */
const leaves = (v: unknown): unknown[] => (v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [v]);
const hasNoEmptyValues = (obj: object) =>
  expect(leaves(obj).filter((v) => v === null || v === undefined || v === '')).toEqual([]);

describe('jobPostingJsonLd', () => {
  it("a full job's posting has every field Google requires, and the validator finds nothing missing", () => {
    const ld = jobPostingJsonLd(job(), BASE);
    expect(validateJobPosting(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend Developer',
      description: job().description,
      datePosted: '2026-11-20T09:30:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme',
        sameAs: `${BASE}/company-page/acme`,
        logo: `${BASE}/uploads/partners/acme-logo.png`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bengaluru',
          addressRegion: 'Karnataka',
          addressCountry: 'IN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 600000, maxValue: 900000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: '42' },
      directApply: true,
      url: `${BASE}/jobs/frontend-developer-acme`,
    });
    hasNoEmptyValues(ld);
  });

  it('leaves out validThrough, since a job has no closing date', () => {
    expect(jobPostingJsonLd(job(), BASE)).not.toHaveProperty('validThrough');
  });

  it('writes no salary when the card says "Best in industry" (hidden, or no amount)', () => {
    for (const j of [job({ isSalaryHidden: true }), job({ jobMinCtcRange: 0, jobMaxCtcRange: 0 })]) {
      const ld = jobPostingJsonLd(j, BASE);
      expect(ld).not.toHaveProperty('baseSalary');
      expect(validateJobPosting(ld)).toEqual([]);
    }
  });

  it('a monthly stipend is a MONTH salary, and a missing minimum is left out', () => {
    const ld = jobPostingJsonLd(job({ jobCtcCategory: 'monthly', jobMinCtcRange: 0, jobMaxCtcRange: 15000 }), BASE);
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', maxValue: 15000, unitText: 'MONTH' },
    });
  });

  it('a salary in another currency is left out rather than labelled INR', () => {
    expect(jobPostingJsonLd(job({ jobCtcCurrency: 'USD' }), BASE)).not.toHaveProperty('baseSalary');
  });

  it.each([
    ['Full-Time', 'FULL_TIME'],
    ['Part-Time', 'PART_TIME'],
    ['Internship', 'INTERN'],
    ['Paid Internship', 'INTERN'],
    ['Unpaid Internship', 'INTERN'],
  ] as const)('maps the job type %s to %s', (jobType, expected) => {
    expect(jobPostingJsonLd(job({ jobType }), BASE).employmentType).toBe(expected);
  });

  it('a remote job is TELECOMMUTE for applicants in India, with no place', () => {
    const ld = jobPostingJsonLd(job({ jobLocation: 'Remote' }), BASE);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(validateJobPosting(ld)).toEqual([]);
  });

  it('a hybrid job names its city and is also TELECOMMUTE', () => {
    const ld = jobPostingJsonLd(job({ jobLocation: 'Hybrid - Bengaluru / Remote' }), BASE);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.jobLocation).toMatchObject({ address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka' } });
  });

  it('a job in several cities lists each, with a state only where it is known', () => {
    const ld = jobPostingJsonLd(job({ jobLocation: 'Mumbai, Pune, Shillong Hills' }), BASE);
    const addresses = (ld.jobLocation as { address: object }[]).map((p) => p.address);
    expect(addresses).toEqual([
      { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      { '@type': 'PostalAddress', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      { '@type': 'PostalAddress', addressLocality: 'Shillong Hills', addressCountry: 'IN' },
    ]);
  });

  it('states experience in months, and "no requirements" for a fresher job', () => {
    expect(jobPostingJsonLd(job({ jobMinYoe: 1.5 }), BASE).experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 18,
    });
    expect(jobPostingJsonLd(job({ jobMinYoe: 0 }), BASE).experienceRequirements).toBe('no requirements');
  });

  it('leaves out a missing logo and industry instead of writing null', () => {
    const ld = jobPostingJsonLd(job({ partner: { ...job().partner, logo: null, industry: null } }), BASE);
    expect(ld.hiringOrganization).not.toHaveProperty('logo');
    expect(ld).not.toHaveProperty('industry');
    hasNoEmptyValues(ld);
  });

  it('keeps an absolute logo URL as it is', () => {
    const logo = 'https://cdn.example.in/acme.png';
    const ld = jobPostingJsonLd(job({ partner: { ...job().partner, logo } }), BASE);
    expect((ld.hiringOrganization as { logo: string }).logo).toBe(logo);
  });

  it('makes URLs absolute with one slash whatever the base URL ends with', () => {
    const ld = jobPostingJsonLd(job(), `${BASE}/`);
    expect(ld.url).toBe(`${BASE}/jobs/frontend-developer-acme`);
    expect(JSON.stringify(ld)).not.toMatch(/[^:]\/\//);
  });

  it('describes a job saved without a description by its facts, so Google still takes it', () => {
    const ld = jobPostingJsonLd(job({ description: '<p> </p>' }), BASE);
    expect(ld.description).toBe('<p>Frontend Developer at Acme in Bengaluru.</p>');
    expect(validateJobPosting(ld)).toEqual([]);
  });

  it('a closed job is not directApply', () => {
    expect(jobPostingJsonLd(job({ isActive: false }), BASE).directApply).toBe(false);
  });
});

describe('validateJobPosting', () => {
  const valid = () => jobPostingJsonLd(job(), BASE);

  it('names each missing required field', () => {
    const { title: _t, description: _d, datePosted: _p, hiringOrganization: _h, jobLocation: _l, ...rest } = valid();
    expect(validateJobPosting(rest).sort()).toEqual(
      ['datePosted', 'description', 'hiringOrganization.name', 'jobLocation', 'title'].sort(),
    );
  });

  it('refuses a validThrough or datePosted that is not ISO 8601', () => {
    expect(validateJobPosting({ ...valid(), validThrough: '31/12/2026' })).toEqual(['validThrough']);
    expect(validateJobPosting({ ...valid(), validThrough: '2026-12-31T23:59:00+05:30' })).toEqual([]);
    expect(validateJobPosting({ ...valid(), datePosted: 'yesterday' })).toEqual(['datePosted']);
  });

  it('refuses a salary in another currency, without an amount, or without a unit', () => {
    const salary = (value: object, currency = 'INR') => ({
      ...valid(),
      baseSalary: { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...value } },
    });
    expect(validateJobPosting(salary({ minValue: 1, unitText: 'YEAR' }, 'USD'))).toEqual(['baseSalary.currency']);
    expect(validateJobPosting(salary({ unitText: 'YEAR' }))).toEqual(['baseSalary.value']);
    expect(validateJobPosting(salary({ value: 10, unitText: 'LPA' }))).toEqual(['baseSalary.value.unitText']);
  });

  it('refuses TELECOMMUTE without the applicant country, an unknown employment type, and empty values', () => {
    const { jobLocation: _l, ...remote } = valid();
    expect(validateJobPosting({ ...remote, jobLocationType: 'TELECOMMUTE' })).toEqual([
      'applicantLocationRequirements',
    ]);
    expect(validateJobPosting({ ...valid(), employmentType: 'Full-Time' })).toEqual(['employmentType']);
    expect(validateJobPosting({ ...valid(), industry: null, skills: '' }).sort()).toEqual(['industry', 'skills']);
  });
});

describe('organizationJsonLd', () => {
  it("describes a company page's company in plain text, with its links and headquarters", () => {
    const ld = organizationJsonLd(partner(), BASE);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      legalName: 'Acme Technologies Pvt Ltd',
      url: `${BASE}/company-page/acme`,
      logo: `${BASE}/uploads/partners/acme-logo.png`,
      image: 'https://cdn.example.in/acme-banner.jpg',
      description: 'We build software & teach engineers.',
      sameAs: ['https://acme.example.in', 'https://linkedin.com/company/acme'],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
      foundingDate: '2004',
    });
  });

  it('leaves out everything a sparse company lacks', () => {
    const ld = organizationJsonLd(
      partner({
        partnerName: 'Acme',
        partnerLogoPath: null,
        bannerImageUrl: null,
        partnerDescription: null,
        headquarter: null,
        partnerEstablishmentDate: null,
        partnerSocialLinks: {},
      }),
      BASE,
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      url: `${BASE}/company-page/acme`,
    });
  });
});

describe('eventJsonLd', () => {
  it('an online hackathon takes place at its page, with registration end as the offer deadline', () => {
    const ld = eventJsonLd(drill(), BASE, {
      description: '<p>Build for <em>Bharat</em>.</p>',
      banner: '/uploads/drills/cfb-banner.jpg',
      startDate: '2026-12-02T04:30:00.000Z',
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Code for Bharat',
      description: 'Build for Bharat.',
      startDate: '2026-12-02T04:30:00.000Z',
      endDate: '2026-12-10T18:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${BASE}/drills/code-for-bharat` },
      image: [`${BASE}/uploads/drills/cfb-banner.jpg`, `${BASE}/uploads/drills/cfb.png`],
      organizer: { '@type': 'Organization', name: 'Acme' },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'INR',
        validThrough: '2026-12-01T18:30:00.000Z',
        url: `${BASE}/drills/code-for-bharat`,
      },
      url: `${BASE}/drills/code-for-bharat`,
    });
  });

  it('an offline hackathon takes place at its city, and a known fee is the price', () => {
    const ld = eventJsonLd(drill({ drillNature: 'offline', drillLocation: 'Hyderabad' }), BASE, { fee: 499 });
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Hyderabad, Telangana',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Hyderabad',
        addressRegion: 'Telangana',
        addressCountry: 'IN',
      },
    });
    expect(ld.offers).toMatchObject({ price: 499, priceCurrency: 'INR' });
  });

  it('a hybrid hackathon is mixed: online at its page and at its city', () => {
    const ld = eventJsonLd(drill({ drillNature: 'offline', drillLocation: 'Pune / Online' }), BASE);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(ld.location).toEqual([
      { '@type': 'VirtualLocation', url: `${BASE}/drills/code-for-bharat` },
      expect.objectContaining({ '@type': 'Place', name: 'Pune, Maharashtra' }),
    ]);
  });

  it('without the extras it writes no description, start date or banner', () => {
    const ld = eventJsonLd(drill({ drillLogoUrl: null }), BASE);
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('startDate');
    expect(ld).not.toHaveProperty('image');
    hasNoEmptyValues(ld);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Jobs', path: 'jobs' },
          { name: 'Frontend Developer', path: '/jobs/frontend-developer-acme' },
        ],
        `${BASE}/`,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/` },
        { '@type': 'ListItem', position: 2, name: 'Jobs', item: `${BASE}/jobs` },
        { '@type': 'ListItem', position: 3, name: 'Frontend Developer', item: `${BASE}/jobs/frontend-developer-acme` },
      ],
    });
  });
});
