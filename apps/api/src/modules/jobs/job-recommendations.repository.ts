// The SQL of recommended jobs: the profile they are drawn from, and the candidate jobs. Scoring and reasons
// are the service's (job-recommendations.service.ts); this file only finds the few jobs worth scoring.
import { sql, type SQL } from 'drizzle-orm';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { SCORE_WEIGHTS } from '@elevate/contracts/matching/matching.constants';
import type { DbOrTx } from '../../db/client.ts';
import { textArray } from './job-search.conditions.ts';

export interface RecommendationProfile {
  /** Profile skills as the user spelt them, in the order they were added. */
  skills: string[];
  currentCity: string | null;
  experienceYears: number | null;
}

/** The skills, city and experience of one profile in one statement; empty for a user with no profile yet. */
export const findRecommendationProfile = async (db: DbOrTx, userId: number): Promise<RecommendationProfile> => {
  const result = await db.execute<{
    skills: string[] | null;
    current_city: string | null;
    experience_years: number | string | null;
  }>(sql`
    SELECT
      p.current_city,
      p.experience_years,
      (SELECT array_agg(s.name ORDER BY s.id) FROM profile_skills s WHERE s.user_id = ${userId}) AS skills
    FROM (SELECT 1) AS one
    LEFT JOIN user_profiles p ON p.user_id = ${userId}`);
  const row = result.rows[0];
  const years = row?.experience_years;
  return {
    skills: row?.skills ?? [],
    currentCity: row?.current_city ?? null,
    experienceYears: years === null || years === undefined ? null : Number(years),
  };
};

export const INTERNSHIP_TYPES = JOB_TYPES.filter((t) => t.includes('Internship'));

export interface CandidateQuery {
  userId: number;
  /** Every spelling of the profile's skills, lower-cased as the jobs' skill_tags are. */
  skills: string[];
  /** The user's city and its other names, lower-cased as the jobs' location_tags are. */
  cityTags: string[];
  /** Location tags that mean "work from anywhere"; matched only when the user's city is known. */
  remoteTags: string[];
  experienceYears: number | null;
  /** How many of the newest skill or city matches are ranked at all. */
  recentMatchLimit: number;
  /** Best matches kept from the skills and city lookup. */
  matchLimit: number;
  /** Newest jobs kept for experience alone, and newest jobs of all as the fallback. */
  newestLimit: number;
}

/** The job's experience range holds the user's years; a fresher fits jobs asking for none, and internships. */
export const experienceFit = (years: number): SQL =>
  years === 0
    ? sql`(j.min_yoe = 0 OR j.job_type IN (${sql.join(
        INTERNSHIP_TYPES.map((t) => sql`${t}`),
        sql`, `,
      )}))`
    : sql`(j.min_yoe <= ${years} AND greatest(j.max_yoe, j.min_yoe) >= ${years})`;

/**
 * The jobs worth scoring, as ids: open jobs of listed companies the user has not applied to, from three
 * lookups of bounded size, each answered by an index.
 * - matches: the newest `recentMatchLimit` jobs sharing a skill or the city, best first by an estimate of the
 *   service's score (matching/scoring.ts: the share of the job's skills, the city or remote, an experience
 *   range that holds), so the cut at `matchLimit` keeps the jobs among them that would score highest;
 * - for experience alone, and the newest of all: walks of the created_at index that stop after `newestLimit`.
 * The service scores the union; the newest jobs fill the list when too few jobs match.
 */
export const recommendationCandidateIds = async (db: DbOrTx, q: CandidateQuery): Promise<number[]> => {
  const listed = sql`j.is_active
    AND j.partner_id NOT IN (SELECT ip.id FROM partners ip WHERE NOT ip.is_active)
    AND j.id NOT IN (SELECT a.job_id FROM applications a WHERE a.user_id = ${q.userId})`;
  const newest = sql`j.created_at DESC, j.id DESC`;
  const lookups: SQL[] = [];

  const place = [...q.cityTags, ...(q.cityTags.length > 0 ? q.remoteTags : [])];
  if (q.skills.length > 0 || place.length > 0) {
    const skills = q.skills.length > 0 ? textArray(q.skills) : sql`ARRAY[]::text[]`;
    const matches: SQL[] = [];
    if (q.skills.length > 0) matches.push(sql`j.skill_tags && ${skills}`);
    if (place.length > 0) matches.push(sql`j.location_tags && ${textArray(place)}`);
    const shared = sql`(SELECT count(DISTINCT t) FROM unnest(j.skill_tags) AS t WHERE t = ANY(${skills}))`;
    const inCity = q.cityTags.length > 0 ? sql`j.location_tags && ${textArray(q.cityTags)}` : sql`FALSE`;
    const remote = q.cityTags.length > 0 ? sql`j.location_tags && ${textArray(q.remoteTags)}` : sql`FALSE`;
    const fits = q.experienceYears === null ? sql`FALSE` : experienceFit(q.experienceYears);
    // Only the newest `recentMatchLimit` matches are ranked: a common skill or a big city matches half the
    // catalogue, and ranking all of it per request costs hundreds of milliseconds (docs/performance.md,
    // signed-in home). The newest matches come from a walk of the created_at index that stops early.
    lookups.push(sql`(
      SELECT j.id FROM (
        SELECT j.id, j.skill_tags, j.location_tags, j.min_yoe, j.max_yoe, j.job_type, j.created_at FROM jobs j
        WHERE ${listed} AND (${sql.join(matches, sql` OR `)})
        ORDER BY ${newest}
        LIMIT ${q.recentMatchLimit}
      ) AS j
      ORDER BY (
          ${SCORE_WEIGHTS.skills}::float8 * ${shared} / greatest(cardinality(j.skill_tags), 1)
          + (CASE WHEN ${inCity} THEN ${SCORE_WEIGHTS.location}::float8 WHEN ${remote} THEN ${SCORE_WEIGHTS.location * 0.8}::float8 ELSE 0 END)
          + (CASE WHEN ${fits} THEN ${SCORE_WEIGHTS.experience}::float8 ELSE 0 END)
        ) DESC,
        ${newest}
      LIMIT ${q.matchLimit})`);
  }
  if (q.experienceYears !== null) {
    lookups.push(sql`(
      SELECT j.id FROM jobs j
      WHERE ${listed} AND ${experienceFit(q.experienceYears)}
      ORDER BY ${newest}
      LIMIT ${q.newestLimit})`);
  }
  lookups.push(sql`(SELECT j.id FROM jobs j WHERE ${listed} ORDER BY ${newest} LIMIT ${q.newestLimit})`);

  const result = await db.execute<{ id: number }>(sql`SELECT c.id FROM (${sql.join(lookups, sql` UNION `)}) AS c`);
  return result.rows.map((r) => Number(r.id));
};
