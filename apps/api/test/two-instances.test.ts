import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import {
  dropRedisKeys,
  freePort,
  postgresAnswers,
  redisAnswers,
  scratchPostgresDatabase,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
} from './services.ts';

/**
 * Two API processes on one PostgreSQL database and one Redis, as behind a load balancer (issue 8,
 * docs/decisions/019). Runs where both servers answer (CI); skipped elsewhere so `npm test` needs none.
 */
const withServers = (await redisAnswers()) && (await postgresAnswers());

const apiDir = join(import.meta.dirname, '..');
/** The address the wrong passwords come from; every other request comes from 127.0.0.1. */
const ATTACKER = '127.0.0.7';
const LOGIN_LIMIT = 25;

interface Answer {
  status: number;
  body: {
    httpStatus?: number;
    result?: Record<string, unknown> & { data?: Record<string, unknown>[]; totalRecords?: number };
    error?: { code: string };
  };
}

/** One HTTP request from a chosen loopback address (Linux answers on all of 127/8), so limits see two clients. */
const call = (
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

interface Instance {
  port: number;
  process: ChildProcess;
  dataDir: string;
  output: string[];
}

const startInstance = async (env: Record<string, string>): Promise<Instance> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'elevate-two-instances-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const instance = { port, process: child, dataDir, output };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output.join('')}`);
    const health = await call(port, 'GET', '/api/health').catch(() => null);
    if (health?.status === 200) return instance;
    if (Date.now() > deadline) throw new Error(`instance did not start in 60 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const stopInstance = async (instance: Instance | undefined): Promise<void> => {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => instance.process.once('exit', () => resolve()));
  instance.process.kill('SIGTERM');
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

describe.runIf(withServers)('two API instances on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof scratchPostgresDatabase>> | undefined;
  const keyPrefix = uniqueKeyPrefix();
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    database = await scratchPostgresDatabase(TEST_POSTGRES_URL, 'elevate_two');
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      // Both sign and check sessions: one secret, as every instance behind one load balancer has.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOGIN_RATE_LIMIT_IP: String(LOGIN_LIMIT),
      // Accounts made here hash cheaply, so 26 wrong passwords take well under a second each.
      PASSWORD_HASH_COST_LOG2: '14',
      JOB_SEARCH_CACHE_SECONDS: '300',
    };
    // One after the other: the first migrates and seeds the demo data, the second finds both done.
    a = await startInstance({ ...env, SEED_ON_START: 'true' });
    b = await startInstance({ ...env, SEED_ON_START: 'false' });
  }, 150_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    for (const instance of [a, b]) if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
    await database?.drop();
    await dropRedisKeys(keyPrefix);
  }, 30_000);

  const signIn = async (port: number, username: string, password: string) => {
    const res = await call(port, 'POST', '/api/wueusers/login', { body: { username, password } });
    expect(res.status).toBe(200);
    const result = res.body.result as { token: string; userDetails: { uid: number } };
    return {
      uid: result.userDetails.uid,
      // The token comes with its scheme: `Bearer <jwt>`.
      headers: { authorization: result.token, auth_uid: String(result.userDetails.uid) },
    };
  };

  it('closes a job through one instance and the other stops finding it at once, though it had cached the search', async () => {
    const employer = await signIn(a!.port, 'employer@elevate.local', 'Employer@123');
    const companies = await call(a!.port, 'GET', '/api/console/partners', { headers: employer.headers });
    expect(companies.status).toBe(200);
    const partnerId = companies.body.result!.data![0]!.partnerId as number;
    const search = `/api/jobs/search?partnerId=${partnerId}&limit=50`;

    const before = await call(b!.port, 'GET', search);
    expect(before.status).toBe(200);
    const jobIds = before.body.result!.data!.map((job) => job.jobId as number);
    expect(jobIds.length).toBeGreaterThan(0);
    // B's answer is in the shared cache now, where A's next search would find it too.
    const redis = new Redis(TEST_REDIS_URL);
    const cached = await redis.keys(`${keyPrefix}search:job-search-results:*`);
    redis.disconnect();
    expect(cached.length).toBeGreaterThan(0);
    expect((await call(b!.port, 'GET', search)).body.result!.data!.map((job) => job.jobId)).toEqual(jobIds);

    const closed = jobIds[0]!;
    const close = await call(a!.port, 'PUT', `/api/jobs/${closed}/status`, {
      headers: employer.headers,
      body: { isActive: false },
    });
    expect(close.status).toBe(200);

    const after = await call(b!.port, 'GET', search);
    expect(after.status).toBe(200);
    expect(after.body.result!.data!.map((job) => job.jobId)).toEqual(jobIds.filter((id) => id !== closed));
    expect(after.body.result!.totalRecords).toBe((before.body.result!.totalRecords as number) - 1);
  });

  it('refuses on the other instance a token revoked through one (log out everywhere)', async () => {
    const employer = await signIn(b!.port, 'employer@elevate.local', 'Employer@123');
    expect((await call(b!.port, 'GET', '/api/wueusers/me', { headers: employer.headers })).status).toBe(200);
    expect((await call(a!.port, 'GET', '/api/wueusers/me', { headers: employer.headers })).status).toBe(200);

    const logout = await call(a!.port, 'POST', `/api/wueusers/${employer.uid}/logout-all`, {
      headers: employer.headers,
    });
    expect(logout.status).toBe(200);

    const refused = await call(b!.port, 'GET', '/api/wueusers/me', { headers: employer.headers });
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('shares the login limit: the 26th wrong password from one address, spread across both, is refused', async () => {
    // An account of its own (the demo ones hash at full cost), signed up through the other instance.
    const email = `kiran.${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await call(b!.port, 'POST', '/api/wueusers/register', {
      body: {
        fullName: 'Kiran',
        lastName: 'Rao',
        ucontact: '9876501234',
        email,
        password: 'Kiran@12345',
        utype: 'Student',
      },
    });
    expect(signUp.status).toBe(201);
    const attempt = (instance: Instance) =>
      call(instance.port, 'POST', '/api/wueusers/login', {
        from: ATTACKER,
        body: { username: email, password: 'Wrong@12345' },
      });
    // At once, half on each instance: the count is atomic, and each password check costs a full hash.
    const statuses = (
      await Promise.all(Array.from({ length: LOGIN_LIMIT }, (_, i) => attempt(i % 2 === 0 ? a! : b!)))
    ).map((res) => res.status);
    // Each instance saw only 12 or 13 of them: alone, neither would refuse anything yet.
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);

    const refusedOnB = await attempt(b!);
    expect(refusedOnB.status).toBe(429);
    expect(refusedOnB.body.error?.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await attempt(a!)).status).toBe(429);
  });
});
