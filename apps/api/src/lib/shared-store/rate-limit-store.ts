import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedStore } from './shared-store.ts';

/**
 * The store key of one limit's counter. The counted value (an address, an email, a user id) is hashed so
 * Redis never holds personal data in its key names.
 */
export const limitKey = (limitName: string, counted: string): string =>
  `limit:${limitName}:${createHash('sha256').update(counted).digest('base64url').slice(0, 22)}`;

/** How often at most a failing store is reported: an outage would otherwise log once per request. */
const WARN_EVERY_MS = 10_000;

/** A logger of store failures that says so at most once per WARN_EVERY_MS. */
export const storeFailureLog = (log: FastifyBaseLogger) => {
  let lastWarned = 0;
  return (err: unknown, what: string) => {
    const now = Date.now();
    if (now - lastWarned < WARN_EVERY_MS) return;
    lastWarned = now;
    log.warn({ err: { message: (err as Error)?.message } }, `shared store failed (${what}); not shared meanwhile`);
  };
};

interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store over the shared store, so limits declared in a route's config or through
 * `app.rateLimit()` count in Redis when it is configured. The plugin's own Redis store is not used: it
 * names the counters of `app.rateLimit()` and `createRateLimit()` limits alike (no route), so two limits
 * keyed by address would share one counter. Here a route's limit is named by its method and URL, any
 * other by the order it was created in, which is the same in every instance running the same code.
 * A failing store lets the request through (`skipOnError`) after a warning in the log.
 */
export const rateLimitStoreOf = (shared: SharedStore, log: FastifyBaseLogger): FastifyRateLimitStoreCtor => {
  const warn = storeFailureLog(log);
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
        (err: Error) => {
          warn(err, `rate limit ${this.name}`);
          callback(err);
        },
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
