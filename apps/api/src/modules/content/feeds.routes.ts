import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import {
  ContentIdParamsSchema,
  FeedInputSchema,
  FeedListSchema,
  FeedQuerySchema,
  FeedSchema,
} from '@elevate/contracts/content/site-content.schema';
import { list, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteFeed,
  type FeedWrite,
  insertFeed,
  listAllFeeds,
  listPublicFeeds,
  updateFeed,
} from './feeds.repository.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

type Input = z.infer<typeof FeedInputSchema>;
/** Without a date a new item is published now and a changed one keeps its date. */
const writeOf = (b: Input): FeedWrite => ({
  title: b.title,
  body: b.body,
  linkUrl: b.linkUrl ?? null,
  kind: b.kind,
  active: b.active,
  ...(b.publishedAt ? { publishedAt: new Date(b.publishedAt) } : {}),
});

/** Short news for the home page (spec "Generic CRUD on feeds"). */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const admin = app.requireRole('admin');
  const tags = ['content'];

  app.get(
    '/feeds',
    {
      schema: {
        tags,
        summary: 'Active news published by now, newest first',
        querystring: FeedQuerySchema,
        response: { 200: envelopeOf(FeedListSchema) },
      },
    },
    async (req) => ok(list(await listPublicFeeds(db(), req.query.limit, new Date()))),
  );

  app.get(
    '/feeds/manage',
    {
      schema: {
        tags,
        summary: 'Every news item, scheduled and hidden too (admins)',
        response: { 200: envelopeOf(FeedListSchema) },
      },
      onRequest: admin,
    },
    async () => ok(list(await listAllFeeds(db()))),
  );

  app.post(
    '/feeds',
    {
      schema: { tags, summary: 'Add news (admins)', body: FeedInputSchema, response: { 201: envelopeOf(FeedSchema) } },
      onRequest: admin,
    },
    async (req, reply) =>
      reply.code(201).send(ok(await insertFeed(db(), writeOf(req.body), req.user!.uid), ContentMessages.saved, 201)),
  );

  app.put(
    '/feeds/:id',
    {
      schema: {
        tags,
        summary: 'Change news (admins)',
        params: ContentIdParamsSchema,
        body: FeedInputSchema,
        response: { 200: envelopeOf(FeedSchema) },
      },
      onRequest: admin,
    },
    async (req) => {
      const now = new Date();
      const saved = await updateFeed(db(), req.params.id, writeOf(req.body), now);
      if (!saved) throw notFound();
      return ok(saved, ContentMessages.saved);
    },
  );

  app.delete(
    '/feeds/:id',
    {
      schema: {
        tags,
        summary: 'Remove news (admins)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      onRequest: admin,
    },
    async (req) => {
      if (!(await deleteFeed(db(), req.params.id))) throw notFound();
      return ok(null, ContentMessages.deleted);
    },
  );
};
