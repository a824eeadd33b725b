#!/usr/bin/env node
// Builds the web app when apps/web/dist is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'apps/web/dist/index.html');

const newest = (dir) => {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
};

export const webNeedsBuild = () => {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = [join(root, 'apps/web/src'), join(root, 'apps/web/public'), join(root, 'packages/contracts/src')];
  const files = [join(root, 'apps/web/index.html'), join(root, 'apps/web/vite.config.ts')];
  return sources.some((d) => newest(d) > built) || files.some((f) => statSync(f).mtimeMs > built);
};

if (process.argv[1] === fileURLToPath(import.meta.url) && webNeedsBuild()) {
  console.log('Building the web app…');
  const res = spawnSync('npm', ['run', 'build', '-w', '@elevate/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
