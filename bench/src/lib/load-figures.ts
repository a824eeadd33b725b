import type { Result } from 'autocannon';
import { round } from './results.ts';

/** What every load benchmark reports of one autocannon run. */
export interface LoadFigures {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  completedRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export const loadFiguresOf = (r: Result): LoadFigures => ({
  requestsPerSec: round(r.requests.mean, 1),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  latencyMaxMs: r.latency.max,
  completedRequests: r.requests.total,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
});
