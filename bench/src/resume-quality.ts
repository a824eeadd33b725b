// Resume parsing and matching quality (issue 15, "Quality, measured"): the labelled resume set
// (apps/api/test/resumes, written by apps/api/src/modules/matching/testing/write-corpus.ts) parsed by the API's
// parser, and each resume with text matched by the API's matcher against the seeded demo jobs, in an in-memory
// PGlite database seeded as `npm run seed` does. Per field, the share of resumes with text read right (a resume's
// skills count as right at recall ≥ 0.9 and precision ≥ 0.8 in dictionary names); precision at 3 and the mean
// reciprocal rank of the expected demo jobs; whether each scanned resume is flagged; and the parse time.
// The same measures as apps/api/src/modules/matching/quality.test.ts, which asserts the floors.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import {
  FIELDS,
  measureResumeQuality,
  PRECISION_AT,
  qualityReport,
  SKILLS_PRECISION_FLOOR,
  SKILLS_RECALL_FLOOR,
  type QualitySummary,
} from '../../apps/api/src/modules/matching/testing/resume-quality.ts';
import { seedDemoData } from '../../apps/api/src/scripts/seed/seed.ts';
import { loadNow, percentile, round, runWhenMain, unmeasuredSection, writeResult } from './lib/results.ts';

export const RESUME_QUALITY_HEADING = '## Resume parsing and matching quality';
/** The floors quality.test.ts asserts. */
export const FIELD_ACCURACY_TARGET = 0.9;
export const PRECISION_AT_3_TARGET = 0.8;

export interface ResumeQualityResult {
  skipped?: string;
  summary: QualitySummary;
  targets: { fieldAccuracyAtLeast: number; precisionAt3AtLeast: number; met: boolean };
  parseMs: { p50: number; p95: number; max: number };
  /** Each resume that misses a field or an expected job in its first three, and why. */
  misses: string[];
  loadAverage: { start: number[]; end?: number[] };
}

export const runResumeQuality = async (): Promise<ResumeQualityResult> => {
  const start = loadNow();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'elevate-bench-quality-'));
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoData(database.db, { uploadsDir, now: new Date() });
    const { summary, outcomes, parseMs } = await measureResumeQuality(database.db);
    const met =
      FIELDS.every((f) => summary.accuracy[f] >= FIELD_ACCURACY_TARGET) &&
      summary.precisionAt3 >= PRECISION_AT_3_TARGET &&
      summary.scannedFlagged === summary.scanned;
    const result: ResumeQualityResult = {
      summary,
      targets: { fieldAccuracyAtLeast: FIELD_ACCURACY_TARGET, precisionAt3AtLeast: PRECISION_AT_3_TARGET, met },
      parseMs: {
        p50: round(percentile(parseMs, 50), 1),
        p95: round(percentile(parseMs, 95), 1),
        max: round(Math.max(...parseMs), 1),
      },
      misses: qualityReport(summary, outcomes)
        .split('\n')
        .slice(FIELDS.length + 3),
      loadAverage: { start, end: loadNow() },
    };
    writeResult('resume-quality', result);
    return result;
  } finally {
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
};

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** The latest.md section of this benchmark. */
export const resumeQualityMarkdown = (r: ResumeQualityResult | undefined): string => {
  const unmeasured = unmeasuredSection(RESUME_QUALITY_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const s = r.summary;
  return [
    RESUME_QUALITY_HEADING,
    '',
    `${s.resumes} labelled resumes (${s.twoColumn} two-column, ${s.twoPage} two-page, ${s.scanned} scanned; ${s.measured} with text), ` +
      `parsed by the API's parser and matched against the seeded demo jobs. Skills count as right at recall ≥ ${SKILLS_RECALL_FLOOR} and precision ≥ ${SKILLS_PRECISION_FLOOR}. ` +
      `Targets: each field ≥ ${pct(r.targets.fieldAccuracyAtLeast)}, P@${PRECISION_AT} ≥ ${r.targets.precisionAt3AtLeast}: ${r.targets.met ? 'met' : 'not met'}.`,
    '',
    '| Measure | Figure |',
    '| --- | --- |',
    ...FIELDS.map((f) => `| ${f[0]!.toUpperCase()}${f.slice(1)} read right | ${pct(s.accuracy[f])} |`),
    `| Precision at ${PRECISION_AT} | ${s.precisionAt3.toFixed(3)} |`,
    `| Mean reciprocal rank | ${s.meanReciprocalRank.toFixed(3)} |`,
    `| Scanned resumes flagged | ${s.scannedFlagged} / ${s.scanned} |`,
    `| Parse time p50 / p95 / max, ms | ${r.parseMs.p50} / ${r.parseMs.p95} / ${r.parseMs.max} |`,
    '',
    ...(r.misses.length > 0
      ? [`- ${r.misses.length} resumes miss a field or a job in their first three (bench/results/resume-quality.json).`]
      : []),
    `- Load average ${r.loadAverage.start.join(' / ')} → ${r.loadAverage.end?.join(' / ') ?? '?'}.`,
    '',
  ].join('\n');
};

runWhenMain(import.meta.url, runResumeQuality, { heading: RESUME_QUALITY_HEADING, markdown: resumeQualityMarkdown });
