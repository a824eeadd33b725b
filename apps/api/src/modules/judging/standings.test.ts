import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { StandingsMessages } from '@elevate/contracts/judging/standings.messages';
import { build } from '../../../test/helper.ts';
import { drillParticipants, drillPhases, drillSubmissions } from '../../db/schema/drills.ts';
import {
  drillJudgeAssignments,
  drillJudges,
  drillJudgingAudit,
  drillPhaseOutcomes,
  drillRubricCriteria,
  drillScores,
} from '../../db/schema/judging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
import { HOUR } from '../drills/drills.test-fixtures.ts';
import {
  type DrillFixture,
  insertCast,
  type ParticipantFixture,
  registerParticipant,
} from '../drills/submissions.test-fixtures.ts';
import { deliverOutcomeNotice } from './outcome-notices.ts';

const t = build(AUTH_TEST_ENV);

let d: DrillFixture;
let asha: ParticipantFixture;
let ravi: ParticipantFixture;
let meera: ParticipantFixture;
let sunil: ParticipantFixture;
let otherEmployer: Caller;
let phaseId: number;
const submissionOf: Record<string, number> = {};
const JUDGE_NAMES = ['Prof. Lakshmi Iyer', 'Dr. Arjun Rao'];

const base = () => `/api/console/drills/${d.drillId}/phases/${phaseId}`;
const feedbackUrl = (who: ParticipantFixture, participantId = who.participantId) =>
  `/api/drills/${d.drillId}/participants/${participantId}/feedback?phaseId=${phaseId}`;
const setStatus = (judgingStatus: string) =>
  t.database.db.update(drillPhases).set({ judgingStatus }).where(eq(drillPhases.id, phaseId));
const noticesOf = async (uids: number[]) =>
  t.database.db
    .select({ uid: notifications.receiverUid, oneLiner: notifications.oneLiner })
    .from(notifications)
    .where(and(inArray(notifications.receiverUid, uids), eq(notifications.purpose, 'DRILL')));
const waitFor = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 20_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

/**
 * The Screening round (ended) of the cast's hackathon, judged by a harsh and a generous judge:
 * team A (Asha, Ravi), team B (Meera) and Sunil alone submitted. Harsh judge: A 60, B 40, Sunil 50;
 * generous judge: A 90, B 70 (did not review Sunil). Team A is first, Sunil second, team B third.
 */
beforeAll(async () => {
  const cast = await insertCast(t);
  ({ d, asha, ravi, meera, otherEmployer } = cast);
  sunil = await registerParticipant(t, d.drillId, 'Sunil');
  phaseId = d.endedPhaseId;
  const db = t.database.db;
  const now = Date.now();
  const subs = await db
    .insert(drillSubmissions)
    .values(
      [
        { key: 'A', teamId: cast.teamA, participantId: asha.participantId, ownerKey: `team:${cast.teamA}` },
        { key: 'B', teamId: cast.teamB, participantId: meera.participantId, ownerKey: `team:${cast.teamB}` },
        { key: 'S', teamId: null, participantId: sunil.participantId, ownerKey: `participant:${sunil.participantId}` },
      ].map(({ key: _key, ...s }, i) => ({
        ...s,
        drillId: d.drillId,
        phaseId,
        status: 'submitted',
        submittedAt: new Date(now - (10 - i) * HOUR),
      })),
    )
    .returning({ id: drillSubmissions.id, ownerKey: drillSubmissions.ownerKey });
  subs.forEach((s, i) => (submissionOf['ABS'[i]!] = s.id));
  const criteria = await db
    .insert(drillRubricCriteria)
    .values([
      { phaseId, name: 'Impact', weight: 60, position: 0 },
      { phaseId, name: 'Feasibility', weight: 40, position: 1 },
    ])
    .returning({ id: drillRubricCriteria.id });
  const judges = await db
    .insert(drillJudges)
    .values(
      JUDGE_NAMES.map((name, i) => ({ drillId: d.drillId, email: `judge${i}@example.org`, name, status: 'active' })),
    )
    .returning({ id: drillJudges.id });
  const review = async (judge: number, key: string, total: number, feedback: string) => {
    const [a] = await db
      .insert(drillJudgeAssignments)
      .values({ phaseId, judgeId: judges[judge]!.id, submissionId: submissionOf[key]! })
      .returning({ id: drillJudgeAssignments.id });
    await db.insert(drillScores).values({
      assignmentId: a!.id,
      scores: { [String(criteria[0]!.id)]: total / 10, [String(criteria[1]!.id)]: total / 10 },
      feedback,
      total,
      status: 'submitted',
      submittedAt: new Date(),
    });
  };
  await review(0, 'A', 60, 'Clear problem and a working pilot in two villages.');
  await review(0, 'B', 40, 'The idea is promising but the costs are not worked out yet.');
  await review(0, 'S', 50, 'A careful plan; the demo would make it stronger.');
  await review(1, 'A', 90, 'Excellent field research.');
  await review(1, 'B', 70, 'Good team; sharpen the pitch.');
  // A draft review never counts.
  const [draft] = await db
    .insert(drillJudgeAssignments)
    .values({ phaseId, judgeId: judges[1]!.id, submissionId: submissionOf.S! })
    .returning({ id: drillJudgeAssignments.id });
  await db.insert(drillScores).values({ assignmentId: draft!.id, total: 5, status: 'draft', feedback: 'half written' });
});

