// Where results go and the machine/run metadata stored with each of them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './proc.ts';
import { isMain } from './proc.ts';

export const resultsDir = join(repoRoot, 'bench', 'results');

export interface Machine {
  node: string;
  os: string;
  cpuModel: string;
  cpus: number;
  memoryGiB: number;
  /** 1/5/15-minute load average when the result was written (other work on the machine skews figures). */
  loadAverage: number[];
}

export const machine = (): Machine => ({
  node: process.version,
  os: `${osType()} ${release()} (${process.arch})`,
  cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
  cpus: cpus().length,
  memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
});

/** Writes bench/results/<name>.json with the machine and time of the run; returns its path. */
export const writeResult = (name: string, data: object): string => {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  const payload = { benchmark: name, measuredAt: new Date().toISOString(), machine: machine(), ...data };
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
};

/** A positive number from the environment (BENCH_…), or the fallback when it is unset or not one. */
export const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The 1, 5 and 15 minute load averages now, rounded, recorded beside each figure. */
export const loadNow = (): number[] => loadavg().map((l) => round(l, 2));

export const round = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The nearest-rank percentile (0–100) of `values`; 0 for none. */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

/**
 * Replaces the section of latest.md that starts with `heading` (up to the next `## `), or adds it at the end,
 * keeping the rest of the file: what a benchmark run alone does with its own section. The section gets the
 * time and machine of the run under its heading.
 */
export const updateLatestSection = (heading: string, section: string): void => {
  const file = join(resultsDir, 'latest.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Elevate benchmarks: latest run\n';
  const start = current.indexOf(heading);
  const before = start === -1 ? current : current.slice(0, start);
  const afterStart = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const after = afterStart === -1 ? '' : current.slice(afterStart + 1);
  const m = machine();
  const stamp = `Measured ${new Date().toISOString()} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}.\n\n`;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(file, `${before.trimEnd()}\n\n${section.replace('\n\n', `\n\n${stamp}`)}${after ? `\n${after}` : ''}`);
};

/**
 * Runs a benchmark when its file is run directly (`npx tsx src/<name>.ts`): prints its section of latest.md
 * and writes it there when it has one, else its result as JSON. Exits non-zero if it crashed.
 */
export const runWhenMain = <T>(
  url: string,
  run: () => Promise<T>,
  section?: { heading: string; markdown: (r: T) => string },
): void => {
  if (!isMain(url)) return;
  run()
    .then((r) => {
      if (!section) return console.log(JSON.stringify(r, null, 2));
      const text = section.markdown(r);
      updateLatestSection(section.heading, text);
      console.log(`\n${text}`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
};

/** A benchmark's latest.md section when it crashed or was skipped; undefined when it has figures to show. */
export const unmeasuredSection = (heading: string, r: { skipped?: string } | undefined): string | undefined =>
  !r
    ? `${heading}\n\nCrashed (see the output above).\n`
    : r.skipped
      ? `${heading}\n\nSkipped: ${r.skipped}.\n`
      : undefined;

/** "0.7 / 0.99 / 2.14 → 1.66 / 1.31 / 2.09": the load average when a benchmark started and ended. */
export const loadAverageText = (l: { start: number[]; end?: number[] }) =>
  `${l.start.join(' / ')} → ${l.end?.join(' / ') ?? '?'}`;
