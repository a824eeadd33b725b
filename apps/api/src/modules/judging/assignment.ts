import type { AssignmentMode } from '@elevate/contracts/judging/judging.constants';

/**
 * Who reviews what (pure; no database). Given the active judges, the submitted submissions, the conflicts and
 * the assignments already made, answers the assignments to add:
 * - calibration submissions go to every judge without a conflict;
 * - 'all': every judge gets every submission except where they have a conflict;
 * - 'spread': each submission gets min(K, eligible judges) judges in all, each time the least-loaded eligible
 *   judges (ties broken by a hash of the seed), the most constrained submissions first; a last pass moves new
 *   assignments from the busiest to the least busy judge while that is allowed, so loads differ by at most one
 *   wherever the conflicts allow it.
 * Existing assignments are never removed (scored work stays); the same input and seed give the same answer.
 */

export interface SubmissionToAssign {
  submissionId: number;
  /**
   * Every owner key a conflict may name for this submission: its own ('team:{id}' or 'participant:{id}') and
   * 'participant:{id}' of each member.
   */
  ownerKeys: readonly string[];
}

export interface AssignmentInput {
  mode: AssignmentMode;
  /** K: reviews per submission (spread: how many judges each submission goes to). */
  reviewsPerSubmission: number;
  /** Active judges' ids. */
  judgeIds: readonly number[];
  submissions: readonly SubmissionToAssign[];
  /** judgeId → owner keys the judge must never review. */
  conflicts: ReadonlyMap<number, ReadonlySet<string>>;
  /** Assignments already made in the phase (any judge, also removed ones whose reviews were kept). */
  existing: readonly { judgeId: number; submissionId: number }[];
  calibrationSubmissionIds: readonly number[];
  seed: string;
}

export interface NewAssignment {
  judgeId: number;
  submissionId: number;
  isCalibration: boolean;
}

export interface AssignmentPlan {
  assignments: NewAssignment[];
  /** Submissions (not calibration) left with fewer than K judges: not enough eligible judges. */
  shortOfJudges: number[];
}

