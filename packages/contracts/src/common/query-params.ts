import { z } from 'zod';

/** Shared pieces of query, path and body schemas: one wording for every endpoint's 400 messages. */

/** The largest value of a PostgreSQL `integer` column: a bigger id or count is a 400, not a database error. */
export const DB_INT_MAX = 2_147_483_647;

/** A positive database id from a path, query or body ("12" or 12); anything else is a clear 400. */
export const idOf = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(DB_INT_MAX, `${label} is not valid`);

/**
 * A number kept to hundredths (1.5 years, ₹4.25 lakh): plenty for any filter, and a denormal such as 7e-323
 * from an address would otherwise be out of range for the database.
 */
export const toHundredths = (v: number): number => Math.round(v * 100) / 100;

/** `?x=` from an emptied form field means "not set". */
export const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/** A page size between `min` and `max`, `fallback` when left out or blank. */
export const limitParam = (max: number, fallback: number, min = 1) =>
  blankIsUnset(
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(min, min === 0 ? 'limit cannot be negative' : `limit must be at least ${min}`)
      .max(max, `limit must be at most ${max}`)
      .default(fallback),
  );

/** How many rows to skip, at most `max`; 0 when left out or blank. */
export const offsetParam = (max: number) =>
  blankIsUnset(
    z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset cannot be negative')
      .max(max, `offset must be at most ${max}`)
      .default(0),
  );

/** A positive id read from an address (`/console/jobs/12`, `?partner=12`), or null when it is not one. */
export const parseId = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
