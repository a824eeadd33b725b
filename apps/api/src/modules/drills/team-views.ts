import type { Team, TeamCard, TeamChange, TeamInvitation } from '@elevate/contracts/drills/team.schema';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { activeTeamOf, type DrillRow, type TeamRow } from './drill-access.ts';
import { pendingInvitations, type InvitationView } from './team-invitations.repository.ts';
import { lockReasonOf } from './team-rules.ts';
import { membersOfTeams, skillsOfUsers, teamById, type MemberRow } from './teams.repository.ts';

/** Teams, members and invitations as the API answers them (the public card, or everything for members). */

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
