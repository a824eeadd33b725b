/**
 * The benchmark data set: 5,000 invented companies and 100,000 jobs built from the demo's job templates, with
 * Indian cities, skills, job types, salaries, experience and posting dates spread over two years. Pure and
 * deterministic: the same counts and `now` give the same rows on every machine (mulberry32, fixed seeds).
 */
import type { JobType } from '@elevate/contracts/common/constants';
import type { jobs } from '../../../db/schema/jobs.ts';
import type { partners } from '../../../db/schema/partners.ts';
import { JOB_TEMPLATES } from '../fixtures/jobs.ts';
import type { JobTemplate } from '../fixtures/types.ts';
import {
  DAY_MS,
  HOUR_MS,
  createRng,
  escapeHtml,
  intBetween,
  pick,
  pickSome,
  roundTo,
  slugify,
  type Rng,
} from '../random.ts';
import { CITIES, EMPLOYEE_BANDS, INDUSTRIES, LEGAL_FORMS, NAME_PREFIXES, type City } from './reference.ts';

export const BENCH_COMPANY_COUNT = 5_000;
export const BENCH_JOB_COUNT = 100_000;
/** Every benchmark company's custom URL starts with this: `--reset` deletes exactly these (and their jobs). */
export const BENCH_URL_PREFIX = 'bench-';
/** Jobs are posted over the two years before `now`. */
export const BENCH_SPAN_DAYS = 730;

const COMPANY_SEED = 0x00be_5c0e;
const JOB_SEED = 0x00be_5a0b;

export type BenchPartnerRow = typeof partners.$inferInsert & { customUrl: string };
export type BenchJobRow = Omit<typeof jobs.$inferInsert, 'partnerId'>;

export interface BenchCompany {
  row: BenchPartnerRow;
  city: City;
  /** Templates this company posts for. */
  hiringFor: JobTemplate[];
  /** Relative share of the jobs: a few companies post many, most post a few (a Pareto tail). */
  weight: number;
}

const INTERNSHIPS: readonly JobType[] = ['Internship', 'Paid Internship', 'Unpaid Internship'];

const templateByKey = new Map(JOB_TEMPLATES.map((t) => [t.key, t]));
const template = (key: string): JobTemplate => {
  const t = templateByKey.get(key);
  if (!t) throw new Error(`Unknown job template: ${key}`);
  return t;
};

/** Picks from `items` with the given relative weights, in O(log n) per pick. */
export const weightedPicker = <T>(items: readonly T[], weight: (item: T) => number): ((rng: Rng) => T) => {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (rng) => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
};

const pickCity = weightedPicker(CITIES, (c) => c.weight);

/** Companies in a deterministic order; every (prefix, suffix) pair at most once, so names are unique. */
export const buildBenchCompanies = (count: number, now: Date): BenchCompany[] => {
  const rng = createRng(COMPANY_SEED);
  const pairs = NAME_PREFIXES.flatMap((prefix) =>
    INDUSTRIES.flatMap((industry) => industry.suffixes.map((suffix) => ({ prefix, industry, suffix }))),
  );
  if (count > pairs.length) throw new Error(`At most ${pairs.length} benchmark companies can be named`);
  return pickSome(rng, pairs, count).map(({ prefix, industry, suffix }, i): BenchCompany => {
    const name = `${prefix} ${suffix}`;
    const institute = industry.name === 'Research & Higher Education';
    const legal = pick(rng, LEGAL_FORMS);
    const displayName = institute ? name : `${name} ${suffix === 'Technologies' ? 'Pvt. Ltd.' : legal}`;
    const city = pickCity(rng);
    const [first, second, ...rest] = industry.hiringFor;
    const hiringFor = [first, second, ...pickSome(rng, rest, intBetween(rng, 2, 4))]
      .filter((k): k is string => k !== undefined)
      .map(template);
    return {
      city,
      hiringFor,
      weight: Math.min(1 / Math.pow(1 - rng(), 0.7), 150),
      row: {
        name,
        displayName,
        customUrl: `${BENCH_URL_PREFIX}${slugify(name)}`,
        description: `${name} is an invented ${industry.name.toLowerCase()} company of the Elevate benchmark data set, headquartered in ${city.name}.`,
        hashtags: [`${prefix}Careers`, 'Hiring'],
        headquarter: `${city.name}, ${city.state}`,
        establishmentDate: `${intBetween(rng, 1985, 2022)}-${String(intBetween(rng, 1, 12)).padStart(2, '0')}-01`,
        noOfEmployees: pick(rng, EMPLOYEE_BANDS),
        industry: industry.name,
        socialLinks: { websiteurl: `https://${slugify(name).replace(/-/g, '')}.example.in` },
        isActive: rng() >= 0.02,
        isFeatured: false,
        createdAt: new Date(now.getTime() - (BENCH_SPAN_DAYS + intBetween(rng, 30, 1500)) * DAY_MS - i * 1000),
      },
    };
  });
};

