import { describe, expect, it } from 'vitest';
import {
  agreementOf,
  averageRanks,
  friendlyOf,
  judgeStatsOf,
  normaliseReviews,
  type Review,
  spearman,
  submissionTotalsOf,
} from './normalisation.ts';

const r = (judgeId: number, submissionId: number, total: number): Review => ({ judgeId, submissionId, total });
const orderOf = (totals: Map<number, { submissionId: number; normalisedScore: number | null }>) =>
  [...totals.values()].sort((a, b) => b.normalisedScore! - a.normalisedScore!).map((t) => t.submissionId);

describe('per-judge z-scores', () => {
  it('uses each judge’s own mean and population SD', () => {
    const stats = judgeStatsOf([r(1, 1, 40), r(1, 2, 50), r(1, 3, 60)]).get(1)!;
    expect(stats.mean).toBe(50);
    expect(stats.sd).toBeCloseTo(Math.sqrt(200 / 3), 10);
    const zs = normaliseReviews([r(1, 1, 40), r(1, 2, 50), r(1, 3, 60)]).map((x) => x.z);
    expect(zs[0]).toBeCloseTo(-1.2247, 4);
    expect(zs[1]).toBe(0);
    expect(zs[2]).toBeCloseTo(1.2247, 4);
  });

  it('counts a judge with one review, or with every total equal, as z = 0', () => {
    const zs = normaliseReviews([r(1, 1, 95), r(2, 1, 70), r(2, 2, 70), r(2, 3, 70)]).map((x) => x.z);
    expect(zs).toEqual([0, 0, 0, 0]);
  });

  it('a harsh judge (40, 50, 60) and a generous one (70, 80, 90) on the same three rank them as a fair panel would', () => {
    const reviews = [r(1, 11, 40), r(1, 12, 50), r(1, 13, 60), r(2, 11, 70), r(2, 12, 80), r(2, 13, 90)];
    const totals = submissionTotalsOf(reviews);
    expect(orderOf(totals)).toEqual([13, 12, 11]);
    // Both judges put 13 one and a quarter SDs above their own average: the same z from both.
    expect(totals.get(13)!.normalisedScore).toBeCloseTo(1.2247, 4);
    expect(totals.get(13)!.zSpread).toBeCloseTo(0, 10);
    expect(totals.get(12)!.friendlyScore).toBe(50);
    expect(totals.get(13)!.friendlyScore).toBeCloseTo(62.25, 2);
    expect(totals.get(13)!.rawAverage).toBe(75);
  });

  it('fixes the order raw averages get wrong when a harsh judge saw only some submissions', () => {
    // True order 1 > 2 > 3 > 4. The harsh judge (30 below) saw 1 and 2; the fair judge saw 2, 3 and 4.
    const reviews = [r(1, 1, 50), r(1, 2, 40), r(2, 2, 70), r(2, 3, 60), r(2, 4, 50)];
    const totals = submissionTotalsOf(reviews);
    const raw = [...totals.values()].sort((a, b) => b.rawAverage! - a.rawAverage!).map((t) => t.submissionId);
    expect(raw[0]).toBe(3); // raw: 3 (60) above 2 (55) above 1 (50): the harsh judge sank submission 1
    expect(orderOf(totals)).toEqual([1, 2, 3, 4]);
    expect(totals.get(1)!.normalisedScore).toBeCloseTo(1, 10);
    expect(totals.get(2)!.normalisedScore).toBeCloseTo((-1 + 1.2247449) / 2, 6);
  });

  it('gives submissions without reviews null scores and flags judges who disagree', () => {
    const reviews = [r(1, 1, 90), r(1, 2, 10), r(2, 1, 10), r(2, 2, 90)];
    const totals = submissionTotalsOf(reviews, [1, 2, 3]);
    expect(totals.get(3)).toMatchObject({
      reviewCount: 0,
      rawAverage: null,
      normalisedScore: null,
      friendlyScore: null,
    });
    expect(totals.get(1)!.zSpread).toBeCloseTo(2, 10);
    expect(totals.get(1)!.disputed).toBe(true);
  });

  it('clamps the friendly scale to 0..100', () => {
    expect(friendlyOf(0)).toBe(50);
    expect(friendlyOf(7)).toBe(100);
    expect(friendlyOf(-6)).toBe(0);
  });
});

describe('agreement (mean pairwise Spearman)', () => {
  it('ranks ties by their average rank', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
  });

  it('is 1 when two judges order the shared submissions the same, however harsh', () => {
    const a = agreementOf([r(1, 1, 40), r(1, 2, 50), r(1, 3, 60), r(2, 1, 70), r(2, 2, 80), r(2, 3, 90)]);
    expect(a).toEqual({ value: 1, pairs: 1 });
  });

  it('is −1 for opposite orders and averages over pairs', () => {
    expect(spearman([1, 2, 3], [3, 2, 1])).toBe(-1);
    const a = agreementOf([
      ...[1, 2, 3].map((s) => r(1, s, s * 10)),
      ...[1, 2, 3].map((s) => r(2, s, s * 10)),
      ...[1, 2, 3].map((s) => r(3, s, 40 - s * 10)),
    ]);
    // pairs: (1,2) = 1, (1,3) = −1, (2,3) = −1
    expect(a.pairs).toBe(3);
    expect(a.value).toBeCloseTo(-1 / 3, 10);
  });

  it('is unknown when no two judges share three submissions', () => {
    expect(agreementOf([r(1, 1, 10), r(1, 2, 20), r(2, 1, 30), r(2, 2, 40)])).toEqual({ value: null, pairs: 0 });
  });
});
