import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** GET user/{id}/resumes/parse and POST user/{id}/resumes/parse/apply (spec §7.3, issue 15). */
export const resumeParseRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
