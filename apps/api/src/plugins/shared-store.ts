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

/** Opens the shared store before anything that counts or caches is registered; closes it with the app. */
export const sharedStorePlugin = fp<{ config: Config; store?: SharedStore }>(
  async (app, { config, store }) => {
    const shared =
      store ??
      (config.REDIS_URL
        ? await createRedisStore({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX })
        : createMemoryStore());
    app.decorate('sharedStore', shared);
    app.addHook('onClose', async () => {
      await shared.close();
    });
  },
  { name: 'shared-store' },
);
