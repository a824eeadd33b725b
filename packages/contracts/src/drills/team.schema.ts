import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { TeamSizeSchema } from './drill-card.schema.ts';
import { DrillKeySchema } from './participation.schema.ts';
import {
  FINDER_SKILL_MAX,
  INVITE_CODE_LENGTH,
  NOTE_MAX,
  ROLE_MAX,
  ROLES_NEEDED_MAX,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
  TEAM_SEARCH_DEFAULT_LIMIT,
  TEAM_SEARCH_MAX_LIMIT,
  TEAM_SEARCH_MAX_OFFSET,
} from './team.constants.ts';
import { TeamMessages } from './team.messages.ts';

const iso = z.iso.datetime({ offset: true });

/**
 * A team name (spec §5: uniqueness is checked by a call, `drills/{id}/teams/name?teamName`). Unique per
 * hackathon whatever the case; inner runs of spaces count as one.
 */
export const TeamNameSchema = z
  .string({ error: TeamMessages.nameRequired })
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, TeamMessages.nameRequired)
      .min(TEAM_NAME_MIN, TeamMessages.nameMin)
      .max(TEAM_NAME_MAX, TeamMessages.nameMax)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} _.&'-]*$/u, TeamMessages.nameChars),
  );

export const RoleSchema = z
  .string({ error: TeamMessages.roleRequired })
  .trim()
  .min(1, TeamMessages.roleRequired)
  .max(ROLE_MAX, TeamMessages.roleMax);
export const RolesNeededSchema = z.array(RoleSchema).max(ROLES_NEEDED_MAX, TeamMessages.rolesMax);
export const NoteSchema = z.string().trim().max(NOTE_MAX, TeamMessages.noteMax);

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────────────

