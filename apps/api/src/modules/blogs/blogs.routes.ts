import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Blogs (spec §7.5): reading, writing, reactions, comments, sharing, reports and moderation. */
export const blogsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
