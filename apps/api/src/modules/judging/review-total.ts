/**
 * A review's weighted total on 0..100: Σ score / scale × weight over the rubric's criteria (weights add up to
 * 100), rounded to two decimals. Null until every criterion has a score.
 */
export const reviewTotal = (
  criteria: readonly { id: number; weight: number }[],
  scores: Readonly<Record<string, number>>,
  scale: number,
): number | null => {
  if (criteria.length === 0 || scale <= 0) return null;
  let total = 0;
  for (const c of criteria) {
    const s = scores[String(c.id)];
    if (typeof s !== 'number' || !Number.isFinite(s)) return null;
    total += (s / scale) * c.weight;
  }
  return Math.round(total * 100) / 100;
};
