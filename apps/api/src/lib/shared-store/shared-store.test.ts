import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL, uniqueKeyPrefix } from '../../../test/services.ts';
import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { SharedStore } from './shared-store.ts';

const withRedis = await redisAnswers();

/** What every store promises; run against the in-process store and, where Redis answers, the Redis one. */
const behavesAsSharedStore = (open: () => Promise<SharedStore>) => {
  let store: SharedStore;
  beforeAll(async () => {
    store = await open();
  });

  it('counts hits in a window that starts at the first hit, and starts again after it', async () => {
    const first = await store.hit('c:window', 200);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(200);
    expect((await store.hit('c:window', 200)).count).toBe(2);
    expect((await store.peekCount('c:window')).count).toBe(2);
    await new Promise((r) => setTimeout(r, 260));
    expect((await store.peekCount('c:window')).count).toBe(0);
    expect((await store.hit('c:window', 200)).count).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const states = await Promise.all(Array.from({ length: 50 }, () => store.hit('c:concurrent', 60_000)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps values until their time is up, reads several at once and deletes', async () => {
    await store.set('v:a', 'one', 60_000);
    await store.set('v:b', 'two', 100);
    expect(await store.get('v:a')).toBe('one');
    expect(await store.getMany(['v:a', 'v:b', 'v:none'])).toEqual(['one', 'two', null]);
    await new Promise((r) => setTimeout(r, 150));
    expect(await store.get('v:b')).toBeNull();
    await store.delete('v:a');
    expect(await store.get('v:a')).toBeNull();
  });

  it('answers a ping', async () => {
    expect(await store.ping()).toBe(true);
  });

  afterAll(async () => {
    await store?.close();
  });
};

describe('the in-process store', () => {
  behavesAsSharedStore(async () => createMemoryStore());

  it('drops the oldest entries beyond its bound', async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    await store.set('a', '1', 60_000);
    await store.set('b', '2', 60_000);
    await store.hit('c', 60_000);
    expect(await store.getMany(['a', 'b'])).toEqual([null, '2']);
    expect((await store.peekCount('c')).count).toBe(1);
  });
});

describe.runIf(withRedis)('the Redis store', () => {
  const prefix = uniqueKeyPrefix();
  behavesAsSharedStore(() => createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix }));

  it('shares counters between two connections under one prefix, and not across prefixes', async () => {
    const one = await createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix });
    const two = await createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix });
    const other = await createRedisStore({ url: TEST_REDIS_URL, keyPrefix: uniqueKeyPrefix() });
    await one.hit('c:shared', 60_000);
    expect((await two.hit('c:shared', 60_000)).count).toBe(2);
    expect((await other.peekCount('c:shared')).count).toBe(0);
    await Promise.all([one.close(), two.close(), other.close()]);
  });

  it('refuses to open when Redis does not answer, and a closed store fails its calls but not its ping', async () => {
    await expect(createRedisStore({ url: 'redis://127.0.0.1:1', keyPrefix: prefix })).rejects.toThrow(
      /does not answer/,
    );
    const store = await createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix });
    await store.close();
    await expect(store.hit('c:closed', 1_000)).rejects.toThrow();
    expect(await store.ping()).toBe(false);
  });

  afterAll(async () => {
    await dropRedisKeys(prefix);
  });
});
