import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset } from '../common/query-params.ts';
import { splitQueryList } from '../jobs/job-search.constants.ts';
import { DrillCardSchema } from './drill-card.schema.ts';
import { DRILL_AUDIENCES, DRILL_NATURES, DRILL_PROGRAM_TYPES } from './drill.constants.ts';
import {
  DRILL_DEFAULT_SORT,
  DRILL_FEE_KINDS,
  DRILL_PRIZE_MAX,
  DRILL_SEARCH_DEFAULT_LIMIT,
  DRILL_SEARCH_LIST_ITEM_MAX_LENGTH,
  DRILL_SEARCH_MAX_LIMIT,
  DRILL_SEARCH_MAX_LIST_ITEMS,
  DRILL_SEARCH_MAX_PAGE,
  DRILL_SEARCH_QUERY_MAX_LENGTH,
  DRILL_SORTS,
  DRILL_STATUSES,
  DRILL_TEAM_KINDS,
} from './drill-search.constants.ts';
import { DrillMessages } from './drill.messages.ts';

/** A comma-separated (or repeated) list of values, each one of `item`. */
const listParam = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string().max(2000), z.array(z.string().max(2000)).max(DRILL_SEARCH_MAX_LIST_ITEMS)])
    .transform(splitQueryList)
    .pipe(z.array(item).max(DRILL_SEARCH_MAX_LIST_ITEMS, DrillMessages.tooManyValues(DRILL_SEARCH_MAX_LIST_ITEMS)));

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: DrillMessages.oneOf(label, values) });

const listText = listParam(z.string().max(DRILL_SEARCH_LIST_ITEM_MAX_LENGTH));

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * The query of `drills/search` (spec §7.6). Lists are comma-separated (or repeated) and match any of their
 * values; different filters must all match. Bad input is a 400 with per-field messages, never a 500.
 * - status: live, upcoming or ended by the server's clock (drill-search.constants.ts);
 * - domain, industry, location: the values `drills/commons` lists, matched ignoring case;
 * - prize: the smallest total prize value in rupees (DRILL_PRIZE_BANDS are the offered ones);
 * - audience: what that kind of person may join (a student may join 'students' and 'everyone' hackathons).
 */
export const DrillSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(DRILL_SEARCH_QUERY_MAX_LENGTH, DrillMessages.queryTooLong(DRILL_SEARCH_QUERY_MAX_LENGTH))
    .optional(),
  status: listParam(oneOf(DRILL_STATUSES, 'status')).optional(),
  nature: listParam(oneOf(DRILL_NATURES, 'nature')).optional(),
  domain: listText.optional(),
  industry: listText.optional(),
  location: listText.optional(),
  prize: blankIsUnset(wholeNumber('prize', 0, DRILL_PRIZE_MAX).optional()),
  team: blankIsUnset(oneOf(DRILL_TEAM_KINDS, 'team').optional()),
  fee: blankIsUnset(oneOf(DRILL_FEE_KINDS, 'fee').optional()),
  audience: blankIsUnset(oneOf(DRILL_AUDIENCES, 'audience').optional()),
  programType: blankIsUnset(oneOf(DRILL_PROGRAM_TYPES, 'programType').optional()),
  sort: blankIsUnset(oneOf(DRILL_SORTS, 'sort').default(DRILL_DEFAULT_SORT)),
  /** 1-based. */
  page: blankIsUnset(wholeNumber('page', 1, DRILL_SEARCH_MAX_PAGE).default(1)),
  limit: blankIsUnset(wholeNumber('limit', 1, DRILL_SEARCH_MAX_LIMIT).default(DRILL_SEARCH_DEFAULT_LIMIT)),
});
/** What a caller sends (every field optional, lists as text or arrays). */
export type DrillSearchQueryInput = z.input<typeof DrillSearchQuerySchema>;
/** What the server reads after validation. */
export type DrillSearchQuery = z.output<typeof DrillSearchQuerySchema>;

/** `drills/search` and `drills` (a first page): the cards and the total (spec §7.6: data, totalRecordCount, totalRecords). */
export const DrillSearchResultSchema = listOf(DrillCardSchema);
export type DrillSearchResult = z.infer<typeof DrillSearchResultSchema>;

/** One choice of a filter with how many listed hackathons it finds. */
export const DrillOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type DrillOption = z.infer<typeof DrillOptionSchema>;

/** `drills/commons?programType`: the option lists of every filter, counted over the listed hackathons. */
export const DrillCommonsQuerySchema = z.object({
  programType: blankIsUnset(oneOf(DRILL_PROGRAM_TYPES, 'programType').optional()),
});
export type DrillCommonsQuery = z.output<typeof DrillCommonsQuerySchema>;

export const DrillCommonsSchema = z.object({
  /** Every listed hackathon (of the program type asked). */
  total: z.number().int(),
  statuses: z.array(DrillOptionSchema),
  natures: z.array(DrillOptionSchema),
  /** The most common first (at most DRILL_COMMONS_LIST_LIMIT), then by name. */
  domains: z.array(DrillOptionSchema),
  industries: z.array(DrillOptionSchema),
  locations: z.array(DrillOptionSchema),
  /** DRILL_PRIZE_BANDS, each counting the hackathons at or above its minimum. */
  prizes: z.array(DrillOptionSchema),
  teams: z.array(DrillOptionSchema),
  fees: z.array(DrillOptionSchema),
  /** As the filter reads them: 'students' counts what students may join. */
  audiences: z.array(DrillOptionSchema),
  programTypes: z.array(DrillOptionSchema),
  /** The server's clock when counted (statuses depend on it). */
  serverNow: z.string(),
});
export type DrillCommons = z.infer<typeof DrillCommonsSchema>;

/** `drills?drillId`: one published hackathon by id or custom URL; without drillId, the listing's first page. */
export const DrillsQuerySchema = z.object({
  drillId: blankIsUnset(z.string().trim().min(1).max(200).optional()),
});
