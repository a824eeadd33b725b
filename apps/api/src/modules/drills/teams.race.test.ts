import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import { build } from '../../../test/helper.ts';
import { drillTeamMembers, drillTeams } from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { createTeam, inject, joinByCode, register, teamDrill } from './teams.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const activeMembers = (teamId: number) =>
  t.database.db
    .select()
    .from(drillTeamMembers)
    .where(and(eq(drillTeamMembers.teamId, teamId), eq(drillTeamMembers.isActive, true)));

describe('the team size under concurrency', () => {
  it('ten participants and a team of four: the lead and three joiners get in, six are told the team is full', async () => {
    const d = await teamDrill(t, { teamMax: 4 });
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const joiners = await Promise.all(Array.from({ length: 9 }, () => register(t, d.id)));

    const answers = await Promise.all(joiners.map((p) => joinByCode(t, d.id, p, team, team.inviteCode!)));

    const joined = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(joined).toHaveLength(3);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.json().error.message).toBe('This team is full');
    expect(await activeMembers(team.teamId)).toHaveLength(4);
    const [row] = await t.database.db.select().from(drillTeams).where(eq(drillTeams.id, team.teamId));
    expect(row!.memberCount).toBe(4);
  });

  it('one participant joining two teams at once ends up in one of them', async () => {
    const d = await teamDrill(t);
    const [leadA, leadB, joiner] = await Promise.all([1, 2, 3].map(() => register(t, d.id)));
    const teamA = await createTeam(t, d.id, leadA!);
    const teamB = await createTeam(t, d.id, leadB!);

    const answers = await Promise.all([
      joinByCode(t, d.id, joiner!, teamA, teamA.inviteCode!),
      joinByCode(t, d.id, joiner!, teamB, teamB.inviteCode!),
    ]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.message).toBe(TeamMessages.alreadyInTeam);
    const memberships = await t.database.db
      .select()
      .from(drillTeamMembers)
      .where(and(eq(drillTeamMembers.participantId, joiner!.participantId), eq(drillTeamMembers.isActive, true)));
    expect(memberships).toHaveLength(1);
    const counts = await t.database.db
      .select({ n: drillTeams.memberCount })
      .from(drillTeams)
      .where(eq(drillTeams.drillId, d.id));
    expect(counts.map((c) => c.n).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('two participants creating teams of one name at once: one gets it, the other a clear refusal', async () => {
    const d = await teamDrill(t);
    const [a, b] = await Promise.all([1, 2].map(() => register(t, d.id)));
    const answers = await Promise.all(
      [a!, b!].map((p) =>
        inject(t, p, 'POST', `/api/drills/${d.id}/participate/${p.participantId}/teams`, { teamName: 'Twin Peaks' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.message).toBe(TeamMessages.nameTaken);
  });
});
