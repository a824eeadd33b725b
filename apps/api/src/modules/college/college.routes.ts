import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollegeCreateBodySchema,
  CollegeMessages,
  CollegeSchema,
  CollegeSearchQuerySchema,
} from '@elevate/contracts/college/college.schema';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { list, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../users/profile.routes.ts';
import { searchColleges } from './college.repository.ts';
import { addCollege } from './college.service.ts';
import { perAccount } from '../../lib/rate-limits.ts';

/** Institutions one account may add per hour: a person adds their own college or two, not a catalogue. */
const COLLEGE_ADDS_PER_HOUR = 20;
const SEARCHES_PER_MINUTE = 600;

/** college (spec §7.2 GET and POST): the institutions of the education section. */
export const collegeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['college'];

  app.get(
    '/college',
    {
      config: { rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Institutions whose name contains the search text (any case), those starting with it first; at most 50',
        querystring: CollegeSearchQuerySchema,
        response: { 200: envelopeOf(listOf(CollegeSchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(list(await searchColleges(db(), req.query.search, req.query.limit))),
  );

  app.post(
    '/college',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: perAccount(COLLEGE_ADDS_PER_HOUR, '1 hour') },
      schema: {
        tags,
        summary: 'Add a missing institution (signed in): 201 with the new one, or 200 with the one already listed',
        body: CollegeCreateBodySchema,
        response: {
          200: envelopeOf(CollegeSchema),
          201: envelopeOf(CollegeSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (req, reply) => {
      const { college, created } = await addCollege(db(), req.body, viewerOf(req).uid);
      const status = created ? 201 : 200;
      void reply.code(status);
      return ok(college, created ? CollegeMessages.added : CollegeMessages.alreadyListed, status);
    },
  );
};
