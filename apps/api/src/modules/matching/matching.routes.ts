import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** POST ai/resume/matching/request (spec §7.2, issue 15). */
export const matchingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