/** FNV-1a, 32 bits: a stable hash for deterministic tie-breaks. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export const isConflicted = (
  conflicts: ReadonlyMap<number, ReadonlySet<string>>,
  judgeId: number,
  ownerKeys: readonly string[],
): boolean => {
  const keys = conflicts.get(judgeId);
  return !!keys && ownerKeys.some((k) => keys.has(k));
};

const pairKey = (judgeId: number, submissionId: number) => `${judgeId}:${submissionId}`;

export const planAssignments = (input: AssignmentInput): AssignmentPlan => {
  const judgeIds = [...new Set(input.judgeIds)].sort((a, b) => a - b);
  const calibration = new Set(input.calibrationSubmissionIds);
  const taken = new Set(input.existing.map((e) => pairKey(e.judgeId, e.submissionId)));
  const perSubmission = new Map<number, number>();
  for (const e of input.existing) perSubmission.set(e.submissionId, (perSubmission.get(e.submissionId) ?? 0) + 1);

  const out: NewAssignment[] = [];
  const add = (judgeId: number, submissionId: number, isCalibration: boolean) => {
    taken.add(pairKey(judgeId, submissionId));
    perSubmission.set(submissionId, (perSubmission.get(submissionId) ?? 0) + 1);
    out.push({ judgeId, submissionId, isCalibration });
  };
  const eligible = (s: SubmissionToAssign) => judgeIds.filter((j) => !isConflicted(input.conflicts, j, s.ownerKeys));

  const submissions = [...input.submissions].sort((a, b) => a.submissionId - b.submissionId);

  // Calibration (and, in 'all' mode, everything): every eligible judge.
  for (const s of submissions) {
    const isCalibration = calibration.has(s.submissionId);
    if (!isCalibration && input.mode !== 'all') continue;
    for (const j of eligible(s)) if (!taken.has(pairKey(j, s.submissionId))) add(j, s.submissionId, isCalibration);
  }
  if (input.mode === 'all') {
    return { assignments: out, shortOfJudges: shortOf(submissions, calibration, perSubmission, input) };
  }

  // Spread: load counts the judge's non-calibration assignments, old and new.
  const load = new Map<number, number>(judgeIds.map((j) => [j, 0]));
  const calibrationOf = new Set(
    input.existing.filter((e) => calibration.has(e.submissionId)).map((e) => e.submissionId),
  );
  for (const e of input.existing) {
    if (load.has(e.judgeId) && !calibrationOf.has(e.submissionId)) load.set(e.judgeId, load.get(e.judgeId)! + 1);
  }
  const regular = submissions.filter((s) => !calibration.has(s.submissionId));
  const eligibleOf = new Map(regular.map((s) => [s.submissionId, eligible(s)]));
  // Most constrained first (fewest eligible judges), then in a seeded order.
  const order = [...regular].sort(
    (a, b) =>
      eligibleOf.get(a.submissionId)!.length - eligibleOf.get(b.submissionId)!.length ||
      hash(`${input.seed}|s|${a.submissionId}`) - hash(`${input.seed}|s|${b.submissionId}`) ||
      a.submissionId - b.submissionId,
  );
  const fresh: NewAssignment[] = [];
  for (const s of order) {
    const candidates = eligibleOf.get(s.submissionId)!.filter((j) => !taken.has(pairKey(j, s.submissionId)));
    const want = Math.min(input.reviewsPerSubmission, eligibleOf.get(s.submissionId)!.length);
    const need = want - (perSubmission.get(s.submissionId) ?? 0);
    if (need <= 0) continue;
    candidates.sort(
      (a, b) =>
        load.get(a)! - load.get(b)! ||
        hash(`${input.seed}|${s.submissionId}|${a}`) - hash(`${input.seed}|${s.submissionId}|${b}`) ||
        a - b,
    );
    for (const j of candidates.slice(0, need)) {
      add(j, s.submissionId, false);
      fresh.push(out[out.length - 1]!);
      load.set(j, load.get(j)! + 1);
    }
  }

  // Even out: move a new assignment from the busiest judge to the least busy one while a move is allowed.
  const byId = new Map(regular.map((s) => [s.submissionId, s]));
  for (let guard = 0; guard < fresh.length * judgeIds.length + 1; guard++) {
    const sorted = [...judgeIds].sort((a, b) => load.get(a)! - load.get(b)! || a - b);
    let moved = false;
    for (let hi = sorted.length - 1; hi > 0 && !moved; hi--) {
      for (let lo = 0; lo < hi && !moved; lo++) {
        const from = sorted[hi]!;
        const to = sorted[lo]!;
        if (load.get(from)! - load.get(to)! < 2) break;
        const movable = fresh.find(
          (a) =>
            a.judgeId === from &&
            !taken.has(pairKey(to, a.submissionId)) &&
            !isConflicted(input.conflicts, to, byId.get(a.submissionId)!.ownerKeys),
        );
        if (!movable) continue;
        taken.delete(pairKey(from, movable.submissionId));
        taken.add(pairKey(to, movable.submissionId));
        movable.judgeId = to;
        load.set(from, load.get(from)! - 1);
        load.set(to, load.get(to)! + 1);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return { assignments: out, shortOfJudges: shortOf(submissions, calibration, perSubmission, input) };
};

const shortOf = (
  submissions: readonly SubmissionToAssign[],
  calibration: ReadonlySet<number>,
  perSubmission: ReadonlyMap<number, number>,
  input: AssignmentInput,
): number[] =>
  submissions
    .filter((s) => !calibration.has(s.submissionId))
    .filter((s) => (perSubmission.get(s.submissionId) ?? 0) < input.reviewsPerSubmission)
    .map((s) => s.submissionId);

/** A seed's default: the phase, so opening the same phase on the same data gives the same plan. */
export const defaultSeed = (phaseId: number) => `phase-${phaseId}`;
