// The statements of hackathon search (`drills/search`) and its option lists (`drills/commons`). Every
// condition reads the published hackathons only, and every status compares with the `now` passed in: the
// server's clock, never the database's or the browser's.
import { and, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DRILL_AUDIENCES,
  DRILL_NATURES,
  DRILL_PROGRAM_TYPES,
  type DrillAudience,
} from '@elevate/contracts/drills/drill.constants';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import {
  DRILL_AUDIENCE_LABELS,
  DRILL_COMMONS_LIST_LIMIT,
  DRILL_FEE_KINDS,
  DRILL_FEE_LABELS,
  DRILL_NATURE_LABELS,
  DRILL_PRIZE_BANDS,
  DRILL_PROGRAM_TYPE_LABELS,
  DRILL_STATUS_LABELS,
  DRILL_STATUSES,
  DRILL_TEAM_KIND_LABELS,
  DRILL_TEAM_KINDS,
  type DrillSort,
  type DrillStatus,
} from '@elevate/contracts/drills/drill-search.constants';
import type { DrillCommons, DrillOption, DrillSearchQuery } from '@elevate/contracts/drills/drill-search.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { published, toDrillCard } from './drills.repository.ts';

/** The text columns matched and listed as they are (domain, industry, location). */
type TextColumn = typeof drills.domain | typeof drills.industry | typeof drills.location;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The status rule of drill-format.ts (spanStatus) as conditions. */
const statusCondition = (status: DrillStatus, now: Date): SQL => {
  const t = at(now);
  if (status === 'ended') return sql`${drills.endDt} <= ${t}`;
  if (status === 'upcoming') return sql`(${drills.endDt} > ${t} AND ${drills.startDt} > ${t})`;
  return sql`(${drills.endDt} > ${t} AND ${drills.startDt} <= ${t})`;
};

/** Who may join: a student may join 'students' and 'everyone' hackathons; 'everyone' finds those open to all. */
const audienceCondition = (audience: DrillAudience): SQL =>
  audience === 'everyone' ? eq(drills.audience, 'everyone') : inArray(drills.audience, [audience, 'everyone']);

const teamCondition = (team: (typeof DRILL_TEAM_KINDS)[number]): SQL =>
  team === 'individual' ? lte(drills.teamMax, 1) : gt(drills.teamMax, 1);

const feeCondition = (fee: (typeof DRILL_FEE_KINDS)[number]): SQL =>
  fee === 'free' ? lte(drills.registrationFee, 0) : gt(drills.registrationFee, 0);

/** One of the values, ignoring case (the values `drills/commons` lists). */
const textIn = (column: TextColumn, values: readonly string[]): SQL =>
  sql`lower(${column}) IN (${sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  )})`;

/** The text a keyword is looked up in: name, host, purposes, domain, industry and location, lower-cased. */
const searchable = sql`lower(concat_ws(' ', ${drills.name}, ${drills.partnerName}, ${drills.purpose}, ${drills.domain}, ${drills.industry}, ${drills.location}))`;

/**
 * Every word of the keyword must appear (as a part of a word: 'hack' finds 'Hackathon'). strpos, not LIKE:
 * a word is plain text ('100%' is no pattern), and it is the cheaper test on a scan of every listed row.
 */
const keywordCondition = (q: string | undefined): SQL[] =>
  (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => sql`strpos(${searchable}, ${word}) > 0`);

/** The conditions of a search (published, the keyword and every filter). */
export const searchConditions = (q: DrillSearchQuery, now: Date): SQL[] => {
  const where: SQL[] = [published, ...keywordCondition(q.q)];
  if (q.programType) where.push(eq(drills.programType, q.programType));
  if (q.status?.length) where.push(or(...q.status.map((s) => statusCondition(s, now)))!);
  if (q.nature?.length) where.push(inArray(drills.nature, q.nature));
  if (q.domain?.length) where.push(textIn(drills.domain, q.domain));
  if (q.industry?.length) where.push(textIn(drills.industry, q.industry));
  if (q.location?.length) where.push(textIn(drills.location, q.location));
  if (q.prize !== undefined) where.push(gte(drills.totalPrizeValue, q.prize));
  if (q.team) where.push(teamCondition(q.team));
  if (q.fee) where.push(feeCondition(q.fee));
  if (q.audience) where.push(audienceCondition(q.audience));
  return where;
};

