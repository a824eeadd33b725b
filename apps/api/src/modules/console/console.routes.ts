import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { consoleAdminRoutes } from './console-admin.routes.ts';
import { consoleJobsRoutes } from './console-jobs.routes.ts';
import { consolePartnersRoutes } from './console-partners.routes.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

/**
 * The employer console's API (docs/decisions, employer console): company pages, jobs and, for admins, companies
 * and their employers. The public reads (partners, jobs) live in their own modules and query live data, so a
 * save here shows on the public pages at once.
 */
export const consoleRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  await app.register(consolePartnersRoutes);
  await app.register(consoleJobsRoutes);
  await app.register(consoleAdminRoutes, { config });
};
