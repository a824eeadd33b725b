import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  ImpressionInputSchema,
  ImpressionQuerySchema,
  ImpressionSchema,
} from '@elevate/contracts/content/site-content.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { limitKey } from '../../lib/shared-store/rate-limit-store.ts';
import { impressionCount } from './impressions.repository.ts';
import { countView } from './impressions.service.ts';

const VIEWS_PER_MINUTE = 60;
/**
 * Visitors counted a day per item from one address: each browser counts once, but a script that claims a new
 * User-Agent on every call cannot pump a post up the "most read" list.
 */
export const VISITOR_VIEWS_PER_ADDRESS = 20;
const DAY_MS = 86_400_000;

/** Views of posts, stories and events (spec §7.2 stats/impressions): counted once per viewer per day. */
export const impressionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['content'];
  /** Whether this address has used up its visitors for the item today (the store down: not capped). */
  const visitorsSpent = async (ip: string, type: string, id: number): Promise<boolean> => {
    try {
      const { count } = await app.sharedStore.hit(limitKey('impression-visitor-ip', `${ip}:${type}:${id}`), DAY_MS);
      return count > VISITOR_VIEWS_PER_ADDRESS;
    } catch {
      return false;
    }
  };

  app.get(
    '/stats/impressions',
    {
      schema: {
        tags,
        summary: "An item's view count (entityType defaults to blog)",
        querystring: ImpressionQuerySchema,
        response: { 200: envelopeOf(ImpressionSchema) },
      },
    },
    async (req) => {
      const { entityType, entityId } = req.query;
      return ok({ entityType, entityId, count: await impressionCount(app.database.db, entityType, entityId) });
    },
  );

  app.post(
    '/stats/impressions',
    {
      schema: {
        tags,
        summary: 'Count a view of a public item: once per viewer (account, or address and browser) per day',
        body: ImpressionInputSchema,
        response: { 200: envelopeOf(ImpressionSchema) },
      },
      config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: '1 minute' } },
      onRequest: app.optionalAuth,
    },
    async (req) => {
      const { entityType, entityId } = req.body;
      if (!req.user && (await visitorsSpent(req.ip, entityType, entityId))) {
        return ok({ entityType, entityId, count: await impressionCount(app.database.db, entityType, entityId) });
      }
      const viewer = { uid: req.user?.uid ?? null, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
      const count = await countView(
        { db: app.database.db, secret: config.jwtSecret },
        entityType,
        entityId,
        viewer,
        new Date(),
      );
      return ok({ entityType, entityId, count });
    },
  );
};