describe('standings for the hosts', () => {
  it('ranks by normalised totals with per-judge z, names the judges, and is refused to other companies', async () => {
    await setStatus('open');
    const res = await call(t, d.host, 'GET', `${base()}/standings`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.result;
    expect(s.phase).toMatchObject({ judgingClosed: false, resultsState: 'unpublished', nextPhaseName: 'Idea' });
    expect(s.phase.tieBreakSentence).toContain('Ties are broken by: higher normalised average');
    expect(s.rows.map((r: { submissionId: number }) => r.submissionId)).toEqual([
      submissionOf.A,
      submissionOf.S,
      submissionOf.B,
    ]);
    const [a, sunilRow, b] = s.rows;
    expect(a).toMatchObject({ rank: 1, ownerName: 'Jal Rakshak', reviewCount: 2, rawAverage: 75, shortOfK: true });
    expect(a.normalisedScore).toBeCloseTo((1.2247449 + 1) / 2, 5);
    expect(sunilRow).toMatchObject({
      rank: 2,
      ownerName: 'Sunil Menon',
      reviewCount: 1,
      normalisedScore: 0,
      friendlyScore: 50,
    });
    expect(b.rank).toBe(3);
    expect(a.reviews.map((r: { judgeName: string }) => r.judgeName).sort()).toEqual([...JUDGE_NAMES].sort());
    expect(s.agreement).toMatchObject({ value: null, pairs: 0 });

    expect((await call(t, otherEmployer, 'GET', `${base()}/standings`)).status).toBe(403);
    expect((await call(t, asha, 'GET', `${base()}/standings`)).status).toBe(403);
    expect((await call(t, d.host, 'GET', `/api/console/drills/${d.drillId}/phases/999999/standings`)).status).toBe(404);
  });
});

describe('shortlisting', () => {
  it('is refused while judging is open, and with nonsense input', async () => {
    const open = await call(t, d.host, 'POST', `${base()}/shortlist`, { mode: 'top', count: 1 });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(StandingsMessages.judgingNotClosed);
    expect((await call(t, d.host, 'POST', `${base()}/shortlist`, { mode: 'top', count: 0 })).status).toBe(400);
    expect((await call(t, d.host, 'POST', `${base()}/shortlist`, { mode: 'best' })).status).toBe(400);
    expect((await call(t, otherEmployer, 'POST', `${base()}/shortlist`, { mode: 'top', count: 1 })).status).toBe(403);
  });

  it('shows participants nothing before the shortlist', async () => {
    const res = await call(t, meera, 'GET', feedbackUrl(meera));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      available: false,
      shortlisted: false,
      advanced: null,
      comments: [],
      criteria: [],
    });
  });

  it('writes every outcome and tells every member once, even when the worker runs twice', async () => {
    await setStatus('closed');
    const res = await call(t, d.host, 'POST', `${base()}/shortlist`, { mode: 'top', count: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ advanced: 1, notAdvanced: 2, notified: 3 });

    const outcomes = await t.database.db
      .select()
      .from(drillPhaseOutcomes)
      .where(eq(drillPhaseOutcomes.phaseId, phaseId));
    expect(Object.fromEntries(outcomes.map((o) => [o.submissionId, [o.advanced, o.rank]]))).toEqual({
      [submissionOf.A!]: [true, 1],
      [submissionOf.S!]: [false, 2],
      [submissionOf.B!]: [false, 3],
    });

    const everyone = [asha.uid, ravi.uid, meera.uid, sunil.uid];
    await waitFor(async () => (await noticesOf(everyone)).length >= 4);
    const notices = await noticesOf(everyone);
    expect(notices).toHaveLength(4);
    expect(notices.find((n) => n.uid === ravi.uid)!.oneLiner).toContain('you go on to Idea');
    expect(notices.find((n) => n.uid === meera.uid)!.oneLiner).toContain('thank you');

    // The same job again (a retry, a second worker) tells nobody twice.
    const a = outcomes.find((o) => o.submissionId === submissionOf.A)!;
    const mail = createNonEssentialMailer(t.app.mailer, t.config);
    const again = await deliverOutcomeNotice(
      { db: t.database.db, mail, publicUrl: t.config.publicUrl },
      { phaseId, submissionId: a.submissionId, decidedAt: a.decidedAt!.toISOString(), actorUid: d.host.uid },
    );
    expect(again).toBe(0);
    expect(await noticesOf(everyone)).toHaveLength(4);
  });

  it('shows the outcome on /my-hackathons', async () => {
    const mine = async (who: ParticipantFixture) =>
      (await call(t, who, 'GET', '/api/drills/participants/mine')).body.result.data.find(
        (h: { drill: { drillId: number } }) => h.drill.drillId === d.drillId,
      );
    expect((await mine(ravi)).outcome).toEqual({ phase: 'Screening', advanced: true, rank: null, nextPhase: 'Idea' });
    expect((await mine(meera)).outcome).toMatchObject({ phase: 'Screening', advanced: false });
  });

  it('refuses a team that did not go on in the next phase and admits one that did', async () => {
    const draft = { phaseId: d.solutionPhaseId, answers: { summary: 'Next round' }, final: false };
    const refused = await call(t, meera, 'POST', `/api/drills/${d.drillId}/submissions`, {
      ...draft,
      participantId: meera.participantId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(StandingsMessages.notAdvancedGate('Screening'));
    const admitted = await call(t, ravi, 'POST', `/api/drills/${d.drillId}/submissions`, {
      ...draft,
      participantId: ravi.participantId,
    });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
  });

  it('deciding again replaces the decision and tells only those whose outcome changed', async () => {
    const res = await call(t, d.host, 'POST', `${base()}/shortlist`, { mode: 'threshold', minNormalised: 50 });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ advanced: 2, notAdvanced: 1, notified: 1 });
    await waitFor(async () => (await noticesOf([sunil.uid])).length >= 2);
    expect(await noticesOf([sunil.uid])).toHaveLength(2);
    expect(await noticesOf([asha.uid, ravi.uid, meera.uid])).toHaveLength(3);
  });
});

