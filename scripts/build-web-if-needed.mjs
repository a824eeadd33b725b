#!/usr/bin/env node
// Builds the web app (apps/web/dist, and the server renderer in apps/web/dist-server) when either is missing or
// older than any source it is built from.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const sources = {
  dirs: [join(root, 'apps/web/src'), join(root, 'apps/web/public'), join(root, 'packages/contracts/src')],
  files: [
    join(root, 'apps/web/index.html'),
    join(root, 'apps/web/vite.config.ts'),
    join(root, 'apps/web/package.json'),
  ],
};

/** The browser's build (dist) and the server renderer's (dist-server, docs/decisions/023) are built together. */
export const webNeedsBuild = () =>
  isStale(join(root, 'apps/web/dist/index.html'), sources) ||
  isStale(join(root, 'apps/web/dist-server/entry-server.js'), sources);

if (process.argv[1] === fileURLToPath(import.meta.url) && webNeedsBuild()) {
  console.log('Building the web app…');
  const res = spawnSync('npm', ['run', 'build', '-w', '@elevate/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
