import type { CaseStudy, CaseStudyCard } from '@elevate/contracts/content/case-studies.schema';
import type { Event } from '@elevate/contracts/content/content.schema';
import type { Feed, Organisation, SitePage } from '@elevate/contracts/content/site-content.schema';
import type { SitePageKey } from '@elevate/contracts/content/content.constants';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

export const buildCaseStudyCard = (over: Partial<CaseStudyCard> = {}): CaseStudyCard => ({
  caseStudyId: 31,
  custUrl: 'priya-from-nagpur-to-kaveri',
  type: 'successstory',
  subType: 'hackathon',
  title: 'From a Nagpur hackathon to a data team at Kaveri',
  summary: 'Priya’s team won Code for Bharat and she joined Kaveri Analytics as a junior analyst.',
  coverImageUrl: '/uploads/content-image-cover.jpg',
  personName: 'Priya Deshmukh',
  personDesignation: 'Junior Data Analyst',
  organisation: 'Kaveri Analytics',
  quote: 'The interview was about what we had built, not where I studied.',
  isFeatured: true,
  publishedAt: '2026-10-02T04:30:00.000Z',
  partner: { customUrl: 'kaveri-analytics', displayName: 'Kaveri Analytics', logo: '/uploads/kaveri.png' },
  ...over,
});

export const buildCaseStudy = (over: Partial<CaseStudy> = {}): CaseStudy => ({
  ...buildCaseStudyCard(over),
  bodyHtml: '<p>Priya had never left Vidarbha for work.</p><h2>The challenge</h2><p>Forty-eight hours of data.</p>',
  seoDescription: '',
  updatedAt: '2026-10-05T04:30:00.000Z',
  ...over,
});

export const buildEvent = (over: Partial<Event> = {}): Event => ({
  eventId: 12,
  type: 'webinar',
  mode: 'online',
  topic: 'Cracking your first data analyst interview',
  agenda: 'What recruiters look for.\nA live SQL round.',
  owner: 'Elevate Community',
  startDateTime: hoursFromNow(72),
  endDateTime: hoursFromNow(73.5),
  status: 'show',
  location: null,
  address: null,
  speakers: [
    {
      speakerName: 'Ananya Rao',
      speakerOrganisation: 'Kaveri Analytics',
      speakerDesignation: 'Analytics Manager',
      otherParticulars: null,
    },
  ],
  imgExtension: null,
  imageUrl: null,
  capacity: 100,
  registrationCount: 40,
  registrationOpen: true,
  ...over,
});

export const buildFeed = (over: Partial<Feed> = {}): Feed => ({
  feedId: 5,
  title: 'Code for Bharat 2026 results are out',
  body: 'Team Chai Coders from NIT Trichy take the first prize.',
  linkUrl: '/drills/code-for-bharat-2026',
  kind: 'result',
  active: true,
  publishedAt: '2026-11-20T06:00:00.000Z',
  ...over,
});

export const buildOrganisation = (over: Partial<Organisation> = {}): Organisation => ({
  organisationId: 1,
  name: 'Kaveri Analytics',
  kind: 'organisation',
  logoUrl: '/uploads/kaveri.png',
  websiteUrl: 'https://kaveri.example.in',
  position: 0,
  active: true,
  ...over,
});

export const buildSitePage = (key: SitePageKey, over: Partial<SitePage> = {}): SitePage => ({
  key,
  title: 'Edited title',
  headline: 'Edited headline from the console',
  intro: 'Edited intro from the console.',
  sections: [{ heading: 'Edited first section', bodyHtml: '<p>Edited words.</p>' }],
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
