import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { blogCommentsRoutes } from './blog-comments.routes.ts';
import { blogReactionsRoutes } from './blog-reactions.routes.ts';
import { blogsReadRoutes } from './blogs-read.routes.ts';
import { blogsWriteRoutes } from './blogs-write.routes.ts';
import { moderationRoutes } from './moderation.routes.ts';

/** Blogs (spec §7.5): reading, writing, reactions, comments, sharing, reports and moderation. */
export const blogsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  await app.register(blogsReadRoutes);
  await app.register(blogReactionsRoutes);
  await app.register(blogCommentsRoutes);
  await app.register(moderationRoutes);
  await app.register(blogsWriteRoutes);
};
