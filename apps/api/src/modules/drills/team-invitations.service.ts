import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { TeamMessages, TeamNoticeMessages } from '@elevate/contracts/drills/team.messages';
import type {
  InvitationDecision,
  JoinTeam,
  MyInvitations,
  SendInvitation,
  TeamChange,
  TeamInvitation,
} from '@elevate/contracts/drills/team.schema';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  activeTeamOf,
  forbidden,
  requireDrill,
  requireOwnParticipant,
  type DrillRow,
  type ParticipantRow,
  type TeamRow,
} from './drill-access.ts';
import { participantOfDrill } from './participants.repository.ts';
import {
  closeInvitation,
  insertInvitation,
  invitationById,
  pendingBetween,
  pendingInvitations,
  type InvitationRow,
} from './team-invitations.repository.ts';
import { mailableName, sendTeamNotice } from './team-notices.ts';
import { peopleByParticipant, teamById } from './teams.repository.ts';
import { assertTeamsOpen, joinTeamInTx } from './team-rules.ts';
import { invitationsOf, teamChangeOf } from './team-views.ts';
import type { Answer, TeamsContext } from './teams.service.ts';

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const invitationNotFound = () => notFound(TeamMessages.invitationNotFound);

/** The hackathon, the caller's own registration in it, and (when named) one of its teams. */
const ownContext = async (ctx: { db: DbOrTx }, user: AuthUser, drillKey: string, participantId: number) => {
  const drill = await requireDrill(ctx.db, drillKey);
  const participant = await requireOwnParticipant(ctx.db, drill.id, participantId, user.uid);
  return { drill, participant };
};

const requireTeam = async (db: DbOrTx, drill: DrillRow, teamId: number): Promise<TeamRow> => {
  const team = await teamById(db, drill.id, teamId);
  if (!team) throw notFound(TeamMessages.notFound);
  return team;
};

const oneInvitation = async (db: DbOrTx, invitationId: number): Promise<TeamInvitation> => {
  const row = await invitationById(db, invitationId);
  const views = row
    ? (
        await pendingInvitations(db, { kind: row.kind === 'request' ? 'request' : 'invite', teamIds: [row.teamId] })
      ).filter((v) => v.invitation.id === invitationId)
    : [];
  const [invitation] = await invitationsOf(db, views);
  if (!invitation) throw invitationNotFound();
  return invitation;
};

/** The in-app note of an invitation or request: the role asked for and the sender's note, else fixed words. */
const appMessageOf = (role: string | null, note: string, fallback: string): string =>
  [role ? `Role: ${role}.` : '', note].filter(Boolean).join(' ') || fallback;

/**
 * POST drills/{id}/participate/{pid}/teams/{tid}/send-invitation?invitedParticipantId: the lead invites a
 * participant of the hackathon who has no team, optionally for a role, with a note shown in the app.
 */
export const sendInvitation = async (
  ctx: TeamsContext,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  teamId: number,
  invitedParticipantId: number,
  body: SendInvitation,
): Promise<Answer<TeamInvitation>> => {
  const { drill, participant } = await ownContext(ctx, user, drillKey, participantId);
  const team = await requireTeam(ctx.db, drill, teamId);
  if (team.leadParticipantId !== participant.id) throw forbidden(TeamMessages.leadOnly);
  assertTeamsOpen(drill, team, ctx.now);
  const invitee = await participantOfDrill(ctx.db, drill.id, invitedParticipantId);
  if (!invitee || invitee.status !== 'registered') throw notFound(TeamMessages.inviteeNotFound);
  const inviteeTeam = await activeTeamOf(ctx.db, invitee.id);
  if (inviteeTeam?.id === team.id) throw conflict(TeamMessages.inviteSelf);
  if (inviteeTeam) throw conflict(TeamMessages.inviteeInTeam);
  if (team.memberCount >= drill.teamMax) throw conflict(TeamMessages.full);
  const pending = await pendingBetween(ctx.db, team.id, invitee.id);
  if (pending) throw conflict(pending.kind === 'request' ? TeamMessages.alreadyAskedYou : TeamMessages.alreadyInvited);

  const people = await peopleByParticipant(ctx.db, [participant.id, invitee.id]);
  const invited = await ctx.db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      teamId: team.id,
      participantId: invitee.id,
      kind: 'invite',
      role: body.role ?? null,
      note: body.note ?? '',
    });
    if (row === 'pending-exists') throw conflict(TeamMessages.alreadyInvited);
    const to = people.get(invitee.id);
    if (to) {
      await sendTeamNotice(tx, ctx, {
        to,
        drill,
        senderUid: user.uid,
        oneLiner: TeamNoticeMessages.invitedOneLiner(team.name, drill.name),
        appMessage: appMessageOf(row.role, row.note, TeamNoticeMessages.invitedMessage),
        mailMessage: TeamNoticeMessages.invitedMessage,
        mailed: true,
      });
    }
    return row;
  });
  return {
    result: await oneInvitation(ctx.db, invited.id),
    message: TeamMessages.invitationSent(people.get(invitee.id)?.name ?? ''),
  };
};

