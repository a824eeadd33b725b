import { isPostgresError } from './log-safe-error.ts';

/** SQLSTATE of a unique violation: the row would repeat a value a unique index allows once. */
const UNIQUE_VIOLATION = '23505';
/** How far down an error's `cause` chain to look (Drizzle wraps the driver's error once). */
const MAX_CAUSE_DEPTH = 5;

/**
 * The constraint a unique violation hit, looking through Drizzle's wrapping ('' when the driver names none);
 * null for any other error. Lets a repository turn a race two requests ran (the same email, a second
 * registration) into the answer the rule gives, instead of a 500.
 */
export const uniqueViolationOf = (err: unknown): string | null => {
  for (let e = err, depth = 0; e instanceof Error && depth < MAX_CAUSE_DEPTH; e = e.cause, depth++) {
    if (isPostgresError(e) && e.code === UNIQUE_VIOLATION) {
      const { constraint } = e as { constraint?: unknown };
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
};
