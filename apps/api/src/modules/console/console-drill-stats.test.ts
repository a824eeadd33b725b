import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrillStats } from '@elevate/contracts/console/console-drill-stats.schema';
import { build } from '../../../test/helper.ts';
import { drillParticipants, drills, drillSubmissions } from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import {
  insertDrill,
  insertTeam,
  registerParticipant,
  type DrillFixture,
} from '../drills/submissions.test-fixtures.ts';
import { call } from './console.test-fixtures.ts';
import { everyDay, istDay } from './console-drill-stats.repository.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

let d: DrillFixture;

/**
 * The fixture: a hackathon that ended at 15:30 IST on 5 March 2026 (teams of 2 to 4), five registrations on
 * India's 1st, 2nd (two, one of them withdrawn later) and 4th of March, and a late one after midnight IST that
 * is still the 4th in UTC. One team of two; two people alone, one looking for a team.
 */
beforeAll(async () => {
  d = await insertDrill(t, { teamMin: 2 });
  const db = t.database.db;
  await db
    .update(drills)
    .set({ endDt: new Date('2026-03-05T10:00:00Z') })
    .where(eq(drills.id, d.drillId));
  const at = async (name: string, iso: string) => {
    const p = await registerParticipant(t, d.drillId, name);
    await db
      .update(drillParticipants)
      .set({ createdAt: new Date(iso) })
      .where(eq(drillParticipants.id, p.participantId));
    return p;
  };
  const anu = await at('Anu', '2026-03-01T10:00:00Z'); // 1 Mar 15:30 IST
  const bala = await at('Bala', '2026-03-01T20:00:00Z'); // 2 Mar 01:30 IST
  const chitra = await at('Chitra', '2026-03-02T09:00:00Z'); // 2 Mar 14:30 IST
  const dinesh = await at('Dinesh', '2026-03-04T18:29:00Z'); // 4 Mar 23:59 IST
  const esha = await at('Esha', '2026-03-02T10:00:00Z'); // 2 Mar, withdrawn later
  await db.update(drillParticipants).set({ status: 'withdrawn' }).where(eq(drillParticipants.id, esha.participantId));
  await db
    .update(drillParticipants)
    .set({ lookingForTeam: true })
    .where(eq(drillParticipants.id, dinesh.participantId));
  const team = await insertTeam(t, d.drillId, [anu, bala], 'Nadi');
  const sub = (phaseId: number, ownerKey: string, participantId: number, status: string) => ({
    drillId: d.drillId,
    phaseId,
    ownerKey,
    participantId,
    status,
  });
  await db
    .insert(drillSubmissions)
    .values([
      sub(d.endedPhaseId, `team:${team.teamId}`, anu.participantId, 'submitted'),
      sub(d.endedPhaseId, `participant:${chitra.participantId}`, chitra.participantId, 'submitted'),
      sub(d.ideaPhaseId, `participant:${dinesh.participantId}`, dinesh.participantId, 'draft'),
      sub(d.upcomingPhaseId, `team:${team.teamId}`, bala.participantId, 'submitted'),
    ]);
});

describe('hackathon stats', () => {
  it('counts registrations per India day with zero days, totals, submissions per phase and the funnel', async () => {
    const res = await call(t, d.host, 'GET', `/api/console/drills/${d.drillId}/stats`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body.result as DrillStats;
    expect(stats.registrationsPerDay).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 3 },
      { date: '2026-03-03', count: 0 },
      { date: '2026-03-04', count: 1 },
      { date: '2026-03-05', count: 0 },
    ]);
    expect(stats.totals).toEqual({ registered: 4, withdrawn: 1, teams: 1, individuals: 2, lookingForTeam: 1 });
    expect(stats.submissionsPerPhase).toEqual([
      { phaseId: d.endedPhaseId, phase: 'Screening', draft: 0, submitted: 2 },
      { phaseId: d.ideaPhaseId, phase: 'Idea', draft: 1, submitted: 0 },
      { phaseId: d.solutionPhaseId, phase: 'Prototype', draft: 0, submitted: 0 },
      { phaseId: d.upcomingPhaseId, phase: 'Finale', draft: 0, submitted: 1 },
    ]);
    // Teams of at least two: the two people alone are not ready yet; Anu and Bala submitted as a team.
    expect(stats.funnel).toEqual({ registered: 4, inTeamOrSolo: 2, firstSubmission: 3, finalSubmission: 2 });
  });

  it('answers an empty chart for a hackathon nobody registered for', async () => {
    const empty = await insertDrill(t);
    const res = await call(t, empty.host, 'GET', `/api/console/drills/${empty.drillId}/stats`);
    expect(res.body.result.registrationsPerDay).toEqual([]);
    expect(res.body.result.funnel).toEqual({ registered: 0, inTeamOrSolo: 0, firstSubmission: 0, finalSubmission: 0 });
  });
});

describe('days on India time', () => {
  it('puts 18:30 UTC on the next Indian day and fills every day between', () => {
    expect(istDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(istDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(everyDay(new Map([['2026-02-28', 2]]), '2026-02-27', '2026-03-01')).toEqual([
      { date: '2026-02-27', count: 0 },
      { date: '2026-02-28', count: 2 },
      { date: '2026-03-01', count: 0 },
    ]);
  });
});
