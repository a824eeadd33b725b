import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { buildRobotsTxt, buildSitemapPartXml, buildSitemapXml, SITEMAP_URL_LIMIT } from './seo.service.ts';

/** Crawlers fetch these often; an hour old is fresh enough for pages that change a few times a day. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** A part number as the path writes it: 1, 2, … (no sign, no leading zero, no more digits than a limit allows). */
const PART = /^[1-9]\d{0,6}$/;

export const seoRoutes: FastifyPluginAsync<{ config: Config; sitemapUrlLimit?: number }> = async (
  app,
  { config, sitemapUrlLimit = SITEMAP_URL_LIMIT },
) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(await buildSitemapXml(app.database.db, config.publicUrl, sitemapUrlLimit)),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (req, reply) => {
    const xml = PART.test(req.params.part)
      ? await buildSitemapPartXml(app.database.db, config.publicUrl, Number(req.params.part), sitemapUrlLimit)
      : undefined;
    if (!xml) throw notFound();
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(buildRobotsTxt(config.publicUrl)),
  );
};
