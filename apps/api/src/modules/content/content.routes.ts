import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@elevate/contracts/common/envelope';
import {
  EventSchema,
  EventsQuerySchema,
  FeaturedElementsSchema,
  LandingStatsSchema,
  StatsSchema,
  TestimonialSchema,
} from '@elevate/contracts/content/content.schema';
import type { Config } from '../../config.ts';
import { list, ok } from '../../lib/envelope.ts';
import { findEvents, latestStats, listTestimonials, toStatsDto } from './content.repository.ts';
import { featuredElements, landingStats } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/stats/landingpage',
    {
      schema: { tags: ['content'], summary: 'Home page stat tiles', response: { 200: envelopeOf(LandingStatsSchema) } },
    },
    async () => ok(await landingStats(db())),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['content'],
        summary: 'Latest platform stats record',
        response: { 200: envelopeOf(StatsSchema.nullable()) },
      },
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
        tags: ['content'],
        summary: 'Testimonials, newest first',
        response: { 200: envelopeOf(listOf(TestimonialSchema)) },
      },
    },
    async () => ok(list(await listTestimonials(db()))),
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['content'],
        summary: 'Events: eventId=-1 for every upcoming event, or one event by id',
        querystring: EventsQuerySchema,
        response: { 200: envelopeOf(listOf(EventSchema)) },
      },
    },
    async (req) => ok(list(await findEvents(db(), req.query.eventId, new Date()))),
  );

  app.get(
    '/common/featuredelements',
    {
      schema: {
        tags: ['content'],
        summary: 'Featured jobs, hackathons and companies for the home page',
        response: { 200: envelopeOf(FeaturedElementsSchema) },
      },
    },
    async () => ok(await featuredElements(db(), new Date())),
  );
};
