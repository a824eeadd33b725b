import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db/client.ts';

export type HealthCheck = ((now?: number) => Promise<void>) & {
  /** True while the last successful ping is recent enough to answer without waiting. */
  isFresh: (now?: number) => boolean;
};

/** The health answer, pre-serialised (its schema is documented on the route). */
export const healthBody = (kind: Database['kind']): string =>
  `{"httpStatus":200,"result":{"status":"ok","database":"${kind}","uptimeSeconds":${Math.round(process.uptime())}}}`;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The HTTP server's request listener: `GET /api/health` answered by the server itself, before the framework
 * (app.ts), and everything else passed to `next` (the framework's handler). Load balancers poll health
 * constantly, and it needs no routing, hooks or headers beyond its JSON. It answers only the plain healthy
 * case; a failed database check (and a server that is closing) goes to the framework's route, which logs and
 * answers 503 with the envelope. Nothing is allocated per request on the healthy path (no closures): the
 * benchmark compares it with a bare node:http server (docs/performance.md).
 */
export const healthFastPath = (
  check: HealthCheck,
  kind: Database['kind'],
  isClosing: () => boolean,
  next: RequestListener,
): RequestListener => {
  // The body changes once a second (uptime): built then, not per request. ASCII, so its length is its bytes.
  let second = -1;
  let body = '';
  let length = '';
  function answer(res: ServerResponse): void {
    const now = Math.round(process.uptime());
    if (now !== second) {
      second = now;
      body = healthBody(kind);
      length = String(body.length);
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
    res.end(body);
  }
  return function healthFirst(req, res) {
    if (req.method !== 'GET' || req.url !== '/api/health' || isClosing()) return next(req, res);
    // Almost always fresh: answered in this turn, without a promise.
    if (check.isFresh()) return answer(res);
    check().then(
      () => answer(res),
      () => next(req, res),
    );
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
