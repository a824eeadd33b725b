import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listOf } from '@elevate/contracts/common/envelope';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { StatsSchema } from '@elevate/contracts/content/content.schema';
import {
  ContentIdParamsSchema,
  StatsInputSchema,
  TestimonialAdminSchema,
  TestimonialInputSchema,
} from '@elevate/contracts/content/site-content.schema';
import { list, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteTestimonial,
  insertStats,
  insertTestimonial,
  listAllTestimonials,
  toStatsDto,
  updateTestimonial,
} from './content.repository.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

/** Admins' testimonials and platform stats (spec §7.2 testimonial, stats). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const admin = app.requireRole('admin');
  const tags = ['content'];

  app.get(
    '/testimonial/manage',
    {
      schema: {
        tags,
        summary: 'Every testimonial, hidden ones too (admins)',
        response: { 200: envelopeOf(listOf(TestimonialAdminSchema)) },
      },
      onRequest: admin,
    },
    async () => ok(list(await listAllTestimonials(db()))),
  );

  app.post(
    '/testimonial',
    {
      schema: {
        tags,
        summary: 'Add a testimonial (admins)',
        body: TestimonialInputSchema,
        response: { 201: envelopeOf(TestimonialAdminSchema) },
      },
      onRequest: admin,
    },
    async (req, reply) => reply.code(201).send(ok(await insertTestimonial(db(), req.body), ContentMessages.saved, 201)),
  );

  app.put(
    '/testimonial/:id',
    {
      schema: {
        tags,
        summary: 'Change a testimonial or hide it (admins)',
        params: ContentIdParamsSchema,
        body: TestimonialInputSchema,
        response: { 200: envelopeOf(TestimonialAdminSchema) },
      },
      onRequest: admin,
    },
    async (req) => {
      const saved = await updateTestimonial(db(), req.params.id, req.body);
      if (!saved) throw notFound();
      return ok(saved, ContentMessages.saved);
    },
  );

  app.delete(
    '/testimonial/:id',
    {
      schema: {
        tags,
        summary: 'Delete a testimonial (admins)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      onRequest: admin,
    },
    async (req) => {
      if (!(await deleteTestimonial(db(), req.params.id))) throw notFound();
      return ok(null, ContentMessages.deleted);
    },
  );

  app.post(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Record new platform stats (admins); the newest record is the one shown',
        body: StatsInputSchema,
        response: { 201: envelopeOf(StatsSchema) },
      },
      onRequest: admin,
    },
    async (req, reply) => {
      const by = `${req.user!.fullName} ${req.user!.lastName}`.trim();
      const row = await insertStats(db(), { ...req.body, userUpdatedby: by }, new Date());
      return reply.code(201).send(ok(toStatsDto(row), ContentMessages.saved, 201));
    },
  );
};
