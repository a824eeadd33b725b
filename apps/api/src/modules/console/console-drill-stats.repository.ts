import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DrillStats } from '@elevate/contracts/console/console-drill-stats.schema';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillParticipants,
  drillPhases,
  drillSubmissions,
  drillTeamMembers,
  drillTeams,
  type drills,
} from '../../db/schema/drills.ts';
import { ownerKeySql } from './console-drill-people.repository.ts';

/** Days are India's calendar days, whatever the server's time zone (a literal: GROUP BY must match the SELECT). */
const IST = sql.raw(`'Asia/Kolkata'`);
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** yyyy-mm-dd of the instant on India's calendar. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Every day from `first` to `last` (yyyy-mm-dd, both included) with its count, zeros where none. */
export const everyDay = (counts: Map<string, number>, first: string, last: string) => {
  const out: Array<{ date: string; count: number }> = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    out.push({ date, count: counts.get(date) ?? 0 });
  }
  return out;
};

const submittedIn = (phaseId?: number) =>
  sql`exists (select 1 from ${drillSubmissions} where ${drillSubmissions.drillId} = ${drillParticipants.drillId}
    and ${drillSubmissions.ownerKey} = ${ownerKeySql} and ${drillSubmissions.status} = 'submitted'
    ${phaseId === undefined ? sql`` : sql`and ${drillSubmissions.phaseId} = ${phaseId}`})`;

export const drillStats = async (
  db: DbOrTx,
  drill: typeof drills.$inferSelect,
  now = new Date(),
): Promise<DrillStats> => {
  const day = sql<string>`to_char(${drillParticipants.createdAt} at time zone ${IST}, 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ date: day, n: count() })
    .from(drillParticipants)
    .where(eq(drillParticipants.drillId, drill.id))
    .groupBy(day)
    .orderBy(day);
  const counts = new Map(perDay.map((r) => [r.date, Number(r.n)]));
  const lastDay = istDay(now < drill.endDt ? now : drill.endDt);
  const firstDay = perDay[0]?.date;
  const registrationsPerDay =
    firstDay === undefined ? [] : everyDay(counts, firstDay, firstDay > lastDay ? firstDay : lastDay);

  const phases = await db
    .select({ id: drillPhases.id, name: drillPhases.name })
    .from(drillPhases)
    .where(eq(drillPhases.drillId, drill.id))
    .orderBy(asc(drillPhases.position), asc(drillPhases.id));
  const finalPhase = phases[phases.length - 1];

  const registered = sql`${drillParticipants.status} = 'registered'`;
  const inTeam = sql`${drillTeams.id} is not null`;
  const [people] = await db
    .select({
      registered: sql<number>`count(*) filter (where ${registered})`.mapWith(Number),
      withdrawn: sql<number>`count(*) filter (where ${drillParticipants.status} = 'withdrawn')`.mapWith(Number),
      inTeam: sql<number>`count(*) filter (where ${registered} and ${inTeam})`.mapWith(Number),
      individuals: sql<number>`count(*) filter (where ${registered} and not ${inTeam})`.mapWith(Number),
      lookingForTeam:
        sql<number>`count(*) filter (where ${registered} and not ${inTeam} and ${drillParticipants.lookingForTeam})`.mapWith(
          Number,
        ),
      firstSubmission: sql<number>`count(*) filter (where ${registered} and ${submittedIn()})`.mapWith(Number),
      finalSubmission: finalPhase
        ? sql<number>`count(*) filter (where ${registered} and ${submittedIn(finalPhase.id)})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(drillParticipants)
    .leftJoin(
      drillTeamMembers,
      and(eq(drillTeamMembers.participantId, drillParticipants.id), eq(drillTeamMembers.isActive, true)),
    )
    .leftJoin(drillTeams, eq(drillTeams.id, drillTeamMembers.teamId))
    .where(eq(drillParticipants.drillId, drill.id));

  const [teams] = await db
    .select({ n: count() })
    .from(drillTeams)
    .where(
      and(
        eq(drillTeams.drillId, drill.id),
        sql`exists (select 1 from ${drillTeamMembers} where ${drillTeamMembers.teamId} = ${drillTeams.id} and ${drillTeamMembers.isActive})`,
      ),
    );

  const bySubmission = await db
    .select({ phaseId: drillSubmissions.phaseId, status: drillSubmissions.status, n: count() })
    .from(drillSubmissions)
    .where(eq(drillSubmissions.drillId, drill.id))
    .groupBy(drillSubmissions.phaseId, drillSubmissions.status);
  const of = (phaseId: number, status: string) =>
    Number(bySubmission.find((r) => r.phaseId === phaseId && r.status === status)?.n ?? 0);

  const p = people!;
  return {
    registrationsPerDay,
    totals: {
      registered: p.registered,
      withdrawn: p.withdrawn,
      teams: Number(teams?.n ?? 0),
      individuals: p.individuals,
      lookingForTeam: p.lookingForTeam,
    },
    submissionsPerPhase: phases.map((ph) => ({
      phaseId: ph.id,
      phase: ph.name,
      draft: of(ph.id, 'draft'),
      submitted: of(ph.id, 'submitted'),
    })),
    funnel: {
      registered: p.registered,
      // Without a team, a participant is ready to submit only where one-person entries are allowed.
      inTeamOrSolo: p.inTeam + (drill.teamMin <= 1 ? p.individuals : 0),
      firstSubmission: p.firstSubmission,
      finalSubmission: p.finalSubmission,
    },
  };
};
