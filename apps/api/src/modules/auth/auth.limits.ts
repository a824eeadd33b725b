import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import { AppError } from '../../lib/errors.ts';
import { limitKey } from '../../lib/shared-store/rate-limit-store.ts';
import type { SharedStore } from '../../lib/shared-store/shared-store.ts';

export interface LimitOptions {
  /**
   * The counter's name in the shared store, unique in the app. Without one, the limit is named by the order
   * it was created in, which every instance running the same code agrees on.
   */
  name?: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** The counter's key; null skips this limit for the request. Defaults to the client IP. */
  key?: (req: FastifyRequest) => string | null;
}

export type LimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const MINUTE = 60_000;

/** Limits created so far per shared store (that is, per app), for the names of unnamed ones. */
const created = new WeakMap<SharedStore, number>();

/**
 * A rate limit as a route hook, counting in the app's shared store (docs/decisions/019): Redis when
 * configured, so every instance counts against one limit. Several can run on one request (login counts per
 * IP and per account). Run it as a `preHandler` when the key reads the parsed body or query.
 * Over the limit: 429, the envelope, and Retry-After in seconds. When the store does not answer, the request
 * passes (the store logs a warning): an outage of Redis must not stop every sign-in.
 */
export const limit = (app: FastifyInstance, { name, max, timeWindow, key }: LimitOptions): LimitHook => {
  const store = app.sharedStore;
  const sequence = (created.get(store) ?? 0) + 1;
  created.set(store, sequence);
  const limitName = name ?? `limit-${sequence}`;
  const keyOf = key ?? ((req: FastifyRequest) => req.ip);
  return async (req, reply) => {
    const counted = keyOf(req);
    if (counted === null) return;
    let state;
    try {
      state = await store.hit(limitKey(limitName, counted), timeWindow);
    } catch {
      // The store has logged it; the request passes (docs/decisions/019).
      return;
    }
    if (state.count <= max) return;
    const ttlInSeconds = Math.max(1, Math.ceil(state.ttlMs / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', ttlInSeconds);
    reply.header('retry-after', ttlInSeconds);
    throw new AppError(
      ErrorCode.RATE_LIMITED,
      `${ErrorMessage[ErrorCode.RATE_LIMITED]} Retry after ${ttlInSeconds} seconds.`,
    );
  };
};
