import { vi } from 'vitest';
import type { Envelope } from '@elevate/contracts/common/envelope';

/** An answer in the envelope: 200 (or `status`) with its result and message. */
export const ok = <T>(result: T, message?: string, status = 200) =>
  [status, { httpStatus: status, result, message }] as const;

/** An error answer in the envelope, with the fields it names. */
export const failWith = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  [status, { httpStatus: status, error: { code, message, ...(fields ? { fields } : {}) } }] as const;

export type ApiAnswer = readonly [status: number, body: Envelope<unknown>];

/** One call the double received. */
export interface ApiCall {
  /** "METHOD /api/path". */
  key: string;
  url: URL;
  query: Record<string, string>;
  method: string;
  /** The parsed JSON body, or the raw body itself (a File PUT to the store). */
  body: unknown;
}

export type ApiHandler = ApiAnswer | ((call: ApiCall) => ApiAnswer);

/**
 * Answers fetch by "METHOD /api/path" (query ignored), like testing/render's mockApi, but takes uploads too (a
 * File body is passed through as it is); anything else gets a 404 envelope. Every call is kept in `calls`;
 * `callsTo('PUT /api/x')` lists one route's.
 */
export const mockApiWithUploads = (routes: Record<string, ApiHandler>) => {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { key, url, query: Object.fromEntries(url.searchParams), method, body };
    calls.push(call);
    const handler = routes[key];
    const [status, envelope]: ApiAnswer = !handler
      ? [404, { httpStatus: 404, error: { code: 'WUE-4040', message: `No mock for ${key}` } }]
      : typeof handler === 'function'
        ? handler(call)
        : handler;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  return { spy, calls, callsTo: (key: string) => calls.filter((c) => c.key === key) };
};

/**
 * s3/pre-signed and the local store's PUT as the API answers them for one purpose: the key the upload gets,
 * and the routes for mockApiWithUploads. A profile picture is public and gets its address at once.
 */
export const uploadRoutes = (purpose: string, ext: string) => {
  const key = `${purpose}-0b7c3f4e-2a1d-4c5b-9e8f-7a6b5c4d3e2f.${ext}`;
  return {
    key,
    routes: {
      'POST /api/s3/pre-signed': ({ body }: ApiCall) =>
        ok({
          key,
          uploadUrl: `/api/uploads/${key}?expires=1&signature=x`,
          method: 'PUT' as const,
          fileUrl: purpose === 'profile-picture' ? `/uploads/${key}` : null,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          headers: { 'content-type': (body as { contentType: string }).contentType },
          confirmUrl: null,
        }),
      [`PUT /api/uploads/${key}`]: ({ body }: ApiCall) =>
        ok({
          key,
          fileUrl: null,
          fileName: (body as File).name,
          sizeBytes: (body as File).size,
          contentType: (body as File).type,
        }),
    } satisfies Record<string, ApiHandler>,
  };
};
