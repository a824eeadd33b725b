import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';

/** GET /api/health over a real socket: answered by the server's fast path, in the route's shape. */
describe('health over HTTP', () => {
  const t = build();
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers the same body over the socket as the framework route does', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as { result: Record<string, unknown> };
    expect(body).toEqual({
      httpStatus: 200,
      result: { status: 'ok', database: t.database.kind, uptimeSeconds: expect.any(Number) },
    });
    const routed = await t.inject({ method: 'GET', url: '/api/health' });
    expect(Object.keys(routed.json().result)).toEqual(Object.keys(body.result));
  });

  it('leaves every other request to the framework (with its request id and headers)', async () => {
    const withQuery = await fetch(`${base}/api/health?probe=1`);
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.get('x-request-id')).toBeTruthy();
    const other = await fetch(`${base}/api/does-not-exist`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('WUE-4040');
  });

  it('answers 503 with the envelope when the database is gone', async () => {
    await t.database.close();
    // The last good check is reused for a second; after that the ping fails and the route reports it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('WUE-5030');
  });
});
