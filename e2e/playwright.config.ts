import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh embedded database for every run, so journeys start from the seeded demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'elevate-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/playwright',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      // The first HTML answer is the same for every viewport: checked once, by the desktop project.
      testIgnore: ['seo/**'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1 and several sign in as the same demo accounts: the limits are proved
      // by the API tests, so here they are set out of the way.
      CONTACT_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_IP: '10000',
      LOGIN_RATE_LIMIT_ACCOUNT: '10000',
      REGISTER_RATE_LIMIT: '10000',
      EMAIL_RATE_LIMIT_IP: '10000',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