/**
 * POST drills/{id}/participate/{pid}/teams/{tid} without an invite code: ask the lead to join, optionally for a
 * role the team needs, with a short note shown in the app.
 */
export const requestToJoin = async (
  ctx: TeamsContext,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  teamId: number,
  body: JoinTeam,
): Promise<Answer<TeamInvitation>> => {
  const { drill, participant } = await ownContext(ctx, user, drillKey, participantId);
  const team = await requireTeam(ctx.db, drill, teamId);
  assertTeamsOpen(drill, team, ctx.now);
  const current = await activeTeamOf(ctx.db, participant.id);
  if (current?.id === team.id) throw conflict(TeamMessages.inviteSelf);
  if (current) throw conflict(TeamMessages.alreadyInTeam);
  if (!team.lookingForMembers) throw conflict(TeamMessages.notLooking);
  if (team.memberCount >= drill.teamMax) throw conflict(TeamMessages.full);
  const pending = await pendingBetween(ctx.db, team.id, participant.id);
  if (pending) throw conflict(pending.kind === 'invite' ? TeamMessages.alreadyInvitedYou : TeamMessages.requestPending);

  const people = await peopleByParticipant(ctx.db, [participant.id, team.leadParticipantId]);
  const request = await ctx.db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      teamId: team.id,
      participantId: participant.id,
      kind: 'request',
      role: body.role ?? null,
      note: body.note ?? '',
    });
    if (row === 'pending-exists') throw conflict(TeamMessages.requestPending);
    const asker = people.get(participant.id);
    const lead = people.get(team.leadParticipantId);
    if (asker && lead) {
      await sendTeamNotice(tx, ctx, {
        to: lead,
        drill,
        senderUid: user.uid,
        oneLiner: TeamNoticeMessages.requestOneLiner(mailableName(asker), team.name),
        appMessage: appMessageOf(row.role, row.note, TeamNoticeMessages.requestMessage),
        mailMessage: TeamNoticeMessages.requestMessage,
        mailed: true,
      });
    }
    return row;
  });
  return { result: await oneInvitation(ctx.db, request.id), message: TeamMessages.requestSent(team.name) };
};

/** GET .../participate/{pid}/invites: the invitations the caller received and the requests they sent, pending. */
export const myInvitations = async (
  ctx: { db: DbOrTx },
  user: AuthUser,
  drillKey: string,
  participantId: number,
): Promise<MyInvitations> => {
  const { participant } = await ownContext(ctx, user, drillKey, participantId);
  const [invitations, requests] = await Promise.all([
    pendingInvitations(ctx.db, { kind: 'invite', participantId: participant.id }).then((v) => invitationsOf(ctx.db, v)),
    pendingInvitations(ctx.db, { kind: 'request', participantId: participant.id }).then((v) =>
      invitationsOf(ctx.db, v),
    ),
  ]);
  return { invitations, requests };
};

/** GET .../participate/{pid}/requests: the pending join requests to the caller's team (any member may read). */
export const teamRequests = async (
  ctx: { db: DbOrTx },
  user: AuthUser,
  drillKey: string,
  participantId: number,
): Promise<TeamInvitation[]> => {
  const { participant } = await ownContext(ctx, user, drillKey, participantId);
  const team = await activeTeamOf(ctx.db, participant.id);
  if (!team) return [];
  return invitationsOf(ctx.db, await pendingInvitations(ctx.db, { kind: 'request', teamIds: [team.id] }));
};

/**
 * Answers one invitation or request. Invitations: the invitee accepts or declines, the lead withdraws.
 * Requests: the lead accepts or declines, the asker withdraws. Anyone else gets the 404 an unknown id gets.
 * Accepting joins the team under the same rules as an invite code (size, composition, lock).
 */
