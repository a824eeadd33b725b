// The statements of hackathon search (`drills/search`) and its option lists (`drills/commons`). Every
// condition reads the published hackathons only, and every status compares with the `now` passed in: the
// server's clock, never the database's or the browser's.
import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
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

/** `%` and `_` in a word are literal: a search for '100%' is not a pattern. */
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text a keyword is looked up in: name, host, purposes, domain, industry and location. */
const searchable = sql`lower(${drills.name} || ' ' || ${drills.partnerName} || ' ' || ${drills.purpose} || ' ' || ${drills.domain} || ' ' || ${drills.industry} || ' ' || ${drills.location})`;

/** Every word of the keyword must appear (as a part of a word: 'hack' finds 'Hackathon'). */
const keywordCondition = (q: string | undefined): SQL[] =>
  (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => sql`${searchable} LIKE ${`%${likeEscape(word)}%`}`);

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

/** Each sort, its ties broken by id so pages never overlap. */
const orderOf = (sort: DrillSort, now: Date): SQL[] => {
  switch (sort) {
    case 'prize':
      return [desc(drills.totalPrizeValue), desc(drills.id)];
    case 'newest':
      return [desc(drills.createdAt), desc(drills.id)];
    case 'most-registered':
      return [desc(drills.applicantCount), desc(drills.id)];
    case 'registration-deadline': {
      // Open registrations closing soonest first, then the closed ones, the latest closed first.
      const closed = sql`${drills.registrationEndDt} <= ${at(now)}`;
      return [
        asc(closed),
        sql`CASE WHEN ${closed} THEN NULL ELSE ${drills.registrationEndDt} END ASC`,
        desc(drills.registrationEndDt),
        asc(drills.id),
      ];
    }
  }
};

/**
 * One page of the matching hackathons with the total, in one statement (the total rides along as a window
 * count). A page past the end has no row to carry it, so it is counted apart then.
 */
export const searchDrillCards = async (
  db: DbOrTx,
  q: DrillSearchQuery,
  now: Date,
): Promise<{ data: DrillCard[]; total: number }> => {
  const where = and(...searchConditions(q, now));
  const rows = await db
    .select({ drill: drills, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(drills)
    .where(where)
    .orderBy(...orderOf(q.sort, now))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  if (rows.length > 0) return { data: rows.map((r) => toDrillCard(r.drill)), total: rows[0]!.total };
  if (q.page === 1) return { data: [], total: 0 };
  const [counted] = await db.select({ n: count() }).from(drills).where(where);
  return { data: [], total: counted?.n ?? 0 };
};

const option = (value: string, label: string, n: unknown): DrillOption => ({ value, label, count: Number(n ?? 0) });

/** The most common values of a text column (the first spelling of each, ignoring case), blank ones left out. */
const topValues = async (db: DbOrTx, column: TextColumn, where: SQL | undefined): Promise<DrillOption[]> => {
  const rows = await db
    .select({ value: sql<string>`min(btrim(${column}))`, n: count() })
    .from(drills)
    .where(and(where, sql`btrim(${column}) <> ''`))
    .groupBy(sql`lower(btrim(${column}))`)
    .orderBy(desc(count()), sql`min(btrim(${column}))`)
    .limit(DRILL_COMMONS_LIST_LIMIT);
  return rows.map((r) => option(r.value, r.value, r.n));
};

/**
 * `drills/commons`: every filter's options with how many listed hackathons (of the program type, when one is
 * asked) each finds, statuses by the clock at `now`. The program types count every listed hackathon. Fixed
 * lists are counted in one statement of filtered aggregates; the text lists by a grouped read each.
 */
export const drillCommons = async (db: DbOrTx, programType: string | undefined, now: Date): Promise<DrillCommons> => {
  const where = programType ? and(published, eq(drills.programType, programType)) : published;
  const of = programType ? sql`${drills.programType} = ${programType}` : sql`TRUE`;
  const filtered = (name: string, condition: SQL) => sql`count(*) FILTER (WHERE ${of} AND ${condition})`.as(name);
  const counts = {
    total: filtered('total', sql`TRUE`),
    ...Object.fromEntries(DRILL_STATUSES.map((s) => [`status_${s}`, filtered(`status_${s}`, statusCondition(s, now))])),
    ...Object.fromEntries(DRILL_NATURES.map((n) => [`nature_${n}`, filtered(`nature_${n}`, eq(drills.nature, n))])),
    ...Object.fromEntries(
      DRILL_PRIZE_BANDS.map((b, i) => [`prize_${i}`, filtered(`prize_${i}`, gte(drills.totalPrizeValue, b.min))]),
    ),
    ...Object.fromEntries(DRILL_TEAM_KINDS.map((t) => [`team_${t}`, filtered(`team_${t}`, teamCondition(t))])),
    ...Object.fromEntries(DRILL_FEE_KINDS.map((f) => [`fee_${f}`, filtered(`fee_${f}`, feeCondition(f))])),
    ...Object.fromEntries(
      DRILL_AUDIENCES.map((a) => [`audience_${a}`, filtered(`audience_${a}`, audienceCondition(a))]),
    ),
    ...Object.fromEntries(
      DRILL_PROGRAM_TYPES.map((p, i) => [
        `program_${i}`,
        sql`count(*) FILTER (WHERE ${drills.programType} = ${p})`.as(`program_${i}`),
      ]),
    ),
  };
  const [[row], domains, industries, locations] = await Promise.all([
    db.select(counts).from(drills).where(published),
    topValues(db, drills.domain, where),
    topValues(db, drills.industry, where),
    topValues(db, drills.location, where),
  ]);
  const c = (row ?? {}) as Record<string, unknown>;
  return {
    total: Number(c.total ?? 0),
    statuses: DRILL_STATUSES.map((s) => option(s, DRILL_STATUS_LABELS[s], c[`status_${s}`])),
    natures: DRILL_NATURES.map((n) => option(n, DRILL_NATURE_LABELS[n], c[`nature_${n}`])),
    domains,
    industries,
    locations,
    prizes: DRILL_PRIZE_BANDS.map((b, i) => option(b.value, b.label, c[`prize_${i}`])),
    teams: DRILL_TEAM_KINDS.map((t) => option(t, DRILL_TEAM_KIND_LABELS[t], c[`team_${t}`])),
    fees: DRILL_FEE_KINDS.map((f) => option(f, DRILL_FEE_LABELS[f], c[`fee_${f}`])),
    audiences: DRILL_AUDIENCES.map((a) => option(a, DRILL_AUDIENCE_LABELS[a], c[`audience_${a}`])),
    programTypes: DRILL_PROGRAM_TYPES.map((p, i) => option(p, DRILL_PROGRAM_TYPE_LABELS[p], c[`program_${i}`])),
    serverNow: now.toISOString(),
  };
};
