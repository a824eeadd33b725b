import {
  AGREEMENT_MIN_SHARED,
  DISAGREEMENT_Z_SPREAD,
  FRIENDLY_SCALE_CENTRE,
  FRIENDLY_SCALE_STEP,
} from '@elevate/contracts/judging/standings.schema';

/**
 * Fair totals for a judged phase (pure; docs/decisions on judging). Each judge's submitted totals are turned into
 * z-scores against that judge's own mean and population standard deviation, so a harsh judge's 60 and a generous
 * judge's 90 can both mean "the best I saw". A submission's normalised score is the mean of its reviews' z; it is
 * also shown on a friendly 0–100 scale, 50 + 10·z clamped (50 = an average review, 60 = one SD above).
 *
 * A judge with a single review, or whose totals are all equal (SD 0), gives no information about where a
 * submission stands among theirs: every such review counts as z = 0 (neither above nor below that judge's usual).
 */

export interface Review {
  judgeId: number;
  submissionId: number;
  /** The review's weighted total, 0..100. */
  total: number;
}

export interface JudgeStats {
  judgeId: number;
  count: number;
  mean: number;
  /** Population standard deviation of the judge's totals. */
  sd: number;
}

export interface NormalisedReview extends Review {
  z: number;
}

export interface SubmissionTotals {
  submissionId: number;
  reviewCount: number;
  /** Mean of the raw totals, or null without reviews. */
  rawAverage: number | null;
  /** Mean of the reviews' z, or null without reviews. */
  normalisedScore: number | null;
  /** The normalised score on 0..100 (50 + 10·z, clamped), or null. */
  friendlyScore: number | null;
  /** The best single raw total, or null. */
  highestSingleReview: number | null;
  /** max z − min z of the reviews (0 with fewer than two). */
  zSpread: number;
  /** Judges disagree: the spread is at least DISAGREEMENT_Z_SPREAD. */
  disputed: boolean;
  reviews: NormalisedReview[];
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

const populationSd = (xs: readonly number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
};

/** Below this an SD counts as 0 (totals are sums of fractions, so equal totals may differ in the last bits). */
const SD_EPSILON = 1e-9;

export const judgeStatsOf = (reviews: readonly Review[]): Map<number, JudgeStats> => {
  const byJudge = new Map<number, number[]>();
  for (const r of reviews) byJudge.set(r.judgeId, [...(byJudge.get(r.judgeId) ?? []), r.total]);
  const stats = new Map<number, JudgeStats>();
  for (const [judgeId, totals] of byJudge) {
    stats.set(judgeId, { judgeId, count: totals.length, mean: mean(totals), sd: populationSd(totals) });
  }
  return stats;
};

/** z of one total against its judge: 0 when the judge has one review or no spread. */
export const zOf = (total: number, stats: JudgeStats): number =>
  stats.count < 2 || stats.sd < SD_EPSILON ? 0 : (total - stats.mean) / stats.sd;

/** The friendly 0..100 reading of a z (or of a mean of z). */
export const friendlyOf = (z: number): number =>
  Math.min(100, Math.max(0, FRIENDLY_SCALE_CENTRE + FRIENDLY_SCALE_STEP * z));

/** Every review with its z. */
export const normaliseReviews = (reviews: readonly Review[]): NormalisedReview[] => {
  const stats = judgeStatsOf(reviews);
  return reviews.map((r) => ({ ...r, z: zOf(r.total, stats.get(r.judgeId)!) }));
};

/**
 * Totals per submission, for every id in `submissionIds` (submissions without reviews get nulls) and every
 * submission a review names.
 */
export const submissionTotalsOf = (
  reviews: readonly Review[],
  submissionIds: readonly number[] = [],
): Map<number, SubmissionTotals> => {
  const normalised = normaliseReviews(reviews);
  const bySubmission = new Map<number, NormalisedReview[]>();
  for (const id of submissionIds) bySubmission.set(id, []);
  for (const r of normalised) bySubmission.set(r.submissionId, [...(bySubmission.get(r.submissionId) ?? []), r]);
  const out = new Map<number, SubmissionTotals>();
  for (const [submissionId, rs] of bySubmission) {
    const zs = rs.map((r) => r.z);
    const normalisedScore = rs.length ? mean(zs) : null;
    const zSpread = rs.length > 1 ? Math.max(...zs) - Math.min(...zs) : 0;
    out.set(submissionId, {
      submissionId,
      reviewCount: rs.length,
      rawAverage: rs.length ? mean(rs.map((r) => r.total)) : null,
      normalisedScore,
      friendlyScore: normalisedScore === null ? null : friendlyOf(normalisedScore),
      highestSingleReview: rs.length ? Math.max(...rs.map((r) => r.total)) : null,
      zSpread,
      disputed: zSpread >= DISAGREEMENT_Z_SPREAD,
      reviews: rs,
    });
  }
  return out;
};

/** Ranks 1..n with ties sharing their average rank (for Spearman's correlation). */
export const averageRanks = (xs: readonly number[]): number[] => {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const ranks = new Array<number>(xs.length);
  let k = 0;
  while (k < order.length) {
    let end = k;
    while (end + 1 < order.length && order[end + 1]!.x === order[k]!.x) end++;
    const avg = (k + end) / 2 + 1;
    for (let j = k; j <= end; j++) ranks[order[j]!.i] = avg;
    k = end + 1;
  }
  return ranks;
};

const pearson = (a: readonly number[], b: readonly number[]): number | null => {
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  if (da < SD_EPSILON || db < SD_EPSILON) return null;
  return num / Math.sqrt(da * db);
};

/** Spearman's rank correlation of two paired lists (ties by average rank); null when either has no spread. */
export const spearman = (a: readonly number[], b: readonly number[]): number | null =>
  a.length < 2 ? null : pearson(averageRanks(a), averageRanks(b));

export interface Agreement {
  /** Mean Spearman correlation over judge pairs that share at least AGREEMENT_MIN_SHARED submissions; null if none. */
  value: number | null;
  /** How many judge pairs it averages. */
  pairs: number;
}

/**
 * How much the judges agree: for every two judges who reviewed at least AGREEMENT_MIN_SHARED of the same
 * submissions, Spearman's correlation of their totals on those submissions; the mean over such pairs. 1: they
 * order the shared submissions identically; 0: no relation; −1: opposite orders. Raw totals suffice (a rank
 * correlation ignores each judge's harshness). A pair whose totals on the shared ones are all equal is skipped.
 */
export const agreementOf = (reviews: readonly Review[]): Agreement => {
  const byJudge = new Map<number, Map<number, number>>();
  for (const r of reviews) {
    const m = byJudge.get(r.judgeId) ?? new Map<number, number>();
    m.set(r.submissionId, r.total);
    byJudge.set(r.judgeId, m);
  }
  const judges = [...byJudge.keys()].sort((x, y) => x - y);
  const values: number[] = [];
  for (let i = 0; i < judges.length; i++) {
    for (let j = i + 1; j < judges.length; j++) {
      const a = byJudge.get(judges[i]!)!;
      const b = byJudge.get(judges[j]!)!;
      const shared = [...a.keys()].filter((s) => b.has(s));
      if (shared.length < AGREEMENT_MIN_SHARED) continue;
      const rho = spearman(
        shared.map((s) => a.get(s)!),
        shared.map((s) => b.get(s)!),
      );
      if (rho !== null) values.push(rho);
    }
  }
  return { value: values.length ? mean(values) : null, pairs: values.length };
};
