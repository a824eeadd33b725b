import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db/client.ts';

export type HealthCheck = ((now?: number) => Promise<void>) & {
  /** True while the last successful ping is recent enough to answer without waiting. */
  isFresh: (now?: number) => boolean;
};

/** The health answer, pre-serialised (its schema is documented on the route). */
export const healthBody = (kind: Database['kind']): string =>
  `{"httpStatus":200,"result":{"status":"ok","database":"${kind}","uptimeSeconds":${Math.round(process.uptime())}}}`;

/**
 * `GET /api/health` answered by the HTTP server itself, before the framework (app.ts): load balancers poll
 * it constantly, and it needs no routing, hooks or headers beyond its JSON. It answers only the plain
 * healthy case; a failed database check (and a server that is closing) goes to the framework's route, which
 * logs and answers 503 with the envelope.
 */
export const healthFastPath = (check: HealthCheck, kind: Database['kind'], isClosing: () => boolean) => {
  // The body changes once a second (uptime): built then, not per request. ASCII, so its length is its bytes.
  let second = -1;
  let body = '';
  const bodyNow = () => {
    const now = Math.round(process.uptime());
    if (now !== second) {
      second = now;
      body = healthBody(kind);
    }
    return body;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' || req.url !== '/api/health' || isClosing()) return next();
    const answer = () => {
      const body = bodyNow();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    };
    // Almost always fresh: answered in this turn, without a promise.
    if (check.isFresh()) return answer();
    check().then(answer, () => next());
  };
};

/**
 * The database check behind /api/health, shared by concurrent callers and reused for `maxAgeMs`: a load
 * balancer polling health must not become the database's busiest client (PGlite runs one query at a time).
 */
export const createHealthCheck = (database: Pick<Database, 'ping'>, maxAgeMs = 1000): HealthCheck => {
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  const isFresh = (now = performance.now()) => now - checkedAt < maxAgeMs;
  const check = async (now = performance.now()): Promise<void> => {
    if (isFresh(now)) return;
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
  return Object.assign(check, { isFresh });
};
