// How well the parser reads the labelled resume set and how well the matcher ranks the demo jobs for it (issue 15,
// "Quality, measured"). Shared by quality.test.ts, which asserts the floors, and bench/src/resume-quality.ts,
// which reports the figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { canonicalSkillName, skillKey } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { DbOrTx } from '../../../db/client.ts';
import { matchParsedResume } from '../matching.service.ts';
import { LOW_CONFIDENCE } from '@elevate/contracts/matching/matching.constants';
import { parseResumePdf } from '../parser/parse-resume.ts';
import { RESUMES_DIR, type LabelsEntry } from './resume-corpus.ts';

/** A resume's skills are right when the parser found at least this share of the labelled ones... */
export const SKILLS_RECALL_FLOOR = 0.9;
/** ...and at least this share of what it found is labelled. */
export const SKILLS_PRECISION_FLOOR = 0.8;
/** Precision is measured over the first K jobs; the reciprocal rank over the first MATCHES_READ. */
export const PRECISION_AT = 3;
const MATCHES_READ = 10;

export const FIELDS = ['name', 'email', 'phone', 'skills', 'degree'] as const;
export type Field = (typeof FIELDS)[number];

const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Dictionary keys, each once: "MS Excel" and "Excel" are one skill. */
const skillKeys = (names: readonly string[]) => new Set(names.map((n) => skillKey(canonicalSkillName(n))));

export interface SkillScore {
  recall: number;
  precision: number;
  right: boolean;
  missing: string[];
  extra: string[];
}

export const scoreSkills = (expected: readonly string[], found: readonly string[]): SkillScore => {
  const want = skillKeys(expected);
  const got = skillKeys(found);
  const hits = [...got].filter((k) => want.has(k)).length;
  const recall = want.size === 0 ? 1 : hits / want.size;
  const precision = got.size === 0 ? (want.size === 0 ? 1 : 0) : hits / got.size;
  return {
    recall,
    precision,
    right: recall >= SKILLS_RECALL_FLOOR && precision >= SKILLS_PRECISION_FLOOR,
    missing: expected.filter((n) => !got.has(skillKey(canonicalSkillName(n)))),
    extra: found.filter((n) => !want.has(skillKey(canonicalSkillName(n)))),
  };
};

/** "B.Tech", "B.Tech – Computer Science", "MBA (Marketing)" and "B.Com (Hons)" name their degree by the first word. */
export const degreeKey = (degree: string): string =>
  (
    degree
      .replace(/\(.*?\)/g, ' ')
      .trim()
      .split(/[\s,–—|]+/)[0] ?? ''
  )
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The degree is right when one of the education entries read names it (the highest need not be listed first). */
export const degreeRight = (expected: string, found: readonly (string | null)[]): boolean =>
  found.some((d) => d !== null && degreeKey(d) === degreeKey(expected));

/** Demo job titles carry their type and level ("Frontend Developer Intern", "Senior Data Analyst"). */
export const baseJobTitle = (title: string): string =>
  title
    .replace(/^Senior /, '')
    .replace(/ \(Part-Time\)$/, '')
    .replace(/(?<!^Research|^Software Development) Intern$/, '');

/** The share of the first k titles that are expected (a missing place counts as a miss). */
export const precisionAt = (k: number, ranked: readonly string[], expected: readonly string[]): number => {
  const want = new Set(expected.map(baseJobTitle));
  return ranked.slice(0, k).filter((t) => want.has(baseJobTitle(t))).length / k;
};

/** 1 / the place of the first expected title, 0 when none is ranked. */
export const reciprocalRank = (ranked: readonly string[], expected: readonly string[]): number => {
  const want = new Set(expected.map(baseJobTitle));
  const i = ranked.findIndex((t) => want.has(baseJobTitle(t)));
  return i < 0 ? 0 : 1 / (i + 1);
};

export interface ResumeOutcome {
  file: string;
  scanned: boolean;
  flaggedScanned: boolean;
  fields: Record<Field, boolean>;
  read: { name: string | null; email: string | null; phone: string | null; degrees: (string | null)[] };
  skills: SkillScore;
  /** Job titles as ranked, the first MATCHES_READ. */
  ranked: string[];
  precisionAt3: number;
  reciprocalRank: number;
}

export const evaluateResume = (labels: LabelsEntry, parsed: ParsedResume, ranked: readonly string[]): ResumeOutcome => {
  const skills = scoreSkills(
    labels.skills,
    // The skills the parser is sure of: those the profile review ticks by default. Unsure ones are offered for
    // the person to check, so they are neither credited nor counted against it.
    parsed.skills.filter((s) => s.confidence >= LOW_CONFIDENCE).map((s) => s.name),
  );
  const degrees = parsed.education.map((e) => e.degree);
  return {
    file: labels.file,
    scanned: labels.scanned,
    flaggedScanned: parsed.layout.scanned && parsed.warnings.includes('scanned'),
    fields: {
      name: parsed.name !== null && squash(parsed.name.value) === squash(labels.name),
      email: parsed.email !== null && squash(parsed.email.value) === squash(labels.email),
      phone: parsed.phone?.value === labels.phone,
      skills: skills.right,
      degree: degreeRight(labels.degree, degrees),
    },
    read: {
      name: parsed.name?.value ?? null,
      email: parsed.email?.value ?? null,
      phone: parsed.phone?.value ?? null,
      degrees,
    },
    skills,
    ranked: [...ranked],
    precisionAt3: precisionAt(PRECISION_AT, ranked, labels.expectedJobs),
    reciprocalRank: reciprocalRank(ranked, labels.expectedJobs),
  };
};

