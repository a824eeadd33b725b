import type { JobType } from '../common/constants.ts';
import type { DrillCard } from '../drills/drill-card.schema.ts';
import type { JobDetail } from '../jobs/job-detail.schema.ts';
import type { Partner } from '../partners/partner.schema.ts';
import { absoluteUrl, pagePath } from './absolute-url.ts';
import { escapeHtml, plainText } from './head-tags.ts';
import { parseLocations, type ParsedPlace } from './places.ts';

/**
 * schema.org objects for the public pages, written by headTagsHtml as JSON-LD. Plain data, built from the
 * same DTOs the pages show, so the markup never says more than the page does. Every builder leaves out what
 * it does not know: no null, undefined or empty string reaches the output.
 */

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const COUNTRY = 'IN';
const CURRENCY = 'INR';

/** Google's employmentType values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const EMPLOYMENT_TYPE: Record<JobType, EmploymentType> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Internship: 'INTERN',
  'Paid Internship': 'INTERN',
  'Unpaid Internship': 'INTERN',
};

/** A copy without null, undefined, empty strings, empty arrays or empty objects, at any depth. */
const compact = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, compact(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return value;
};
const built = (value: JsonLd): JsonLd => (compact(value) as JsonLd | undefined) ?? {};

/** A date as ISO 8601 in UTC, or nothing when the text is not a date. */
const isoDate = (text: string | null | undefined): string | undefined => {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** An image or link URL made absolute; nothing for a blank one. */
const urlOf = (pathOrUrl: string | null | undefined, baseUrl: string) =>
  pathOrUrl?.trim() ? absoluteUrl(pathOrUrl.trim(), baseUrl) : undefined;

/** One value alone, several as a list (both are what Google's examples show). */
const oneOrMany = <T>(items: T[]): T | T[] | undefined => (items.length > 1 ? items : items[0]);

const postalAddress = (place: ParsedPlace) => ({
  '@type': 'PostalAddress',
  addressLocality: place.locality,
  addressRegion: place.region,
  addressCountry: COUNTRY,
});

const placeOf = (place: ParsedPlace) => ({ '@type': 'Place', address: postalAddress(place) });

/** A salary the job card shows (spec §9: hidden, or no amount at all, reads 'Best in industry'). */
const baseSalary = (job: JobDetail) => {
  const min = job.jobMinCtcRange;
  const max = job.jobMaxCtcRange;
  if (job.isSalaryHidden || (min <= 0 && max <= 0)) return undefined;
  // The site lists Indian jobs in rupees; an amount in another currency is left out rather than mislabelled.
  if (job.jobCtcCurrency && job.jobCtcCurrency.toUpperCase() !== CURRENCY) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: CURRENCY,
    value: {
      '@type': 'QuantitativeValue',
      minValue: min > 0 ? min : undefined,
      maxValue: max > 0 ? max : undefined,
      // The card reads 'annual' amounts as LPA and everything else as a monthly stipend.
      unitText: (job.jobCtcCategory || 'annual').toLowerCase() === 'annual' ? 'YEAR' : 'MONTH',
    },
  };
};

/** Google's form: months of experience, or 'no requirements' for a job open to freshers. */
const experienceRequirements = (job: JobDetail) =>
  job.jobMinYoe > 0
    ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: Math.round(job.jobMinYoe * 12) }
    : 'no requirements';

/**
 * A job's JobPosting. The page keeps showing a closed job, so callers decide whether a closed one gets
 * markup at all (Google asks that it not); directApply follows whether the job still takes applications.
 * validThrough is left out: a job has no closing date to give it.
 */
export const jobPostingJsonLd = (job: JobDetail, baseUrl: string): JsonLd => {
  const url = absoluteUrl(pagePath.job(job.custUrl), baseUrl);
  const { places, remote } = parseLocations(job.jobLocation);
  const company = job.partner;
  const companyName = company.displayName || job.partnerDisplayName;
  // Google refuses a posting without a description; a job saved without one is described by its facts.
  const facts = [job.jobTitle, `at ${companyName}`, job.jobLocation && `in ${job.jobLocation}`];
  const description = plainText(job.description)
    ? job.description
    : `<p>${escapeHtml(facts.filter(Boolean).join(' '))}.</p>`;
  return built({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.jobTitle,
    description,
    datePosted: isoDate(job.createdTs),
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: companyName,
      sameAs: absoluteUrl(pagePath.company(company.customUrl), baseUrl),
      logo: urlOf(company.logo, baseUrl),
    },
    jobLocation: oneOrMany(places.map(placeOf)),
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote ? { '@type': 'Country', name: 'India' } : undefined,
    baseSalary: baseSalary(job),
    experienceRequirements: experienceRequirements(job),
    skills: job.jobSkills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
    industry: company.industry,
    totalJobOpenings: job.jobNumberOfVacancies > 0 ? job.jobNumberOfVacancies : undefined,
    identifier: { '@type': 'PropertyValue', name: companyName, value: String(job.jobId) },
    directApply: job.isActive,
    url,
  });
};