describe('feedback for participants', () => {
  it('shows the outcome, per-criterion averages and comments as "Judge n", never a judge’s name', async () => {
    const res = await call(t, meera, 'GET', feedbackUrl(meera));
    expect(res.status).toBe(200);
    const f = res.body.result;
    expect(f).toMatchObject({
      available: true,
      shortlisted: true,
      submitted: true,
      advanced: false,
      rank: null,
      nextPhaseName: 'Idea',
    });
    expect(f.criteria).toEqual([
      { name: 'Impact', weight: 60, average: 5.5 },
      { name: 'Feasibility', weight: 40, average: 5.5 },
    ]);
    expect(f.comments.map((c: { judgeLabel: string }) => c.judgeLabel)).toEqual(['Judge 1', 'Judge 2']);
    const text = JSON.stringify(res.body);
    for (const name of JUDGE_NAMES) expect(text).not.toContain(name);
    expect(text).not.toContain('judge0@example.org');
    expect(text).not.toContain('Excellent field research'); // team A's feedback
  });

  it('answers 404 for another participant’s registration and shares only what the phase allows', async () => {
    expect((await call(t, meera, 'GET', feedbackUrl(meera, asha.participantId))).status).toBe(404);
    await t.database.db.update(drillPhases).set({ feedbackSharing: 'feedback' }).where(eq(drillPhases.id, phaseId));
    const fb = (await call(t, sunil, 'GET', feedbackUrl(sunil))).body.result;
    expect(fb.criteria).toEqual([]);
    expect(fb.comments).toHaveLength(1);
    await t.database.db.update(drillPhases).set({ feedbackSharing: 'none' }).where(eq(drillPhases.id, phaseId));
    expect((await call(t, sunil, 'GET', feedbackUrl(sunil))).body.result.comments).toEqual([]);
    await t.database.db
      .update(drillPhases)
      .set({ feedbackSharing: 'feedback-and-scores' })
      .where(eq(drillPhases.id, phaseId));
  });
});

