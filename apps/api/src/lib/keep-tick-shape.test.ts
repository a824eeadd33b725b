import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Runs a fresh node that optionally imports keep-tick-shape.ts, lets twenty full collections run between
 * ticks (as PGlite's start-up does), then prints V8's view of `process.nextTick` (its inline caches).
 */
const nextTickCachesAfterCollections = (keepShape: boolean): string[] => {
  const script = `
    if (process.env.KEEP_SHAPE === '1') await import(process.env.KEEP_SHAPE_MODULE);
    for (let i = 0; i < 20; i++) {
      await new Promise((done) => setImmediate(done));
      globalThis.gc();
      await new Promise((done) => process.nextTick(done));
    }
    // Enough calls afterwards that nextTick certainly has its inline caches (they are allocated lazily).
    for (let i = 0; i < 1000; i++) await new Promise((done) => process.nextTick(done));
    %DebugPrint(process.nextTick);
  `;
  // V8 prints with C stdio: into a file, since a pipe Node made non-blocking can cut the print short.
  const dir = mkdtempSync(join(tmpdir(), 'keep-tick-shape-'));
  const file = join(dir, 'out.txt');
  const fd = openSync(file, 'w');
  try {
    execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: join(here, '../..'),
        env: {
          ...process.env,
          KEEP_SHAPE: keepShape ? '1' : '0',
          KEEP_SHAPE_MODULE: join(here, 'keep-tick-shape.ts'),
        },
        stdio: ['ignore', fd, 'inherit'],
        timeout: 30_000,
      },
    );
  } finally {
    closeSync(fd);
  }
  const out = readFileSync(file, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  // The literal `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }` in nextTick.
  return out.split('\n').filter((line) => line.includes('DefineKeyedOwnPropertyInLiteral'));
};

describe('keeping the nextTick record shape alive', () => {
  it('keeps nextTick building its records on the fast path after full collections', () => {
    const caches = nextTickCachesAfterCollections(true);
    expect(caches.length).toBeGreaterThan(0);
    expect(caches.filter((line) => line.includes('MEGAMORPHIC'))).toEqual([]);
  });

  // The reason the module exists. If a Node upgrade makes this fail, V8 no longer drops the shape and
  // lib/keep-tick-shape.ts (with its import in server.ts) can go.
  it('without it, full collections leave nextTick on the slow runtime path (Node 20)', () => {
    const caches = nextTickCachesAfterCollections(false);
    expect(caches.some((line) => line.includes('MEGAMORPHIC'))).toBe(true);
  });

  it('holds a tick record from the moment it is imported', async () => {
    const { keptTickRecord } = await import('./keep-tick-shape.ts');
    const record = keptTickRecord();
    expect(record).toBeTypeOf('object');
    expect(Object.getOwnPropertySymbols(record)).toHaveLength(2);
  });
});
