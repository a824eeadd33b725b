/**
 * Benchmark job seekers (`npm run seed:bench -- --users 3000`, bench/src/signed-in-home.ts): accounts with
 * profiles as varied as real ones, so the signed-in home is measured over a long tail of users. Deterministic
 * (mulberry32, fixed seed). Some accounts have no profile at all, some only a city or a few skills, some a
 * full profile; skills come from the shipped vocabulary (the `skills` table), most of them ones the benchmark
 * jobs ask for, the rest from anywhere in it; cities are the benchmark jobs' cities, some under another name
 * (Bangalore) and some with no jobs. Every profile passes the API's own body schema and is written with the
 * profile repository, as PUT complete-profile writes it. Benchmark accounts are those whose e-mail ends with
 * BENCH_USER_DOMAIN; nothing else is read or changed.
 */
import { count, like, sql } from 'drizzle-orm';
import { CompleteProfileBodySchema, type CompleteProfileBody } from '@elevate/contracts/users/profile.schema';
import { EDUCATION_LEVELS, EXPERIENCE_YEARS, GENDERS, NOTICE_PERIODS } from '@elevate/contracts/common/constants';
import type { Database, Tx } from '../../../db/client.ts';
import { skills as skillVocabulary, users } from '../../../db/schema/users.ts';
import { writePersonal } from '../../../modules/users/profile.repository.ts';
import {
  insertEducation,
  insertOther,
  insertProjects,
  insertWork,
  replaceSkills,
} from '../../../modules/users/profile-entries.repository.ts';
import { JOB_TEMPLATES } from '../fixtures/jobs.ts';
import { at, createRng, intBetween, pick, pickSome, type Rng } from '../random.ts';
import { CITIES } from './reference.ts';

export const BENCH_USER_DOMAIN = 'bench-users.elevate.test';
/** An unusable password hash (no scrypt prefix): benchmark accounts are signed in with minted tokens. */
const NO_PASSWORD = 'bench-account-no-password';
const USER_CHUNK = 1_000;
const SEED = 0x5eed_0010;

/** How much of a profile an account filled in, and how often. */
const SHAPES = [
  { shape: 'none', weight: 15 },
  { shape: 'city-only', weight: 5 },
  { shape: 'skills-only', weight: 10 },
  { shape: 'partial', weight: 35 },
  { shape: 'full', weight: 35 },
] as const;
type Shape = (typeof SHAPES)[number]['shape'];

/** Other names of benchmark cities and towns without benchmark jobs: cities the jobs do not spell alike. */
const OTHER_CITIES = ['Bangalore', 'Gurgaon', 'Bombay', 'Nashik', 'Ranchi', 'Udaipur', 'Guwahati', 'Madurai'];

