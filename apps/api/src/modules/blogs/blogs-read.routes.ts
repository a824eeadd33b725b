import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogIdParamsSchema,
  BlogListQuerySchema,
  BlogListSchema,
  BlogPostSchema,
  BlogTagSchema,
  ShareCountSchema,
} from '@elevate/contracts/blogs/blogs.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ok } from '../../lib/envelope.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { blogTags, countShare, publicBlogs, publicPost } from './blogs-read.service.ts';

/** Shares a minute from one address: a reader sharing to a few apps, never a counter pumped by a script. */
const SHARES_PER_MINUTE = 20;

/** Reading posts (spec §7.5): public, no sign-in; the answers are the same for every reader. */
export const blogsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['blogs'];
  const sharesPerIp = limit(app, { name: 'blog-share-ip', max: SHARES_PER_MINUTE, timeWindow: MINUTE });

  app.get(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Public posts (search, tag, author, newest or most read); with custUrl: that one post',
        querystring: BlogListQuerySchema,
        response: {
          200: envelopeOf(z.union([BlogPostSchema, BlogListSchema])),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (req) => {
      const now = new Date();
      if (req.query.custUrl) return ok(await publicPost(db(), req.query.custUrl, now));
      return ok(await publicBlogs(db(), req.query, now));
    },
  );

  app.get(
    '/blogs/tags',
    {
      schema: {
        tags,
        summary: 'Tags of public posts with how many posts carry each (the filter chips)',
        response: { 200: envelopeOf(z.array(BlogTagSchema)) },
      },
    },
    async () => ok(await blogTags(db(), new Date())),
  );

  app.post(
    '/sharecount/:id',
    {
      schema: {
        tags,
        summary: 'Count one share of a public post (rate-limited per address)',
        params: BlogIdParamsSchema,
        response: {
          200: envelopeOf(ShareCountSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      preHandler: sharesPerIp,
    },
    async (req) => ok(await countShare(db(), req.params.id, new Date())),
  );
};
