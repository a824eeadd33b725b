#!/usr/bin/env node
// Builds the web app when apps/web/dist is missing or older than any source it is built from.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const webNeedsBuild = () =>
  isStale(join(root, 'apps/web/dist/index.html'), {
    dirs: [join(root, 'apps/web/src'), join(root, 'apps/web/public'), join(root, 'packages/contracts/src')],
    files: [join(root, 'apps/web/index.html'), join(root, 'apps/web/vite.config.ts')],
  });

if (process.argv[1] === fileURLToPath(import.meta.url) && webNeedsBuild()) {
  console.log('Building the web app…');
  const res = spawnSync('npm', ['run', 'build', '-w', '@elevate/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
