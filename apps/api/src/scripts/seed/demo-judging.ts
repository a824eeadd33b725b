import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIE_BREAK, JUDGE_INVITE_TTL_DAYS } from '@elevate/contracts/judging/judging.constants';
import type { Tx } from '../../db/client.ts';
import { drillPhases } from '../../db/schema/drills.ts';
import {
  drillJudgeAssignments,
  drillJudgeConflicts,
  drillJudges,
  drillRubricCriteria,
  drillJudgingAudit,
  drillScores,
} from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import { CERTIFICATE_KINDS } from '@elevate/contracts/drills/results.schema';
import type { AuthUser } from '../../plugins/auth.ts';
import { insertCertificates, listEligibleWithout } from '../../modules/certificates/certificates.repository.ts';
import type { Queue } from '../../modules/queue/queue.service.ts';
import { shortlist } from '../../modules/judging/shortlist.service.ts';
import { publishResults } from '../../modules/judging/standings.service.ts';
import { defaultSeed, planAssignments } from '../../modules/judging/assignment.ts';
import { insertAudit, type AuditWrite } from '../../modules/judging/judging-audit.repository.ts';
import { reviewTotal } from '../../modules/judging/review-total.ts';
import {
  conflictKeysOf,
  ownerNamesOf,
  submittedOfPhase,
  teamMembersOf,
} from '../../modules/judging/judging-owners.repository.ts';
import { DAY_MS, HOUR_MS } from './random.ts';
import { seedKaveriDraft } from './demo-host-draft.ts';
import { certificateCodeOf, type DrillPlan } from './demo-hackathon-results.ts';

/**
 * Judging of the demo employer's hackathons (docs/decisions/031): judges (the demo judge accounts, one invited
 * who has not accepted), a rubric, assignments made by the judging module's own planner, reviews and the audit
 * lines the actions would have written. Everything is relative to the seed's clock.
 */

export interface DemoJudge {
  email: string;
  name: string;
  organisation: string;
  /** Invited but not accepted: no account bound yet. */
  invitedOnly?: boolean;
}

/** The judges of Kaveri's hackathons; the first two sign in with the demo judge accounts (fixtures/users.ts). */
export const KAVERI_JUDGES: readonly DemoJudge[] = [
  { email: 'judge@elevate.local', name: 'Deepa Raghavan', organisation: 'Kaveri Analytics' },
  { email: 'judge2@elevate.local', name: 'Vikas Nair', organisation: 'IIT Madras' },
  { email: 'ritu.agarwal@kaveri.example', name: 'Ritu Agarwal', organisation: 'Kaveri Analytics', invitedOnly: true },
];

/** The rubric of a judged round: weights add up to 100, scored 0..10. */
export const DEMO_RUBRIC = [
  { name: 'Innovation', weight: 30, description: 'How new the idea is for its users, not just for the team.' },
  { name: 'Feasibility', weight: 30, description: 'Could it be built with the data and time given?' },
  { name: 'Impact', weight: 20, description: 'How many people it helps, and how much.' },
  { name: 'Presentation', weight: 20, description: 'Clear, honest and easy to follow.' },
] as const;
export const DEMO_SCORE_SCALE = 10;

/** Written feedback a judge leaves: specific, kind, and longer than FEEDBACK_MIN_LENGTH. */
const FEEDBACK = [
  'A clear problem and a sensible model. Show how the forecast would change a distributor’s order on a real week, and say what happens when a festival moves.',
  'Strong use of outside data, well cited. The approach is feasible, but the write-up should explain how you will validate it on districts the model has not seen.',
  'The idea helps real people and the plan is honest about its limits. The presentation jumps between levels of detail; lead with the one chart that matters.',
  'Interesting angle and good instincts. Feasibility is the weak point: list the features you will compute and from which files, so we can judge the effort.',
  'Well argued and easy to read. The impact would be larger if the output reached the shopkeeper too, not only the distributor.',
];

/**
 * Deterministic scores for a judge and a submission around the submission's quality (0..10): the first judge
 * is harsh, the second generous, so normalisation has work to do.
 */