/**
 * Each sort over the matches `m` (their id and sort keys), its ties broken by id so pages never overlap.
 * Registration deadline: open registrations closing soonest first, then the closed ones, the latest closed
 * first.
 */
const SORT_KEYS: Record<DrillSort, { column: SQL; order: (now: Date) => SQL }> = {
  prize: { column: sql`${drills.totalPrizeValue} AS k`, order: () => sql`m.k DESC, m.id DESC` },
  newest: { column: sql`${drills.createdAt} AS k`, order: () => sql`m.k DESC, m.id DESC` },
  'most-registered': { column: sql`${drills.applicantCount} AS k`, order: () => sql`m.k DESC, m.id DESC` },
  'registration-deadline': {
    column: sql`${drills.registrationEndDt} AS k`,
    order: (now) =>
      sql`(m.k <= ${at(now)}) ASC, CASE WHEN m.k <= ${at(now)} THEN NULL ELSE m.k END ASC, m.k DESC, m.id ASC`,
  },
};

/**
 * One page of the matching hackathons with the total. One statement finds the matches once, keeping only
 * their ids and sort key (narrow rows: no wide row is sorted or counted), and answers the total and the page's
 * ids; the page's cards are then read by id.
 */
export const searchDrillCards = async (
  db: DbOrTx,
  q: DrillSearchQuery,
  now: Date,
): Promise<{ data: DrillCard[]; total: number }> => {
  const sort = SORT_KEYS[q.sort];
  const result = await db.execute<{ total: number; ids: number[] | null }>(sql`
    WITH m AS MATERIALIZED (
      SELECT ${drills.id} AS id, ${sort.column} FROM ${drills} WHERE ${and(...searchConditions(q, now))}
    )
    SELECT (SELECT count(*)::int FROM m) AS total,
      ARRAY(SELECT m.id FROM m ORDER BY ${sort.order(now)} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}) AS ids`);
  const row = result.rows[0];
  const ids = (row?.ids ?? []).map(Number);
  if (ids.length === 0) return { data: [], total: Number(row?.total ?? 0) };
  const rows = await db.select().from(drills).where(inArray(drills.id, ids));
  const byId = new Map(rows.map((d) => [d.id, d]));
  const data = ids.flatMap((id) => {
    const d = byId.get(id);
    return d ? [toDrillCard(d)] : [];
  });
  return { data, total: Number(row?.total ?? 0) };
};

const option = (value: string, label: string, n: number): DrillOption => ({ value, label, count: n });

interface CommonsGroup {
  p: string;
  status: DrillStatus | null;
  nature: string | null;
  solo: boolean | null;
  paid: boolean | null;
  audience: string | null;
  band: number | null;
  /** Which text list the row counts (a group of one spelling ignoring case), or null for the fixed lists. */
  list: 'domain' | 'industry' | 'location' | null;
  label: string | null;
  n: number;
}

/** The index of the highest prize band a value reaches (-1 for none): a band counts every value at or above it. */
const bandIndex = sql.join(
  [
    sql`CASE`,
    ...DRILL_PRIZE_BANDS.map((b, i) => ({ b, i }))
      .reverse()
      .map(({ b, i }) => sql`WHEN ${drills.totalPrizeValue} >= ${b.min} THEN ${i}`),
    sql`ELSE -1 END`,
  ],
  sql` `,
);

/** The most common values of one text list (first spelling of each), blank ones left out, then by name. */
const topValues = (groups: CommonsGroup[], list: CommonsGroup['list']): DrillOption[] => {
  const byKey = new Map<string, { label: string; n: number }>();
  for (const g of groups) {
    if (g.list !== list || !g.label) continue;
    const key = g.label.toLowerCase();
    const seen = byKey.get(key);
    if (seen) {
      seen.n += g.n;
      if (g.label < seen.label) seen.label = g.label;
    } else byKey.set(key, { label: g.label, n: g.n });
  }
  return [...byKey.values()]
    .sort((a, b) => b.n - a.n || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, DRILL_COMMONS_LIST_LIMIT)
    .map((v) => option(v.label, v.label, v.n));
};

