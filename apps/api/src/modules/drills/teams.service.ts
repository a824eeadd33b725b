import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { TeamMessages, TeamNoticeMessages } from '@elevate/contracts/drills/team.messages';
import {
  TeamNameSchema,
  type CreateTeam,
  type InviteCode,
  type Team,
  type TeamCard,
  type TeamChange,
  type TeamNameCheck,
  type UpdateTeam,
} from '@elevate/contracts/drills/team.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  activeTeamOf,
  forbidden,
  ownParticipantById,
  participantOfUser,
  requireDrill,
  requireOwnParticipant,
  type DrillRow,
  type ParticipantRow,
  type TeamRow,
} from './drill-access.ts';
import { participantOfDrill } from './participants.repository.ts';
import { mailableName, sendTeamNotice, type NoticeDeps } from './team-notices.ts';
import {
  assertTeamsOpen,
  assertTeamsUsed,
  compositionProblem,
  joinTeamInTx,
  newInviteCode,
  sameCode,
  teamConflict,
} from './team-rules.ts';
import { teamCards, teamChangeOf, teamView } from './team-views.ts';
import {
  compositionOf,
  deactivateMember,
  deleteTeam,
  insertTeam,
  isActiveMember,
  longestMember,
  peopleByParticipant,
  releaseSeat,
  searchTeams,
  setInviteCode,
  setLead,
  teamById,
  teamByIdOnly,
  teamNameTaken,
  updateTeamCard,
} from './teams.repository.ts';

/** What changing a team needs: the database, the notices' mailer, and the server's clock for deadlines. */
export interface TeamsContext extends NoticeDeps {
  db: Db;
  now: Date;
}

export interface Answer<T> {
  result: T;
  message: string;
}

/**
 * The composition rules as they stand, for the submissions code to call when a team submits: throws a 409
 * AppError naming what is wrong (too few members, institutions differ or are missing, too few women).
 */
export const assertTeamComposition = async (db: DbOrTx, drill: DrillRow, teamId: number): Promise<void> => {
  const problem = compositionProblem(await compositionOf(db, teamId), drill, 'final');
  if (problem) throw teamConflict(problem);
};

// ── Reading ────────────────────────────────────────────────────────────────────────────────────────────────

/** `drills/{id}/teams/name?teamName`: free or not, and an invalid name says why (the form shows it as is). */
export const checkTeamName = async (db: Db, drillKey: string, teamName: string): Promise<TeamNameCheck> => {
  const drill = await requireDrill(db, drillKey);
  const parsed = TeamNameSchema.safeParse(teamName);
  if (!parsed.success)
    return { available: false, message: parsed.error.issues[0]?.message ?? TeamMessages.nameRequired };
  if (await teamNameTaken(db, drill.id, parsed.data)) return { available: false, message: TeamMessages.nameTaken };
  return { available: true, message: TeamMessages.nameAvailable };
};

/** `drills/{id}/teams?initialLetters` (or `?inviteCode`): teams with a free seat that take members. */
export const searchTeamsOf = async (
  db: Db,
  drillKey: string,
  q: { initialLetters?: string | undefined; inviteCode?: string | undefined; limit: number; offset: number },
  now: Date,
): Promise<ListResult<TeamCard>> => {
  const drill = await requireDrill(db, drillKey);
  const page = await searchTeams(db, { drillId: drill.id, teamMax: drill.teamMax, now, ...q });
  return list(await teamCards(db, drill, page.rows, now), page.total);
};

/** `drills/{id}/teams/{teamId}`: members see everything, other signed-in users the public card. */
export const readTeam = async (db: Db, user: AuthUser, drillKey: string, teamId: number, now: Date): Promise<Team> => {
  const drill = await requireDrill(db, drillKey);
  const viewer = await participantOfUser(db, drill.id, user.uid);
  return teamView(db, drill, teamId, viewer?.status === 'registered' ? viewer.id : null, now);
};

// ── Changing ───────────────────────────────────────────────────────────────────────────────────────────────

/** The caller's own registration by id alone (the `drillteams/participants/{pid}` paths), with its hackathon. */
export const requireOwnParticipantAnywhere = async (
  db: Db,
  user: AuthUser,
  participantId: number,
): Promise<{ drill: DrillRow; participant: ParticipantRow }> => {
  const participant = await ownParticipantById(db, participantId, user.uid);
  if (!participant) throw notFound(TeamMessages.notFound);
  return { drill: await requireDrill(db, participant.drillId), participant };
};

