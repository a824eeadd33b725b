import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

const dist = mkdtempSync(join(tmpdir(), 'elevate-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Elevate</title><div id="root"></div>');
const script = `console.log(${JSON.stringify('elevate '.repeat(300))});`;
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
// Present when the server starts, gone by the time it is asked for (a rebuild under a running server).
writeFileSync(join(dist, 'assets', 'app-replaced.js'), script);
writeFileSync(join(dist, 'assets', 'app-replaced.js.br'), brotliCompressSync(script));

describe('serving the web app', () => {
  const t = build({ WEB_DIST_DIR: dist });

  it('answers a client route with index.html so deep links work', async () => {
    const res = await t.inject({ method: 'GET', url: '/company-page/kaveri-analytics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the pages template itself as a file', async () => {
    const res = await t.inject({ method: 'GET', url: '/index.html' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the 404 envelope for unknown API paths', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/jobs-that-do-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('WUE-4040');
  });

  it('sends hashed assets pre-compressed with a year-long immutable cache', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing build asset with 404, not index.html', async () => {
    const res = await t.inject({ method: 'GET', url: '/assets/app-oldbuild.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers 404 for an asset deleted after the server started, even when a compressed copy was asked for', async () => {
    rmSync(join(dist, 'assets', 'app-replaced.js'));
    rmSync(join(dist, 'assets', 'app-replaced.js.br'));
    const res = await t.inject({
      method: 'GET',
      url: '/assets/app-replaced.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().error.code).toBe('WUE-4040');
  });

  it('does not answer a POST to a page path with index.html', async () => {
    const res = await t.inject({ method: 'POST', url: '/aboutus' });
    expect(res.statusCode).toBe(404);
  });
  it('counts every web asset under one metrics series, so hashed file names never add series', async () => {
    await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    const metrics = (await t.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(metrics).toContain('elevate_http_requests_total{method="GET",route="/assets/*",status="200"}');
    expect(metrics).not.toContain('app-abc123');
  });
});
