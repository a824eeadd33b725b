import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UidParamsSchema } from '@elevate/contracts/auth/auth.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ProfileCompletionSchema } from '@elevate/contracts/users/completion';
import { ok } from '../../lib/envelope.ts';
import { profileCompletion } from './completion.service.ts';

/** users/profile/completion/{uid} (spec §7.3): the owner's profile strength, or anyone's for an admin. */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile/completion/:uid',
    {
      schema: {
        tags: ['users'],
        summary: 'Profile strength: the percent and what is missing, biggest gain first (the owner or an admin)',
        params: UidParamsSchema,
        response: {
          200: envelopeOf(ProfileCompletionSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
      preHandler: app.requireSelf('uid'),
    },
    async (req) => ok(await profileCompletion(app.database.db, req.params.uid)),
  );
};
