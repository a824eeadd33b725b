import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Host console: participants and teams, CSV, announcements, help inbox, stats (issue 12). */
export const consoleDrillPeopleRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
