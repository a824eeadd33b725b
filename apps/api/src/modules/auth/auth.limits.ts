import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import { AppError } from '../../lib/errors.ts';

export interface LimitOptions {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** The counter's key; null skips this limit for the request. Defaults to the client IP. */
  key?: (req: FastifyRequest) => string | null;
}

export type LimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const MINUTE = 60_000;

/**
 * A rate limit as a route hook, with its own counter store. Built on `createRateLimit` rather than
 * `app.rateLimit` because the plugin lets only one `rateLimit` hook run per request, and login needs two
 * (per IP and per account). Run it as a `preHandler` when the key reads the parsed body or query.
 * Over the limit: 429, the envelope, and Retry-After in seconds.
 */
export const limit = (app: FastifyInstance, { max, timeWindow, key }: LimitOptions): LimitHook => {
  const keyOf = key ?? ((req: FastifyRequest) => req.ip);
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: (req) => keyOf(req) ?? '' });
  return async (req, reply) => {
    if (keyOf(req) === null) return;
    const state = await check(req);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('x-ratelimit-limit', state.max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', state.ttlInSeconds);
    reply.header('retry-after', state.ttlInSeconds);
    throw new AppError(
      ErrorCode.RATE_LIMITED,
      `${ErrorMessage[ErrorCode.RATE_LIMITED]} Retry after ${state.ttlInSeconds} seconds.`,
    );
  };
};
