import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/users.ts';
import { startBanner } from '../src/lib/start-banner.ts';
import { seedDemoData } from '../src/scripts/seed/seed.ts';
import { DEMO_ACCOUNTS } from '../src/scripts/seed/seed.ts';
import { freshDatabase, testConfig } from './helper.ts';

const dataDirs: string[] = [];
const productionEnv = (env: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'elevate-prod-'));
  dataDirs.push(dataDir);
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(48),
    CERTIFICATE_SIGNING_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...env,
  };
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('demo data is for development only', () => {
  it('production does not seed on start unless asked', () => {
    expect(loadConfig(productionEnv()).SEED_ON_START).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: productionEnv().DATA_DIR }).SEED_ON_START).toBe(true);
  });

  it('production refuses SEED_ON_START=true: it would create accounts with known passwords', () => {
    expect(() => loadConfig(productionEnv({ SEED_ON_START: 'true' }))).toThrow(/development only/);
  });

  it('the seed refuses to create the demo accounts in production and writes nothing', async () => {
    const { database, dispose } = await freshDatabase();
    try {
      const uploadsDir = mkdtempSync(join(tmpdir(), 'elevate-up-'));
      dataDirs.push(uploadsDir);
      await expect(seedDemoData(database.db, { uploadsDir, production: true })).rejects.toThrow(/development only/);
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await dispose();
    }
  });

  it('the start banner prints the demo accounts outside production only', () => {
    const banner = (env: Record<string, string>) =>
      startBanner(loadConfig(env), { url: 'http://localhost:3000', seconds: 1, databaseKind: 'postgres' });
    const production = banner(productionEnv());
    for (const a of DEMO_ACCOUNTS) {
      expect(production).not.toContain(a.email);
      expect(production).not.toContain(a.password);
    }
    expect(banner({ NODE_ENV: 'development', DATA_DIR: productionEnv().DATA_DIR })).toContain('Admin@1234');
  });
});

describe('the proxy is trusted only when configured', () => {
  const whoAmI = async (env: Record<string, string>, headers: Record<string, string>, remoteAddress: string) => {
    const { database, dispose } = await freshDatabase();
    const app = await buildApp(loadConfig(productionEnv(env)), { database, logger: false });
    app.get('/test/ip', async (req) => ({ ip: req.ip }));
    try {
      const res = await app.inject({ method: 'GET', url: '/test/ip', headers, remoteAddress });
      return (res.json() as { ip: string }).ip;
    } finally {
      await app.close();
      await dispose();
    }
  };

  it('a forged X-Forwarded-For does not change the client address by default, in production too', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9' };
    expect(await whoAmI({}, forged, '198.51.100.7')).toBe('198.51.100.7');
    expect(loadConfig(productionEnv()).trustProxy).toBe(false);
  });

  it('TRUST_PROXY=1 takes the address the one proxy in front saw', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9, 192.0.2.1' };
    expect(await whoAmI({ TRUST_PROXY: '1' }, headers, '10.0.0.2')).toBe('192.0.2.1');
  });

  it('TRUST_PROXY with addresses trusts only those proxies', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect(await whoAmI({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, headers, '10.0.0.2')).toBe('203.0.113.9');
    expect(await whoAmI({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, headers, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('TRUST_PROXY reads true, false, hop counts and address lists', () => {
    const dir = productionEnv().DATA_DIR;
    const of = (v: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, TRUST_PROXY: v }).trustProxy;
    expect(of('false')).toBe(false);
    expect(of('')).toBe(false);
    expect(of('true')).toBe(true);
    expect(of('2')).toBe(2);
    expect(of('10.0.0.0/8,::1')).toEqual(['10.0.0.0/8', '::1']);
    expect(() => of('-1')).toThrow(/TRUST_PROXY/);
    expect(() => of('not an address')).toThrow(/TRUST_PROXY/);
  });
});

describe('the request id is always ours', () => {
  it('a client x-request-id neither becomes the request id nor reaches the log unsanitised', async () => {
    const lines: string[] = [];
    const { database, dispose } = await freshDatabase();
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp(config, { database, logStream: { write: (l) => void lines.push(l) } });
    try {
      const forged = 'forged-id\r\n{"level":60,"msg":"fake"}';
      const res = await app.inject({ method: 'GET', url: '/api/auth/config', headers: { 'x-request-id': forged } });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: { clientRequestId?: string } });
      expect(logged.every((l) => l.reqId === undefined || l.reqId === id)).toBe(true);
      const incoming = logged.find((l) => l.req);
      expect(incoming?.req?.clientRequestId).toBe('forged-idlevel:60msg:fake');
    } finally {
      await app.close();
      await dispose();
    }
  });
});

describe('the API reference is a setting', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const { database, dispose } = await freshDatabase();
    const app = await buildApp(loadConfig(env), { database, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      // The document itself is still generated (the bad-input tests walk it).
      expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/wueusers/login');
      return [page.statusCode, json.statusCode];
    } finally {
      await app.close();
      await dispose();
    }
  };

  it('is off by default in production and on when API_DOCS=true', async () => {
    expect(await docsStatus(productionEnv())).toEqual([404, 404]);
    const [page, json] = await docsStatus(productionEnv({ API_DOCS: 'true' }));
    expect([page === 200 || page === 302, json]).toEqual([true, 200]);
  });

  it('is on by default outside production and off when API_DOCS=false', async () => {
    expect((await docsStatus(testConfigEnv()))[1]).toBe(200);
    expect(await docsStatus(testConfigEnv({ API_DOCS: 'false' }))).toEqual([404, 404]);
  });
});

function testConfigEnv(env: Record<string, string> = {}) {
  const { JWT_SECRET: _secret, ...rest } = productionEnv();
  return { ...rest, NODE_ENV: 'test', ...env };
}
