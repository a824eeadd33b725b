import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Host console: create, edit, publish and preview hackathons (issue 12). */
export const consoleDrillsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
