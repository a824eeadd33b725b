import { Redis } from 'ioredis';
import type { CounterState, SharedStore } from './shared-store.ts';

export interface RedisStoreOptions {
  url: string;
  /** Put in front of every key (ioredis `keyPrefix`), so apps and test runs can share one Redis. */
  keyPrefix: string;
  /** A command that takes longer fails (and the caller falls back) rather than holding the request. */
  commandTimeoutMs?: number;
  /** After a failure, calls fail at once for this long instead of each waiting out the timeout. */
  backOffMs?: number;
  /** Told of every failed command (the plugin logs a warning, at most every few seconds). */
  onError?: (err: unknown, operation: string) => void;
}

/**
 * INCR and the window's expiry in one step: the first hit starts the window, and a counter that somehow
 * lost its expiry gets one back, so it can never count forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if not value then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(value) or 0, ttl}
`;

type ScriptedRedis = Redis & {
  elevateHit(key: string, windowMs: number): Promise<[number, number]>;
  elevatePeek(key: string): Promise<[number, number]>;
};

/**
 * The Redis store (`REDIS_URL`). Resolves once Redis has answered, and rejects when it does not within
 * the connect timeout: an instance configured to share its state never starts without it. Afterwards a
 * lost connection makes commands fail at once (no offline queue) while ioredis reconnects in the
 * background; callers treat a failure as "not shared right now" (docs/decisions/019).
 */
export const createRedisStore = async (options: RedisStoreOptions): Promise<SharedStore> => {
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: options.commandTimeoutMs ?? 500,
    // Commands issued in the same tick go out in one round trip (a search reads several cache keys).
    enableAutoPipelining: true,
  }) as ScriptedRedis;
  // Without a listener ioredis prints every failed reconnect; callers log the failures that matter.
  client.on('error', () => {});
  client.defineCommand('elevateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  client.defineCommand('elevatePeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new Error(`Redis at REDIS_URL does not answer: ${(err as Error).message}`, { cause: err });
  }

  const counter = ([count, ttlMs]: [number, number]): CounterState => ({ count, ttlMs });
  // A Redis that hangs (rather than refusing) would cost every request one timeout per command; after a
  // failure the store answers "unavailable" at once for a moment, then tries again. ping() always tries.
  const backOffMs = options.backOffMs ?? 1_000;
  let unavailableUntil = 0;
  const reported = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    if (Date.now() < unavailableUntil) throw new Error('Redis did not answer a moment ago; not asked again yet');
    try {
      return await run();
    } catch (err) {
      unavailableUntil = Date.now() + backOffMs;
      options.onError?.(err, operation);
      throw err;
    }
  };

  return {
    kind: 'redis',
    hit: (key, windowMs) =>
      reported('hit', async () => counter(await client.elevateHit(key, Math.max(1, Math.ceil(windowMs))))),
    peekCount: (key) => reported('peekCount', async () => counter(await client.elevatePeek(key))),
    get: (key) => reported('get', () => client.get(key)),
    getMany: (keys) => reported('getMany', async () => (keys.length === 0 ? [] : client.mget(...keys))),
    set: (key, value, ttlMs) =>
      reported('set', async () => {
        await client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
      }),
    delete: (...keys) =>
      reported('delete', async () => {
        if (keys.length > 0) await client.del(...keys);
      }),
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
};
