import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogIdParamsSchema,
  BlogReactionInputSchema,
  CommentReactionInputSchema,
  ReactionStateSchema,
  ReactionToggleSchema,
  ReactorListSchema,
  ReactorsQuerySchema,
} from '@elevate/contracts/blogs/blogs.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ok } from '../../lib/envelope.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerUid } from '../notifications/notifications.routes.ts';
import { giveReaction, myReactionState, reactors, toggleReaction } from './blog-reactions.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const state = { 200: envelopeOf(ReactionStateSchema), ...errors, 429: ErrorEnvelopeSchema };

/** Reactions given or taken back a minute per account (posts and comments together): clicks, never a script. */
export const REACTIONS_PER_MINUTE = 60;

/**
 * Reactions (spec §7.5): a signed-in reader gives each kind once to a post or a comment (the key is target,
 * reader and kind, so a repeated POST counts once); PUT gives or takes one back. Who reacted is public.
 */
export const blogReactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['blogs'];
  const reactionsPerAccount = limit(app, {
    name: 'blog-reaction-user',
    max: REACTIONS_PER_MINUTE,
    timeWindow: MINUTE,
    key: (req) => (req.user ? `blog-reaction:${req.user.uid}` : null),
  });

  app.post(
    '/reactions',
    {
      schema: {
        tags,
        summary: 'React to a public post (once per kind)',
        body: BlogReactionInputSchema,
        response: state,
      },
      onRequest: app.requireAuth,
      preHandler: reactionsPerAccount,
    },
    async (req) =>
      ok(await giveReaction(db(), { type: 'blog', id: req.body.blogId }, callerUid(req), req.body.kind, new Date())),
  );

  app.put(
    '/blogs/reactions/:id',
    {
      schema: {
        tags,
        summary: 'Give or take back one kind of reaction on a post',
        params: BlogIdParamsSchema,
        body: ReactionToggleSchema,
        response: state,
      },
      onRequest: app.requireAuth,
      preHandler: reactionsPerAccount,
    },
    async (req) =>
      ok(await toggleReaction(db(), { type: 'blog', id: req.params.id }, callerUid(req), req.body, new Date())),
  );

  app.get(
    '/blogs/reactions/:id',
    {
      schema: { tags, summary: "The caller's reactions on a post", params: BlogIdParamsSchema, response: state },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await myReactionState(db(), { type: 'blog', id: req.params.id }, callerUid(req), new Date())),
  );

  app.get(
    '/reactions',
    {
      schema: {
        tags,
        summary: 'Who reacted to a post (blogId) or a comment (commentId), newest first',
        querystring: ReactorsQuerySchema,
        response: { 200: envelopeOf(ReactorListSchema), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await reactors(db(), req.query, new Date())),
  );

  app.post(
    '/comment/reactions',
    {
      schema: {
        tags,
        summary: 'React to a visible comment (once per kind)',
        body: CommentReactionInputSchema,
        response: state,
      },
      onRequest: app.requireAuth,
      preHandler: reactionsPerAccount,
    },
    async (req) =>
      ok(
        await giveReaction(
          db(),
          { type: 'comment', id: req.body.commentId },
          callerUid(req),
          req.body.kind,
          new Date(),
        ),
      ),
  );

  app.put(
    '/blogs/comment/reactions/:id',
    {
      schema: {
        tags,
        summary: 'Give or take back one kind of reaction on a comment',
        params: BlogIdParamsSchema,
        body: ReactionToggleSchema,
        response: state,
      },
      onRequest: app.requireAuth,
      preHandler: reactionsPerAccount,
    },
    async (req) =>
      ok(await toggleReaction(db(), { type: 'comment', id: req.params.id }, callerUid(req), req.body, new Date())),
  );

  app.get(
    '/comment/reactions',
    {
      schema: {
        tags,
        summary: 'Who reacted to a comment, newest first',
        querystring: ReactorsQuerySchema.omit({ blogId: true }),
        response: { 200: envelopeOf(ReactorListSchema), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await reactors(db(), req.query, new Date())),
  );
};
