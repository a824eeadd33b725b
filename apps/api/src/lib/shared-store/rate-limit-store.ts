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
  max?: unknown;
  timeWindow?: unknown;
}

/**
 * @fastify/rate-limit's store over the shared store, so limits declared in a route's config or through
 * `app.rateLimit()` count in Redis when it is configured. The plugin's own Redis store is not used: it
 * names the counters of `app.rateLimit()` and `createRateLimit()` limits alike (no route), so two limits
 * keyed by address would share one counter. Here a route's limit is named by its method and URL, any
 * other by its max and window and the order among limits of those settings, which is the same in every
 * instance running the same code.
 * A failing store lets the request through (`skipOnError`); the store itself logs the failure.
 */
export const rateLimitStoreOf = (shared: SharedStore): FastifyRateLimitStoreCtor => {
  const unnamed = new Map<string, number>();
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
      const { routeInfo: route, max, timeWindow } = params as ChildParams;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      if (route?.url) return new SharedRateLimitStore(undefined, `${method ?? ''}${route.url}`);
      // Named by its settings and how many with the same settings came before: a new limit with other
      // settings renames none of the existing ones.
      const settings = `${typeof max === 'number' ? max : 'f'}-per-${typeof timeWindow === 'number' ? timeWindow : 'f'}`;
      const nth = (unnamed.get(settings) ?? 0) + 1;
      unnamed.set(settings, nth);
      return new SharedRateLimitStore(undefined, `${settings}-${nth}`);
    }
  }
  return SharedRateLimitStore;
};
