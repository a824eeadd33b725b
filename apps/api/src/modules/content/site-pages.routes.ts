import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@elevate/contracts/common/envelope';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import {
  SitePageInputSchema,
  SitePageQuerySchema,
  SitePageSchema,
} from '@elevate/contracts/content/site-content.schema';
import { list, ok } from '../../lib/envelope.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import { findSitePage, listSitePages, upsertSitePage } from './site-pages.repository.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

/** The marketing pages' editable words (spec §7.2 common?pageKey, common/pages). */
export const sitePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['content'];

  app.get(
    '/common',
    {
      schema: {
        tags,
        summary: "A marketing page's words: the stored ones, or the defaults (updatedAt null)",
        querystring: SitePageQuerySchema,
        response: { 200: envelopeOf(SitePageSchema) },
      },
    },
    async (req) => ok(await findSitePage(db(), req.query.pageKey)),
  );

  app.get(
    '/common/pages',
    {
      schema: { tags, summary: 'Every marketing page (admins)', response: { 200: envelopeOf(listOf(SitePageSchema)) } },
      onRequest: app.requireRole('admin'),
    },
    async () => ok(list(await listSitePages(db()))),
  );

  app.post(
    '/common/pages',
    {
      schema: {
        tags,
        summary: "Replace a page's words (admins); section bodies are sanitised",
        body: SitePageInputSchema,
        response: { 200: envelopeOf(SitePageSchema) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req) => {
      const sections = req.body.sections.map((s) => ({ heading: s.heading, bodyHtml: sanitizeRichHtml(s.bodyHtml) }));
      const page = await upsertSitePage(db(), { ...req.body, sections }, req.user!.uid, new Date());
      return ok(page, ContentMessages.pageSaved);
    },
  );
};
