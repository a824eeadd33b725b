import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationMessages } from '@elevate/contracts/applications/application.messages';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  MandatoryFieldsBodySchema,
  MandatoryFieldsSchema,
  UserIdParamsSchema,
} from '@elevate/contracts/users/mandatory-fields.schema';
import { ok } from '../../lib/envelope.ts';
import { getMandatoryFields, saveMandatoryFields } from './mandatory-fields.service.ts';

/** users/{id}/mandatoryfields (spec §7.3): what a profile needs before its owner can apply to jobs. */
export const mandatoryFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['users'];

  app.get(
    '/users/:id/mandatoryfields',
    {
      schema: {
        tags,
        summary: "The profile fields an application needs, and which are still missing (the owner's or an admin's)",
        params: UserIdParamsSchema,
        response: { 200: envelopeOf(MandatoryFieldsSchema) },
      },
      preHandler: app.requireSelf('id'),
    },
    async (req) => ok(await getMandatoryFields(db(), req.params.id)),
  );

  app.post(
    '/users/:id/mandatoryfields',
    {
      schema: {
        tags,
        summary: 'Save the contact number, city, qualification and (optionally) a new resume; owner only',
        params: UserIdParamsSchema,
        body: MandatoryFieldsBodySchema,
        response: { 200: envelopeOf(MandatoryFieldsSchema) },
      },
      preHandler: app.requireSelf('id', { adminMay: false }),
    },
    async (req) =>
      ok(
        await saveMandatoryFields(db(), req.params.id, req.body, new Date()),
        ApplicationMessages.mandatoryFieldsSaved,
      ),
  );
};
