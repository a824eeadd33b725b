import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import { ParsedResumeSchema, ResumeParseParamsSchema } from '@elevate/contracts/matching/parse.schema';
import { ResumePrefillBodySchema, ResumePrefillResultSchema } from '@elevate/contracts/matching/prefill.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { parseProfileResume } from './resume-parse.service.ts';
import { applyResumePrefill } from './resume-prefill.service.ts';
import { perAccount } from '../../lib/rate-limits.ts';

/** Parses per user per 10 minutes: a parse is cached, so only a newly uploaded resume costs anything. */
const PARSES_PER_WINDOW = 30;

/** GET user/{id}/resumes/parse and POST user/{id}/resumes/parse/apply (spec §7.3, issue 15). */
export const resumeParseRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const tags = ['matching'];

  app.get(
    '/user/:id/resumes/parse',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: perAccount(PARSES_PER_WINDOW, '10 minutes') },
      schema: {
        tags,
        summary: "The profile's resume, parsed into fields with their confidence; owner or admin",
        params: ResumeParseParamsSchema,
        response: { 200: envelopeOf(ParsedResumeSchema) },
      },
    },
    async (req) => ok(await parseProfileResume(app.database.db, app.storage, req.user!, req.params.id)),
  );

  app.post(
    '/user/:id/resumes/parse/apply',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Add the fields the owner chose from their parsed resume to their profile; owner only',
        params: ResumeParseParamsSchema,
        body: ResumePrefillBodySchema,
        response: { 200: envelopeOf(ResumePrefillResultSchema) },
      },
    },
    async (req) => {
      // Even an admin does not write someone's profile from their resume: the owner reviews what is added.
      if (req.user!.uid !== req.params.id) throw forbidden(MatchingMessages.othersResume);
      return ok(await applyResumePrefill(app.database.db, req.params.id, req.body), MatchingMessages.prefillSaved);
    },
  );
};
