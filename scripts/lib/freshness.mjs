// When a build output is older than what it is built from (used by the build-*-if-needed scripts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of any file under `dir` (node_modules and dist left out). */
export const newestIn = (dir) => {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newestIn(p) : statSync(p).mtimeMs);
  }
  return max;
};

/** True when `output` is missing or any of `dirs` (recursively) or `files` changed after it was written. */
export const isStale = (output, { dirs = [], files = [] }) => {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return dirs.some((d) => newestIn(d) > built) || files.some((f) => statSync(f).mtimeMs > built);
};
