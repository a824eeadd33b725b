import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { SkillSuggestionSchema, SkillSuggestQuerySchema } from '@elevate/contracts/users/profile.schema';
import { list, ok } from '../../lib/envelope.ts';
import { syncSkillDictionary } from './skill-dictionary.sync.ts';
import { findSkillsByPrefix } from './skills.repository.ts';

/**
 * An autocomplete asks on (almost) every keystroke: a generous limit per address, and an answer browsers and
 * CDNs may keep for a while, since the vocabulary changes only with a release.
 */
const SUGGESTIONS_PER_MINUTE = 600;
const CACHE_SECONDS = 3600;

/** skills/?initialLetters (spec §7.3): the skill vocabulary for the profile's skill picker. Public. */
export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  // migrate() applies the dictionary; this catches a database migrated before the dictionary last changed (a
  // test template, a server started on an older release's data). One catalog read when it is current.
  app.addHook('onReady', async () => {
    await syncSkillDictionary(app.database.db);
  });
  // The spec writes the path with its trailing slash; both forms answer.
  for (const url of ['/skills/', '/skills']) {
    app.get(
      url,
      {
        config: { rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['skills'],
          summary:
            'Skills whose name or other spelling starts with initialLetters (any case): exact first, then by name; at most 50',
          querystring: SkillSuggestQuerySchema,
          response: { 200: envelopeOf(listOf(SkillSuggestionSchema)), 400: ErrorEnvelopeSchema },
        },
      },
      async (req, reply) => {
        const found = await findSkillsByPrefix(app.database.db, req.query.initialLetters, req.query.limit);
        void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
        return ok(list(found));
      },
    );
  }
};
