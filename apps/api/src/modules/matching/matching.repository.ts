// The SQL of resume matching: which open jobs are worth scoring, and what they are scored on. The scores are
// the service's (scoring.ts, in TypeScript): this file only finds a bounded set of candidates, by index.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { textArray } from '../jobs/job-search.conditions.ts';

/** A candidate job, with only the columns scored and the tie-breakers. */
export interface MatchCandidate {
  id: number;
  skills: string;
  location: string;
  minYoe: number;
  maxYoe: number;
  /** ISO, as a job card's createdTs. */
  createdTs: string;
}

export interface MatchCandidateQuery {
  /** Every spelling, lower case, of the resume's skills: what the jobs' skill_tags may hold for them. */
  skillSpellings: string[];
  /** The candidate's city and its other names, lower case, as location_tags holds them. */
  cityTags: string[];
  /** Skill matches scored per request: the newest this many. */
  recentMatchLimit: number;
  /** Newest jobs in the city, and newest of all, added so a thin match still fills the list. */
  newestLimit: number;
}

/**
 * Open jobs of listed companies to score: the newest `recentMatchLimit` sharing a skill (the GIN index on
 * skill_tags), and the newest `newestLimit` in the city and of all (walks of the created_at index that stop
 * early). Bounded whatever the catalogue, so a common skill never makes a request score half of it.
 */
export const matchCandidates = async (db: DbOrTx, q: MatchCandidateQuery): Promise<MatchCandidate[]> => {
  const listed = sql`j.is_active AND j.partner_id NOT IN (SELECT ip.id FROM partners ip WHERE NOT ip.is_active)`;
  const newest = sql`j.created_at DESC, j.id DESC`;
  const lookups: SQL[] = [];
  if (q.skillSpellings.length > 0) {
    lookups.push(sql`(SELECT j.id FROM jobs j
      WHERE ${listed} AND j.skill_tags && ${textArray(q.skillSpellings)}
      ORDER BY ${newest} LIMIT ${q.recentMatchLimit})`);
  }
  if (q.cityTags.length > 0) {
    lookups.push(sql`(SELECT j.id FROM jobs j
      WHERE ${listed} AND j.location_tags && ${textArray(q.cityTags)}
      ORDER BY ${newest} LIMIT ${q.newestLimit})`);
  }
  lookups.push(sql`(SELECT j.id FROM jobs j WHERE ${listed} ORDER BY ${newest} LIMIT ${q.newestLimit})`);

  const result = await db.execute<{
    id: number;
    skills: string;
    location: string;
    min_yoe: number | string;
    max_yoe: number | string;
    created_at: Date | string;
  }>(sql`
    SELECT j.id, j.skills, j.location, j.min_yoe, j.max_yoe, j.created_at
    FROM jobs j
    WHERE j.id IN (${sql.join(lookups, sql` UNION `)})`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    skills: r.skills,
    location: r.location,
    minYoe: Number(r.min_yoe),
    maxYoe: Number(r.max_yoe),
    createdTs: new Date(r.created_at).toISOString(),
  }));
};
