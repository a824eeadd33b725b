// First-load JavaScript of `/`, gzipped (zlib level 9), from the production build in apps/web/dist:
// 1. what index.html loads: <script type="module" src> + <link rel="modulepreload" href>, plus their static
//    imports (normally already all preloaded);
// 2. the same plus the lazily imported home page chunk(s) and their static imports — what a visitor of `/`
//    actually downloads before the page renders.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, runScript } from './lib/proc.ts';
import { round, writeResult, runWhenMain } from './lib/results.ts';

export const BUNDLE_TARGET_KB = 170;

const dist = process.env.BUNDLE_DIST_DIR ?? join(repoRoot, 'apps/web/dist');
const kb = (bytes: number) => round(bytes / 1024, 1);

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSet {
  files: FileSize[];
  bytes: number;
  gzipBytes: number;
  gzipKB: number;
  withinTarget: boolean;
}

export interface BundleSizeResult {
  distBuiltAt: string;
  entry: string[];
  modulepreload: string[];
  /** Statically imported by the first-load files but not preloaded by index.html (should be empty). */
  notPreloaded: string[];
  homeChunks: string[];
  firstLoad: BundleSet;
  firstLoadWithHome: BundleSet;
  target: { gzipKBAtMost: number; kb: number };
}

/** Attributes of every `<tag ...>` in the HTML, as lower-cased name → value maps. */
const tags = (html: string, tag: string): Map<string, string>[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) => {
    const attrs = new Map<string, string>();
    for (const a of (m[1] ?? '').matchAll(/([\w:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      attrs.set((a[1] ?? '').toLowerCase(), (a[2] ?? '').replace(/^["']|["']$/g, ''));
    }
    return attrs;
  });

/** "/assets/x.js?v=1" → absolute path inside dist (only local .js files count). */
const fromUrl = (url: string): string | undefined => {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined;
  const path = resolve(dist, url.split(/[?#]/)[0]?.replace(/^\//, '') ?? '');
  return path.endsWith('.js') && existsSync(path) ? path : undefined;
};

/** Relative specifiers of static imports/re-exports: `from"./x.js"`, `import"./x.js"`, `from '../y.js'`. */
const staticImports = (file: string): string[] => {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*(["'`])(\.{1,2}\/[^"'`\s]+?\.js)\1/g)];
  return found.map((m) => resolve(dirname(file), m[2] ?? '')).filter((p) => existsSync(p));
};

/** `files` and everything they import statically, transitively. */
const closure = (files: string[]): Set<string> => {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
};

/** Chunks the first-load code imports dynamically for the home page (`import("./home-page-*.js")`). */
const homeChunks = (firstLoad: Iterable<string>): string[] => {
  const chunks = new Set<string>();
  for (const file of firstLoad) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bimport\(\s*(["'`])(\.{1,2}\/(?:[^"'`\s]*\/)?home-page-[^"'`\s/]*\.js)\1\s*\)/g)) {
      const path = resolve(dirname(file), m[2] ?? '');
      if (existsSync(path)) chunks.add(path);
    }
  }
  if (chunks.size === 0) {
    // Fallback: Vite's preload map names chunks relative to dist ("assets/home-page-x.js").
    for (const file of firstLoad) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /["'`]((?:\.\/)?assets\/(?:[^"'`\s]*\/)?home-page-[^"'`\s/]*\.js)["'`]/g,
      )) {
        const path = resolve(dist, m[1] ?? '');
        if (existsSync(path)) chunks.add(path);
      }
    }
  }
  return [...chunks];
};

const sizeOf = (files: Iterable<string>): BundleSet => {
  const sizes = [...files].map((file): FileSize => {
    const buf = readFileSync(file);
    return { file: relative(dist, file), bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
  });
  sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = sizes.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    files: sizes,
    bytes: sizes.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes,
    gzipKB: kb(gzipBytes),
    withinTarget: kb(gzipBytes) <= BUNDLE_TARGET_KB,
  };
};

export const runBundleSize = async (): Promise<BundleSizeResult> => {
  // Builds when dist is missing (or older than its sources, so the figures match the code). A build elsewhere
  // (BUNDLE_DIST_DIR, e.g. `vite build --outDir /tmp/x`) is measured as it is.
  if (!process.env.BUNDLE_DIST_DIR) runScript([join(repoRoot, 'scripts/build-web-if-needed.mjs')], 'web build');
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing after the build`);
  const html = readFileSync(indexFile, 'utf8');

  const entry = tags(html, 'script')
    .filter((a) => a.get('type') === 'module' && a.has('src'))
    .map((a) => fromUrl(a.get('src') ?? ''))
    .filter((p): p is string => p !== undefined);
  const modulepreload = tags(html, 'link')
    .filter((a) => (a.get('rel') ?? '').split(/\s+/).includes('modulepreload'))
    .map((a) => fromUrl(a.get('href') ?? ''))
    .filter((p): p is string => p !== undefined);
  if (entry.length === 0) throw new Error('no <script type="module" src> found in dist/index.html');

  const declared = new Set([...entry, ...modulepreload]);
  const firstLoad = closure([...declared]);
  const home = homeChunks(firstLoad);
  if (home.length === 0) console.warn('  bundle-size: no home-page chunk found; "with home" equals first load');
  const withHome = closure([...firstLoad, ...home]);

  const result: BundleSizeResult = {
    distBuiltAt: statSync(indexFile).mtime.toISOString(),
    entry: entry.map((p) => relative(dist, p)),
    modulepreload: modulepreload.map((p) => relative(dist, p)),
    notPreloaded: [...firstLoad].filter((p) => !declared.has(p)).map((p) => relative(dist, p)),
    homeChunks: home.map((p) => relative(dist, p)),
    firstLoad: sizeOf(firstLoad),
    firstLoadWithHome: sizeOf(withHome),
    target: { gzipKBAtMost: BUNDLE_TARGET_KB, kb: 1024 },
  };
  console.log(
    `  bundle-size: first load ${result.firstLoad.gzipKB} KB gz (${result.firstLoad.files.length} files), ` +
      `with home chunk ${result.firstLoadWithHome.gzipKB} KB gz (${result.firstLoadWithHome.files.length} files)`,
  );
  if (!process.env.BUNDLE_DIST_DIR) writeResult('bundle-size', result);
  return result;
};

runWhenMain(import.meta.url, runBundleSize);
