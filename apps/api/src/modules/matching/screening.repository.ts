import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ParsedResumeSchema, type ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { PARSER_VERSION } from '@elevate/contracts/matching/matching.constants';
import { MatchExplanationSchema, type MatchExplanation } from '@elevate/contracts/matching/matching.schema';
import type { ScreenedApplicant, ScreeningBasis } from '@elevate/contracts/matching/screening.schema';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { applicationScreenings, resumeParses } from '../../db/schema/matching.ts';
import { profileSkills, userProfiles, users } from '../../db/schema/users.ts';

/** The job as the scorer and the access check need it. */
export interface ScreeningJob {
  jobId: number;
  partnerId: number;
  skills: string;
  minYoe: number;
  maxYoe: number;
  location: string;
}

export const findScreeningJob = async (db: DbOrTx, jobId: number): Promise<ScreeningJob | null> => {
  const [row] = await db
    .select({
      jobId: jobs.id,
      partnerId: jobs.partnerId,
      skills: jobs.skills,
      minYoe: jobs.minYoe,
      maxYoe: jobs.maxYoe,
      location: jobs.location,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
};

/**
 * What a screening may score an applicant on, and nothing else: the profile's skills, experience and city and the
 * application's resume key. Name, gender, date of birth, photo and marital status are deliberately not selected.
 */
export interface ApplicantSignalsRow {
  applicationId: number;
  resumeKey: string | null;
  profileSkills: string[];
  experienceYears: number | null;
  currentCity: string | null;
}

export const applicantSignalsOf = async (db: DbOrTx, jobId: number): Promise<ApplicantSignalsRow[]> =>
  db
    .select({
      applicationId: applications.id,
      resumeKey: applications.resumeKey,
      profileSkills: sql<string[]>`coalesce((select array_agg(${profileSkills.name} order by ${profileSkills.id})
        from ${profileSkills} where ${profileSkills.userId} = ${applications.userId}), '{}')`,
      experienceYears: userProfiles.experienceYears,
      currentCity: userProfiles.currentCity,
    })
    .from(applications)
    .leftJoin(userProfiles, eq(userProfiles.userId, applications.userId))
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applications.id));

/** The cached parses of these resumes under the current parser, by upload key (one query for a whole job). */
export const cachedParsesOf = async (db: DbOrTx, keys: string[]): Promise<Map<string, ParsedResume>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ uploadKey: resumeParses.uploadKey, result: resumeParses.result })
    .from(resumeParses)
    .where(and(inArray(resumeParses.uploadKey, keys), eq(resumeParses.parserVersion, PARSER_VERSION)));
  const parses = new Map<string, ParsedResume>();
  for (const row of rows) {
    const parsed = ParsedResumeSchema.safeParse(row.result);
    if (parsed.success) parses.set(row.uploadKey, parsed.data);
  }
  return parses;
};

export interface ScreeningRow {
  applicationId: number;
  score: number;
  basis: ScreeningBasis;
  explanation: MatchExplanation;
}

/**
 * A job's new screening replaces its old one whole (the caller runs this in one transaction). Rows are upserted
 * rather than deleted and inserted, so two screenings of one job at once end with one row per application
 * instead of a unique violation.
 */
export const replaceScreenings = async (
  tx: DbOrTx,
  jobId: number,
  rows: ScreeningRow[],
  scoringVersion: string,
  at: Date,
): Promise<void> => {
  const ids = rows.map((r) => r.applicationId);
  await tx
    .delete(applicationScreenings)
    .where(
      ids.length === 0
        ? eq(applicationScreenings.jobId, jobId)
        : and(eq(applicationScreenings.jobId, jobId), notInArray(applicationScreenings.applicationId, ids)),
    );
  if (rows.length === 0) return;
  await tx
    .insert(applicationScreenings)
    .values(
      rows.map((r) => ({
        applicationId: r.applicationId,
        jobId,
        score: r.score,
        scoringVersion,
        basis: r.basis,
        explanation: r.explanation,
        screenedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: applicationScreenings.applicationId,
      set: {
        score: sql`excluded.score`,
        scoringVersion: sql`excluded.scoring_version`,
        basis: sql`excluded.basis`,
        explanation: sql`excluded.explanation`,
        screenedAt: sql`excluded.screened_at`,
      },
    });
};

/** How many of the job's applications have no screening row yet (they applied after the last screening). */
export const countNotScreened = async (db: DbOrTx, jobId: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .leftJoin(applicationScreenings, eq(applicationScreenings.applicationId, applications.id))
    .where(and(eq(applications.jobId, jobId), isNull(applicationScreenings.applicationId)));
  return row?.n ?? 0;
};

const BASES: readonly ScreeningBasis[] = ['resume', 'profile', 'resume-and-profile'];

/** The stored ranking of a job, best first (ties: earlier application first), with names for display only. */
export const storedScreening = async (
  db: DbOrTx,
  jobId: number,
): Promise<{ scoringVersion: string | null; screenedAt: Date | null; applicants: ScreenedApplicant[] }> => {
  const rows = await db
    .select({
      applicationId: applicationScreenings.applicationId,
      fullName: users.fullName,
      lastName: users.lastName,
      status: applications.currentStatus,
      score: applicationScreenings.score,
      basis: applicationScreenings.basis,
      explanation: applicationScreenings.explanation,
      scoringVersion: applicationScreenings.scoringVersion,
      screenedAt: applicationScreenings.screenedAt,
    })
    .from(applicationScreenings)
    .innerJoin(applications, eq(applications.id, applicationScreenings.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applicationScreenings.jobId, jobId))
    .orderBy(desc(applicationScreenings.score), asc(applicationScreenings.applicationId));
  const newest = rows.reduce<Date | null>((at, r) => (at && at > r.screenedAt ? at : r.screenedAt), null);
  return {
    scoringVersion: rows[0]?.scoringVersion ?? null,
    screenedAt: newest,
    applicants: rows.map((r) => ({
      applicationId: r.applicationId,
      name: `${r.fullName} ${r.lastName ?? ''}`.trim(),
      status: r.status,
      // A real column: 66.7 comes back as 66.69999…; scores are kept to tenths (scoring.ts round1).
      score: Math.round(r.score * 10) / 10,
      basis: BASES.includes(r.basis as ScreeningBasis) ? (r.basis as ScreeningBasis) : 'profile',
      explanation: MatchExplanationSchema.parse(r.explanation),
    })),
  };
};
