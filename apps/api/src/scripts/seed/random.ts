/** Deterministic helpers for the demo seed: same inputs, same data, on every machine. */

export type Rng = () => number;

/** mulberry32: a tiny, well-distributed 32-bit PRNG; good enough for demo data, never for secrets. */
export const createRng = (seed: number): Rng => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Integer in [min, max] inclusive. */
export const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** One element of a non-empty list. */
export const pick = <T>(rng: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
};

/** `count` distinct elements, in a deterministic shuffled order. */
export const pickSome = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = a;
  }
  return pool.slice(0, Math.min(count, pool.length));
};

/** Element `i` of a non-empty list, wrapping around. */
export const at = <T>(items: readonly T[], i: number): T => {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('at() needs a non-empty list');
  return item;
};

/** Rounds to the nearest multiple of `step`. */
export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export const daysFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** Local midnight of `now`'s day, so rows made "today" stay today whatever the clock says. */
export const startOfDay = (now: Date): Date => {
  const d = new Date(now.getTime());
  d.setHours(0, 0, 0, 0);
  return d;
};

/** Minimal escaping for text placed inside generated HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
