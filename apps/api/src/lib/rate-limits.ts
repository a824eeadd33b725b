import type { FastifyRequest } from 'fastify';

/**
 * A route's limit counted per signed-in account, else per address: people behind one address (a campus, an
 * office, a mobile carrier's NAT) do not share one allowance. The route's own auth hook runs before the limit
 * (`@fastify/rate-limit` adds its hook after the route's `onRequest`), so `req.user` is known here.
 */
export const perAccount = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  keyGenerator: (req: FastifyRequest) => (req.user ? `uid:${req.user.uid}` : `ip:${req.ip}`),
});
