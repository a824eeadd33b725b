import { describe, expect, it } from 'vitest';
import {
  baseJobTitle,
  degreeKey,
  degreeRight,
  precisionAt,
  reciprocalRank,
  scoreSkills,
  summarizeQuality,
  type ResumeOutcome,
} from './resume-quality.ts';
import type { LabelsEntry } from './resume-corpus.ts';

describe('scoreSkills', () => {
  it('counts a resume right at 90 % recall and 80 % precision', () => {
    const expected = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'];
    const found = [...expected.slice(0, 9), 'X1', 'X2'];
    const score = scoreSkills(expected, found);
    expect(score.recall).toBeCloseTo(0.9);
    expect(score.precision).toBeCloseTo(9 / 11);
    expect(score.right).toBe(true);
    expect(score.missing).toEqual(['A10']);
    expect(score.extra).toEqual(['X1', 'X2']);
  });

  it('counts a resume wrong when too few skills are found or too many are made up', () => {
    expect(scoreSkills(['Java', 'SQL', 'Git'], ['Java', 'SQL']).right).toBe(false);
    expect(scoreSkills(['Java'], ['Java', 'Go', 'Rust']).right).toBe(false);
    expect(scoreSkills(['Java'], []).precision).toBe(0);
  });

  it('takes two spellings of one dictionary skill as the same skill', () => {
    expect(scoreSkills(['Excel', 'JavaScript'], ['MS Excel', 'JS']).right).toBe(true);
  });
});

describe('degrees', () => {
  it('names a degree by its first word, whatever the punctuation, field or brackets', () => {
    expect(degreeKey('B.Tech – Computer Science')).toBe('btech');
    expect(degreeKey('MBA (Marketing)')).toBe('mba');
    expect(degreeKey('B.Com (Hons)')).toBe('bcom');
    expect(degreeKey('BS-MS (Dual Degree)')).toBe('bsms');
  });

  it('is right when any education entry read names the labelled degree', () => {
    expect(degreeRight('B.E.', ['HSC', 'BE'])).toBe(true);
    expect(degreeRight('M.A.', ['MBA', null])).toBe(false);
    expect(degreeRight('B.Tech', [])).toBe(false);
  });
});

describe('ranking measures', () => {
  const expected = ['Data Analyst', 'Research Intern'];

  it('reads a demo title without its level or type', () => {
    expect(baseJobTitle('Senior Data Analyst')).toBe('Data Analyst');
    expect(baseJobTitle('Data Analyst Intern')).toBe('Data Analyst');
    expect(baseJobTitle('Content Writer (Part-Time)')).toBe('Content Writer');
    expect(baseJobTitle('Research Intern')).toBe('Research Intern');
  });

  it('precision at 3 is the share of the first three that are expected, a missing place a miss', () => {
    expect(
      precisionAt(3, ['Data Analyst Intern', 'Java Developer', 'Research Intern', 'Data Analyst'], expected),
    ).toBeCloseTo(2 / 3);
    expect(precisionAt(3, ['Senior Data Analyst'], expected)).toBeCloseTo(1 / 3);
  });

  it('the reciprocal rank is one over the place of the first expected job, 0 without one', () => {
    expect(reciprocalRank(['Java Developer', 'HR Recruiter', 'Data Analyst'], expected)).toBeCloseTo(1 / 3);
    expect(reciprocalRank(['Java Developer'], expected)).toBe(0);
  });
});

describe('summarizeQuality', () => {
  const outcome = (file: string, scanned: boolean, right: boolean, p3: number, rr: number): ResumeOutcome => ({
    file,
    scanned,
    flaggedScanned: scanned,
    fields: { name: right, email: true, phone: true, skills: right, degree: true },
    read: { name: null, email: null, phone: null, degrees: [] },
    skills: { recall: 1, precision: 1, right, missing: [], extra: [] },
    ranked: [],
    precisionAt3: p3,
    reciprocalRank: rr,
  });
  const label = (file: string, scanned: boolean) => ({ file, scanned, columns: 1, pages: 1 }) as LabelsEntry;

  it('averages over the resumes with text and leaves scanned ones out of the fields and the ranking', () => {
    const s = summarizeQuality(
      [label('a', false), label('b', false), label('c', true)],
      [outcome('a', false, true, 1, 1), outcome('b', false, false, 0, 0.5), outcome('c', true, false, 0, 0)],
    );
    expect(s).toMatchObject({ resumes: 3, measured: 2, scanned: 1, scannedFlagged: 1 });
    expect(s.accuracy).toEqual({ name: 0.5, email: 1, phone: 1, skills: 0.5, degree: 1 });
    expect(s.precisionAt3).toBe(0.5);
    expect(s.meanReciprocalRank).toBe(0.75);
  });
});
