import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { buildRobotsTxt, buildSitemapXml } from './seo.service.ts';

export const seoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await buildSitemapXml(app.database.db, config.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(config.publicUrl)),
  );
};
