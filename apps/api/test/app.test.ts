import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

describe('the API shell', () => {
  const t = build();

  it('answers /api/health with the database kind after pinging it', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ httpStatus: 200, result: { status: 'ok' } });
    expect(['pglite', 'postgres']).toContain(res.json().result.database);
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ httpStatus: 404, error: { code: 'WUE-4040' } });
  });

  it('answers an unknown page with the 404 envelope when no web app is built', async () => {
    const res = await t.inject({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(404);
  });

  it('gives every answer a request id of its own, never one the caller chose', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers (helmet) on API answers and pages', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/testimonial' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a body over the size limit with 413 and the envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('WUE-4130');
  });

  it('refuses an unsupported content type with 4xx, never 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().httpStatus).toBe(res.statusCode);
  });

  it('publishes the OpenAPI document built from the route schemas, and the reference page', async () => {
    const doc = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/contact-us', '/api/stats/landingpage', '/api/events']),
    );
    expect(doc.json().paths['/api/contact-us'].post.requestBody).toBeDefined();
    const page = await t.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('shows the development mailbox outside production', async () => {
    const res = await t.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: ');
    expect(res.body).toContain('Disallow: /api/');
  });
});

describe('in production', () => {
  const t = build({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    CERTIFICATE_SIGNING_KEY: randomBytes(32).toString('base64url'),
  });

  it('does not expose the development mailbox', async () => {
    const res = await t.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(404);
  });
});
