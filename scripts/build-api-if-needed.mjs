#!/usr/bin/env node
// Builds the API server into one ES module, apps/api/dist/server.mjs (with a source map), when it is missing
// or older than any source it is built from; `--force` builds anyway. Our TypeScript (apps/api and the
// @elevate/contracts it imports) is bundled; every npm package stays external and is loaded from
// node_modules as usual. `npm start` runs the result with plain node: no TypeScript loader at run time, so
// a restart is quicker and the server process lighter (docs/decisions/016).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'apps/api');
// The same depth as apps/api/src, so paths computed from the module's own location (config.ts repoRoot)
// hold in both.
export const apiBundle = join(api, 'dist/server.mjs');

export const apiNeedsBuild = () =>
  isStale(apiBundle, {
    dirs: [join(api, 'src'), join(root, 'packages/contracts/src')],
    files: [join(api, 'package.json'), fileURLToPath(import.meta.url)],
  });

/** Bare imports of npm packages stay imports; our workspace packages (TypeScript sources) are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@elevate/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const buildApi = async () => {
  // Loaded only when there is something to build: `npm start` checks on every start.
  const { build } = await import('esbuild');
  const { engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  await build({
    entryPoints: [join(api, 'src/server.ts')],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${engines.node.replace(/[^\d.]/g, '')}`,
    sourcemap: true,
    // Function and class names as written, for logs and stack traces.
    keepNames: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url) && (process.argv.includes('--force') || apiNeedsBuild())) {
  console.log('Building the API server…');
  await buildApi();
}
