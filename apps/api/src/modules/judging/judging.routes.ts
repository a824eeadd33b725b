import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Judges, conflicts, assignments, rubrics, scores and the audit log (issue 12). */
export const judgingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