const decide = async (
  ctx: TeamsContext,
  user: AuthUser,
  drill: DrillRow,
  participant: ParticipantRow,
  invitation: InvitationRow,
  decision: InvitationDecision['decision'],
): Promise<Answer<TeamChange>> => {
  const team = await teamById(ctx.db, drill.id, invitation.teamId);
  if (!team || invitation.status !== 'pending') throw invitationNotFound();
  const isSubject = invitation.participantId === participant.id;
  const isLead = team.leadParticipantId === participant.id;
  if (!isSubject && !isLead) throw invitationNotFound();
  const isInvite = invitation.kind === 'invite';
  // Who answers: the one asked (the invitee of an invitation, the lead for a request); the sender may withdraw.
  const answerer = isInvite ? isSubject : isLead;
  const sender = isInvite ? isLead : isSubject;
  if (decision === 'withdraw' ? !sender : !answerer) {
    throw new AppError(ErrorCode.VALIDATION, TeamMessages.decisionNotAllowed, {
      decision: TeamMessages.decisionNotAllowed,
    });
  }

  if (decision !== 'accept') {
    if (!(await closeInvitation(ctx.db, invitation.id, decision === 'decline' ? 'declined' : 'cancelled', ctx.now))) {
      throw invitationNotFound();
    }
    const message =
      decision === 'withdraw'
        ? TeamMessages.withdrawn
        : isInvite
          ? TeamMessages.invitationDeclined
          : TeamMessages.requestDeclined;
    return { result: await teamChangeOf(ctx.db, drill, participant.id, ctx.now), message };
  }

  assertTeamsOpen(drill, team, ctx.now);
  const joiner = isInvite ? participant : await participantOfDrill(ctx.db, drill.id, invitation.participantId);
  if (!joiner || joiner.status !== 'registered') throw invitationNotFound();
  const people = await peopleByParticipant(ctx.db, [joiner.id, team.leadParticipantId]);
  await ctx.db.transaction(async (tx) => {
    if (!(await closeInvitation(tx, invitation.id, 'accepted', ctx.now))) throw invitationNotFound();
    await joinTeamInTx(tx, drill, team, joiner, ctx.now, isInvite ? 'self' : 'other');
    const joined = people.get(joiner.id);
    const lead = people.get(team.leadParticipantId);
    if (!joined || !lead) return;
    await sendTeamNotice(
      tx,
      ctx,
      isInvite
        ? {
            to: lead,
            drill,
            senderUid: user.uid,
            oneLiner: TeamNoticeMessages.acceptedInviteOneLiner(mailableName(joined), team.name),
            appMessage: TeamNoticeMessages.dashboardMessage,
            mailMessage: TeamNoticeMessages.dashboardMessage,
            mailed: true,
          }
        : {
            to: joined,
            drill,
            senderUid: user.uid,
            oneLiner: TeamNoticeMessages.acceptedRequestOneLiner(team.name),
            appMessage: TeamNoticeMessages.dashboardMessage,
            mailMessage: TeamNoticeMessages.dashboardMessage,
            mailed: true,
          },
    );
  });
  return {
    result: await teamChangeOf(ctx.db, drill, participant.id, ctx.now),
    message: isInvite
      ? TeamMessages.invitationAccepted(team.name)
      : TeamMessages.requestAccepted(people.get(joiner.id)?.name ?? ''),
  };
};

/** POST .../invites (kind invite) and .../requests (kind request): answer one by its id. */
export const answerInvitation = async (
  ctx: TeamsContext,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  kind: 'invite' | 'request',
  body: InvitationDecision,
): Promise<Answer<TeamChange>> => {
  const { drill, participant } = await ownContext(ctx, user, drillKey, participantId);
  const invitation = await invitationById(ctx.db, body.invitationId);
  if (!invitation || invitation.kind !== kind) throw invitationNotFound();
  return decide(ctx, user, drill, participant, invitation, body.decision);
};

/** The pending invitation of team `tid` to the caller (the `teams/{tid}/accept` and `/decline` paths). */
const invitationFromTeam = async (
  ctx: { db: DbOrTx },
  user: AuthUser,
  drillKey: string,
  participantId: number,
  teamId: number,
) => {
  const { drill, participant } = await ownContext(ctx, user, drillKey, participantId);
  const pending = await pendingBetween(ctx.db, teamId, participant.id);
  if (!pending || pending.kind !== 'invite') throw invitationNotFound();
  return { drill, participant, invitation: pending };
};

/**
 * GET drills/{id}/participate/{pid}/teams/{tid}/accept?leadParticipantId: what accepting would do (the team's
 * pending invitation); it changes nothing. leadParticipantId is taken for the spec's link but not required: the
 * invitation is the team's, so a hand-over of the lead does not break a link sent before.
 */
export const previewInvitation = async (
  ctx: { db: DbOrTx },
  user: AuthUser,
  drillKey: string,
  participantId: number,
  teamId: number,
): Promise<Answer<TeamInvitation>> => {
  const { invitation } = await invitationFromTeam(ctx, user, drillKey, participantId, teamId);
  const result = await oneInvitation(ctx.db, invitation.id);
  return { result, message: TeamMessages.wouldAccept(result.teamName) };
};

/** POST .../teams/{tid}/accept and /decline: the invitee answers the team's invitation. */
export const answerTeamInvitation = async (
  ctx: TeamsContext,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  teamId: number,
  decision: 'accept' | 'decline',
): Promise<Answer<TeamChange>> => {
  const { drill, participant, invitation } = await invitationFromTeam(ctx, user, drillKey, participantId, teamId);
  return decide(ctx, user, drill, participant, invitation, decision);
};
