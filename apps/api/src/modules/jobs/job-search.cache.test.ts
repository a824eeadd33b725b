import { afterAll, describe, expect, it } from 'vitest';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL, uniqueKeyPrefix } from '../../../test/services.ts';
import { createMemoryStore } from '../../lib/shared-store/memory-store.ts';
import { createRedisStore } from '../../lib/shared-store/redis-store.ts';
import type { SharedStore } from '../../lib/shared-store/shared-store.ts';
import { GenerationCache, cacheFor, searchCacheFor, sharedSearchCache } from './job-search.cache.ts';

const withRedis = await redisAnswers();

const clock = () => {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('GenerationCache', () => {
  it('answers a value only at the generation it was stored at', () => {
    const cache = new GenerationCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('k', 4, 'counted at 4');
    expect(cache.get('k', 4)).toBe('counted at 4');
    // A reader whose snapshot is older than the entry leaves it for the readers that see generation 4.
    expect(cache.get('k', 3)).toBeUndefined();
    expect(cache.get('k', 4)).toBe('counted at 4');
    // Once the database has moved on, the entry is dropped.
    expect(cache.get('k', 5)).toBeUndefined();
    expect(cache.get('k', 4)).toBeUndefined();
  });

  it('never caches without a generation and never replaces a newer value with an older one', () => {
    const cache = new GenerationCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('k', null, 'unknown');
    expect(cache.size).toBe(0);
    cache.set('k', 7, 'new');
    cache.set('k', 6, 'old');
    expect(cache.get('k', 7)).toBe('new');
    expect(cache.get('k', null)).toBeUndefined();
  });

  it('expires entries after the ttl and evicts the least recently used beyond maxEntries', () => {
    const c = clock();
    const cache = new GenerationCache<number>({ maxEntries: 2, ttlMs: 1_000, now: c.now });
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    expect(cache.get('a', 1)).toBe(1); // a is now the most recently used
    cache.set('c', 1, 3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(1);
    expect(cache.peek('c')).toEqual({ generation: 1, value: 3 });
    c.advance(1_001);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.peek('c')).toBeUndefined();
  });

  it('shares one computation between concurrent misses at the same generation', async () => {
    const cache = new GenerationCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { generation: 2, value: `computed ${calls}` };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCompute('k', 2, compute)));
    expect(answers).toEqual(['computed 1', 'computed 1', 'computed 1']);
    expect(calls).toBe(1);
    expect(await cache.getOrCompute('k', 2, compute)).toBe('computed 1');
    // A caller at a newer generation does not take the older result.
    expect(await cache.getOrCompute('k', 3, async () => ({ generation: 3, value: 'at 3' }))).toBe('at 3');
  });

  it('forgets a failed computation so the next caller tries again', async () => {
    const cache = new GenerationCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.getOrCompute('k', 1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrCompute('k', 1, async () => ({ generation: 1, value: 'ok' }))).toBe('ok');
  });

  it('keeps separate caches per database', () => {
    const one = {};
    const two = {};
    const opts = { maxEntries: 10, ttlMs: 60_000 };
    cacheFor<string>(one, 'facets', opts).set('k', 1, 'one');
    expect(cacheFor<string>(one, 'facets', opts).get('k', 1)).toBe('one');
    expect(cacheFor<string>(two, 'facets', opts).get('k', 1)).toBeUndefined();
  });
});

/** Two instances' caches over one shared store: what one computes, the other reuses, at that generation only. */
const sharesAcrossInstances = (open: () => Promise<SharedStore>) => {
  it('serves one instance the answer another computed, only at the generation it was computed at', async () => {
    const store = await open();
    const a = sharedSearchCache<string>(store, 'results', { ttlMs: 60_000 });
    const b = sharedSearchCache<string>(store, 'results', { ttlMs: 60_000 });
    let computed = 0;
    const compute = (generation: number, value: string) => async () => {
      computed += 1;
      return { generation, value };
    };
    expect(await a.getOrCompute('q', 7, compute(7, 'at 7'))).toBe('at 7');
    expect(await b.getOrCompute('q', 7, compute(7, 'again'))).toBe('at 7');
    expect(computed).toBe(1);
    // A committed change moved the generation: a miss on both instances at once.
    expect(await b.get('q', 8)).toBeUndefined();
    expect(await a.getOrCompute('q', 8, compute(8, 'at 8'))).toBe('at 8');
    expect(await b.getMany(['q', 'other'], 8)).toEqual(['at 8', undefined]);
    expect(await b.peek('q')).toEqual({ generation: 8, value: 'at 8' });
    expect(await b.get('q', null)).toBeUndefined();
    await store.close();
  });

  it('shares one computation between concurrent misses of one process', async () => {
    const store = await open();
    const cache = sharedSearchCache<number>(store, 'counts', { ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { generation: 1, value: 42 };
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.getOrCompute('k', 1, compute)));
    expect(answers).toEqual([42, 42, 42, 42, 42]);
    expect(computed).toBe(1);
    await store.close();
  });
};

describe('search caches in a shared store', () => {
  sharesAcrossInstances(async () => createMemoryStore());

  it('compute every answer when the store fails, and say so', async () => {
    const store = createMemoryStore();
    await store.close();
    const failing: SharedStore = { ...store, get: () => Promise.reject(new Error('down')) };
    const errors: unknown[] = [];
    const cache = sharedSearchCache<string>(failing, 'results', { ttlMs: 60_000, onError: (e) => errors.push(e) });
    expect(await cache.getOrCompute('k', 1, async () => ({ generation: 1, value: 'computed' }))).toBe('computed');
    expect(errors).toHaveLength(1);
  });

  it('stay in process, per database, while the store is the in-process one', async () => {
    const store = createMemoryStore();
    const db = {};
    const opts = { maxEntries: 10, ttlMs: 60_000 };
    await searchCacheFor<string>(db, 'facets', opts, store).set('k', 1, 'one');
    expect(cacheFor<string>(db, 'facets', opts).get('k', 1)).toBe('one');
    expect(await store.get('k')).toBeNull();
  });
});

describe.runIf(withRedis)('search caches in Redis', () => {
  const prefix = uniqueKeyPrefix();
  sharesAcrossInstances(() => createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix }));
  afterAll(async () => {
    await dropRedisKeys(prefix);
  });
});