export interface QualitySummary {
  resumes: number;
  /** Resumes with a text layer: the fields and the matches are measured on these. */
  measured: number;
  twoColumn: number;
  twoPage: number;
  scanned: number;
  scannedFlagged: number;
  /** Share of measured resumes with the field right. */
  accuracy: Record<Field, number>;
  precisionAt3: number;
  meanReciprocalRank: number;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export const summarizeQuality = (
  labels: readonly LabelsEntry[],
  outcomes: readonly ResumeOutcome[],
): QualitySummary => {
  const measured = outcomes.filter((o) => !o.scanned);
  const accuracy = Object.fromEntries(
    FIELDS.map((f) => [f, round3(mean(measured.map((o) => (o.fields[f] ? 1 : 0))))]),
  ) as Record<Field, number>;
  return {
    resumes: outcomes.length,
    measured: measured.length,
    twoColumn: labels.filter((l) => l.columns === 2).length,
    twoPage: labels.filter((l) => l.pages === 2).length,
    scanned: outcomes.length - measured.length,
    scannedFlagged: outcomes.filter((o) => o.scanned && o.flaggedScanned).length,
    accuracy,
    precisionAt3: round3(mean(measured.map((o) => o.precisionAt3))),
    meanReciprocalRank: round3(mean(measured.map((o) => o.reciprocalRank))),
  };
};

export const readLabels = (): LabelsEntry[] =>
  JSON.parse(readFileSync(join(RESUMES_DIR, 'labels.json'), 'utf8')) as LabelsEntry[];

/**
 * Parses every resume of the labelled set and ranks `db`'s open jobs for it with the matcher the product uses.
 * `db` must hold the demo jobs (seedDemoData). Scanned resumes are parsed (they must be flagged) but not ranked.
 */
export const measureResumeQuality = async (
  db: DbOrTx,
): Promise<{ summary: QualitySummary; outcomes: ResumeOutcome[]; parseMs: number[] }> => {
  const labels = readLabels();
  const outcomes: ResumeOutcome[] = [];
  const parseMs: number[] = [];
  for (const entry of labels) {
    const bytes = new Uint8Array(readFileSync(join(RESUMES_DIR, entry.file)));
    const started = performance.now();
    const parsed = await parseResumePdf(bytes);
    parseMs.push(performance.now() - started);
    const ranked = entry.scanned
      ? []
      : (await matchParsedResume(db, parsed, { limit: MATCHES_READ })).matches.map((m) => m.job.jobTitle);
    outcomes.push(evaluateResume(entry, parsed, ranked));
  }
  return { summary: summarizeQuality(labels, outcomes), outcomes, parseMs };
};

/** A plain-text table of the figures and of each resume that misses a field or its jobs, for the test log. */
export const qualityReport = (summary: QualitySummary, outcomes: readonly ResumeOutcome[]): string => {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const lines = [
    `Resumes ${summary.resumes} (${summary.measured} with text, ${summary.twoColumn} two-column, ${summary.twoPage} two-page, ${summary.scanned} scanned: ${summary.scannedFlagged} flagged)`,
    ...FIELDS.map((f) => `  ${f.padEnd(8)} ${pct(summary.accuracy[f])}`),
    `  P@${PRECISION_AT}      ${summary.precisionAt3.toFixed(3)}`,
    `  MRR      ${summary.meanReciprocalRank.toFixed(3)}`,
  ];
  for (const o of outcomes) {
    if (o.scanned) {
      if (!o.flaggedScanned) lines.push(`${o.file}: scanned but not flagged`);
      continue;
    }
    const wrong = FIELDS.filter((f) => !o.fields[f]);
    const misses: string[] = wrong.map((f) => {
      if (f === 'skills') {
        return `skills (recall ${o.skills.recall.toFixed(2)}, precision ${o.skills.precision.toFixed(2)}; missing ${o.skills.missing.join(', ') || '—'}; extra ${o.skills.extra.join(', ') || '—'})`;
      }
      if (f === 'degree') return `degree (read ${o.read.degrees.map((d) => d ?? 'null').join(' / ') || 'none'})`;
      return `${f} (read ${o.read[f] ?? 'null'})`;
    });
    if (o.precisionAt3 < 1) {
      misses.push(
        `P@3 ${o.precisionAt3.toFixed(2)} RR ${o.reciprocalRank.toFixed(2)} (top: ${o.ranked.slice(0, 3).join(' · ') || 'none'})`,
      );
    }
    if (misses.length > 0) lines.push(`${o.file}: ${misses.join('; ')}`);
  }
  return lines.join('\n');
};
