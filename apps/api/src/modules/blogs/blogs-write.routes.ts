import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import {
  BlogDeletedSchema,
  BlogEditableSchema,
  BlogIdParamsSchema,
  BlogInputSchema,
  BlogManageListSchema,
  BlogManageQuerySchema,
  BlogWriterInputSchema,
  BlogWriterParamsSchema,
  BlogWriterRemovedSchema,
  BlogWriterSchema,
  CanWriteSchema,
} from '@elevate/contracts/blogs/blogs.schema';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { ok } from '../../lib/envelope.ts';
import { callerUid } from '../notifications/notifications.routes.ts';
import { addWriter, removeWriter, writers } from './blog-writers.service.ts';
import {
  canWrite,
  createPost,
  managedPosts,
  postForEditing,
  removePost,
  savePost,
  type Writer,
} from './blogs-write.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const writerOf = (req: FastifyRequest): Writer => ({
  uid: callerUid(req),
  isAdmin: req.user?.role === 'admin',
  name: `${req.user?.fullName ?? ''} ${req.user?.lastName ?? ''}`.trim(),
});

/** Writing posts (approved writers and admins) and managing who may write (admins). */
export const blogsWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['blogs'];

  app.get(
    '/blogs/writers/me',
    {
      schema: { tags, summary: 'Whether I may write posts', response: { 200: envelopeOf(CanWriteSchema), ...errors } },
      onRequest: app.requireAuth,
    },
    async (req) => ok({ canWrite: await canWrite(db(), writerOf(req)) }),
  );

  app.get(
    '/blogs/manage',
    {
      schema: {
        tags,
        summary: 'My posts in every state (scope all: every post, admins)',
        querystring: BlogManageQuerySchema,
        response: { 200: envelopeOf(BlogManageListSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await managedPosts(db(), writerOf(req), req.query, new Date())),
  );

  app.get(
    '/blogs/manage/:id',
    {
      schema: {
        tags,
        summary: 'A post to edit (its author or an admin)',
        params: BlogIdParamsSchema,
        response: { 200: envelopeOf(BlogEditableSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await postForEditing(db(), writerOf(req), req.params.id, new Date())),
  );

  app.post(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Write a post: a draft, scheduled, or published now (writers and admins)',
        body: BlogInputSchema,
        response: { 201: envelopeOf(BlogEditableSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req, reply) => {
      const { result, message } = await createPost(db(), writerOf(req), req.body, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.put(
    '/blogs/:id',
    {
      schema: {
        tags,
        summary: 'Save a post (its author or an admin)',
        params: BlogIdParamsSchema,
        body: BlogInputSchema,
        response: { 200: envelopeOf(BlogEditableSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await savePost(db(), writerOf(req), req.params.id, req.body, new Date());
      return ok(result, message);
    },
  );

  app.delete(
    '/blogs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a post with its comments, reactions and reports (its author or an admin)',
        params: BlogIdParamsSchema,
        response: { 200: envelopeOf(BlogDeletedSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await removePost(db(), writerOf(req), req.params.id), BlogMessages.deleted),
  );

  app.get(
    '/blogs/writers',
    {
      schema: {
        tags,
        summary: 'Accounts approved to write posts (admins)',
        response: { 200: envelopeOf(listOf(BlogWriterSchema)), ...errors },
      },
      onRequest: app.requireRole('admin'),
    },
    async () => ok(await writers(db())),
  );

  app.post(
    '/blogs/writers',
    {
      schema: {
        tags,
        summary: 'Approve an account to write posts, by its email (admins)',
        body: BlogWriterInputSchema,
        response: { 201: envelopeOf(BlogWriterSchema), ...errors },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req, reply) =>
      reply.code(201).send(ok(await addWriter(db(), callerUid(req), req.body.email), BlogMessages.writerAdded, 201)),
  );

  app.delete(
    '/blogs/writers/:uid',
    {
      schema: {
        tags,
        summary: "Withdraw an account's approval to write (admins; their posts stay)",
        params: BlogWriterParamsSchema,
        response: { 200: envelopeOf(BlogWriterRemovedSchema), ...errors },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req) => ok(await removeWriter(db(), req.params.uid), BlogMessages.writerRemoved),
  );
};