const MULTI_CITY = [
  'Bengaluru, Hyderabad, Pune',
  'Bengaluru, Chennai, Hyderabad, Pune, Gurugram',
  'Mumbai, Pune',
  'Noida, Gurugram',
  'Noida, Gurugram, New Delhi',
  'Kolkata, Bhubaneswar, Guwahati',
  'Chennai, Coimbatore',
  'Hyderabad, Visakhapatnam',
] as const;

const locationFor = (rng: Rng, c: BenchCompany): string => {
  const roll = rng();
  if (roll < 0.45) return c.city.name;
  if (roll < 0.8) return pickCity(rng).name;
  if (roll < 0.9) return pick(rng, MULTI_CITY);
  if (roll < 0.95) return `Hybrid - ${c.city.name} / Remote`;
  return 'Remote';
};

const chooseType = (rng: Rng, t: JobTemplate): JobType => {
  const weighted = t.types.flatMap((type) => (type === 'Full-Time' ? [type, type, type, type] : [type]));
  return pick(rng, weighted);
};

const titleFor = (t: JobTemplate, type: JobType, minYoe: number): string => {
  if (INTERNSHIPS.includes(type) && !/Intern|Trainee/.test(t.title)) return `${t.title} Intern`;
  if (type === 'Part-Time') return `${t.title} (Part-Time)`;
  if (minYoe >= 7 && !/^(Associate|Graduate|Senior)/.test(t.title)) return `Lead ${t.title}`;
  if (minYoe >= 4 && !/^(Associate|Graduate|Senior)/.test(t.title)) return `Senior ${t.title}`;
  return t.title;
};