const scoresFor = (
  criteria: readonly number[],
  judgeIndex: number,
  submissionIndex: number,
  quality: number,
): Record<string, number> =>
  Object.fromEntries(
    criteria.map((id, c) => {
      const wobble = ((submissionIndex * 3 + c * 2 + judgeIndex) % 3) - 1;
      const bias = judgeIndex === 0 ? -1 : judgeIndex === 1 ? 1 : 0;
      return [String(id), Math.max(1, Math.min(DEMO_SCORE_SCALE, quality + wobble + bias))];
    }),
  );

/** An audit line through the judging module, dated when it happened by the seed's clock. */
const auditAt = async (tx: Tx, at: Date, a: AuditWrite): Promise<void> => {
  await insertAudit(tx, a);
  await tx
    .update(drillJudgingAudit)
    .set({ createdAt: at })
    .where(eq(drillJudgingAudit.id, sql`(select max(id) from ${drillJudgingAudit})`));
};

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SeededJudges {
  /** Judge ids in KAVERI_JUDGES order. */
  ids: number[];
  /** Active judges: id, account, name, in order. */
  active: { id: number; uid: number; name: string }[];
}

/** The drill's judges: accounts bound for the active ones, an invitation token hash for the invited one. */
export const seedJudges = async (
  tx: Tx,
  drillId: number,
  hostUid: number | null,
  invitedAt: Date,
  now: Date,
  list: readonly DemoJudge[] = KAVERI_JUDGES,
): Promise<SeededJudges> => {
  const ids: number[] = [];
  const active: SeededJudges['active'] = [];
  for (const [i, j] of list.entries()) {
    const [account] = j.invitedOnly
      ? []
      : await tx.select({ uid: users.id }).from(users).where(eq(users.email, j.email));
    if (!j.invitedOnly && !account) throw new Error(`Demo judge account missing: ${j.email}`);
    const inviteAt = new Date(invitedAt.getTime() + i * HOUR_MS);
    const acceptedAt = account ? new Date(inviteAt.getTime() + 5 * HOUR_MS) : null;
    const invitedOnlyAt = j.invitedOnly ? new Date(now.getTime() - 2 * DAY_MS) : inviteAt;
    const [row] = await tx
      .insert(drillJudges)
      .values({
        drillId,
        email: j.email,
        uid: account?.uid ?? null,
        name: j.name,
        organisation: j.organisation,
        status: account ? 'active' : 'invited',
        tokenHash: account ? null : tokenHashOf(`demo-judge-invite:${drillId}:${j.email}`),
        tokenExpiresAt: account ? null : new Date(invitedOnlyAt.getTime() + JUDGE_INVITE_TTL_DAYS * DAY_MS),
        invitedBy: hostUid,
        invitedAt: invitedOnlyAt,
        acceptedAt,
      })
      .returning({ id: drillJudges.id });
    ids.push(row!.id);
    if (account) active.push({ id: row!.id, uid: account.uid, name: j.name });
    await auditAt(tx, invitedOnlyAt, {
      drillId,
      phaseId: null,
      actorUid: hostUid,
      action: 'judge.invited',
      summary: `Invited ${j.name} (${j.organisation}) to judge`,
      details: { judgeId: row!.id },
    });
    if (account && acceptedAt)
      await auditAt(tx, acceptedAt, {
        drillId,
        phaseId: null,
        actorUid: account.uid,
        action: 'judge.accepted',
        summary: `${j.name} accepted the invitation to judge`,
        details: { judgeId: row!.id },
      });
  }
  return { ids, active };
};

export interface JudgedRoundPlan {
  drillId: number;
  phaseId: number;
  hostUid: number | null;
  judges: SeededJudges;
  reviewsPerSubmission: number;
  openedAt: Date;
  /** Declared conflicts: judge index (in `judges.active`) → the submission's position in the phase. */
  conflicts?: { judge: number; submission: number; note: string }[];
  /**
   * What each active judge did with each assignment, by submission position: 'submitted', 'draft' or left
   * alone. Absent: every review submitted.
   */
  reviews?: (judge: number, submission: number) => 'submitted' | 'draft' | 'none';
  /** Each submission's quality (0..10) by position; 7 when absent. */
  quality?: readonly number[];
  /** Close judging at this time (scores lock). */
  closedAt?: Date;
}

