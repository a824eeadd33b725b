#!/usr/bin/env node
// npm start: install if needed, build the web app and the API server if needed, then run the server (which
// migrates, seeds on the first run and serves API + web app). Signals are passed on so the server can drain
// and flush.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (script) => {
  const res = spawnSync(process.execPath, [join(root, 'scripts', script)], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
run('ensure-install.mjs');
run('build-web-if-needed.mjs');
run('build-api-if-needed.mjs');

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
