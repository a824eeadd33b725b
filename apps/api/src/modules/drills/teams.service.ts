import { randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { INVITE_CODE_LENGTH, INVITE_CODE_TTL_DAYS } from '@elevate/contracts/drills/team.constants';
import { TeamMessages, TeamNoticeMessages } from '@elevate/contracts/drills/team.messages';
import {
  TeamNameSchema,
  type CreateTeam,
  type InviteCode,
  type Team,
  type TeamCard,
  type TeamChange,
  type TeamInvitation,
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
  participantOfUser,
  requireDrill,
  requireOwnParticipant,
  type DrillRow,
  type ParticipantRow,
  type TeamRow,
} from './drill-access.ts';
import { ownParticipantById, participantOfDrill } from './participants.repository.ts';
import {
  cancelPendingOf,
  cancelPendingOfTeam,
  pendingInvitations,
  type InvitationView,
} from './team-invitations.repository.ts';
import { mailableName, sendTeamNotice, type NoticeDeps } from './team-notices.ts';
import {
  claimSeat,
  compositionOf,
  deactivateMember,
  deleteTeam,
  insertMember,
  insertTeam,
  isActiveMember,
  longestMember,
  membersOfTeams,
  peopleByParticipant,
  releaseSeat,
  searchTeams,
  setInviteCode,
  setLead,
  skillsOfUsers,
  teamById,
  teamByIdOnly,
  teamNameTaken,
  updateTeamCard,
  type CompositionRow,
  type MemberRow,
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

const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.CONFLICT, message, fields);

// ── Rules ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Why the team's members can no longer change, or null (docs/decisions/030): never after the hackathon's end;
 * otherwise by its rule, at the registration end by the server's clock, or from the team's first submission
 * (drill_teams.locked_at, set by the submissions code).
 */
export const lockReasonOf = (drill: DrillRow, team: TeamRow | null, now: Date): string | null => {
  if (now >= drill.endDt) return TeamMessages.ended;
  if (drill.teamLock === 'first-submission') return team?.lockedAt ? TeamMessages.lockedAtFirstSubmission : null;
  return now >= drill.registrationEndDt ? TeamMessages.lockedAtRegistrationEnd : null;
};

export const assertTeamsOpen = (drill: DrillRow, team: TeamRow | null, now: Date): void => {
  const reason = lockReasonOf(drill, team, now);
  if (reason) throw conflict(reason);
};

const assertTeamsUsed = (drill: DrillRow): void => {
  if (drill.teamMax <= 1) throw conflict(TeamMessages.individualOnly);
};

/**
 * What breaks the hackathon's composition rules (drillTeamSize and drill.team_rules), or null. While the team
 * is 'forming', the size minimum waits and the women minimum only has to stay reachable with the seats left;
 * at 'final' (a submission) every rule holds as it stands.
 */
export const compositionProblem = (
  members: CompositionRow[],
  drill: Pick<DrillRow, 'teamMin' | 'teamMax' | 'teamRules'>,
  stage: 'forming' | 'final',
): string | null => {
  if (stage === 'final' && members.length < drill.teamMin) return TeamMessages.tooSmall(drill.teamMin);
  const rules = drill.teamRules;
  if (rules.sameInstitution) {
    const missing = members.filter((m) => !m.institution).map((m) => m.name);
    if (missing.length > 0) return TeamMessages.institutionMissing(missing.join(', '));
    if (new Set(members.map((m) => m.institution)).size > 1) return TeamMessages.sameInstitution;
  }
  const minWomen = rules.minWomen ?? 0;
  if (minWomen > 0) {
    const women = members.filter((m) => m.gender?.toLowerCase() === 'female').length;
    const seatsLeft = stage === 'final' ? 0 : Math.max(drill.teamMax - members.length, 0);
    if (women + seatsLeft < minWomen) return TeamMessages.minWomen(minWomen);
  }
  return null;
};

/**
 * The composition rules as they stand, for the submissions code to call when a team submits: throws a 409
 * AppError naming what is wrong (too few members, institutions differ or are missing, too few women).
 */
export const assertTeamComposition = async (db: DbOrTx, drill: DrillRow, teamId: number): Promise<void> => {
  const problem = compositionProblem(await compositionOf(db, teamId), drill, 'final');
  if (problem) throw conflict(problem);
};

// Letters and digits without look-alikes (0/O, 1/I/L), so a code read out loud is typed right.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh invite code (random, unguessable) and when it stops working. */
export const newInviteCode = (now: Date): { inviteCode: string; inviteCodeExpiresAt: Date } => ({
  inviteCode: Array.from({ length: INVITE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  inviteCodeExpiresAt: new Date(now.getTime() + INVITE_CODE_TTL_DAYS * 24 * 60 * 60 * 1000),
});

const sameCode = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Puts a participant in a team, inside the caller's transaction: one seat claimed under `member_count < max`
 * (the size holds under concurrency), the membership row (one active team per participant, by a unique index),
 * the composition rules, then their other pending invitations and requests cancelled, and the team's own when
 * it is now full. `joiner` says who is joining, for the words of a refusal.
 */
export const joinTeamInTx = async (
  tx: DbOrTx,
  drill: DrillRow,
  team: TeamRow,
  participant: ParticipantRow,
  now: Date,
  joiner: 'self' | 'other' = 'self',
): Promise<void> => {
  const inTeam = joiner === 'self' ? TeamMessages.alreadyInTeam : TeamMessages.inviteeInTeam;
  if (await activeTeamOf(tx, participant.id)) throw conflict(inTeam);
  const members = await claimSeat(tx, team.id, drill.teamMax);
  if (members === null) throw conflict(TeamMessages.full);
  if (!(await insertMember(tx, team.id, participant.id))) throw conflict(inTeam);
  const problem = compositionProblem(await compositionOf(tx, team.id), drill, 'forming');
  if (problem) throw conflict(problem);
  await cancelPendingOf(tx, participant.id, now);
  if (members >= drill.teamMax) await cancelPendingOfTeam(tx, team.id, now);
};

// ── Views ──────────────────────────────────────────────────────────────────────────────────────────────────

const cardOf = (drill: DrillRow, team: TeamRow, members: MemberRow[], skills: Map<number, string[]>, now: Date) =>
  ({
    teamId: team.id,
    drillId: team.drillId,
    teamName: team.name,
    leadParticipantId: team.leadParticipantId,
    memberCount: team.memberCount,
    teamSize: { min: drill.teamMin, max: drill.teamMax },
    members: members.map((m) => ({
      participantId: m.participantId,
      name: m.name,
      avatar: m.avatar,
      isLead: m.participantId === team.leadParticipantId,
      skills: skills.get(m.uid) ?? [],
      joinedAt: m.joinedAt.toISOString(),
    })),
    rolesNeeded: team.rolesNeeded,
    lookingForMembers: team.lookingForMembers,
    locked: lockReasonOf(drill, team, now) !== null,
    createdAt: team.createdAt.toISOString(),
  }) satisfies TeamCard;

/** Public cards of these teams, members and their profile skills included. */
export const teamCards = async (db: DbOrTx, drill: DrillRow, teams: TeamRow[], now: Date): Promise<TeamCard[]> => {
  const members = await membersOfTeams(
    db,
    teams.map((t) => t.id),
  );
  const skills = await skillsOfUsers(
    db,
    members.map((m) => m.uid),
  );
  return teams.map((t) =>
    cardOf(
      drill,
      t,
      members.filter((m) => m.teamId === t.id),
      skills,
      now,
    ),
  );
};

/** Invitations and requests as lists show them, with the participant's profile skills. */
export const invitationsOf = async (db: DbOrTx, views: InvitationView[]): Promise<TeamInvitation[]> => {
  const skills = await skillsOfUsers(
    db,
    views.map((v) => v.person.uid),
  );
  return views.map((v) => ({
    invitationId: v.invitation.id,
    kind: v.invitation.kind === 'request' ? 'request' : 'invite',
    status: v.invitation.status as TeamInvitation['status'],
    teamId: v.invitation.teamId,
    teamName: v.teamName,
    leadParticipantId: v.leadParticipantId,
    participantId: v.person.participantId,
    participantName: v.person.name,
    participantAvatar: v.person.avatar,
    participantSkills: skills.get(v.person.uid) ?? [],
    role: v.invitation.role,
    note: v.invitation.note,
    createdAt: v.invitation.createdAt.toISOString(),
  }));
};

/**
 * A team as `viewerParticipantId` sees it: members get the invite code, the pending invitations and requests;
 * everyone else the public card with those left empty.
 */
export const teamView = async (
  db: DbOrTx,
  drill: DrillRow,
  teamId: number,
  viewerParticipantId: number | null,
  now: Date,
): Promise<Team> => {
  const team = await teamById(db, drill.id, teamId);
  if (!team) throw notFound(TeamMessages.notFound);
  const [card] = await teamCards(db, drill, [team], now);
  if (!card) throw notFound(TeamMessages.notFound);
  const viewerIsMember = card.members.some((m) => m.participantId === viewerParticipantId);
  const common = {
    ...card,
    viewerIsMember,
    viewerIsLead: viewerIsMember && team.leadParticipantId === viewerParticipantId,
    lockedReason: lockReasonOf(drill, team, now),
    complete: team.memberCount >= drill.teamMin,
  };
  if (!viewerIsMember) {
    return { ...common, inviteCode: null, inviteCodeExpiresAt: null, invitations: [], requests: [] };
  }
  const [invitations, requests] = await Promise.all([
    pendingInvitations(db, { kind: 'invite', teamIds: [team.id] }).then((v) => invitationsOf(db, v)),
    pendingInvitations(db, { kind: 'request', teamIds: [team.id] }).then((v) => invitationsOf(db, v)),
  ]);
  return {
    ...common,
    inviteCode: team.inviteCode,
    inviteCodeExpiresAt: team.inviteCodeExpiresAt.toISOString(),
    invitations,
    requests,
  };
};

/** The participant's team now, as they see it (null when they have none). */
export const teamChangeOf = async (
  db: DbOrTx,
  drill: DrillRow,
  participantId: number,
  now: Date,
): Promise<TeamChange> => {
  const team = await activeTeamOf(db, participantId);
  return { team: team ? await teamView(db, drill, team.id, participantId, now) : null };
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
    if (await activeTeamOf(tx, participant.id)) throw conflict(TeamMessages.alreadyInTeam);
    const inserted = await insertTeam(tx, {
      drillId: drill.id,
      name: teamName,
      leadParticipantId: participant.id,
      rolesNeeded: body.rolesNeeded ?? [],
      ...newInviteCode(ctx.now),
    });
    if (inserted === 'name-taken') throw conflict(TeamMessages.nameTaken, { teamName: TeamMessages.nameTaken });
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
  if (ctx.now >= drill.endDt) throw conflict(TeamMessages.ended);
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
  if (newLeadParticipantId === caller.id) throw conflict(TeamMessages.alreadyLead);
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