/**
 * A round judged the judging module's way: rubric, settings, judging opened, assignments from planAssignments
 * (spread, K per submission, conflicts kept off), reviews with totals from reviewTotal, and audit lines.
 */
export const seedJudgedRound = async (tx: Tx, p: JudgedRoundPlan): Promise<void> => {
  const criteria = await tx
    .insert(drillRubricCriteria)
    .values(DEMO_RUBRIC.map((c, position) => ({ phaseId: p.phaseId, ...c, position })))
    .returning({ id: drillRubricCriteria.id, weight: drillRubricCriteria.weight });
  await tx
    .update(drillPhases)
    .set({
      judgingStatus: 'open',
      assignmentMode: 'spread',
      reviewsPerSubmission: p.reviewsPerSubmission,
      scoreScale: DEMO_SCORE_SCALE,
      feedbackSharing: 'feedback-and-scores',
      tieBreak: [...DEFAULT_TIE_BREAK],
      judgingOpenedAt: p.openedAt,
    })
    .where(eq(drillPhases.id, p.phaseId));

  const submissions = await submittedOfPhase(tx, p.phaseId);
  const members = await teamMembersOf(tx, p.drillId);
  const names = await ownerNamesOf(
    tx,
    submissions.map((s) => s.ownerKey),
  );
  const nameOf = (s: (typeof submissions)[number]) => names.get(s.ownerKey) ?? 'a participant';
  const conflicts = new Map<number, Set<string>>();
  for (const c of p.conflicts ?? []) {
    const judge = p.judges.active[c.judge];
    const sub = submissions[c.submission];
    if (!judge || !sub) continue;
    await tx.insert(drillJudgeConflicts).values({
      judgeId: judge.id,
      ownerKey: sub.ownerKey,
      reason: 'declared',
      note: c.note,
      createdAt: new Date(p.openedAt.getTime() - HOUR_MS),
    });
    conflicts.set(judge.id, new Set([...(conflicts.get(judge.id) ?? []), sub.ownerKey]));
    await auditAt(tx, new Date(p.openedAt.getTime() - HOUR_MS), {
      drillId: p.drillId,
      phaseId: p.phaseId,
      actorUid: p.hostUid,
      action: 'conflict.added',
      summary: `Conflict of interest recorded for ${judge.name} with ${nameOf(sub)}`,
      details: { judgeId: judge.id, ownerKey: sub.ownerKey, note: c.note },
    });
  }

  const plan = planAssignments({
    mode: 'spread',
    reviewsPerSubmission: p.reviewsPerSubmission,
    judgeIds: p.judges.active.map((j) => j.id),
    submissions: submissions.map((s) => ({ submissionId: s.id, ownerKeys: conflictKeysOf(s, members) })),
    conflicts,
    existing: [],
    calibrationSubmissionIds: [],
    seed: defaultSeed(p.phaseId),
  });
  const assigned = plan.assignments.length
    ? await tx
        .insert(drillJudgeAssignments)
        .values(plan.assignments.map((a) => ({ phaseId: p.phaseId, ...a, createdAt: p.openedAt })))
        .returning({
          id: drillJudgeAssignments.id,
          judgeId: drillJudgeAssignments.judgeId,
          submissionId: drillJudgeAssignments.submissionId,
        })
    : [];
  await auditAt(tx, p.openedAt, {
    drillId: p.drillId,
    phaseId: p.phaseId,
    actorUid: p.hostUid,
    action: 'judging.opened',
    summary: `Judging opened: ${assigned.length} assignments, ${plan.shortOfJudges.length} submissions short of judges`,
    details: { assignmentsCreated: assigned.length, shortOfJudges: plan.shortOfJudges.length },
  });

  const criterionIds = criteria.map((c) => c.id);
  for (const [n, a] of [...assigned].sort((x, y) => x.id - y.id).entries()) {
    const judgeIndex = p.judges.active.findIndex((j) => j.id === a.judgeId);
    const submissionIndex = submissions.findIndex((s) => s.id === a.submissionId);
    const state = p.reviews ? p.reviews(judgeIndex, submissionIndex) : 'submitted';
    if (state === 'none') continue;
    const scores = scoresFor(criterionIds, judgeIndex, submissionIndex, p.quality?.[submissionIndex] ?? 7);
    const at = new Date(p.openedAt.getTime() + (n + 1) * 2 * HOUR_MS);
    const total = reviewTotal(criteria, scores, DEMO_SCORE_SCALE);
    await tx.insert(drillScores).values({
      assignmentId: a.id,
      scores: state === 'draft' ? Object.fromEntries(Object.entries(scores).slice(0, 2)) : scores,
      feedback: state === 'draft' ? '' : FEEDBACK[(judgeIndex * 2 + submissionIndex) % FEEDBACK.length]!,
      total: state === 'draft' ? null : total,
      status: state,
      submittedAt: state === 'submitted' ? at : null,
      updatedAt: at,
    });
    const judge = p.judges.active[judgeIndex]!;
    const owner = submissions[submissionIndex]!;
    await auditAt(tx, at, {
      drillId: p.drillId,
      phaseId: p.phaseId,
      actorUid: judge.uid,
      action: state === 'submitted' ? 'score.submitted' : 'score.saved',
      summary:
        state === 'submitted'
          ? `${judge.name} submitted a review of ${nameOf(owner)} (${total})`
          : `${judge.name} saved a draft review of ${nameOf(owner)}`,
      details: { assignmentId: a.id, after: { total: state === 'submitted' ? total : null } },
    });
  }
  if (p.closedAt) {
    await tx
      .update(drillPhases)
      .set({ judgingStatus: 'closed', judgingClosedAt: p.closedAt })
      .where(eq(drillPhases.id, p.phaseId));
    await auditAt(tx, p.closedAt, {
      drillId: p.drillId,
      phaseId: p.phaseId,
      actorUid: p.hostUid,
      action: 'judging.closed',
      summary: 'Judging closed: scores are locked',
    });
  }
};