/**
 * `drills/commons`: every filter's options with how many listed hackathons (of the program type, when one is
 * asked) each finds, statuses by the clock at `now`; the program types count every listed hackathon. One
 * scan: the listed hackathons grouped by every fixed filter at once, and by each text list, in grouping sets;
 * the options are summed from those groups exactly as the filters read them (a prize band counts everything
 * at or above it; 'students' counts what students may join).
 */
export const drillCommons = async (db: DbOrTx, programType: string | undefined, now: Date): Promise<DrillCommons> => {
  const t = at(now);
  const status = sql`CASE WHEN ${drills.endDt} <= ${t} THEN 'ended' WHEN ${drills.startDt} > ${t} THEN 'upcoming' ELSE 'live' END`;
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT p, status, nature, solo, paid, audience, band,
      CASE WHEN GROUPING(lower(domain)) = 0 THEN 'domain' WHEN GROUPING(lower(industry)) = 0 THEN 'industry'
        WHEN GROUPING(lower(location)) = 0 THEN 'location' END AS list,
      CASE WHEN GROUPING(lower(domain)) = 0 THEN min(domain) WHEN GROUPING(lower(industry)) = 0 THEN min(industry)
        WHEN GROUPING(lower(location)) = 0 THEN min(location) END AS label,
      count(*)::int AS n
    FROM (
      SELECT ${drills.programType} AS p, ${status} AS status, ${drills.nature} AS nature,
        ${drills.teamMax} <= 1 AS solo, ${drills.registrationFee} > 0 AS paid, ${drills.audience} AS audience,
        ${bandIndex} AS band, btrim(${drills.domain}) AS domain, btrim(${drills.industry}) AS industry,
        btrim(${drills.location}) AS location
      FROM ${drills}
      WHERE ${published}
    ) d
    GROUP BY GROUPING SETS (
      (p, status, nature, solo, paid, audience, band),
      (p, lower(domain)),
      (p, lower(industry)),
      (p, lower(location))
    )`);
  const all = result.rows.map((r) => ({ ...r, n: Number(r.n) }) as CommonsGroup);
  const mine = all.filter((g) => !programType || g.p === programType);
  const fixed = mine.filter((g) => g.list === null);
  const sum = (rows: CommonsGroup[], test: (g: CommonsGroup) => boolean) =>
    rows.reduce((n, g) => (test(g) ? n + g.n : n), 0);
  return {
    total: sum(fixed, () => true),
    statuses: DRILL_STATUSES.map((s) =>
      option(
        s,
        DRILL_STATUS_LABELS[s],
        sum(fixed, (g) => g.status === s),
      ),
    ),
    natures: DRILL_NATURES.map((n) =>
      option(
        n,
        DRILL_NATURE_LABELS[n],
        sum(fixed, (g) => g.nature === n),
      ),
    ),
    domains: topValues(mine, 'domain'),
    industries: topValues(mine, 'industry'),
    locations: topValues(mine, 'location'),
    prizes: DRILL_PRIZE_BANDS.map((b, i) =>
      option(
        b.value,
        b.label,
        sum(fixed, (g) => (g.band ?? -1) >= i),
      ),
    ),
    teams: DRILL_TEAM_KINDS.map((k) =>
      option(
        k,
        DRILL_TEAM_KIND_LABELS[k],
        sum(fixed, (g) => g.solo === (k === 'individual')),
      ),
    ),
    fees: DRILL_FEE_KINDS.map((f) =>
      option(
        f,
        DRILL_FEE_LABELS[f],
        sum(fixed, (g) => g.paid === (f === 'paid')),
      ),
    ),
    audiences: DRILL_AUDIENCES.map((a) =>
      option(
        a,
        DRILL_AUDIENCE_LABELS[a],
        sum(fixed, (g) =>
          a === 'everyone' ? g.audience === 'everyone' : g.audience === a || g.audience === 'everyone',
        ),
      ),
    ),
    programTypes: DRILL_PROGRAM_TYPES.map((p) =>
      option(
        p,
        DRILL_PROGRAM_TYPE_LABELS[p],
        sum(all, (g) => g.list === null && g.p === p),
      ),
    ),
    serverNow: now.toISOString(),
  };
};
