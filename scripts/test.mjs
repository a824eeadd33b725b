#!/usr/bin/env node
// npm test: every test layer (Vitest projects: contracts, api, web; then Playwright browser journeys),
// one summary line at the end: "tests: N passed, N failed[, N skipped]". Exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (layer) => only.length === 0 || only.includes(layer);

const step = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const need = (script) => {
  if (step(process.execPath, [join(root, 'scripts', script)]) !== 0) process.exit(1);
};

need('ensure-install.mjs');
mkdirSync(results, { recursive: true });
rmSync(join(results, 'summary.json'), { force: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let exit = 0;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

if (wants('unit')) {
  const file = join(results, 'vitest.json');
  rmSync(file, { force: true });
  const status = step('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  if (status !== 0) {
    exit = 1;
    if (!report || report.numFailedTests === 0) totals.failed += 1; // a crash outside a test still fails
  }
}

if (wants('e2e')) {
  need('build-web-if-needed.mjs');
  const file = join(results, 'playwright.json');
  rmSync(file, { force: true });
  // A free port, so a dev server or another run on the usual port never collides with the journeys.
  const port =
    process.env.E2E_PORT ??
    (await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(String(free)));
      });
    }));
  const status = step('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_PORT: port,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  if (report) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
  if (status !== 0) {
    exit = 1;
    if (!report || report.stats.unexpected === 0) {
      totals.failed += 1; // an error outside a test (worker crash, web server) still fails the run
      console.error(`playwright exited with ${status}; errors outside tests:`, JSON.stringify(report?.errors ?? []));
    }
  }
}

const line = `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
writeFileSync(join(results, 'summary.json'), JSON.stringify(totals));
console.log(`\n${line}`);
process.exit(exit);
