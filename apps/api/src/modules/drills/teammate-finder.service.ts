import type { FinderResult, FinderSearch } from '@elevate/contracts/drills/team.schema';
import type { DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireDrill, requireOwnParticipant } from './drill-access.ts';
import { searchSeekers } from './teammate-finder.repository.ts';
import { teamCards } from './team-views.ts';
import { searchTeams, skillsOfUsers } from './teams.repository.ts';

/**
 * POST drills/{id}/participate/{pid}/searched (teammate finder), for the hackathon's participants: people
 * looking for a team by a profile skill, or teams with a free seat by a role they need.
 */
export const findTeammates = async (
  ctx: { db: DbOrTx; now: Date },
  user: AuthUser,
  drillKey: string,
  participantId: number,
  q: FinderSearch,
): Promise<FinderResult> => {
  const drill = await requireDrill(ctx.db, drillKey);
  const participant = await requireOwnParticipant(ctx.db, drill.id, participantId, user.uid);
  const limit = q.limit ?? 20;
  const offset = q.offset ?? 0;
  if (q.kind === 'teams') {
    const page = await searchTeams(ctx.db, {
      drillId: drill.id,
      teamMax: drill.teamMax,
      role: q.role,
      now: ctx.now,
      limit,
      offset,
    });
    return { kind: 'teams', ...list(await teamCards(ctx.db, drill, page.rows, ctx.now), page.total) };
  }
  const page = await searchSeekers(ctx.db, {
    drillId: drill.id,
    exceptParticipantId: participant.id,
    skill: q.skill,
    limit,
    offset,
  });
  const skills = await skillsOfUsers(
    ctx.db,
    page.rows.map((r) => r.uid),
  );
  return {
    kind: 'participants',
    ...list(
      page.rows.map((r) => ({
        participantId: r.participantId,
        name: r.name,
        avatar: r.avatar,
        skills: skills.get(r.uid) ?? [],
        pitch: r.pitch,
      })),
      page.total,
    ),
  };
};
