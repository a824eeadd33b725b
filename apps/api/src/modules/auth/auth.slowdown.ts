import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitKey } from '../../lib/shared-store/rate-limit-store.ts';
import type { LimitHook } from './auth.limits.ts';

export interface SlowdownOptions {
  /** The counter's name in the shared store, unique in the app. */
  name: string;
  /** Requests per window before each further one is held back. */
  after: number;
  delayMs: number;
  /** Milliseconds. */
  timeWindow: number;
  /** The counter's key; null skips the request. */
  key: (req: FastifyRequest) => string | null;
}

/**
 * A threshold that slows instead of refusing (docs/decisions/021). A refusal keyed by account alone hands
 * anyone a way to lock a chosen user out; a delay only costs the guesser time, and the owner's right
 * password still signs in. Counted in the app's shared store, so every instance sees one count; when the
 * store does not answer, the request is not held back.
 */
export const accountSlowdown = (
  app: FastifyInstance,
  { name, after, delayMs, timeWindow, key }: SlowdownOptions,
): LimitHook => {
  return async (req) => {
    const counted = key(req);
    if (counted === null || delayMs === 0) return;
    let count: number;
    try {
      count = (await app.sharedStore.hit(limitKey(name, counted), timeWindow)).count;
    } catch {
      // The store has logged it, at most every few seconds (plugins/shared-store.ts); not once per sign-in.
      return;
    }
    if (count > after) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
};
