import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { DrillParamsSchema, ParticipantParamsSchema } from '@elevate/contracts/drills/participation.schema';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import {
  AcceptQuerySchema,
  CreateTeamSchema,
  DrillteamMemberParamsSchema,
  DrillteamParamsSchema,
  DrillteamParticipantParamsSchema,
  FinderResultSchema,
  FinderSearchSchema,
  HandOverLeadSchema,
  InvitationDecisionSchema,
  InviteCodeSchema,
  JoinTeamSchema,
  MemberStatusQuerySchema,
  MyInvitationsSchema,
  ParticipantTeamParamsSchema,
  SendInvitationQuerySchema,
  SendInvitationSchema,
  TeamChangeSchema,
  TeamInvitationSchema,
  TeamListSchema,
  TeamNameCheckSchema,
  TeamNameQuerySchema,
  TeamParamsSchema,
  TeamSchema,
  TeamSearchQuerySchema,
  UpdateTeamSchema,
} from '@elevate/contracts/drills/team.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import { callerOf } from './participants.routes.ts';
import { findTeammates } from './teammate-finder.service.ts';
import {
  answerInvitation,
  answerTeamInvitation,
  myInvitations,
  previewInvitation,
  requestToJoin,
  sendInvitation,
  teamRequests,
} from './team-invitations.service.ts';
import {
  checkTeamName,
  createTeam,
  createTeamOfParticipant,
  handOverLead,
  joinByCode,
  leaveTeam,
  readTeam,
  rotateInviteCode,
  searchTeamsOf,
  updateMyTeam,
  type TeamsContext,
} from './teams.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const changeErrors = { ...errors, 409: ErrorEnvelopeSchema };

/** A body whose every field is optional may be left out altogether (Fastify then hands over null). */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

/**
 * Teams of a hackathon (spec §7.6, issue 11). Every route is signed in. Participant ids in paths are the
 * caller's own (another's answers 404, like one that does not exist); lead actions (invite code, card, invite,
 * remove, hand over, answer requests) refuse other members with 403. Changes hold the size under concurrency,
 * one team per participant, the composition rules and the hackathon's team lock.
 *
 * Decisions on the spec's names: `drillteams/participants/{pid}/new-teams` creates a team (as
 * `drills/{id}/participate/{pid}/teams` does); `drillteams/participants/{pid}/teams` updates the caller's team
 * card (roles needed, looking for members). `teams/{tid}/accept` answers with what would be accepted on GET (a
 * GET must not change anything) and accepts on POST.
 */
