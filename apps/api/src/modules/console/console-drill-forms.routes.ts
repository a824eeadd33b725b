import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Host console: registration form, phases with submission forms, problem statements (issue 12). */
export const consoleDrillFormsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
