import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import { AppError } from '../../lib/errors.ts';
import { limitKey } from '../../lib/shared-store/rate-limit-store.ts';

export interface LimitOptions {
  /**
   * The counter's name in the shared store, unique in the app and stable across releases: instances of two
   * releases running side by side during a deploy must count one limit under one name.
   */
  name: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** The counter's key; null skips this limit for the request. Defaults to the client IP. */
  key?: (req: FastifyRequest) => string | null;
}

export type LimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const MINUTE = 60_000;

/** The limit names taken in each app (one shared store per app): two limits must never share a counter. */
const taken = new WeakMap<object, Set<string>>();
/**
 * A rate limit as a route hook, counting in the app's shared store (docs/decisions/019): Redis when
 * configured, so every instance counts against one limit. Several can run on one request (login counts per
 * IP and per account). Run it as a `preHandler` when the key reads the parsed body or query.
 * Over the limit: 429, the envelope, and Retry-After in seconds. When the store does not answer, the request
 * passes (the store logs a warning): an outage of Redis must not stop every sign-in.
 */
export const limit = (app: FastifyInstance, { name, max, timeWindow, key }: LimitOptions): LimitHook => {
  const store = app.sharedStore;
  const names = taken.get(store) ?? new Set<string>();
  taken.set(store, names);
  if (names.has(name)) throw new Error(`Two rate limits are named '${name}'; they would share one counter.`);
  names.add(name);
  const keyOf = key ?? ((req: FastifyRequest) => req.ip);
  return async (req, reply) => {
    const counted = keyOf(req);
    if (counted === null) return;
    let state;
    try {
      state = await store.hit(limitKey(name, counted), timeWindow);
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
