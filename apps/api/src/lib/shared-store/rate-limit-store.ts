import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedStore } from './shared-store.ts';

/**
 * The store key of one limit's counter. The counted value (an address, an email, a user id) is hashed so
 * Redis never holds personal data in its key names.
 */
export const limitKey = (limitName: string, counted: string): string =>
  `limit:${limitName}:${createHash('sha256').update(counted).digest('base64url').slice(0, 22)}`;

interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store over the shared store, so limits declared in a route's config or through
 * `app.rateLimit()` count in Redis when it is configured. The plugin's own Redis store is not used: it
 * names the counters of `app.rateLimit()` and `createRateLimit()` limits alike (no route), so two limits
 * keyed by address would share one counter. Here a route's limit is named by its method and URL, any
 * other by the order it was created in, which is the same in every instance running the same code.
 * A failing store lets the request through (`skipOnError`); the store itself logs the failure.
 */
export const rateLimitStoreOf = (shared: SharedStore): FastifyRateLimitStoreCtor => {
  let unnamed = 0;
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly name = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      shared.hit(limitKey(this.name, key), timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.ttlMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      shared.peekCount(limitKey(this.name, key)).then(
        (state) => callback(null, { current: state.count, ttl: state.ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      const route = (params as ChildParams).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      const name = route?.url ? `${method ?? ''}${route.url}` : `unnamed-${++unnamed}`;
      return new SharedRateLimitStore(undefined, name);
    }
  }
  return SharedRateLimitStore;
};
