import type { Envelope } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { Messages } from '@elevate/contracts/common/messages';
import { endSession, sessionStore } from './session';

export const API_BASE = '/api';

/**
 * Payment calls go to their own base (spec §7 payments marker, docs/decisions/032): the same server by
 * default, another origin when the build sets VITE_PAYMENTS_API_BASE (that origin's CORS_ORIGINS must list ours).
 */
export const PAYMENTS_API_BASE: string =
  (import.meta.env?.VITE_PAYMENTS_API_BASE as string | undefined)?.replace(/\/$/, '') || `${API_BASE}/wuepayments`;

/**
 * How calls reach the API. The browser uses fetch; the server-side renderer (entry-server.tsx) passes one that
 * answers in-process, without a network hop. The server never has a session, so what it renders is public.
 */
let send: typeof fetch = (...args) => fetch(...args);
export const configureApiFetch = (fetcher: typeof fetch) => {
  send = fetcher;
};

/** A non-ok answer (spec §8): status, statusText and the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: Envelope<unknown> | null,
  ) {
    super(body?.error?.message ?? body?.message ?? Messages.somethingWentWrong);
    this.name = 'ApiError';
  }
  get code() {
    return this.body?.error?.code;
  }
  get fields() {
    return this.body?.error?.fields ?? {};
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

const withQuery = (path: string, query?: Query) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/**
 * Every call: JSON, no caching, the stored token as Authorization and the user id as AUTH_UID (spec §6, §7).
 * An answer with WUE-9001 ends the session the call was made with (spec §8 "forces logout", see endSession);
 * a newer session, signed in while the call was in flight, is left alone.
 */
export const apiRequest = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, query, signal, base = API_BASE }: { body?: unknown; query?: Query; signal?: AbortSignal; base?: string } = {},
): Promise<Envelope<T>> => {
  const session = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) {
    headers.authorization = session.tocken.startsWith('Bearer ') ? session.tocken : `Bearer ${session.tocken}`;
    headers.AUTH_UID = String(session.session.uid);
  }
  const res = await send(`${base}/${withQuery(path.replace(/^\//, ''), query)}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
    mode: 'cors',
    signal,
  });
  const parsed = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok) {
    if (parsed?.error?.code === ErrorCode.SESSION_INVALID && session && sessionStore.get() === session) endSession();
    throw new ApiError(res.status, res.statusText, parsed);
  }
  return parsed ?? { httpStatus: res.status };
};

/** The result of a successful envelope; a missing result is an error in the contract, not an empty value. */
export const apiGet = async <T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> => {
  const env = await apiRequest<T>('GET', path, { query, signal });
  if (env.result === undefined) throw new ApiError(env.httpStatus, 'No result', env as Envelope<unknown>);
  return env.result;
};

export const errorMessage = (err: unknown): string =>
  err instanceof ApiError ? err.message : Messages.somethingWentWrong;