/** A member as every viewer of the team sees them: name, picture, lead flag and profile skills. */
export const TeamMemberSchema = z.object({
  participantId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  isLead: z.boolean(),
  skills: z.array(z.string()),
  joinedAt: iso,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** The public card of a team (team search, teammate finder, a non-member reading `drills/{id}/teams/{teamId}`). */
export const TeamCardSchema = z.object({
  teamId: z.number().int(),
  drillId: z.number().int(),
  teamName: z.string(),
  leadParticipantId: z.number().int(),
  memberCount: z.number().int(),
  teamSize: TeamSizeSchema,
  members: z.array(TeamMemberSchema),
  /** Roles the team still needs (teammate finder), for example "Designer". */
  rolesNeeded: z.array(z.string()),
  lookingForMembers: z.boolean(),
  /** Members can no longer change (registration closed, or the team's first submission, per the hackathon). */
  locked: z.boolean(),
  createdAt: iso,
});
export type TeamCard = z.infer<typeof TeamCardSchema>;

export const INVITATION_KINDS = ['invite', 'request'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/**
 * An invitation (the team asks a participant, kind 'invite') or a join request (a participant asks the team,
 * kind 'request'). The note is shown in the app only.
 */
export const TeamInvitationSchema = z.object({
  invitationId: z.number().int(),
  kind: z.enum(INVITATION_KINDS),
  status: z.enum(INVITATION_STATUSES),
  teamId: z.number().int(),
  teamName: z.string(),
  leadParticipantId: z.number().int(),
  participantId: z.number().int(),
  participantName: z.string(),
  participantAvatar: z.string().nullable(),
  participantSkills: z.array(z.string()),
  role: z.string().nullable(),
  note: z.string(),
  createdAt: iso,
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

/**
 * `drills/{id}/teams/{teamId}`: the card, and for members everything else (null or empty for others): the
 * invite code and its expiry, pending invitations sent and requests received, and why it is locked.
 */
export const TeamSchema = TeamCardSchema.extend({
  viewerIsMember: z.boolean(),
  viewerIsLead: z.boolean(),
  inviteCode: z.string().nullable(),
  inviteCodeExpiresAt: iso.nullable(),
  invitations: z.array(TeamInvitationSchema),
  requests: z.array(TeamInvitationSchema),
  lockedReason: z.string().nullable(),
  /** The team has at least drillTeamSize.min members. */
  complete: z.boolean(),
});
export type Team = z.infer<typeof TeamSchema>;

/** `drills/{id}/teams/name?teamName`: whether the name is free, in words the form shows as is. */
export const TeamNameCheckSchema = z.object({ available: z.boolean(), message: z.string() });
export type TeamNameCheck = z.infer<typeof TeamNameCheckSchema>;

export const InviteCodeSchema = z.object({ inviteCode: z.string(), inviteCodeExpiresAt: iso });
export type InviteCode = z.infer<typeof InviteCodeSchema>;

/** The caller's pending invitations received and join requests sent (`.../invites` GET). */
export const MyInvitationsSchema = z.object({
  invitations: z.array(TeamInvitationSchema),
  requests: z.array(TeamInvitationSchema),
});
export type MyInvitations = z.infer<typeof MyInvitationsSchema>;

/** What joining, accepting or leaving left: the caller's team now (null when they have none). */
export const TeamChangeSchema = z.object({ team: TeamSchema.nullable() });
export type TeamChange = z.infer<typeof TeamChangeSchema>;

/** A participant looking for a team, as the teammate finder shows them. */
export const FinderParticipantSchema = z.object({
  participantId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  skills: z.array(z.string()),
  pitch: z.string(),
});
export type FinderParticipant = z.infer<typeof FinderParticipantSchema>;

export const TeamListSchema = listOf(TeamCardSchema);
export type TeamList = z.infer<typeof TeamListSchema>;

export const FinderResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('participants'), ...listOf(FinderParticipantSchema).shape }),
  z.object({ kind: z.literal('teams'), ...TeamListSchema.shape }),
]);
export type FinderResult = z.infer<typeof FinderResultSchema>;

// ── Requests ───────────────────────────────────────────────────────────────────────────────────────────────

/** POST drills/{id}/participate/{pid}/teams (and drillteams/participants/{pid}/new-teams): the caller leads. */
export const CreateTeamSchema = z.object({
  teamName: TeamNameSchema,
  rolesNeeded: RolesNeededSchema.default([]),
});
export type CreateTeam = z.input<typeof CreateTeamSchema>;

/** POST drillteams/participants/{pid}/teams: the lead updates the team's card (roles needed, looking or not). */
export const UpdateTeamSchema = z
  .object({
    rolesNeeded: RolesNeededSchema.optional(),
    lookingForMembers: z.boolean().optional(),
  })
  .refine((b) => b.rolesNeeded !== undefined || b.lookingForMembers !== undefined, {
    message: 'Nothing to change: send rolesNeeded or lookingForMembers.',
  });
export type UpdateTeam = z.input<typeof UpdateTeamSchema>;

/**
 * POST drills/{id}/participate/{pid}/teams/{tid}: with inviteCode, join at once; without, ask the lead (a join
 * request, optionally for one of the roles the team needs, with a short note shown in the app).
 */
export const JoinTeamSchema = z.object({
  inviteCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(INVITE_CODE_LENGTH * 2, TeamMessages.codeInvalid)
    .optional(),
  role: RoleSchema.optional(),
  note: NoteSchema.default(''),
});
export type JoinTeam = z.input<typeof JoinTeamSchema>;

/** send-invitation?invitedParticipantId: the lead invites, optionally for a role, with a note shown in the app. */
export const SendInvitationQuerySchema = z.object({ invitedParticipantId: idOf('invitedParticipantId') });
export const SendInvitationSchema = z.object({
  role: RoleSchema.optional(),
  note: NoteSchema.default(''),
});
export type SendInvitation = z.input<typeof SendInvitationSchema>;

export const INVITATION_DECISIONS = ['accept', 'decline', 'withdraw'] as const;
/**
 * POST .../invites and .../requests: answer one. Invitations: the invitee accepts or declines, the lead
 * withdraws. Requests: the lead accepts or declines, the asker withdraws.
 */
export const InvitationDecisionSchema = z.object({
  invitationId: idOf('invitationId'),
  decision: z.enum(INVITATION_DECISIONS, { error: "decision must be 'accept', 'decline' or 'withdraw'" }),
});
export type InvitationDecision = z.infer<typeof InvitationDecisionSchema>;

/** `teams/{tid}/accept?leadParticipantId` (GET: what would be accepted; POST: accept) and `/decline`. */
export const AcceptQuerySchema = z.object({ leadParticipantId: blankIsUnset(idOf('leadParticipantId').optional()) });

/** POST drillteams/{tid}/participants/{pid}/status?isActive=false: leave, or (the lead) remove a member. */
export const MemberStatusQuerySchema = z.object({
  isActive: z.enum(['true', 'false'], { error: 'isActive must be false' }),
});

/** POST drillteams/{tid}/lead: the lead hands the lead to another member. */
export const HandOverLeadSchema = z.object({ newLeadParticipantId: idOf('newLeadParticipantId') });
export type HandOverLead = z.infer<typeof HandOverLeadSchema>;

/**
 * `drills/{id}/teams?initialLetters`: teams looking for members whose name starts with the letters. With
 * `inviteCode` instead: the one team this (unexpired) code lets in, so a typed code finds its team.
 */
export const TeamSearchQuerySchema = z.object({
  initialLetters: blankIsUnset(z.string().trim().max(TEAM_NAME_MAX).optional()),
  inviteCode: blankIsUnset(
    z
      .string()
      .trim()
      .toUpperCase()
      .max(INVITE_CODE_LENGTH * 2)
      .optional(),
  ),
  limit: limitParam(TEAM_SEARCH_MAX_LIMIT, TEAM_SEARCH_DEFAULT_LIMIT),
  offset: offsetParam(TEAM_SEARCH_MAX_OFFSET),
});
export type TeamSearchQuery = z.input<typeof TeamSearchQuerySchema>;

/** `drills/{id}/teams/name?teamName`: an invalid name answers available false with the reason (not a 400). */
export const TeamNameQuerySchema = z.object({ teamName: z.string().max(200).default('') });

/**
 * POST drills/{id}/participate/{pid}/searched (teammate finder): participants looking for a team who list a
 * skill, or teams looking for members that need a role. Without skill or role, everyone of that kind.
 */
export const FinderSearchSchema = z.object({
  kind: z.enum(['participants', 'teams'], { error: TeamMessages.finderKindRequired }),
  skill: z.string().trim().max(FINDER_SKILL_MAX).optional(),
  role: z.string().trim().max(ROLE_MAX).optional(),
  limit: z.number().int().min(1).max(TEAM_SEARCH_MAX_LIMIT).default(TEAM_SEARCH_DEFAULT_LIMIT),
  offset: z.number().int().min(0).max(TEAM_SEARCH_MAX_OFFSET).default(0),
});
export type FinderSearch = z.input<typeof FinderSearchSchema>;

// ── Paths ──────────────────────────────────────────────────────────────────────────────────────────────────

export const TeamParamsSchema = z.object({ id: DrillKeySchema, teamId: idOf('teamId') });
export const ParticipantTeamParamsSchema = z.object({
  id: DrillKeySchema,
  pid: idOf('participantId'),
  tid: idOf('teamId'),
});
export const DrillteamParticipantParamsSchema = z.object({ pid: idOf('participantId') });
export const DrillteamMemberParamsSchema = z.object({ tid: idOf('teamId'), pid: idOf('participantId') });
export const DrillteamParamsSchema = z.object({ tid: idOf('teamId') });