const createTeamFor = async (
  ctx: TeamsContext,
  drill: DrillRow,
  participant: ParticipantRow,
  body: CreateTeam,
): Promise<Answer<Team>> => {
  assertTeamsUsed(drill);
  assertTeamsOpen(drill, null, ctx.now);
  const teamName = TeamNameSchema.parse(body.teamName);
  const team = await ctx.db.transaction(async (tx) => {
    if (await activeTeamOf(tx, participant.id)) throw teamConflict(TeamMessages.alreadyInTeam);
    const inserted = await insertTeam(tx, {
      drillId: drill.id,
      name: teamName,
      leadParticipantId: participant.id,
      rolesNeeded: body.rolesNeeded ?? [],
      ...newInviteCode(ctx.now),
    });
    if (inserted === 'name-taken') throw teamConflict(TeamMessages.nameTaken, { teamName: TeamMessages.nameTaken });
    await joinTeamInTx(tx, drill, inserted, participant, ctx.now);
    return inserted;
  });
  return {
    result: await teamView(ctx.db, drill, team.id, participant.id, ctx.now),
    message: TeamMessages.created(team.name),
  };
};

/** POST drills/{id}/participate/{pid}/teams: the caller creates a team and leads it. */
export const createTeam = async (
  ctx: TeamsContext,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  body: CreateTeam,
): Promise<Answer<Team>> => {
  const drill = await requireDrill(ctx.db, drillKey);
  const participant = await requireOwnParticipant(ctx.db, drill.id, participantId, user.uid);
  return createTeamFor(ctx, drill, participant, body);
};

/** POST drillteams/participants/{pid}/new-teams: the same, naming only the registration. */
export const createTeamOfParticipant = async (
  ctx: TeamsContext,
  user: AuthUser,
  participantId: number,
  body: CreateTeam,
): Promise<Answer<Team>> => {
  const { drill, participant } = await requireOwnParticipantAnywhere(ctx.db, user, participantId);
  return createTeamFor(ctx, drill, participant, body);
};

/** POST drills/{id}/participate/{pid}/teams/{tid} with an invite code: join at once. */
export const joinByCode = async (
  ctx: TeamsContext,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  teamId: number,
  inviteCode: string,
): Promise<Answer<TeamChange>> => {
  const drill = await requireDrill(ctx.db, drillKey);
  const participant = await requireOwnParticipant(ctx.db, drill.id, participantId, user.uid);
  assertTeamsUsed(drill);
  const team = await teamById(ctx.db, drill.id, teamId);
  if (!team) throw notFound(TeamMessages.notFound);
  assertTeamsOpen(drill, team, ctx.now);
  if (!sameCode(inviteCode, team.inviteCode)) {
    throw new AppError(ErrorCode.VALIDATION, TeamMessages.codeInvalid, { inviteCode: TeamMessages.codeInvalid });
  }
  if (team.inviteCodeExpiresAt <= ctx.now) throw new AppError(ErrorCode.LINK_EXPIRED, TeamMessages.codeExpired);
  await ctx.db.transaction(async (tx) => {
    await joinTeamInTx(tx, drill, team, participant, ctx.now);
    const people = await peopleByParticipant(tx, [participant.id, team.leadParticipantId]);
    const joiner = people.get(participant.id);
    const lead = people.get(team.leadParticipantId);
    if (joiner && lead) {
      await sendTeamNotice(tx, ctx, {
        to: { uid: lead.uid, participantId: lead.participantId },
        drill,
        senderUid: user.uid,
        oneLiner: TeamNoticeMessages.joinedByCodeOneLiner(mailableName(joiner), team.name),
        appMessage: TeamNoticeMessages.dashboardMessage,
        mailMessage: TeamNoticeMessages.dashboardMessage,
        mailed: true,
      });
    }
  });
  return {
    result: await teamChangeOf(ctx.db, drill, participant.id, ctx.now),
    message: TeamMessages.joined(team.name),
  };
};

/** The caller's team when they lead it, else 404 (no team) or 403 (a member but not the lead). */
const requireLedTeam = async (db: DbOrTx, participant: ParticipantRow): Promise<TeamRow> => {
  const team = await activeTeamOf(db, participant.id);
  if (!team) throw notFound(TeamMessages.notFound);
  if (team.leadParticipantId !== participant.id) throw forbidden(TeamMessages.leadOnly);
  return team;
};

/** POST drillteams/participants/{pid}/invitecode: the lead makes a new code; every older link stops working. */
export const rotateInviteCode = async (
  ctx: TeamsContext,
  user: AuthUser,
  participantId: number,
): Promise<Answer<InviteCode>> => {
  const { participant } = await requireOwnParticipantAnywhere(ctx.db, user, participantId);
  const team = await requireLedTeam(ctx.db, participant);
  const code = newInviteCode(ctx.now);
  await setInviteCode(ctx.db, team.id, code.inviteCode, code.inviteCodeExpiresAt);
  return {
    result: { inviteCode: code.inviteCode, inviteCodeExpiresAt: code.inviteCodeExpiresAt.toISOString() },
    message: TeamMessages.codeRotated,
  };
};

/** POST drillteams/participants/{pid}/teams: the lead updates the team's card (roles needed, looking or not). */
export const updateMyTeam = async (
  ctx: TeamsContext,
  user: AuthUser,
  participantId: number,
  body: UpdateTeam,
): Promise<Answer<Team>> => {
  const { drill, participant } = await requireOwnParticipantAnywhere(ctx.db, user, participantId);
  const team = await requireLedTeam(ctx.db, participant);
  if (ctx.now >= drill.endDt) throw teamConflict(TeamMessages.ended);
  await updateTeamCard(ctx.db, team.id, body);
  return { result: await teamView(ctx.db, drill, team.id, participant.id, ctx.now), message: TeamMessages.updated };
};

