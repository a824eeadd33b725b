import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** PUT resume-screening (spec §7.2, issue 15): a job's applicants ranked by the explained score. */
export const screeningRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
