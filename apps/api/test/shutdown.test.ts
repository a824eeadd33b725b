import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { contactMessages } from '../src/db/schema/contact.ts';

const serverEntry = join(import.meta.dirname, '../src/server.ts');

const startServer = (dataDir: string) =>
  new Promise<{ url: string; stop: (signal: NodeJS.Signals) => Promise<number | null> }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        CONTACT_RATE_LIMIT_MAX: '100000',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1])
        resolve({ url: match[1].replace('localhost', '127.0.0.1'), stop: (s) => (child.kill(s), exited) });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${out}`)));
  });

const message = (i: number) => ({
  senderFullName: `Sender ${i}`,
  email: `sender${i}@example.in`,
  contact: '9876543210',
  purposeToConnect: 'Campus partnership',
  message: `Durability check ${i}`,
});

describe('graceful shutdown', () => {
  it('keeps every write acknowledged before SIGTERM after a restart of the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'elevate-shutdown-'));
    try {
      const server = await startServer(dataDir);
      const post = async (i: number) => {
        try {
          const res = await fetch(`${server.url}/api/contact-us`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(message(i)),
          });
          return res.status === 201 ? ((await res.json()) as { result: { contactId: number } }).result.contactId : null;
        } catch {
          return null; // refused after the server stopped accepting: not acknowledged, so not promised
        }
      };
      const before = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i)));
      const inFlight = Array.from({ length: 20 }, (_, i) => post(100 + i));
      await new Promise((r) => setTimeout(r, 5));
      const code = await server.stop('SIGTERM');
      const during = await Promise.all(inFlight);
      expect(code).toBe(0);

      const acknowledged = [...before, ...during].filter((id): id is number => id !== null);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      const reopened = await openDatabase({ dataDir: join(dataDir, 'db') });
      const rows = await reopened.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, acknowledged));
      await reopened.close();
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