/** A team by id with its hackathon, and the caller's registration in it (null when they have none). */
const teamAndCaller = async (db: Db, user: AuthUser, teamId: number) => {
  const team = await teamByIdOnly(db, teamId);
  if (!team) throw notFound(TeamMessages.notFound);
  const drill = await requireDrill(db, team.drillId);
  const caller = await participantOfUser(db, drill.id, user.uid);
  return { team, drill, caller: caller?.status === 'registered' ? caller : null };
};

/**
 * POST drillteams/{tid}/participants/{pid}/status?isActive=false: a member leaves, or the lead removes one.
 * A lead who leaves hands the lead to the member who joined first; the last member leaving closes the team.
 */
export const leaveTeam = async (
  ctx: TeamsContext,
  user: AuthUser,
  teamId: number,
  participantId: number,
): Promise<Answer<TeamChange>> => {
  const { team, drill, caller } = await teamAndCaller(ctx.db, user, teamId);
  const target = await participantOfDrill(ctx.db, drill.id, participantId);
  const self = caller !== null && target?.id === caller.id;
  if (!self && (caller === null || team.leadParticipantId !== caller.id)) throw forbidden(TeamMessages.leadOnly);
  if (!target) throw notFound(TeamMessages.notMember);
  assertTeamsOpen(drill, team, ctx.now);
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await deactivateMember(tx, team.id, target.id, ctx.now))) throw notFound(TeamMessages.notMember);
    const left = await releaseSeat(tx, team.id);
    if (left === 0) {
      await deleteTeam(tx, team.id);
      return 'dissolved' as const;
    }
    const people = await peopleByParticipant(tx, [target.id]);
    if (team.leadParticipantId === target.id) {
      const successor = await longestMember(tx, team.id);
      if (successor !== null) {
        await setLead(tx, team.id, successor);
        const next = (await peopleByParticipant(tx, [successor])).get(successor);
        if (next) {
          await sendTeamNotice(tx, ctx, {
            to: next,
            drill,
            senderUid: user.uid,
            oneLiner: TeamNoticeMessages.leadHandedOverOneLiner(team.name),
            appMessage: TeamNoticeMessages.dashboardMessage,
            mailMessage: TeamNoticeMessages.dashboardMessage,
            mailed: false,
          });
        }
      }
    }
    const removed = people.get(target.id);
    if (!self && removed) {
      await sendTeamNotice(tx, ctx, {
        to: removed,
        drill,
        senderUid: user.uid,
        oneLiner: TeamNoticeMessages.removedOneLiner(team.name),
        appMessage: TeamNoticeMessages.dashboardMessage,
        mailMessage: TeamNoticeMessages.dashboardMessage,
        mailed: false,
      });
    }
    return removed?.name ?? '';
  });
  if (self) {
    return {
      result: { team: null },
      message: outcome === 'dissolved' ? TeamMessages.dissolved(team.name) : TeamMessages.left(team.name),
    };
  }
  return {
    result: await teamChangeOf(ctx.db, drill, caller!.id, ctx.now),
    message: TeamMessages.removed(outcome === 'dissolved' ? '' : outcome),
  };
};

/** POST drillteams/{tid}/lead: the lead hands the lead to another member. */
export const handOverLead = async (
  ctx: TeamsContext,
  user: AuthUser,
  teamId: number,
  newLeadParticipantId: number,
): Promise<Answer<TeamChange>> => {
  const { team, drill, caller } = await teamAndCaller(ctx.db, user, teamId);
  if (caller === null || team.leadParticipantId !== caller.id) throw forbidden(TeamMessages.leadOnly);
  if (newLeadParticipantId === caller.id) throw teamConflict(TeamMessages.alreadyLead);
  assertTeamsOpen(drill, team, ctx.now);
  if (!(await isActiveMember(ctx.db, team.id, newLeadParticipantId))) {
    throw new AppError(ErrorCode.VALIDATION, TeamMessages.newLeadNotMember, {
      newLeadParticipantId: TeamMessages.newLeadNotMember,
    });
  }
  const next = (await peopleByParticipant(ctx.db, [newLeadParticipantId])).get(newLeadParticipantId);
  await ctx.db.transaction(async (tx) => {
    await setLead(tx, team.id, newLeadParticipantId);
    if (next) {
      await sendTeamNotice(tx, ctx, {
        to: next,
        drill,
        senderUid: user.uid,
        oneLiner: TeamNoticeMessages.leadHandedOverOneLiner(team.name),
        appMessage: TeamNoticeMessages.dashboardMessage,
        mailMessage: TeamNoticeMessages.dashboardMessage,
        mailed: false,
      });
    }
  });
  return {
    result: await teamChangeOf(ctx.db, drill, caller.id, ctx.now),
    message: TeamMessages.leadHandedOver(next?.name ?? ''),
  };
};
