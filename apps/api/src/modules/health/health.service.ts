import type { Database } from '../../db/client.ts';

/**
 * The database check behind /api/health, shared by concurrent callers and reused for `maxAgeMs`: a load
 * balancer polling health must not become the database's busiest client (PGlite runs one query at a time).
 */
export const createHealthCheck = (database: Pick<Database, 'ping'>, maxAgeMs = 1000) => {
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  return async (now = performance.now()): Promise<void> => {
    if (now - checkedAt < maxAgeMs) return;
    inFlight ??= database
      .ping()
      .then(() => {
        checkedAt = performance.now();
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
  };
};