/** The social links that are web addresses: a bare domain ('acme.in') gets https, anything else is dropped. */
const socialUrls = (links: Partner['partnerSocialLinks']): string[] =>
  Object.values(links)
    .map((link) => link?.trim() ?? '')
    .map((link) =>
      /^https?:\/\//i.test(link) ? link : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(link) ? `https://${link}` : '',
    )
    .filter(Boolean);

/** A company page's Organization (PartnerPage extends Partner, so either will do). */
export const organizationJsonLd = (partner: Partner, baseUrl: string): JsonLd => {
  const [place] = parseLocations(partner.headquarter).places;
  return built({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: partner.partnerDisplayName || partner.partnerName,
    legalName: partner.partnerName !== partner.partnerDisplayName ? partner.partnerName : undefined,
    url: absoluteUrl(pagePath.company(partner.customUrl), baseUrl),
    logo: urlOf(partner.partnerLogoPath, baseUrl),
    image: urlOf(partner.bannerImageUrl, baseUrl),
    description: plainText(partner.partnerDescription ?? ''),
    sameAs: socialUrls(partner.partnerSocialLinks),
    address: place ? postalAddress(place) : undefined,
    foundingDate: partner.partnerEstablishmentDate ?? undefined,
  });
};

/** What a hackathon's page knows beyond its card. */
export interface DrillPageExtras {
  /** The overview, HTML or text; written as plain text. */
  description?: string | null;
  /** The page's banner image, a site path or URL; the card's logo is used too. */
  banner?: string | null;
  /** When the hackathon starts (ISO 8601); the card does not carry it. */
  startDate?: string | null;
  /** The registration fee in rupees; registration is free when unknown. */
  fee?: number | null;
}

const ATTENDANCE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/** A hackathon's Event: online ones take place at their page, offline ones at the places the card names. */
export const eventJsonLd = (drill: DrillCard, baseUrl: string, extras: DrillPageExtras = {}): JsonLd => {
  const url = absoluteUrl(pagePath.drill(drill.drillCustUrl), baseUrl);
  const { places, remote } = parseLocations(drill.drillLocation);
  // 'Hybrid', or an offline hackathon whose location also says online, is both.
  const mixed =
    drill.drillNature === 'hybrid' ||
    /hybrid/i.test(drill.drillLocation) ||
    (drill.drillNature === 'offline' && remote);
  const mode = mixed ? 'mixed' : drill.drillNature === 'offline' ? 'offline' : 'online';
  const virtual = { '@type': 'VirtualLocation', url };
  const physical = places.map((p) => ({ ...placeOf(p), name: [p.locality, p.region].filter(Boolean).join(', ') }));
  // A venue the parser cannot place ('Venue to be announced') is still what the page says.
  const venue = {
    '@type': 'Place',
    name: drill.drillLocation,
    address: { '@type': 'PostalAddress', addressCountry: COUNTRY },
  };
  const location =
    mode === 'online' ? virtual : mode === 'offline' ? (oneOrMany(physical) ?? venue) : [virtual, ...physical];
  return built({
    '@context': CONTEXT,
    '@type': 'Event',
    name: drill.drillName,
    description: extras.description ? plainText(extras.description) : undefined,
    startDate: isoDate(extras.startDate),
    endDate: isoDate(drill.drillEndDt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[mode],
    location,
    image: [urlOf(extras.banner, baseUrl), urlOf(drill.drillLogoUrl, baseUrl)],
    organizer: { '@type': 'Organization', name: drill.drillPartnerName },
    offers: {
      '@type': 'Offer',
      price: extras.fee && extras.fee > 0 ? extras.fee : 0,
      priceCurrency: CURRENCY,
      validThrough: isoDate(drill.drillRegistrationEndDt),
      url,
    },
    url,
  });
};

/** What an Article needs: a post (/blogs/{custUrl}) or a success story (/success-story/{custUrl}). */
export interface ArticleFacts {
  path: string;
  headline: string;
  description: string;
  image: string | null;
  authorName: string;
  /** The author's page, when they have one. */
  authorPath?: string;
  datePublished: string;
  dateModified: string;
  keywords?: string[];
}

/** An Article (Google's article rich result): headline, image, author, dates, publisher. */
export const articleJsonLd = (a: ArticleFacts, baseUrl: string): JsonLd =>
  built({
    '@context': CONTEXT,
    '@type': 'Article',
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(a.path, baseUrl) },
    headline: a.headline.slice(0, 110),
    description: plainText(a.description),
    image: urlOf(a.image, baseUrl),
    author: {
      '@type': 'Person',
      name: a.authorName,
      url: a.authorPath ? absoluteUrl(a.authorPath, baseUrl) : undefined,
    },
    publisher: { '@type': 'Organization', name: 'Elevate', url: absoluteUrl('/', baseUrl) },
    datePublished: isoDate(a.datePublished),
    dateModified: isoDate(a.dateModified),
    keywords: a.keywords?.length ? a.keywords.join(', ') : undefined,
    url: absoluteUrl(a.path, baseUrl),
  });

