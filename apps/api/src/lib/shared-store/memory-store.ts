import type { CounterState, SharedStore } from './shared-store.ts';

export interface MemoryStoreOptions {
  /** Entries kept at most; beyond it the oldest go first. Bounds memory under a flood of distinct keys. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: string | number;
  expiresAt: number;
}

/**
 * The in-process store: right for one process (the default, and every test that builds one app). A Map
 * in insertion order; expired entries are dropped when read, and the oldest when the bound is reached.
 */
export const createMemoryStore = (options: MemoryStoreOptions = {}): SharedStore => {
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };
  const counterOf = (entry: Entry | undefined): CounterState =>
    entry && typeof entry.value === 'number'
      ? { count: entry.value, ttlMs: entry.expiresAt - now() }
      : { count: 0, ttlMs: 0 };
  const valueOf = (entry: Entry | undefined): string | null =>
    entry && typeof entry.value === 'string' ? entry.value : null;

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry && typeof entry.value === 'number') {
        entry.value += 1;
        return counterOf(entry);
      }
      const fresh = { value: 1, expiresAt: now() + windowMs };
      put(key, fresh);
      return counterOf(fresh);
    },
    async peekCount(key) {
      return counterOf(live(key));
    },
    async get(key) {
      return valueOf(live(key));
    },
    async getMany(keys) {
      return keys.map((key) => valueOf(live(key)));
    },
    async set(key, value, ttlMs) {
      put(key, { value, expiresAt: now() + ttlMs });
    },
    async delete(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async ping() {
      return true;
    },
    async close() {
      entries.clear();
    },
  };
};