describe('publishing results', () => {
  const board = () => `/api/drills/${d.drillId}/phases/${phaseId}/leaderboards`;

  it('publishes a provisional leaderboard with awards, then it becomes final after the appeal window', async () => {
    const bad = await call(t, d.host, 'POST', `${base()}/results/publish`, { appealWindowHours: 200, awards: [] });
    expect(bad.status).toBe(400);
    const unknownRank = await call(t, d.host, 'POST', `${base()}/results/publish`, {
      appealWindowHours: 24,
      awards: [{ rank: 9, award: 'Winner' }],
    });
    expect(unknownRank.status).toBe(400);

    const res = await call(t, d.host, 'POST', `${base()}/results/publish`, {
      appealWindowHours: 24,
      awards: [{ rank: 1, award: 'Winner' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lb = (await call(t, meera, 'GET', board())).body.result;
    expect(lb).toMatchObject({ published: true, resultsState: 'provisional' });
    expect(lb.tieBreakSentence).toContain('Ties are broken by');
    expect(lb.data.map((r: { displayName: string; award: string | null }) => [r.displayName, r.award])).toEqual([
      ['Jal Rakshak', 'Winner'],
      ['Sunil Menon', null],
      ['Krishi Mitra', null],
    ]);
    expect(lb.data[1].score).toBe(50);
    expect((await call(t, meera, 'GET', feedbackUrl(meera))).body.result).toMatchObject({
      rank: 3,
      resultsState: 'provisional',
    });

    // Shortlisting is fixed once results are out.
    expect((await call(t, d.host, 'POST', `${base()}/shortlist`, { mode: 'top', count: 3 })).status).toBe(409);

    await t.database.db
      .update(drillPhases)
      .set({ resultsPublishedAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(drillPhases.id, phaseId));
    expect((await call(t, meera, 'GET', board())).body.result.resultsState).toBe('final');
    const late = await call(t, d.host, 'POST', `${base()}/results/unpublish`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(StandingsMessages.appealWindowOver);
  });

  it('can be withdrawn during the appeal window, and the withdrawal is audited', async () => {
    await t.database.db
      .update(drillPhases)
      .set({ resultsPublishedAt: new Date(), appealWindowHours: 24 })
      .where(eq(drillPhases.id, phaseId));
    expect((await call(t, otherEmployer, 'POST', `${base()}/results/unpublish`)).status).toBe(403);
    const res = await call(t, d.host, 'POST', `${base()}/results/unpublish`);
    expect(res.status).toBe(200);
    expect((await call(t, meera, 'GET', board())).body.result).toMatchObject({ published: false, data: [] });
    const audit = await t.database.db
      .select({ action: drillJudgingAudit.action })
      .from(drillJudgingAudit)
      .where(and(eq(drillJudgingAudit.phaseId, phaseId), eq(drillJudgingAudit.action, 'results.unpublished')));
    expect(audit).toHaveLength(1);
    // A withdrawn registration reads nothing.
    await t.database.db
      .update(drillParticipants)
      .set({ status: 'withdrawn' })
      .where(eq(drillParticipants.id, sunil.participantId));
    expect((await call(t, sunil, 'GET', feedbackUrl(sunil))).status).toBe(404);
  });
});
