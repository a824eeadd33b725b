/**
 * Benchmark hackathons (`npm run seed:bench -- --drills 10000`, bench/src/drills-search.ts): as varied as a
 * real catalogue, so hackathon search is measured over a long tail. Deterministic (mulberry32, fixed seed): the
 * same count and `now` give the same rows. Spread over two years around `now`, so every status has many
 * (ended, live, upcoming); online, offline and hybrid; a dozen domains and the benchmark industries; the
 * benchmark cities; solo and team hackathons; prizes from non-cash to crores; a few paid; about one in ten an
 * open-innovation challenge and one in twenty unpublished. Benchmark hackathons are those whose custom URL
 * starts with BENCH_DRILL_URL_PREFIX; nothing else is read or changed.
 */
import { count, like, sql } from 'drizzle-orm';
import { DRILL_AUDIENCES, DRILL_NATURES } from '@elevate/contracts/drills/drill.constants';
import type { Database, Tx } from '../../../db/client.ts';
import { drills } from '../../../db/schema/drills.ts';
import { createRng, DAY_MS, escapeHtml, intBetween, pick, pickSome, roundTo, slugify, type Rng } from '../random.ts';
import { weightedPicker } from './generate.ts';
import { CITIES, INDUSTRIES, NAME_PREFIXES } from './reference.ts';

export const BENCH_DRILL_COUNT = 10_000;
export const BENCH_DRILL_URL_PREFIX = 'bench-drill-';
/** Hackathons start within a year either side of `now`. */
export const BENCH_DRILL_SPAN_DAYS = 365;

const SEED = 0x00d1_1115;
/** 500 rows × 30 columns stays well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;

export const BENCH_DRILL_DOMAINS = [
  'FinTech',
  'HealthTech',
  'EdTech',
  'AgriTech',
  'CleanTech',
  'AI/ML',
  'Web3',
  'Cybersecurity',
  'IoT',
  'Mobility',
  'Data Science',
  'Social Impact',
  'Gaming',
  'Open Source',
] as const;

const THEMES: Record<(typeof BENCH_DRILL_DOMAINS)[number], string[]> = {
  FinTech: ['Payments for Bharat', 'UPI Next', 'Credit for All', 'Fraud Shield'],
  HealthTech: ['Rural Health', 'Care Connect', 'MedAssist', 'Wellness Code'],
  EdTech: ['Learn Anywhere', 'Classroom 2.0', 'Vernacular Learning', 'Skill India'],
  AgriTech: ['Kisan Connect', 'Smart Farms', 'Crop Guard', 'Mandi Insights'],
  CleanTech: ['Green Energy', 'Net Zero', 'Clean Air', 'Circular Economy'],
  'AI/ML': ['GenAI Builders', 'Vision AI', 'Bharat LLM', 'AI for Good'],
  Web3: ['Chain Reaction', 'DeFi Days', 'Open Ledger'],
  Cybersecurity: ['Capture the Flag', 'Secure India', 'Zero Trust'],
  IoT: ['Smart Cities', 'Connected Homes', 'Edge Sensors'],
  Mobility: ['Urban Mobility', 'EV Grid', 'Last Mile'],
  'Data Science': ['DataQuest', 'Insight Sprint', 'Forecasting Cup'],
  'Social Impact': ['Code for Change', 'Civic Tech', 'Accessibility First'],
  Gaming: ['Game Jam', 'Indie Play', 'Level Up'],
  'Open Source': ['Open Source Sprint', 'Contributors Fest'],
};

const KINDS = ['Hackathon', 'Challenge', 'Sprint', 'Buildathon', 'Codefest', 'Ideathon', 'Quest', 'Jam'];
const PURPOSES = ['Hiring', 'Learning', 'Prizes', 'Innovation', 'Internship', 'Networking', 'Community', 'Mentorship'];
const PARTNER_SUFFIXES = [
  'Technologies',
  'Labs',
  'Fintech',
  'Systems',
  'Foods',
  'Motors',
  'Energy',
  'Health',
  'University',
];
/** Prize pools in rupees, common ones most often; 0 is non-cash rewards. */
const PRIZES = [
  0, 0, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000, 500_000, 1_000_000, 2_500_000, 10_000_000,
];
const FEES = [99, 199, 299, 499, 999];
const pickCity = weightedPicker(
  CITIES.filter((c) => c.name !== 'Remote'),
  (c) => c.weight,
);

/** Most hackathons are online. */
const NATURE_SHARE: Record<(typeof DRILL_NATURES)[number], number> = { online: 55, offline: 30, hybrid: 15 };
const pickNature = weightedPicker(DRILL_NATURES, (n) => NATURE_SHARE[n]);

export type BenchDrillRow = typeof drills.$inferInsert & { custUrl: string };