/** What an Event needs for a webinar or meetup (/desc/{id}). */
export interface CommunityEventFacts {
  eventId: number;
  name: string;
  description: string;
  startDateTime: string;
  endDateTime: string;
  mode: 'online' | 'offline';
  /** The venue's name and address for an offline event. */
  location?: string | null;
  address?: string | null;
  image?: string | null;
  organizer: string;
  performers?: string[];
  /** Seats left is 0: SoldOut. */
  soldOut?: boolean;
}

/** A webinar's or meetup's Event: online ones at their page, offline ones at their venue; free to attend. */
export const communityEventJsonLd = (e: CommunityEventFacts, baseUrl: string): JsonLd => {
  const url = absoluteUrl(pagePath.event(e.eventId), baseUrl);
  const location =
    e.mode === 'online'
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: e.location ?? e.address ?? undefined,
          address: { '@type': 'PostalAddress', streetAddress: e.address ?? undefined, addressCountry: COUNTRY },
        };
  return built({
    '@context': CONTEXT,
    '@type': 'Event',
    name: e.name,
    description: plainText(e.description),
    startDate: isoDate(e.startDateTime),
    endDate: isoDate(e.endDateTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[e.mode],
    location,
    image: urlOf(e.image, baseUrl),
    organizer: { '@type': 'Organization', name: e.organizer },
    performer: e.performers?.map((name) => ({ '@type': 'Person', name })),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: CURRENCY,
      availability: e.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
    url,
  });
};

/** A page's place in the site as Google's breadcrumb trail; the first item is usually the home page. */
export const breadcrumbJsonLd = (items: { name: string; path: string }[], baseUrl: string): JsonLd =>
  built({
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path, baseUrl),
    })),
  });

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isIsoDate = (v: unknown) => typeof v === 'string' && ISO_8601.test(v) && !Number.isNaN(Date.parse(v));
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/** Paths of the values that are null, undefined or empty anywhere in the object. */
const emptyPaths = (value: unknown, path: string): string[] => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => emptyPaths(v, `${path}[${i}]`));
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => emptyPaths(v, path ? `${path}.${k}` : k));
  return [];
};

/**
 * The fields of a JobPosting that Google's job search would reject, by name ('datePosted',
 * 'baseSalary.currency'); empty when it would take it. Shared with the browser tests, which read the
 * JSON-LD off a rendered page.
 */
export const validateJobPosting = (obj: unknown): string[] => {
  if (!isRecord(obj)) return ['@type'];
  const problems = emptyPaths(obj, '');
  if (obj['@type'] !== 'JobPosting') problems.push('@type');
  if (!isText(obj.title)) problems.push('title');
  if (!isText(obj.description)) problems.push('description');
  if (!isIsoDate(obj.datePosted)) problems.push('datePosted');
  if (obj.validThrough !== undefined && !isIsoDate(obj.validThrough)) problems.push('validThrough');
  const org = obj.hiringOrganization;
  if (!isRecord(org) || !isText(org.name)) problems.push('hiringOrganization.name');
  const telecommute = obj.jobLocationType === 'TELECOMMUTE';
  const places = [obj.jobLocation ?? []].flat();
  const placeOk = (p: unknown) => isRecord(p) && isRecord(p.address) && isText(p.address.addressCountry);
  if (places.length ? !places.every(placeOk) : !telecommute) problems.push('jobLocation');
  if (telecommute && !obj.applicantLocationRequirements) problems.push('applicantLocationRequirements');
  if (obj.employmentType !== undefined) {
    const types = [obj.employmentType].flat();
    if (!types.every((t) => (EMPLOYMENT_TYPES as readonly unknown[]).includes(t))) problems.push('employmentType');
  }
  if (obj.baseSalary !== undefined) {
    const salary = obj.baseSalary;
    if (!isRecord(salary) || salary.currency !== CURRENCY) problems.push('baseSalary.currency');
    const value = isRecord(salary) ? salary.value : undefined;
    const amounts = isRecord(value) ? [value.value, value.minValue, value.maxValue].filter((v) => v !== undefined) : [];
    if (!amounts.length || !amounts.every((v) => typeof v === 'number' && v > 0)) problems.push('baseSalary.value');
    if (!isRecord(value) || !SALARY_UNITS.includes(value.unitText as string))
      problems.push('baseSalary.value.unitText');
  }
  return [...new Set(problems)];
};
