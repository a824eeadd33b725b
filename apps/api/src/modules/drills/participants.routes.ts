import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ParticipantFieldsSchema } from '@elevate/contracts/drills/drill-content.schema';
import {
  DrillParamsSchema,
  ParticipantParamsSchema,
  ParticipationQuerySchema,
  ParticipationSchema,
  ParticipationUpdateSchema,
  RegistrationBodySchema,
} from '@elevate/contracts/drills/participation.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { participantFieldsOf, participationOf, register, updateParticipation } from './participants.service.ts';

/** The signed-in caller of a route guarded by requireAuth. */
export const callerOf = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  return req.user;
};

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * Registering for a hackathon (spec §7.6, issue 11): its questions (public), registering (signed in; eligibility,
 * the deadline and the fee checked by the server), the caller's participation, and editing one's own answers.
 * A participant id that is not the caller's answers 404, like one that does not exist.
 */
export const participantsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = () => app.database.db;
  const tags = ['drills'];

  app.get(
    '/drill/:id/participant/fields',
    {
      schema: {
        tags,
        summary: "The hackathon's registration questions (public)",
        params: DrillParamsSchema,
        response: { 200: envelopeOf(ParticipantFieldsSchema), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await participantFieldsOf(db(), req.params.id)),
  );

  app.post(
    '/drills/:id/participate',
    {
      schema: {
        tags,
        summary:
          'Register for the hackathon with answers to its questions (signed in; once; before the registration end; a fee answers 402 until payments land)',
        params: DrillParamsSchema,
        body: RegistrationBodySchema,
        response: {
          201: envelopeOf(ParticipationSchema),
          ...errors,
          402: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
      onRequest: app.requireAuth,
    },
    async (req, reply) => {
      const { result, message } = await register(db(), callerOf(req), req.params.id, req.body, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  // The spec writes the path with a trailing slash; both spellings answer.
  for (const url of ['/drills/:id/participants/', '/drills/:id/participants']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary:
            "The caller's participation (the page's button state, the registration, the team); hosts may read any participant",
          params: DrillParamsSchema,
          querystring: ParticipationQuerySchema,
          response: { 200: envelopeOf(ParticipationSchema), ...errors },
        },
        onRequest: app.requireAuth,
      },
      async (req) => ok(await participationOf(db(), callerOf(req), req.params.id, req.query, new Date())),
    );
  }

  app.put(
    '/drills/:id/participate/:pid',
    {
      schema: {
        tags,
        summary:
          'Edit my registration: answers until registration closes, lookingForTeam and pitch until the hackathon ends (own registration only)',
        params: ParticipantParamsSchema,
        body: ParticipationUpdateSchema,
        response: { 200: envelopeOf(ParticipationSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await updateParticipation(
        db(),
        callerOf(req),
        req.params.id,
        req.params.pid,
        req.body,
        new Date(),
      );
      return ok(result, message);
    },
  );
};
