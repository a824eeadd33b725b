import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  CaseStudyEditableSchema,
  CaseStudyInputSchema,
  CaseStudyListSchema,
  CaseStudyManageListSchema,
  CaseStudyQuerySchema,
  CaseStudySchema,
  CaseStudySearchQuerySchema,
} from '@elevate/contracts/content/case-studies.schema';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { ContentIdParamsSchema } from '@elevate/contracts/content/site-content.schema';
import { list, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { findPublicCaseStudy, listManageCaseStudies, listPublicCaseStudies } from './case-studies.repository.ts';
import { changeCaseStudy, createCaseStudy, manageCaseStudy, removeCaseStudy } from './case-studies.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

/** Success stories and case studies (spec §7.2 casestudy): public reading, search, and admins' console. */
export const caseStudiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const admin = app.requireRole('admin');
  const tags = ['content'];

  app.get(
    '/casestudy',
    {
      schema: {
        tags,
        summary: 'Published stories (filters, newest first); with custUrl, that one story in full',
        querystring: CaseStudyQuerySchema,
        response: { 200: envelopeOf(z.union([CaseStudySchema, CaseStudyListSchema])) },
      },
    },
    async (req) => {
      const q = req.query;
      const now = new Date();
      if (q.custUrl) {
        const story = await findPublicCaseStudy(db(), q.custUrl, now);
        if (!story) throw notFound(ContentMessages.caseStudyNotFound);
        return ok(story);
      }
      const isFeatured = q.isFeatured === undefined ? undefined : q.isFeatured === 'true';
      const { data, total } = await listPublicCaseStudies(db(), { ...q, isFeatured }, now);
      return ok(list(data, total));
    },
  );

  app.get(
    '/common/casestudy/search',
    {
      schema: {
        tags,
        summary: 'Search published stories by title, summary, person and organisation',
        querystring: CaseStudySearchQuerySchema,
        response: { 200: envelopeOf(CaseStudyListSchema) },
      },
    },
    async (req) => {
      const { data, total } = await listPublicCaseStudies(db(), req.query, new Date());
      return ok(list(data, total));
    },
  );

  app.get(
    '/casestudy/manage',
    {
      schema: {
        tags,
        summary: 'Every story, drafts and scheduled ones too (admins)',
        response: { 200: envelopeOf(CaseStudyManageListSchema) },
      },
      onRequest: admin,
    },
    async () => ok(list(await listManageCaseStudies(db()))),
  );

  app.get(
    '/casestudy/manage/:id',
    {
      schema: {
        tags,
        summary: 'One story to edit (admins)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(CaseStudyEditableSchema) },
      },
      onRequest: admin,
    },
    async (req) => ok(await manageCaseStudy(db(), req.params.id)),
  );

  app.post(
    '/casestudy',
    {
      schema: {
        tags,
        summary: 'Write a story (admins); its body is sanitised, its address made from the title when absent',
        body: CaseStudyInputSchema,
        response: { 201: envelopeOf(CaseStudyEditableSchema) },
      },
      onRequest: admin,
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await createCaseStudy(db(), req.body, req.user!.uid, new Date()), ContentMessages.saved, 201)),
  );

  app.put(
    '/casestudy/:id',
    {
      schema: {
        tags,
        summary: 'Change a story (admins)',
        params: ContentIdParamsSchema,
        body: CaseStudyInputSchema,
        response: { 200: envelopeOf(CaseStudyEditableSchema) },
      },
      onRequest: admin,
    },
    async (req) => ok(await changeCaseStudy(db(), req.params.id, req.body, new Date()), ContentMessages.saved),
  );

  app.delete(
    '/casestudy/:id',
    {
      schema: {
        tags,
        summary: 'Delete a story (admins)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      onRequest: admin,
    },
    async (req) => {
      await removeCaseStudy(db(), req.params.id);
      return ok(null, ContentMessages.deleted);
    },
  );
};
