import { TIE_BREAK_RULES, type TieBreakRule } from '@elevate/contracts/judging/judging.constants';

/**
 * Ranking under a phase's tie-break chain (pure). Rules apply in order, the first that separates two submissions
 * decides; ranks are equal only when the whole chain ties ("1, 2, 2, 4"). A missing value (no reviews, never
 * submitted) always ranks below a present one. Values closer than EPSILON count as equal, so the same scores
 * summed in another order never break a tie.
 */

export interface RankInput {
  submissionId: number;
  normalisedScore: number | null;
  rawAverage: number | null;
  reviewCount: number;
  /** When the final submission was made (ms), or null. */
  finalSubmittedAt: number | null;
  /** Average score on the rubric's first criterion, or null. */
  firstCriterionAverage: number | null;
  highestSingleReview: number | null;
}

const EPSILON = 1e-9;

/** Negative when `a` goes before `b`; 0 when they tie on this rule. */
const compareBy = (a: number | null, b: number | null, higherFirst: boolean): number => {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (Math.abs(a - b) < EPSILON) return 0;
  return higherFirst ? b - a : a - b;
};

const RULES: Record<TieBreakRule, (a: RankInput, b: RankInput) => number> = {
  'normalised-average': (a, b) => compareBy(a.normalisedScore, b.normalisedScore, true),
  'raw-average': (a, b) => compareBy(a.rawAverage, b.rawAverage, true),
  'review-count': (a, b) => compareBy(a.reviewCount, b.reviewCount, true),
  'earlier-final-submission': (a, b) => compareBy(a.finalSubmittedAt, b.finalSubmittedAt, false),
  'first-criterion': (a, b) => compareBy(a.firstCriterionAverage, b.firstCriterionAverage, true),
  'highest-single-review': (a, b) => compareBy(a.highestSingleReview, b.highestSingleReview, true),
};

/** Only known rules, each once, in the order given (a stored chain may predate a rule's removal). */
export const cleanChain = (rules: readonly string[]): TieBreakRule[] =>
  [...new Set(rules)].filter((r): r is TieBreakRule => (TIE_BREAK_RULES as readonly string[]).includes(r));

/**
 * The chain always starts from the normalised average: the standings are by fair totals, and the host's rules
 * break their ties. A chain that names it later keeps its own order after it.
 */
export const effectiveChain = (rules: readonly string[]): TieBreakRule[] => {
  const chain = cleanChain(rules);
  return chain[0] === 'normalised-average'
    ? chain
    : ['normalised-average', ...chain.filter((r) => r !== 'normalised-average')];
};

export const compareByChain =
  (chain: readonly TieBreakRule[]) =>
  (a: RankInput, b: RankInput): number => {
    for (const rule of chain) {
      const c = RULES[rule](a, b);
      if (c !== 0) return c;
    }
    return 0;
  };

/** submissionId → rank (1-based, competition ranking), and the order (ties by submission id for display). */
export const rankByChain = <T extends RankInput>(
  rows: readonly T[],
  chain: readonly TieBreakRule[],
): { ordered: T[]; ranks: Map<number, number> } => {
  const cmp = compareByChain(chain);
  const ordered = [...rows].sort((a, b) => cmp(a, b) || a.submissionId - b.submissionId);
  const ranks = new Map<number, number>();
  ordered.forEach((row, i) => {
    const prev = ordered[i - 1];
    ranks.set(row.submissionId, prev && cmp(prev, row) === 0 ? ranks.get(prev.submissionId)! : i + 1);
  });
  return { ordered, ranks };
};
