import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import {
  BlogCommentEditSchema,
  BlogCommentInputSchema,
  BlogCommentListSchema,
  BlogCommentSchema,
  BlogCommentsQuerySchema,
  BlogIdParamsSchema,
} from '@elevate/contracts/blogs/blogs.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ok } from '../../lib/envelope.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerUid } from '../notifications/notifications.routes.ts';
import { addComment, deleteComment, editComment, postComments, type Viewer } from './blog-comments.service.ts';

/** Comments a minute per account: a lively conversation, never a flood. */
const COMMENTS_PER_MINUTE = 10;

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const viewerOf = (req: FastifyRequest): Viewer => ({ uid: callerUid(req), isAdmin: req.user?.role === 'admin' });

/** Threaded comments on public posts (spec §7.5): read by anyone, written by signed-in readers. */
export const blogCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['blogs'];
  const commentsPerAccount = limit(app, {
    name: 'blog-comment-user',
    max: COMMENTS_PER_MINUTE,
    timeWindow: MINUTE,
    key: (req) => (req.user ? `blog-comment:${req.user.uid}` : null),
  });

  app.get(
    '/blogs/comments',
    {
      schema: {
        tags,
        summary: "A public post's comments in reading order (mine and canEdit for a signed-in caller)",
        querystring: BlogCommentsQuerySchema,
        response: { 200: envelopeOf(BlogCommentListSchema), ...errors },
      },
      onRequest: app.optionalAuth,
    },
    async (req) => ok(await postComments(db(), req.query.blogId, req.user ? viewerOf(req) : null, new Date())),
  );

  app.post(
    '/blogs/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a public post or reply to a comment (plain text)',
        body: BlogCommentInputSchema,
        response: { 201: envelopeOf(BlogCommentSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
      onRequest: app.requireAuth,
      preHandler: commentsPerAccount,
    },
    async (req, reply) => {
      const name = `${req.user?.fullName ?? ''} ${req.user?.lastName ?? ''}`.trim();
      const comment = await addComment(db(), { ...viewerOf(req), name }, req.body, new Date());
      return reply.code(201).send(ok(comment, BlogMessages.commentPosted, 201));
    },
  );

  app.put(
    '/blogs/comments/:id',
    {
      schema: {
        tags,
        summary: 'Change my comment',
        params: BlogIdParamsSchema,
        body: BlogCommentEditSchema,
        response: { 200: envelopeOf(BlogCommentSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) =>
      ok(await editComment(db(), req.params.id, viewerOf(req), req.body.body, new Date()), BlogMessages.commentEdited),
  );

  app.delete(
    '/blogs/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete my comment (admins: any comment); replies stay under "deleted"',
        params: BlogIdParamsSchema,
        response: { 200: envelopeOf(BlogCommentSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await deleteComment(db(), req.params.id, viewerOf(req), new Date()), BlogMessages.commentDeleted),
  );
};
