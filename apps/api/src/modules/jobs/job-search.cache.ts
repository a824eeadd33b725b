import { createHash } from 'node:crypto';
import type { SharedStore } from '../../lib/shared-store/shared-store.ts';

/**
 * Caches of jobs search. Every entry carries the generation of `job_search_state` it was computed at
 * (migration 0004) and is used only while the database still reports that generation: a committed change to
 * jobs or companies makes every entry a miss, so no cached answer is ever stale. Entries also expire after
 * `ttlMs`. Concurrent misses of one key share one computation (in this process).
 *
 * Two homes (docs/decisions/019): in process, one set per database (tests open many), where the least
 * recently used also go beyond `maxEntries`; or, with Redis configured, the shared store, so every instance
 * reuses every other's answers and a new generation is a miss on all of them at once.
 */

export interface GenerationCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<V> {
  generation: number;
  value: V;
  storedAt: number;
}

export class GenerationCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<{ generation: number | null; value: V }>>();
  private readonly now: () => number;

  constructor(private readonly opts: GenerationCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value stored under `key` at exactly `generation`, if it has not expired. */
  get(key: string, generation: number | null): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const expired = this.now() - entry.storedAt > this.opts.ttlMs;
    if (expired || (generation !== null && generation > entry.generation)) {
      this.entries.delete(key);
      return undefined;
    }
    // An entry newer than the reader's snapshot stays for the readers that see its generation.
    if (generation === null || entry.generation !== generation) return undefined;
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The unexpired entry under `key` whatever its generation, without touching its recency. */
  peek(key: string): { generation: number; value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.storedAt > this.opts.ttlMs) return undefined;
    return { generation: entry.generation, value: entry.value };
  }

  /** Stores a value computed at `generation`; a null generation (no state row) is never cached. */
  set(key: string, generation: number | null, value: V): void {
    if (generation === null) return;
    const current = this.entries.get(key);
    if (current && current.generation > generation) return;
    this.entries.delete(key);
    this.entries.set(key, { generation, value, storedAt: this.now() });
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /**
   * The cached value for `generation`, or the result of `compute` (which reports the generation it read
   * its data at), stored under that generation. Callers missing the same key at once wait for one compute.
   */
  async getOrCompute(
    key: string,
    generation: number | null,
    compute: () => Promise<{ generation: number | null; value: V }>,
  ): Promise<V> {
    const hit = this.get(key, generation);
    if (hit !== undefined) return hit;
    // Shared only by callers at the same generation: none gets counts older than the rows it was shown.
    const pendingKey = `${generation ?? 'none'}\u0000${key}`;
    let running = this.pending.get(pendingKey);
    if (!running) {
      running = compute().finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, running);
    }
    const result = await running;
    this.set(key, result.generation, result.value);
    return result.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Per-database caches of jobs search. Keyed weakly: a closed test database takes its caches with it. */
const registry = new WeakMap<object, Map<string, GenerationCache<unknown>>>();

export const cacheFor = <V>(db: object, name: string, opts: GenerationCacheOptions): GenerationCache<V> => {
  let caches = registry.get(db);
  if (!caches) {
    caches = new Map();
    registry.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new GenerationCache<unknown>(opts);
    caches.set(name, cache);
  }
  return cache as GenerationCache<V>;
};

/** A search cache wherever it lives: the same rules as GenerationCache, every call asynchronous. */
export interface SearchCache<V> {
  get(key: string, generation: number | null): Promise<V | undefined>;
  /** Several keys at one generation (one round trip with Redis). */
  getMany(keys: readonly string[], generation: number | null): Promise<(V | undefined)[]>;
  peek(key: string): Promise<{ generation: number; value: V } | undefined>;
  set(key: string, generation: number | null, value: V): Promise<void>;
  getOrCompute(
    key: string,
    generation: number | null,
    compute: () => Promise<{ generation: number | null; value: V }>,
  ): Promise<V>;
}

const inProcess = <V>(cache: GenerationCache<V>): SearchCache<V> => ({
  get: async (key, generation) => cache.get(key, generation),
  getMany: async (keys, generation) => keys.map((key) => cache.get(key, generation)),
  peek: async (key) => cache.peek(key),
  set: async (key, generation, value) => cache.set(key, generation, value),
  getOrCompute: (key, generation, compute) => cache.getOrCompute(key, generation, compute),
});

interface StoredEntry<V> {
  g: number;
  v: V;
}

export interface SharedSearchCacheOptions {
  ttlMs: number;
  /** Told when the store fails; the cache then behaves as empty and every answer is computed. */
  onError?: (err: unknown) => void;
}

/**
 * A search cache in the shared store: one value per key (JSON of the generation and the value) under
 * `search:<name>:<hash of the key>`, living `ttlMs`. A slower computation at an older generation may
 * overwrite a newer entry; that costs a later miss, never a stale answer, because reads compare the
 * generation exactly. Redis bounds memory by the entries' lifetime (and its own maxmemory policy).
 */
export const sharedSearchCache = <V>(
  store: SharedStore,
  name: string,
  { ttlMs, onError = () => {} }: SharedSearchCacheOptions,
): SearchCache<V> => {
  const pending = new Map<string, Promise<{ generation: number | null; value: V }>>();
  const storeKey = (key: string) => `search:${name}:${createHash('sha256').update(key).digest('base64url')}`;
  const parse = (raw: string | null): StoredEntry<V> | undefined => {
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as StoredEntry<V>;
    } catch {
      return undefined;
    }
  };
  const at = (entry: StoredEntry<V> | undefined, generation: number | null): V | undefined =>
    entry && generation !== null && entry.g === generation ? entry.v : undefined;

  const cache: SearchCache<V> = {
    async get(key, generation) {
      if (generation === null) return undefined;
      try {
        return at(parse(await store.get(storeKey(key))), generation);
      } catch (err) {
        onError(err);
        return undefined;
      }
    },
    async getMany(keys, generation) {
      if (generation === null || keys.length === 0) return keys.map(() => undefined);
      try {
        const raws = await store.getMany(keys.map(storeKey));
        return raws.map((raw) => at(parse(raw), generation));
      } catch (err) {
        onError(err);
        return keys.map(() => undefined);
      }
    },
    async peek(key) {
      try {
        const entry = parse(await store.get(storeKey(key)));
        return entry ? { generation: entry.g, value: entry.v } : undefined;
      } catch (err) {
        onError(err);
        return undefined;
      }
    },
    async set(key, generation, value) {
      if (generation === null) return;
      try {
        await store.set(storeKey(key), JSON.stringify({ g: generation, v: value } satisfies StoredEntry<V>), ttlMs);
      } catch (err) {
        onError(err);
      }
    },
    async getOrCompute(key, generation, compute) {
      const hit = await cache.get(key, generation);
      if (hit !== undefined) return hit;
      // As in process: callers of this process missing one key at one generation wait for one computation.
      const pendingKey = `${generation ?? 'none'}\u0000${key}`;
      let running = pending.get(pendingKey);
      if (!running) {
        running = compute().finally(() => pending.delete(pendingKey));
        pending.set(pendingKey, running);
      }
      const result = await running;
      await cache.set(key, result.generation, result.value);
      return result.value;
    },
  };
  return cache;
};

const inProcessViews = new WeakMap<object, SearchCache<unknown>>();
/** Shared search caches per store (one per app) and name. */
const sharedRegistry = new WeakMap<SharedStore, Map<string, SearchCache<unknown>>>();

/**
 * The cache `name` of jobs search for this database: in the shared store when it is Redis, so every
 * instance shares it, else in this process (`cacheFor`).
 */
export const searchCacheFor = <V>(
  db: object,
  name: string,
  opts: GenerationCacheOptions,
  shared?: SharedStore,
): SearchCache<V> => {
  if (!shared || shared.kind === 'memory') {
    const local = cacheFor<V>(db, name, opts);
    let wrapped = inProcessViews.get(local);
    if (!wrapped) {
      wrapped = inProcess(local as GenerationCache<unknown>);
      inProcessViews.set(local, wrapped);
    }
    return wrapped as SearchCache<V>;
  }
  let caches = sharedRegistry.get(shared);
  if (!caches) {
    caches = new Map();
    sharedRegistry.set(shared, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = sharedSearchCache<unknown>(shared, name, opts);
    caches.set(name, cache);
  }
  return cache as SearchCache<V>;
};