/** Hackathons whose leaderboards and certificates come from their judges' reviews, not from fixtures. */
export const JUDGED_DRILLS: readonly string[] = ['Kaveri DataQuest 1.0'];

/** The demo employer: it hosts Kaveri's hackathons. */
const hostOf = async (tx: Tx): Promise<AuthUser | null> => {
  const [row] = await tx.select().from(users).where(eq(users.email, 'employer@elevate.local'));
  return row
    ? {
        uid: row.id,
        role: 'employer',
        email: row.email,
        fullName: row.fullName,
        lastName: row.lastName,
        utype: row.utype,
        referralCode: row.referralCode,
        tokenVersion: row.tokenVersion,
      }
    : null;
};

/**
 * Outcome notices of a shortlist decided months ago are not sent again: the seed has no queue, and the
 * participants' pages show the outcome itself.
 */
const NO_NOTICES = { enqueue: async () => null } as unknown as Queue;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Kaveri DataQuest 1.0 (ended): both rounds judged by the two demo judges (K = 2, every review submitted),
 * judging closed, the idea round shortlisted (top three) and both rounds' results published by the standings
 * module, so the leaderboards are its standings; then every certificate the hosts can issue, pending for the
 * background queue to sign and draw (seed.ts enqueuePendingCertificates).
 */
