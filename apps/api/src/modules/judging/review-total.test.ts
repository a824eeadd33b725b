import { describe, expect, it } from 'vitest';
import { reviewTotal } from './review-total.ts';

const rubric = [
  { id: 1, weight: 30 }, // innovation
  { id: 2, weight: 30 }, // feasibility
  { id: 3, weight: 20 }, // impact
  { id: 4, weight: 20 }, // presentation
];

describe('reviewTotal', () => {
  it('weighs each criterion by its share of 100 (worked example on a 10-point scale)', () => {
    // 8/10×30 + 6/10×30 + 9/10×20 + 7/10×20 = 24 + 18 + 18 + 14 = 74
    expect(reviewTotal(rubric, { 1: 8, 2: 6, 3: 9, 4: 7 }, 10)).toBe(74);
  });

  it('gives 100 for full marks and 0 for none, on any scale', () => {
    expect(reviewTotal(rubric, { 1: 5, 2: 5, 3: 5, 4: 5 }, 5)).toBe(100);
    expect(reviewTotal(rubric, { 1: 0, 2: 0, 3: 0, 4: 0 }, 100)).toBe(0);
  });

  it('rounds to two decimals', () => {
    // 1/3×30 + 2/3×30 + 1/3×20 + 0 = 10 + 20 + 6.666… = 36.67
    expect(reviewTotal(rubric, { 1: 1, 2: 2, 3: 1, 4: 0 }, 3)).toBe(36.67);
  });

  it('is null until every criterion is scored', () => {
    expect(reviewTotal(rubric, { 1: 8, 2: 6, 3: 9 }, 10)).toBeNull();
  });
});
