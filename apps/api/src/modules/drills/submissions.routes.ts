import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

// Hackathon routes (spec §7.6); filled by the hackathons issue.
export const submissionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
