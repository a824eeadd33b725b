// Issue 15, "Quality, measured": the parser and the matcher on the labelled resume set (test/resumes, written by
// testing/write-corpus.ts). A resume's skills count as right when the parser found ≥ 90 % of the labelled skills
// and ≥ 80 % of what it found is labelled (testing/resume-quality.ts); scanned resumes are not read, only flagged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoData } from '../../scripts/seed/seed.ts';
import {
  FIELDS,
  measureResumeQuality,
  qualityReport,
  readLabels,
  type QualitySummary,
  type ResumeOutcome,
} from './testing/resume-quality.ts';

const FIELD_FLOOR = 0.9;
const PRECISION_AT_3_FLOOR = 0.8;

let database: Database;
let dispose: () => Promise<void>;
let uploadsDir: string;
let summary: QualitySummary;
let outcomes: ResumeOutcome[];

beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
  uploadsDir = mkdtempSync(join(tmpdir(), 'elevate-quality-'));
  await seedDemoData(database.db, { uploadsDir, now: new Date() });
  ({ summary, outcomes } = await measureResumeQuality(database.db));
  console.log(qualityReport(summary, outcomes));
}, 240_000);

afterAll(async () => {
  await dispose?.();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('the labelled resume set', () => {
  it('holds students, freshers and professionals in the layouts the parser must read', () => {
    const labels = readLabels();
    expect(labels.length).toBeGreaterThanOrEqual(32);
    expect(labels.filter((l) => l.columns === 2).length).toBeGreaterThanOrEqual(6);
    expect(labels.filter((l) => l.scanned).length).toBeGreaterThanOrEqual(2);
    expect(labels.filter((l) => l.pages === 2).length).toBeGreaterThanOrEqual(2);
  });
});

describe('resume parsing quality', () => {
  it.each(FIELDS)('reads %s right on at least 90 % of the resumes with text', (field) => {
    expect(summary.accuracy[field]).toBeGreaterThanOrEqual(FIELD_FLOOR);
  });

  it('flags every scanned resume as scanned', () => {
    expect(summary.scannedFlagged).toBe(summary.scanned);
    expect(summary.scanned).toBeGreaterThanOrEqual(2);
  });
});

describe('matching quality', () => {
  it('ranks an expected job in the first three often enough (precision at 3 ≥ 0.8)', () => {
    expect(summary.precisionAt3).toBeGreaterThanOrEqual(PRECISION_AT_3_FLOOR);
  });

  it('ranks some job for every resume with text', () => {
    expect(outcomes.filter((o) => !o.scanned && o.ranked.length === 0).map((o) => o.file)).toEqual([]);
  });
});