const LANGUAGES = ['English', 'Hindi', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Bengali', 'Gujarati', 'Malayalam'];
const FIRST_NAMES = ['Aarav', 'Diya', 'Ishaan', 'Ananya', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Vihaan', 'Zoya'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Das', 'Patel', 'Khan', 'Nair', 'Singh', 'Gupta', 'Menon'];
const DEGREES = ['B.Tech', 'B.Sc', 'B.Com', 'BCA', 'BBA', 'B.A.', 'M.Tech', 'MBA', 'MCA'];
const INSTITUTES = ['Government Engineering College', 'St. Xavier’s College', 'City Institute of Technology'];

const pickShape = (rng: Rng): Shape => {
  let r = rng() * SHAPES.reduce((sum, s) => sum + s.weight, 0);
  for (const s of SHAPES) if ((r -= s.weight) < 0) return s.shape;
  return 'full';
};

const dmy = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
const yearsBefore = (now: Date, years: number, rng: Rng): Date =>
  new Date(Date.UTC(now.getUTCFullYear() - years, intBetween(rng, 0, 11), intBetween(rng, 1, 28)));

/** The profile of account number `i` (null: the account never opened its profile). */
export const benchProfile = (
  rng: Rng,
  now: Date,
  vocabulary: { popular: readonly string[]; all: readonly string[] },
): CompleteProfileBody | null => {
  const shape = pickShape(rng);
  if (shape === 'none') return null;
  const city =
    rng() < 0.15
      ? pick(rng, OTHER_CITIES)
      : pick(
          rng,
          CITIES.filter((c) => c.name !== 'Remote'),
        ).name;
  const experience = pick(rng, EXPERIENCE_YEARS).value;
  const skillCount = shape === 'city-only' ? 0 : intBetween(rng, shape === 'full' ? 5 : 1, shape === 'full' ? 20 : 8);
  const popular = pickSome(rng, vocabulary.popular, Math.ceil(skillCount * 0.7));
  const skill = [...new Set([...popular, ...pickSome(rng, vocabulary.all, skillCount - popular.length)])];
  const empty = { education: [], work: [], project: [], other: [] };
  if (shape === 'city-only') return { personal: { currentCity: city }, ...empty, skill: [] };
  if (shape === 'skills-only') return { personal: {}, ...empty, skill };

  const graduated = now.getUTCFullYear() - Math.ceil(experience) - intBetween(rng, 0, 2);
  const personal: CompleteProfileBody['personal'] = {
    currentCity: city,
    experienceYears: experience,
    gender: pick(rng, GENDERS),
    languagesKnown: pickSome(rng, LANGUAGES, intBetween(rng, 1, 3)),
    ...(shape === 'full'
      ? {
          dateOfBirth: dmy(yearsBefore(now, now.getUTCFullYear() - graduated + 22, rng)),
          noticePeriod: pick(rng, NOTICE_PERIODS),
          zipcode: String(intBetween(rng, 110_001, 855_999)),
          currentAddress: `${intBetween(rng, 1, 400)}, ${pick(rng, ['MG Road', 'Station Road', 'Ring Road'])}`,
        }
      : {}),
  };
  const education: CompleteProfileBody['education'] = [
    {
      level: pick(rng, EDUCATION_LEVELS.slice(2)),
      degree: pick(rng, DEGREES),
      institution: `${pick(rng, INSTITUTES)}, ${city}`,
      gradeType: 'CGPA',
      grade: Math.round((6 + rng() * 4) * 10) / 10,
      startYear: graduated - 4,
      endYear: graduated,
    },
  ];
  if (shape === 'partial') return { personal, ...empty, education, skill };

  const jobs = experience === 0 ? 0 : intBetween(rng, 1, 3);
  const work: CompleteProfileBody['work'] = Array.from({ length: jobs }, (_, k) => {
    const start = yearsBefore(now, Math.max(1, Math.ceil(experience) - k * 2), rng);
    const current = k === 0;
    return {
      company: `${pick(rng, LAST_NAMES)} ${pick(rng, ['Systems', 'Retail', 'Finserv', 'Labs'])}`,
      title: pick(rng, JOB_TEMPLATES).title,
      employmentType: 'Full-Time',
      startDate: dmy(start),
      currentJob: current,
      ...(current ? {} : { endDate: dmy(new Date(Math.min(now.getTime(), start.getTime() + 400 * 86_400_000))) }),
    };
  });
  return {
    personal,
    education,
    work,
    project: [{ title: `${pick(rng, skill.length > 0 ? skill : ['Portfolio'])} project`, description: 'Built it.' }],
    skill,
    other:
      rng() < 0.4
        ? [{ kind: 'certification', title: `${pick(rng, skill.length > 0 ? skill : ['Excel'])} basics` }]
        : [],
  };
};

/** A referral code as the product shapes them (ELV- and six characters), unique per account number. */
const referralCodeOf = (i: number): string => `ELV-B${(i + 32 ** 4).toString(32).toUpperCase().slice(-5)}`;

export interface BenchUsersResult {
  seeded: boolean;
  users: number;
  withProfile: number;
  skills: number;
  /** Ids of the accounts inserted (contiguous on a fresh database); null when nothing was seeded. */
  ids: { first: number; last: number } | null;
  seconds: number;
}

const benchUsers = like(users.email, `%@${BENCH_USER_DOMAIN}`);

/** Inserts `total` benchmark accounts with their profiles in one transaction; refuses when some exist. */
export const seedBenchUsers = async (
  database: Database,
  total: number,
  opts: { now?: Date; reset?: boolean; onProgress?: (m: string) => void } = {},
): Promise<BenchUsersResult> => {
  const now = opts.now ?? new Date();
  const log = opts.onProgress ?? (() => undefined);
  const started = performance.now();
  const outcome = await database.db.transaction(async (tx: Tx) => {
    if (opts.reset) await tx.delete(users).where(benchUsers);
    const [existing] = await tx.select({ n: count() }).from(users).where(benchUsers);
    if ((existing?.n ?? 0) > 0) return { seeded: false, withProfile: 0, skills: 0, ids: null };

    const all = (await tx.select({ name: skillVocabulary.name }).from(skillVocabulary)).map((r) => r.name);
    const known = new Map(all.map((n) => [n.toLowerCase(), n]));
    const popular = [
      ...new Set(JOB_TEMPLATES.flatMap((t) => t.skills).flatMap((s) => known.get(s.toLowerCase()) ?? [])),
    ];
    if (all.length === 0) throw new Error('the skills vocabulary is empty; migrate the database first');
    const rng = createRng(SEED);
    const ids: number[] = [];
    for (let i = 0; i < total; i += USER_CHUNK) {
      const rows = Array.from({ length: Math.min(USER_CHUNK, total - i) }, (_, k) => {
        const n = i + k;
        return {
          fullName: at(FIRST_NAMES, n),
          lastName: at(LAST_NAMES, Math.floor(n / FIRST_NAMES.length)),
          email: `seeker-${n}@${BENCH_USER_DOMAIN}`,
          passwordHash: NO_PASSWORD,
          referralCode: referralCodeOf(n),
          // One in five joined with the code of an earlier account, so the referral summaries are not all empty.
          referredById: n > 0 && n % 5 === 0 ? (ids[intBetween(rng, 0, ids.length - 1)] ?? null) : null,
          emailVerifiedAt: now,
          termsAcceptedAt: now,
          createdAt: new Date(now.getTime() - n * 60_000),
        };
      });
      const inserted = await tx.insert(users).values(rows).returning({ id: users.id });
      ids.push(...inserted.map((r) => r.id));
    }
    log(`${ids.length.toLocaleString('en-US')} accounts inserted`);

    let withProfile = 0;
    let skillRows = 0;
    for (const [n, id] of ids.entries()) {
      const body = benchProfile(rng, now, { popular, all });
      if (!body) continue;
      const p = CompleteProfileBodySchema.parse(body);
      await writePersonal(tx, id, p.personal, now);
      if (p.education.length > 0) await insertEducation(tx, id, p.education);
      if (p.work.length > 0) await insertWork(tx, id, p.work);
      if (p.project.length > 0) await insertProjects(tx, id, p.project);
      if (p.other.length > 0) await insertOther(tx, id, p.other);
      if (p.skill.length > 0) await replaceSkills(tx, id, p.skill);
      withProfile += 1;
      skillRows += p.skill.length;
      if ((n + 1) % 1_000 === 0) log(`${(n + 1).toLocaleString('en-US')} profiles written`);
    }
    return { seeded: true, withProfile, skills: skillRows, ids: { first: Math.min(...ids), last: Math.max(...ids) } };
  });
  if (outcome.seeded) {
    for (const table of ['users', 'user_profiles', 'profile_skills', 'profile_education', 'profile_work']) {
      await database.db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
    }
  }
  const [after] = await database.db.select({ n: count() }).from(users).where(benchUsers);
  return { ...outcome, users: after?.n ?? 0, seconds: (performance.now() - started) / 1000 };
};