/** Hackathon number `i` of the benchmark set. */
const benchDrill = (rng: Rng, i: number, now: Date): BenchDrillRow => {
  const domain = pick(rng, BENCH_DRILL_DOMAINS);
  const industry = pick(rng, INDUSTRIES).name;
  const nature = pickNature(rng);
  const city = pickCity(rng).name;
  const programType = rng() < 0.1 ? 'open-innovation' : 'hackathon';
  const host = `${pick(rng, NAME_PREFIXES)} ${pick(rng, PARTNER_SUFFIXES)}`;
  const name = `${host.split(' ')[0]} ${pick(rng, THEMES[domain])} ${programType === 'open-innovation' ? 'Challenge' : pick(rng, KINDS)} ${2025 + intBetween(rng, 0, 2)}`;
  const start = new Date(now.getTime() + intBetween(rng, -BENCH_DRILL_SPAN_DAYS, BENCH_DRILL_SPAN_DAYS) * DAY_MS);
  const length = intBetween(rng, 1, 45);
  const solo = rng() < 0.25;
  const teamMax = solo ? 1 : intBetween(rng, 2, 6);
  const prize = pick(rng, PRIZES);
  return {
    name,
    custUrl: `${BENCH_DRILL_URL_PREFIX}${slugify(name)}-${i + 1}`,
    partnerName: host,
    location: nature === 'online' ? (rng() < 0.7 ? 'Online' : 'India') : city,
    purpose: pickSome(rng, PURPOSES, intBetween(rng, 1, 5)).join(','),
    programType,
    startDt: start,
    registrationEndDt: new Date(start.getTime() + intBetween(rng, -14, Math.max(0, length - 1)) * DAY_MS),
    endDt: new Date(start.getTime() + length * DAY_MS),
    nature,
    teamMin: solo ? 1 : intBetween(rng, 1, 2),
    teamMax,
    totalPrizeValue: prize,
    registrationCountVisible: rng() < 0.85,
    applicantCount: Math.floor(rng() ** 3 * 20_000),
    description: `<p>${escapeHtml(`${name}: build for ${domain.toLowerCase()} with ${host}.`)}</p>`,
    domain,
    industry,
    audience: pick(rng, DRILL_AUDIENCES),
    registrationFee: rng() < 0.12 ? pick(rng, FEES) : 0,
    prizes: prize > 0 ? [{ title: 'Winner', value: roundTo(prize * 0.6, 1000), description: '' }] : [],
    isPublished: rng() >= 0.05,
    createdAt: new Date(start.getTime() - intBetween(rng, 7, 90) * DAY_MS),
    updatedAt: new Date(start.getTime() - intBetween(rng, 0, 6) * DAY_MS),
  };
};

/** The benchmark hackathons for `count` and `now`: the same rows on every machine. */
export function* generateBenchDrills(count: number, now: Date): Generator<BenchDrillRow> {
  const rng = createRng(SEED);
  for (let i = 0; i < count; i++) yield benchDrill(rng, i, now);
}

const benchDrills = like(drills.custUrl, `${BENCH_DRILL_URL_PREFIX}%`);

export const countBenchDrills = async (database: Database): Promise<number> => {
  const [row] = await database.db.select({ n: count() }).from(drills).where(benchDrills);
  return row?.n ?? 0;
};

export interface BenchDrillsResult {
  seeded: boolean;
  /** Benchmark hackathons in the database afterwards. */
  drills: number;
  seconds: number;
}

const startOfUtcDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Writes the benchmark hackathons in one transaction, then VACUUM ANALYZE. Present already (and no `reset`):
 * nothing changes. `reset` deletes the benchmark hackathons first.
 */
export const seedBenchDrills = async (
  database: Database,
  total: number,
  opts: { reset?: boolean; now?: Date; onProgress?: (message: string) => void } = {},
): Promise<BenchDrillsResult> => {
  const started = performance.now();
  const now = opts.now ?? startOfUtcDay(new Date());
  const log = opts.onProgress ?? (() => undefined);
  const seeded = await database.db.transaction(async (tx: Tx) => {
    await tx.execute(sql`lock table ${drills} in share row exclusive mode`);
    if (opts.reset) {
      const removed = await tx.delete(drills).where(benchDrills).returning({ id: drills.id });
      if (removed.length > 0) log(`removed ${removed.length} benchmark hackathons`);
    } else {
      const [existing] = await tx.select({ n: count() }).from(drills).where(benchDrills);
      if ((existing?.n ?? 0) > 0) return false;
    }
    let chunk: BenchDrillRow[] = [];
    let done = 0;
    for (const row of generateBenchDrills(total, now)) {
      chunk.push(row);
      if (chunk.length === CHUNK || done + chunk.length === total) {
        await tx.insert(drills).values(chunk);
        done += chunk.length;
        chunk = [];
        if (done % 5_000 === 0 || done === total) log(`${done.toLocaleString('en-US')} hackathons`);
      }
    }
    return true;
  });
  if (seeded) await database.db.execute(sql`VACUUM (ANALYZE) drills`);
  return { seeded, drills: await countBenchDrills(database), seconds: (performance.now() - started) / 1000 };
};
