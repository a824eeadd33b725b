import { describe, expect, it } from 'vitest';
import { tieBreakSentence } from '@elevate/contracts/judging/standings.messages';
import { effectiveChain, type RankInput, rankByChain } from './tie-break.ts';

const row = (submissionId: number, over: Partial<RankInput> = {}): RankInput => ({
  submissionId,
  normalisedScore: 0,
  rawAverage: 50,
  reviewCount: 3,
  finalSubmittedAt: 1000,
  firstCriterionAverage: 5,
  highestSingleReview: 60,
  ...over,
});

describe('tie-break chain', () => {
  it('orders by the normalised average first', () => {
    const { ordered, ranks } = rankByChain(
      [row(1, { normalisedScore: -0.5 }), row(2, { normalisedScore: 1 }), row(3, { normalisedScore: 0.2 })],
      ['normalised-average'],
    );
    expect(ordered.map((r) => r.submissionId)).toEqual([2, 3, 1]);
    expect([...ranks.entries()]).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('applies the rules in the stated order: reviews before submission time', () => {
    const rows = [row(1, { reviewCount: 2, finalSubmittedAt: 10 }), row(2, { reviewCount: 3, finalSubmittedAt: 20 })];
    expect(
      rankByChain(rows, ['normalised-average', 'review-count', 'earlier-final-submission']).ordered[0]!.submissionId,
    ).toBe(2);
    expect(
      rankByChain(rows, ['normalised-average', 'earlier-final-submission', 'review-count']).ordered[0]!.submissionId,
    ).toBe(1);
  });

  it('uses the raw average when the chain names it, and counts floating noise as a tie', () => {
    const rows = [
      row(1, { normalisedScore: 0.1 + 0.2, rawAverage: 60 }),
      row(2, { normalisedScore: 0.3, rawAverage: 70 }),
    ];
    expect(rankByChain(rows, ['normalised-average', 'raw-average']).ordered.map((r) => r.submissionId)).toEqual([2, 1]);
  });

  it('gives equal ranks only when the whole chain ties (1, 2, 2, 4)', () => {
    const rows = [row(1, { normalisedScore: 2 }), row(2), row(3), row(4, { normalisedScore: -1 })];
    const { ranks } = rankByChain(rows, ['normalised-average', 'review-count', 'earlier-final-submission']);
    expect([1, 2, 3, 4].map((id) => ranks.get(id))).toEqual([1, 2, 2, 4]);
    const split = rankByChain(
      [row(2), row(3, { finalSubmittedAt: 999 })],
      ['normalised-average', 'earlier-final-submission'],
    );
    expect(split.ranks.get(3)).toBe(1);
    expect(split.ranks.get(2)).toBe(2);
  });

  it('puts submissions without reviews last', () => {
    const { ordered } = rankByChain(
      [row(1, { normalisedScore: null, reviewCount: 0 }), row(2, { normalisedScore: -3 })],
      ['normalised-average'],
    );
    expect(ordered.map((r) => r.submissionId)).toEqual([2, 1]);
  });

  it('highest single review and first criterion break ties when chained', () => {
    const rows = [
      row(1, { highestSingleReview: 70, firstCriterionAverage: 4 }),
      row(2, { highestSingleReview: 65, firstCriterionAverage: 6 }),
    ];
    expect(rankByChain(rows, ['normalised-average', 'highest-single-review']).ordered[0]!.submissionId).toBe(1);
    expect(rankByChain(rows, ['normalised-average', 'first-criterion']).ordered[0]!.submissionId).toBe(2);
  });

  it('always starts from the normalised average and drops unknown or repeated rules', () => {
    expect(effectiveChain(['review-count', 'bogus', 'review-count', 'normalised-average'])).toEqual([
      'normalised-average',
      'review-count',
    ]);
    expect(tieBreakSentence(effectiveChain(['normalised-average', 'review-count', 'earlier-final-submission']))).toBe(
      'Ties are broken by: higher normalised average, then more reviews, then earlier final submission. Ranks are equal only when every rule ties.',
    );
  });
});
