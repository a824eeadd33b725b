import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAssignments, type AssignmentInput } from './assignment.ts';

const subs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ submissionId: 100 + i, ownerKeys: [`team:${i + 1}`] }));

const base = (over: Partial<AssignmentInput> = {}): AssignmentInput => ({
  mode: 'spread',
  reviewsPerSubmission: 3,
  judgeIds: [1, 2, 3, 4, 5],
  submissions: subs(10),
  conflicts: new Map(),
  existing: [],
  calibrationSubmissionIds: [],
  seed: 'seed',
  ...over,
});

const loads = (plan: ReturnType<typeof planAssignments>, judgeIds: number[], calibration: number[] = []) => {
  const m = new Map(judgeIds.map((j) => [j, 0]));
  for (const a of plan.assignments) if (!calibration.includes(a.submissionId)) m.set(a.judgeId, m.get(a.judgeId)! + 1);
  return [...m.values()];
};

describe('planAssignments', () => {
  it('in all mode gives every judge every submission except the conflicted ones', () => {
    const plan = planAssignments(
      base({ mode: 'all', conflicts: new Map([[2, new Set(['team:1'])]]), submissions: subs(3) }),
    );
    expect(plan.assignments).toHaveLength(5 * 3 - 1);
    expect(plan.assignments.some((a) => a.judgeId === 2 && a.submissionId === 100)).toBe(false);
  });

  it('in spread mode gives each submission K judges and every judge an even share', () => {
    const plan = planAssignments(base());
    const per = new Map<number, number>();
    for (const a of plan.assignments) per.set(a.submissionId, (per.get(a.submissionId) ?? 0) + 1);
    expect([...per.values()]).toEqual(Array(10).fill(3));
    expect(loads(plan, [1, 2, 3, 4, 5])).toEqual([6, 6, 6, 6, 6]);
    expect(plan.shortOfJudges).toEqual([]);
  });

  it('gives a submission every eligible judge when fewer than K can review it, and reports it short', () => {
    const conflicts = new Map([
      [1, new Set(['team:1'])],
      [2, new Set(['participant:9'])],
    ]);
    const submissions = [{ submissionId: 100, ownerKeys: ['team:1', 'participant:9'] }];
    const plan = planAssignments(base({ judgeIds: [1, 2, 3], submissions, conflicts }));
    expect(plan.assignments.map((a) => a.judgeId)).toEqual([3]);
    expect(plan.shortOfJudges).toEqual([100]);
  });

  it('sends calibration submissions to every judge without counting them in the spread', () => {
    const plan = planAssignments(base({ calibrationSubmissionIds: [100, 101] }));
    const calibration = plan.assignments.filter((a) => a.isCalibration);
    expect(calibration).toHaveLength(10);
    expect(new Set(calibration.map((a) => a.submissionId))).toEqual(new Set([100, 101]));
    const spread = loads(plan, [1, 2, 3, 4, 5], [100, 101]);
    expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1);
  });

  it('gives the same plan for the same seed and may differ for another', () => {
    const a = planAssignments(base());
    expect(planAssignments(base())).toEqual(a);
    const others = ['x', 'y', 'z'].map((seed) => JSON.stringify(planAssignments(base({ seed })).assignments));
    expect(others.some((o) => o !== JSON.stringify(a.assignments))).toBe(true);
  });

  it('rebalances: keeps existing assignments and only tops up late submissions and new judges', () => {
    const first = planAssignments(base({ judgeIds: [1, 2, 3], submissions: subs(6), reviewsPerSubmission: 2 }));
    const existing = first.assignments.map(({ judgeId, submissionId }) => ({ judgeId, submissionId }));
    const second = planAssignments(
      base({ judgeIds: [1, 2, 3, 4], submissions: subs(8), reviewsPerSubmission: 2, existing }),
    );
    expect(second.assignments.every((a) => a.submissionId >= 106)).toBe(true);
    expect(second.assignments).toHaveLength(4);
    // The new judge takes the new work first.
    expect(second.assignments.filter((a) => a.judgeId === 4)).toHaveLength(2);
  });

  it('property: never assigns a conflicted judge, never twice, K where possible, loads within one without conflicts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('all' as const, 'spread' as const),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 30 })), { maxLength: 40 }),
        fc.string(),
        (judgeCount, subCount, k, mode, conflictPairs, seed) => {
          const judgeIds = Array.from({ length: judgeCount }, (_, i) => i + 1);
          const submissions = subs(subCount);
          const conflicts = new Map<number, Set<string>>();
          for (const [j, team] of conflictPairs) {
            if (!conflicts.has(j)) conflicts.set(j, new Set());
            conflicts.get(j)!.add(`team:${team}`);
          }
          const input = base({ mode, judgeIds, submissions, conflicts, reviewsPerSubmission: k, seed });
          const plan = planAssignments(input);
          const pairs = new Set<string>();
          for (const a of plan.assignments) {
            const owner = `team:${a.submissionId - 99}`;
            expect(conflicts.get(a.judgeId)?.has(owner) ?? false).toBe(false);
            expect(judgeIds).toContain(a.judgeId);
            const key = `${a.judgeId}:${a.submissionId}`;
            expect(pairs.has(key)).toBe(false);
            pairs.add(key);
          }
          for (const s of submissions) {
            const eligible = judgeIds.filter((j) => !conflicts.get(j)?.has(s.ownerKeys[0]!)).length;
            const got = plan.assignments.filter((a) => a.submissionId === s.submissionId).length;
            expect(got).toBe(mode === 'all' ? eligible : Math.min(k, eligible));
          }
          const plain = planAssignments({ ...input, conflicts: new Map() });
          if (mode === 'spread') {
            const l = loads(plain, judgeIds);
            expect(Math.max(...l) - Math.min(...l)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: with conflicts the spread still keeps loads within one when every judge could take any move', () => {
    // One conflict per judge among many submissions: there is always room to even out.
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 10, max: 40 }), fc.string(), (n, m, seed) => {
        const judgeIds = Array.from({ length: n }, (_, i) => i + 1);
        const conflicts = new Map(judgeIds.map((j) => [j, new Set([`team:${j}`])]));
        const plan = planAssignments(
          base({ judgeIds, submissions: subs(m), conflicts, reviewsPerSubmission: 1, seed }),
        );
        const l = loads(plan, judgeIds);
        expect(Math.max(...l) - Math.min(...l)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
});
