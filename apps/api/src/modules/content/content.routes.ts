import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listOf } from '@elevate/contracts/common/envelope';
import {
  FeaturedElementsSchema,
  LandingStatsSchema,
  StatsSchema,
  TestimonialSchema,
} from '@elevate/contracts/content/content.schema';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { FeaturedPinSchema, FeaturedPinsInputSchema } from '@elevate/contracts/content/site-content.schema';
import type { Config } from '../../config.ts';
import { list, ok } from '../../lib/envelope.ts';
import { caseStudiesRoutes } from './case-studies.routes.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { latestStats, listTestimonials, toStatsDto } from './content.repository.ts';
import { landingStats } from './content.service.ts';
import { eventsRoutes } from './events.routes.ts';
import { featuredElements, listPins, savePins } from './featured.service.ts';
import { feedsRoutes } from './feeds.routes.ts';
import { impressionsRoutes } from './impressions.routes.ts';
import { organisationsRoutes } from './organisations.routes.ts';
import { sitePagesRoutes } from './site-pages.routes.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

/** The content behind the public pages (spec §7.2): stats, testimonials, featured items, and each topic's routes. */
export const contentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['content'];

  await app.register(caseStudiesRoutes);
  await app.register(sitePagesRoutes);
  await app.register(organisationsRoutes);
  await app.register(feedsRoutes);
  await app.register(contentAdminRoutes);
  await app.register(impressionsRoutes, { config });
  await app.register(eventsRoutes, { config });

  app.get(
    '/stats/landingpage',
    { schema: { tags, summary: 'Home page stat tiles', response: { 200: envelopeOf(LandingStatsSchema) } } },
    async () => ok(await landingStats(db())),
  );

  app.get(
    '/stats',
    {
      schema: { tags, summary: 'Latest platform stats record', response: { 200: envelopeOf(StatsSchema.nullable()) } },
    },
    async () => {
      const row = await latestStats(db());
      return ok(row ? toStatsDto(row) : null);
    },
  );

  app.get(
    '/testimonial',
    {
      schema: {
        tags,
        summary: 'Active testimonials, newest first',
        response: { 200: envelopeOf(listOf(TestimonialSchema)) },
      },
    },
    async () => ok(list(await listTestimonials(db()))),
  );

  app.get(
    '/common/featuredelements',
    {
      schema: {
        tags,
        summary: "Featured jobs, hackathons, companies and stories for the home page (admins' pins first)",
        response: { 200: envelopeOf(FeaturedElementsSchema) },
      },
    },
    async () => ok(await featuredElements(db(), new Date())),
  );

  app.get(
    '/common/featuredelements/pins',
    {
      schema: {
        tags,
        summary: 'The pinned items in order (admins)',
        response: { 200: envelopeOf(z.array(FeaturedPinSchema)) },
      },
      onRequest: app.requireRole('admin'),
    },
    async () => ok(await listPins(db())),
  );

  app.put(
    '/common/featuredelements',
    {
      schema: {
        tags,
        summary: 'Replace the pinned items, in order (admins); a pin naming nothing refuses the list',
        body: FeaturedPinsInputSchema,
        response: { 200: envelopeOf(z.array(FeaturedPinSchema)) },
      },
      onRequest: app.requireRole('admin'),
      // The home page shows the pins.
      onResponse: clearPublicPagesAfterWrite,
    },
    async (req) => ok(await savePins(db(), req.body.pins), ContentMessages.saved),
  );
};
