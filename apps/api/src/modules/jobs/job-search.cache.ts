/**
 * In-process caches of jobs search, one set per database (tests open many). Every entry carries the
 * generation of `job_search_state` it was computed at (migration 0004) and is used only while the database
 * still reports that generation: a committed change to jobs or companies makes every entry a miss, so no
 * cached answer is ever stale. Entries also expire after `ttlMs` and the least recently used go beyond
 * `maxEntries`, which only bound memory. Concurrent misses of one key share one computation.
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