/** Only escaped text inside p, strong, h3, ul and li: unchanged by sanitizeJobHtml (checked by a test). */
const descriptionFor = (rng: Rng, title: string, location: string, t: JobTemplate, c: BenchCompany): string => {
  const li = (items: readonly string[]): string => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(c.row.displayName ?? c.row.name)} is hiring a <strong>${escapeHtml(title)}</strong> in ${escapeHtml(location)}. ${escapeHtml(t.summary)}</p>`,
    `<h3>What you will do</h3>${li(pickSome(rng, t.responsibilities, 3))}`,
    `<h3>What we are looking for</h3>${li(pickSome(rng, t.requirements, 3))}`,
  ].join('');
};

export interface BenchJob {
  /** Index into the companies list. */
  company: number;
  row: BenchJobRow;
}

/**
 * `count` jobs, oldest first (ids grow with posting time), spread evenly over the two years before `now`.
 * A generator, so 100,000 rows never sit in memory at once.
 */
export function* generateBenchJobs(companies: readonly BenchCompany[], count: number, now: Date): Generator<BenchJob> {
  const rng = createRng(JOB_SEED);
  const indexes = companies.map((_, i) => i);
  const pickCompany = weightedPicker(indexes, (i) => (companies[i] as BenchCompany).weight);
  const spanMs = BENCH_SPAN_DAYS * DAY_MS;
  const start = now.getTime() - spanMs;
  for (let i = 0; i < count; i++) {
    const companyIndex = pickCompany(rng);
    const c = companies[companyIndex] as BenchCompany;
    const t = pick(rng, [...c.hiringFor.slice(0, 2), ...c.hiringFor]);
    const jobType = chooseType(rng, t);
    const isIntern = INTERNSHIPS.includes(jobType);

    let minYoe = 0;
    let maxYoe = 0;
    if (jobType === 'Full-Time' && t.maxYoe > 0) {
      minYoe = Math.min(pick(rng, [0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 8, 10]), Math.max(t.maxYoe - 1, 0));
      maxYoe = Math.min(minYoe + intBetween(rng, 1, 4), Math.max(t.maxYoe, minYoe + 2), 15);
    } else if (jobType === 'Part-Time') {
      maxYoe = intBetween(rng, 0, 2);
    }
    const yoeTextForZero = minYoe === 0 && (isIntern || rng() < 0.6) ? 'Fresher' : null;

    let minCtc = 0;
    let maxCtc = 0;
    let ctcCategory: 'annual' | 'monthly' = 'annual';
    if (jobType === 'Full-Time') {
      const [lo, hi] = t.annualBand;
      const level = t.maxYoe > 0 ? Math.min(minYoe / t.maxYoe, 1.2) : 0;
      minCtc = roundTo(lo + (hi - lo) * level * 0.8 + intBetween(rng, 0, 6) * 25_000, 10_000);
      maxCtc = Math.max(roundTo(minCtc * (1.2 + rng() * 0.4), 10_000), minCtc);
    } else if (jobType !== 'Unpaid Internship') {
      ctcCategory = 'monthly';
      const [lo, hi] = t.monthlyBand;
      minCtc = roundTo(lo + (hi - lo) * rng() * 0.6, 1000);
      maxCtc = Math.max(Math.min(roundTo(minCtc * (1 + rng() * 0.5), 1000), hi), minCtc);
    } else {
      ctcCategory = 'monthly';
    }
    const isFeatured = rng() < 0.02;
    const isSalaryHidden = jobType !== 'Unpaid Internship' && !isFeatured && rng() < 0.15;
    const duration = isIntern
      ? pick(rng, ['2 months', '3 months', '3 months', '6 months', '6 months', '4 months'])
      : jobType === 'Part-Time'
        ? pick(rng, ['6 months', '3 months', null])
        : null;

    const title = titleFor(t, jobType, minYoe);
    const location = locationFor(rng, c);
    const skillCount = intBetween(rng, 2, Math.min(6, t.skills.length));
    const skills = [...t.skills.slice(0, 2), ...pickSome(rng, t.skills.slice(2), skillCount - 2)];
    const createdAt = new Date(start + Math.floor(((i + rng()) / count) * spanMs));
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
    // Most listings older than a year and a half have closed; a few recent ones too.
    const isActive = rng() >= (ageDays > 540 ? 0.3 : 0.04);

    yield {
      company: companyIndex,
      row: {
        title,
        custUrl: `${slugify(title)}-${BENCH_URL_PREFIX}${i + 1}`,
        imageLink: null,
        location,
        skills: skills.join(','),
        ctcCurrency: 'INR',
        minCtc,
        maxCtc,
        ctcCategory,
        isSalaryHidden,
        jobType,
        duration,
        minYoe,
        maxYoe,
        yoeTextForZero,
        applicantCount: Math.round(intBetween(rng, 0, 12) + Math.min(ageDays, 60) * (1 + rng() * 15)),
        vacancies: isIntern ? intBetween(rng, 1, 10) : intBetween(rng, 1, 8),
        description: descriptionFor(rng, title, location, t, c),
        isActive,
        isFeatured,
        createdAt,
        updatedAt: new Date(Math.min(createdAt.getTime() + intBetween(rng, 0, 72) * HOUR_MS, now.getTime())),
      },
    };
  }
}
