/**
 * State that every copy of the API must agree on (docs/decisions/019): rate-limit counters and the jobs
 * search answer cache. One interface, two stores: in process (the default, for one process) and Redis
 * (`REDIS_URL`, for several). Keys are plain strings; the Redis store puts `REDIS_KEY_PREFIX` in front of
 * every one, so several apps and test runs can share one Redis.
 *
 * Every method may reject when Redis does not answer; callers decide what that means (limits let the
 * request through and log a warning, the search cache computes the answer).
 */

/** A counter in its window. */
export interface CounterState {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the counter starts again from zero. */
  ttlMs: number;
}

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Counts one hit on `key`, atomically across instances. The window is fixed: it starts at the key's
   * first hit and lasts `windowMs`; then the count starts again.
   */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** A counter's state without counting: `{ count: 0, ttlMs: 0 }` when it is absent or its window is over. */
  peekCount(key: string): Promise<CounterState>;
  /** The value stored under `key`, or null when it is absent or has expired. */
  get(key: string): Promise<string | null>;
  /** Several values at once (one round trip with Redis), in the order of `keys`. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /** Stores `value` under `key` for `ttlMs` milliseconds, replacing what was there (a counter too). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Removes values and counters. */
  delete(...keys: string[]): Promise<void>;
  /** Whether the store answers now (always true in process); never rejects. For /api/ready. */
  ping(): Promise<boolean>;
  /** Ends the connection (the app's onClose). */
  close(): Promise<void>;
}