const seedEndedKaveri = async (tx: Tx, plan: DrillPlan, host: AuthUser, now: Date): Promise<void> => {
  const [idea, final] = plan.rounds;
  if (!idea || !final) throw new Error('Kaveri DataQuest 1.0 needs two rounds');
  const published = [idea, final].map((r) => r.seed.resultsPublishedAt ?? r.seed.endDt);
  // The standings module publishes them below, at these times.
  for (const r of [idea, final])
    await tx.update(drillPhases).set({ resultsPublishedAt: null }).where(eq(drillPhases.id, r.id));
  const judges = await seedJudges(
    tx,
    plan.id,
    host.uid,
    daysFrom(idea.seed.startDt, 1),
    now,
    KAVERI_JUDGES.filter((j) => !j.invitedOnly),
  );
  const rounds = [
    { round: idea, quality: [8, 9, 7, 5, 4], awards: [] },
    {
      round: final,
      quality: [8, 9, 6],
      awards: [
        { rank: 1, award: 'Winner' },
        { rank: 2, award: 'First runner-up' },
        { rank: 3, award: 'Second runner-up' },
      ],
    },
  ];
  for (const [i, r] of rounds.entries()) {
    const publishAt = published[i]!;
    await seedJudgedRound(tx, {
      drillId: plan.id,
      phaseId: r.round.id,
      hostUid: host.uid,
      judges,
      reviewsPerSubmission: 2,
      openedAt: new Date(r.round.seed.endDt.getTime() + 2 * HOUR_MS),
      closedAt: new Date(publishAt.getTime() - 12 * HOUR_MS),
      quality: r.quality,
    });
    if (i < rounds.length - 1)
      await shortlist({ db: tx, queue: NO_NOTICES }, host, plan.id, r.round.id, { mode: 'top', count: 3 }, publishAt);
    await publishResults(tx, host, plan.id, r.round.id, { appealWindowHours: 24, awards: r.awards }, publishAt);
    // The standings module dates its audit lines by the wall clock: these happened at publishAt.
    await tx
      .update(drillJudgingAudit)
      .set({ createdAt: publishAt })
      .where(and(eq(drillJudgingAudit.phaseId, r.round.id), sql`${drillJudgingAudit.action} like 'results.%'`));
  }
  const issuedAt = daysFrom(published[1]!, 2);
  for (const kind of CERTIFICATE_KINDS) {
    const eligible = await listEligibleWithout(tx, plan.id, kind);
    await insertCertificates(
      tx,
      eligible.map((e) => ({
        drillId: plan.id,
        participantId: e.participantId,
        kind,
        title: CertificateMessages.kindTitle[kind],
        code: certificateCodeOf(`${plan.seed.custUrl}:${kind}:${e.participantId}`),
        status: 'pending',
        recipientName: e.recipientName,
        rank: kind === 'winner' ? e.rank : null,
        issuedAt,
      })),
    );
  }
};

/**
 * Kaveri DataQuest 2.0 (live): the idea round's judging is open, K = 2. The demo judge has one review
 * submitted, one draft and one not started; the second judge declared a conflict with one team, so that
 * team is short of reviews on the host's coverage view; the third judge has not accepted yet.
 * Kaveri DataQuest 1.0 (ended): judged, shortlisted, published and certified (seedEndedKaveri).
 */
export const seedDemoJudging = async (tx: Tx, plans: ReadonlyMap<string, DrillPlan>, now: Date): Promise<void> => {
  const host = await hostOf(tx);
  if (!host) return;
  const live = plans.get('Kaveri DataQuest 2.0');
  if (live) {
    const judges = await seedJudges(tx, live.id, host.uid, new Date(now.getTime() - 4 * DAY_MS), now);
    const reviews = [
      ['submitted', 'draft', 'none'],
      ['none', 'none', 'submitted'],
    ] as const;
    await seedJudgedRound(tx, {
      drillId: live.id,
      phaseId: live.rounds[0]!.id,
      hostUid: host.uid,
      judges,
      reviewsPerSubmission: 2,
      openedAt: new Date(now.getTime() - 12 * HOUR_MS),
      conflicts: [{ judge: 1, submission: 1, note: 'I mentored two of this team’s members last semester.' }],
      reviews: (j, s) => reviews[j]?.[s] ?? 'none',
    });
  }
  const past = plans.get('Kaveri DataQuest 1.0');
  if (past) await seedEndedKaveri(tx, past, host, now);
  await seedKaveriDraft(tx, now);
};
