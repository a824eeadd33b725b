import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMemoryStore } from '../lib/shared-store/memory-store.ts';
import { createRedisStore } from '../lib/shared-store/redis-store.ts';
import type { SharedStore } from '../lib/shared-store/shared-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counters and cache entries every instance shares: Redis when `REDIS_URL` is set, this process's
     * memory otherwise (docs/decisions/019).
     */
    sharedStore: SharedStore;
  }
}

/** How often at most a failing store is reported: an outage would otherwise log once per request. */
const WARN_EVERY_MS = 10_000;

/** Opens the shared store before anything that counts or caches is registered; closes it with the app. */
export const sharedStorePlugin = fp<{ config: Config; store?: SharedStore }>(
  async (app, { config, store }) => {
    let lastWarned = 0;
    const shared =
      store ??
      (config.REDIS_URL
        ? await createRedisStore({
            url: config.REDIS_URL,
            keyPrefix: config.REDIS_KEY_PREFIX,
            onError: (err, operation) => {
              const now = Date.now();
              if (now - lastWarned < WARN_EVERY_MS) return;
              lastWarned = now;
              app.log.warn(
                { err: { message: (err as Error)?.message }, operation },
                'shared store failed: limits let requests through and searches are computed until Redis answers',
              );
            },
          })
        : createMemoryStore());
    app.decorate('sharedStore', shared);
    app.addHook('onClose', async () => {
      await shared.close();
    });
  },
  { name: 'shared-store' },
);