export const teamsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const mail = createNonEssentialMailer(app.mailer, config);
  const ctx = (): TeamsContext => ({ db: app.database.db, mail, publicUrl: config.publicUrl, now: new Date() });
  const tags = ['drills'];
  const auth = { onRequest: app.requireAuth };

  // ── Reading ──────────────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/drills/:id/teams/name',
    {
      schema: {
        tags,
        summary: 'Whether a team name is free in this hackathon (any case), with the words the form shows',
        params: DrillParamsSchema,
        querystring: TeamNameQuerySchema,
        response: { 200: envelopeOf(TeamNameCheckSchema), ...errors },
      },
      ...auth,
    },
    async (req) => {
      const check = await checkTeamName(app.database.db, req.params.id, req.query.teamName);
      return ok(check, check.message);
    },
  );

  app.get(
    '/drills/:id/teams',
    {
      schema: {
        tags,
        summary: 'Teams with a free seat that take members (initialLetters: name starts with); inviteCode: its team',
        params: DrillParamsSchema,
        querystring: TeamSearchQuerySchema,
        response: { 200: envelopeOf(TeamListSchema), ...errors },
      },
      ...auth,
    },
    async (req) => ok(await searchTeamsOf(app.database.db, req.params.id, req.query, new Date())),
  );

  app.get(
    '/drills/:id/teams/:teamId',
    {
      schema: {
        tags,
        summary: 'A team: members see its invite code and pending invitations and requests; others the public card',
        params: TeamParamsSchema,
        response: { 200: envelopeOf(TeamSchema), ...errors },
      },
      ...auth,
    },
    async (req) => ok(await readTeam(app.database.db, callerOf(req), req.params.id, req.params.teamId, new Date())),
  );

  // ── Creating and joining ────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/drills/:id/participate/:pid/teams',
    {
      schema: {
        tags,
        summary: 'Create a team and lead it (own registration; the name unique in the hackathon, any case)',
        params: ParticipantParamsSchema,
        body: CreateTeamSchema,
        response: { 201: envelopeOf(TeamSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req, reply) => {
      const { result, message } = await createTeam(ctx(), callerOf(req), req.params.id, req.params.pid, req.body);
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.post(
    '/drillteams/participants/:pid/new-teams',
    {
      schema: {
        tags,
        summary: 'Create a team and lead it, naming only my registration (same rules as participate/{pid}/teams)',
        params: DrillteamParticipantParamsSchema,
        body: CreateTeamSchema,
        response: { 201: envelopeOf(TeamSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req, reply) => {
      const { result, message } = await createTeamOfParticipant(ctx(), callerOf(req), req.params.pid, req.body);
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.post(
    '/drills/:id/participate/:pid/teams/:tid',
    {
      schema: {
        tags,
        summary:
          'With inviteCode: join the team at once. Without: ask the lead to join (optionally for a role, with a note)',
        params: ParticipantTeamParamsSchema,
        body: optionalBody(JoinTeamSchema),
        response: {
          200: envelopeOf(TeamChangeSchema),
          201: envelopeOf(TeamInvitationSchema),
          ...changeErrors,
          410: ErrorEnvelopeSchema,
        },
      },
      ...auth,
    },
    async (req, reply) => {
      const { id, pid, tid } = req.params;
      if (req.body.inviteCode !== undefined) {
        if (req.body.inviteCode === '') {
          throw new AppError(ErrorCode.VALIDATION, TeamMessages.codeRequired, {
            inviteCode: TeamMessages.codeRequired,
          });
        }
        const { result, message } = await joinByCode(ctx(), callerOf(req), id, pid, tid, req.body.inviteCode);
        return reply.code(200).send(ok(result, message));
      }
      const { result, message } = await requestToJoin(ctx(), callerOf(req), id, pid, tid, req.body);
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  // ── The lead's tools ───────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/drillteams/participants/:pid/invitecode',
    {
      schema: {
        tags,
        summary: 'A new invite code for my team (lead only); every code and link shared before stops working',
        params: DrillteamParticipantParamsSchema,
        response: { 200: envelopeOf(InviteCodeSchema), ...errors },
      },
      ...auth,
    },
    async (req) => {
      const { result, message } = await rotateInviteCode(ctx(), callerOf(req), req.params.pid);
      return ok(result, message);
    },
  );

  app.post(
    '/drillteams/participants/:pid/teams',
    {
      schema: {
        tags,
        summary: "Update my team's card: the roles it still needs, whether it takes members (lead only)",
        params: DrillteamParticipantParamsSchema,
        body: UpdateTeamSchema,
        response: { 200: envelopeOf(TeamSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req) => {
      const { result, message } = await updateMyTeam(ctx(), callerOf(req), req.params.pid, req.body);
      return ok(result, message);
    },
  );

  app.post(
    '/drillteams/:tid/participants/:pid/status',
    {
      schema: {
        tags,
        summary:
          'isActive=false: leave the team (own pid) or remove a member (lead). A leaving lead hands over to the longest member',
        params: DrillteamMemberParamsSchema,
        querystring: MemberStatusQuerySchema,
        response: { 200: envelopeOf(TeamChangeSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req) => {
      if (req.query.isActive !== 'false') {
        throw new AppError(ErrorCode.VALIDATION, TeamMessages.onlyLeave, { isActive: TeamMessages.onlyLeave });
      }
      const { result, message } = await leaveTeam(ctx(), callerOf(req), req.params.tid, req.params.pid);
      return ok(result, message);
    },
  );

  app.post(
    '/drillteams/:tid/lead',
    {
      schema: {
        tags,
        summary: 'Hand the lead to another member (lead only)',
        params: DrillteamParamsSchema,
        body: HandOverLeadSchema,
        response: { 200: envelopeOf(TeamChangeSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req) => {
      const { result, message } = await handOverLead(
        ctx(),
        callerOf(req),
        req.params.tid,
        req.body.newLeadParticipantId,
      );
      return ok(result, message);
    },
  );

  // ── Invitations and requests ────────────────────────────────────────────────────────────────────────────

  app.post(
    '/drills/:id/participate/:pid/teams/:tid/send-invitation',
    {
      schema: {
        tags,
        summary: 'Invite a participant without a team to my team (lead only), optionally for a role, with a note',
        params: ParticipantTeamParamsSchema,
        querystring: SendInvitationQuerySchema,
        body: optionalBody(SendInvitationSchema),
        response: { 201: envelopeOf(TeamInvitationSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req, reply) => {
      const { id, pid, tid } = req.params;
      const { result, message } = await sendInvitation(
        ctx(),
        callerOf(req),
        id,
        pid,
        tid,
        req.query.invitedParticipantId,
        req.body,
      );
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.get(
    '/drills/:id/participate/:pid/invites',
    {
      schema: {
        tags,
        summary: 'My pending invitations from teams, and my pending requests to join teams',
        params: ParticipantParamsSchema,
        response: { 200: envelopeOf(MyInvitationsSchema), ...errors },
      },
      ...auth,
    },
    async (req) => ok(await myInvitations(ctx(), callerOf(req), req.params.id, req.params.pid)),
  );

  app.post(
    '/drills/:id/participate/:pid/invites',
    {
      schema: {
        tags,
        summary: 'Answer an invitation: accept or decline one I received; withdraw one my team sent (lead)',
        params: ParticipantParamsSchema,
        body: InvitationDecisionSchema,
        response: { 200: envelopeOf(TeamChangeSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req) => {
      const { result, message } = await answerInvitation(
        ctx(),
        callerOf(req),
        req.params.id,
        req.params.pid,
        'invite',
        req.body,
      );
      return ok(result, message);
    },
  );

  app.get(
    '/drills/:id/participate/:pid/requests',
    {
      schema: {
        tags,
        summary: 'The pending requests to join my team (members may read; the lead answers)',
        params: ParticipantParamsSchema,
        response: { 200: envelopeOf(z.array(TeamInvitationSchema)), ...errors },
      },
      ...auth,
    },
    async (req) => ok(await teamRequests(ctx(), callerOf(req), req.params.id, req.params.pid)),
  );

  app.post(
    '/drills/:id/participate/:pid/requests',
    {
      schema: {
        tags,
        summary: 'Answer a join request: accept or decline one to my team (lead); withdraw one I sent',
        params: ParticipantParamsSchema,
        body: InvitationDecisionSchema,
        response: { 200: envelopeOf(TeamChangeSchema), ...changeErrors },
      },
      ...auth,
    },
    async (req) => {
      const { result, message } = await answerInvitation(
        ctx(),
        callerOf(req),
        req.params.id,
        req.params.pid,
        'request',
        req.body,
      );
      return ok(result, message);
    },
  );

  app.get(
    '/drills/:id/participate/:pid/teams/:tid/accept',
    {
      schema: {
        tags,
        summary: "What accepting the team's invitation would do (changes nothing; POST the same path to accept)",
        params: ParticipantTeamParamsSchema,
        querystring: AcceptQuerySchema,
        response: { 200: envelopeOf(TeamInvitationSchema), ...errors },
      },
      ...auth,
    },
    async (req) => {
      const { id, pid, tid } = req.params;
      const { result, message } = await previewInvitation(ctx(), callerOf(req), id, pid, tid);
      return ok(result, message);
    },
  );

  for (const decision of ['accept', 'decline'] as const) {
    app.post(
      `/drills/:id/participate/:pid/teams/:tid/${decision}`,
      {
        schema: {
          tags,
          summary: decision === 'accept' ? "Accept the team's invitation and join it" : "Decline the team's invitation",
          params: ParticipantTeamParamsSchema,
          querystring: AcceptQuerySchema,
          response: { 200: envelopeOf(TeamChangeSchema), ...changeErrors },
        },
        ...auth,
      },
      async (req) => {
        const { id, pid, tid } = req.params;
        const { result, message } = await answerTeamInvitation(ctx(), callerOf(req), id, pid, tid, decision);
        return ok(result, message);
      },
    );
  }

  // ── Teammate finder ─────────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/drills/:id/participate/:pid/searched',
    {
      schema: {
        tags,
        summary:
          'Teammate finder (participants of the hackathon): people looking for a team by skill, or teams by a role they need',
        params: ParticipantParamsSchema,
        body: FinderSearchSchema,
        response: { 200: envelopeOf(FinderResultSchema), ...errors },
      },
      ...auth,
    },
    async (req) => ok(await findTeammates(ctx(), callerOf(req), req.params.id, req.params.pid, req.body)),
  );
};
