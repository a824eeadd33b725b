import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { drillParticipants } from '../../db/schema/drills.ts';
import { drillJudges } from '../../db/schema/judging.ts';
import { profileEducation } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { insertDrill, registerParticipant, type DrillFixture } from '../drills/submissions.test-fixtures.ts';
import {
  activeJudge,
  openJudging,
  phaseUrl,
  putRubric,
  RUBRIC,
  submitAs,
  type JudgeFixture,
} from './judging.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const FEEDBACK = 'A clear problem and a working prototype; tell us more about the users.';

type Assignment = { assignmentId: number; submissionId: number; isCalibration: boolean; displayName: string };

const mine = async (judge: JudgeFixture, phaseId: number): Promise<Assignment[]> =>
  (await call(t, judge, 'GET', `/api/judging/phases/${phaseId}/assignments`, undefined)).body.result.data;

const scoreUrl = (assignmentId: number) => `/api/judging/assignments/${assignmentId}/score`;

/** A hackathon with the example rubric, `judges` active judges and `teams` submitted submissions. */
const judgedPhase = async (opts: { judges: number; teams: number; settings?: Partial<typeof RUBRIC.settings> }) => {
  const d = await insertDrill(t);
  const judges: JudgeFixture[] = [];
  for (let i = 0; i < opts.judges; i++) judges.push(await activeJudge(t, d.drillId, `Judge ${i + 1}`));
  const subs = [];
  for (let i = 0; i < opts.teams; i++) subs.push(await submitAs(t, d, d.solutionPhaseId, `Team ${d.drillId}-${i + 1}`));
  const rubric = await putRubric(t, d, d.solutionPhaseId, {
    ...RUBRIC,
    settings: { ...RUBRIC.settings, ...opts.settings },
  });
  const criteria = rubric.body.result.criteria as { criterionId: number }[];
  return { d, judges, subs, criteria };
};

const scoresOf = (criteria: { criterionId: number }[], values: number[]) =>
  Object.fromEntries(criteria.map((c, i) => [String(c.criterionId), values[i]!]));

describe('opening judging and assignments', () => {
  it('needs an active judge and a rubric', async () => {
    const d = await insertDrill(t);
    const noRubric = await openJudging(t, d, d.solutionPhaseId);
    expect(noRubric.status).toBe(409);
    await putRubric(t, d, d.solutionPhaseId);
    const noJudge = await openJudging(t, d, d.solutionPhaseId);
    expect(noJudge.body.error.message).toBe('At least one judge must accept the invitation before judging can open.');
  });

  it('spreads each submission to K judges evenly and never to a judge from the same college', async () => {
    const { d, judges, subs } = await judgedPhase({ judges: 3, teams: 6, settings: { assignmentMode: 'spread' } });
    // Judge 1 is from the college one team lead studies at (the profile says "I.I.T. Madras").
    await t.database.db
      .update(drillJudges)
      .set({ organisation: 'IIT  madras' })
      .where(eq(drillJudges.id, judges[0]!.judgeId));
    await t.database.db
      .insert(profileEducation)
      .values({ userId: subs[0]!.participant.uid, level: 'UG', institution: 'I.I.T. Madras' });

    const opened = await openJudging(t, d, d.solutionPhaseId);
    expect(opened.status).toBe(200);
    expect(opened.body.result).toMatchObject({
      judgingStatus: 'open',
      assignmentsCreated: 12,
      conflictsFound: 1,
      shortOfJudges: 0,
    });

    const lists = await Promise.all(judges.map((j) => mine(j, d.solutionPhaseId)));
    expect(lists.map((l) => l.length).sort()).toEqual([4, 4, 4]);
    expect(lists[0]!.some((a) => a.submissionId === subs[0]!.submissionId)).toBe(false);

    const coverage = (await call(t, d.host, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).body
      .result;
    expect(coverage.summary).toMatchObject({ submissions: 6, assignments: 12, short: 6, submittedReviews: 0 });
    const first = coverage.submissions.find((s: { submissionId: number }) => s.submissionId === subs[0]!.submissionId);
    expect(first.assignedCount).toBe(2);
    expect(first.shortBy).toBe(2);
    expect(first.conflicts).toEqual([
      { judgeId: judges[0]!.judgeId, name: 'Judge 1', reason: 'organisation', note: 'I.I.T. Madras' },
    ]);
    expect(first.ownerName).toBe(`Team ${d.drillId}-1`);
  });

  it('sends calibration submissions to every judge, first in their list', async () => {
    const d = await insertDrill(t);
    const judges = [await activeJudge(t, d.drillId, 'A'), await activeJudge(t, d.drillId, 'B')];
    const subs = [];
    for (let i = 0; i < 4; i++) subs.push(await submitAs(t, d, d.solutionPhaseId, `Calib ${d.drillId}-${i}`));
    const calibration = subs[3]!.submissionId;
    await putRubric(t, d, d.solutionPhaseId, {
      ...RUBRIC,
      settings: {
        ...RUBRIC.settings,
        assignmentMode: 'spread',
        reviewsPerSubmission: 1,
        calibrationSubmissionIds: [calibration],
      },
    });
    await openJudging(t, d, d.solutionPhaseId);
    for (const j of judges) {
      const list = await mine(j, d.solutionPhaseId);
      expect(list[0]).toMatchObject({ submissionId: calibration, isCalibration: true });
    }
  });

  it('rebalances for a judge who accepted late without touching scored work', async () => {
    const { d, judges, subs, criteria } = await judgedPhase({
      judges: 1,
      teams: 2,
      settings: { assignmentMode: 'spread', reviewsPerSubmission: 2 },
    });
    await openJudging(t, d, d.solutionPhaseId);
    const [a] = await mine(judges[0]!, d.solutionPhaseId);
    await call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), {
      scores: scoresOf(criteria, [5, 5, 5, 5]),
      feedback: FEEDBACK,
      submit: true,
    });
    const late = await activeJudge(t, d.drillId, 'Late Judge');
    const run = await call(t, d.host, 'POST', `${phaseUrl(d, d.solutionPhaseId)}/judging/rebalance`, {});
    expect(run.body.result.assignmentsCreated).toBe(2);
    expect((await mine(late, d.solutionPhaseId)).map((x) => x.submissionId).sort()).toEqual(
      subs.map((s) => s.submissionId).sort(),
    );
    expect(await mine(judges[0]!, d.solutionPhaseId)).toHaveLength(2);
  });
});

describe('scoring', () => {
  it('adds up a worked example and tells the judge their progress', async () => {
    const { d, judges, criteria } = await judgedPhase({ judges: 1, teams: 2 });
    await openJudging(t, d, d.solutionPhaseId);
    const [a, b] = await mine(judges[0]!, d.solutionPhaseId);
    const draft = await call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), {
      scores: { [criteria[0]!.criterionId]: 8 },
      feedback: 'Short',
      submit: false,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.result.review).toMatchObject({ status: 'draft', total: null });
    expect(draft.body.result.progress).toMatchObject({ assigned: 2, drafts: 1, submitted: 0 });
    const submitted = await call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), {
      scores: scoresOf(criteria, [8, 6, 9, 7]),
      feedback: FEEDBACK,
      submit: true,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe('Review submitted. You can still change it until judging closes.');
    // 8/10×30 + 6/10×30 + 9/10×20 + 7/10×20 = 24 + 18 + 18 + 14
    expect(submitted.body.result.review).toMatchObject({ status: 'submitted', total: 74 });
    expect(submitted.body.result.progress).toMatchObject({ assigned: 2, drafts: 0, submitted: 1 });
    const list = await mine(judges[0]!, d.solutionPhaseId);
    expect(list.map((x) => x.assignmentId)).toEqual([b!.assignmentId, a!.assignmentId]);
  });

  it('refuses a missing, out-of-range, fractional or unknown score and short feedback when submitting', async () => {
    const { d, judges, criteria } = await judgedPhase({ judges: 1, teams: 1 });
    await openJudging(t, d, d.solutionPhaseId);
    const [a] = await mine(judges[0]!, d.solutionPhaseId);
    const put = (body: object) =>
      call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), { feedback: FEEDBACK, submit: true, ...body });
    const missing = await put({ scores: { [criteria[0]!.criterionId]: 8 } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please score Feasibility');
    const high = await put({ scores: scoresOf(criteria, [11, 6, 9, 7]) });
    expect(high.body.error.message).toBe('Innovation is scored in whole numbers from 0 to 10');
    expect((await put({ scores: scoresOf(criteria, [-1, 6, 9, 7]) })).status).toBe(400);
    expect((await put({ scores: scoresOf(criteria, [7.5, 6, 9, 7]) })).status).toBe(400);
    expect((await put({ scores: { ...scoresOf(criteria, [8, 6, 9, 7]), 999999: 3 } })).body.error.message).toBe(
      'A score names a criterion that is not in this rubric.',
    );
    const short = await put({ scores: scoresOf(criteria, [8, 6, 9, 7]), feedback: 'Nice.' });
    expect(short.body.error.message).toBe('Please write at least 30 characters of feedback before submitting');
  });

  it('locks scores when judging closes, and audits changes after submitting and the reopening', async () => {
    const { d, judges, criteria } = await judgedPhase({ judges: 1, teams: 1 });
    await openJudging(t, d, d.solutionPhaseId);
    const [a] = await mine(judges[0]!, d.solutionPhaseId);
    await call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), {
      scores: scoresOf(criteria, [8, 6, 9, 7]),
      feedback: FEEDBACK,
      submit: true,
    });
    const changed = await call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), {
      scores: scoresOf(criteria, [9, 6, 9, 7]),
      feedback: FEEDBACK,
      submit: false,
    });
    expect(changed.body.result.review).toMatchObject({ status: 'submitted', total: 77 });
    expect((await call(t, d.host, 'POST', `${phaseUrl(d, d.solutionPhaseId)}/judging/close`, {})).status).toBe(200);
    const locked = await call(t, judges[0]!, 'PUT', scoreUrl(a!.assignmentId), {
      scores: scoresOf(criteria, [10, 10, 10, 10]),
      feedback: FEEDBACK,
      submit: true,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('Judging of this phase is closed, so scores can no longer change.');
    const detail = (await call(t, judges[0]!, 'GET', `/api/judging/assignments/${a!.assignmentId}`, undefined)).body
      .result;
    expect(detail).toMatchObject({ canEdit: false, review: { total: 77 } });

    const reopened = await call(t, d.host, 'POST', `${phaseUrl(d, d.solutionPhaseId)}/judging/reopen`, {
      reason: 'A judge’s typo',
    });
    expect(reopened.body.result.judgingStatus).toBe('open');
    const audit = (await call(t, d.host, 'GET', `/api/console/drills/${d.drillId}/judging/audit?limit=10`, undefined))
      .body.result;
    expect(audit.data.map((e: { action: string }) => e.action)).toEqual([
      'judging.reopened',
      'judging.closed',
      'score.submitted',
      'score.submitted',
      'judging.opened',
    ]);
    const change = audit.data[2];
    expect(change.details.before.total).toBe(74);
    expect(change.details.after.total).toBe(77);
    expect(change.summary).toContain('changed the submitted review of');
  });

  it('lets a judge declare a conflict: the assignment goes and the host sees it', async () => {
    const { d, judges, subs } = await judgedPhase({ judges: 1, teams: 1 });
    await openJudging(t, d, d.solutionPhaseId);
    const [a] = await mine(judges[0]!, d.solutionPhaseId);
    const res = await call(t, judges[0]!, 'POST', `/api/judging/assignments/${a!.assignmentId}/conflict`, {
      note: 'I mentored this team.',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.progress.assigned).toBe(0);
    expect((await call(t, judges[0]!, 'GET', `/api/judging/assignments/${a!.assignmentId}`, undefined)).status).toBe(
      404,
    );
    const coverage = (await call(t, d.host, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).body
      .result;
    expect(coverage.submissions[0]).toMatchObject({
      submissionId: subs[0]!.submissionId,
      assignedCount: 0,
      conflicts: [{ judgeId: judges[0]!.judgeId, reason: 'declared', note: 'I mentored this team.' }],
    });
    // Rebalancing never gives it back.
    await call(t, d.host, 'POST', `${phaseUrl(d, d.solutionPhaseId)}/judging/rebalance`, {});
    expect(await mine(judges[0]!, d.solutionPhaseId)).toHaveLength(0);
  });

  it('hides names and institutions in a blind phase', async () => {
    const { d, judges } = await judgedPhase({ judges: 1, teams: 2, settings: { blindJudging: true } });
    await t.database.db
      .update(drillParticipants)
      .set({ answers: { college: 'NIT Trichy' } })
      .where(eq(drillParticipants.drillId, d.drillId));
    await openJudging(t, d, d.solutionPhaseId);
    const list = await mine(judges[0]!, d.solutionPhaseId);
    expect(list.map((x) => x.displayName).sort()).toEqual(['Submission #1', 'Submission #2']);
    const detail = (await call(t, judges[0]!, 'GET', `/api/judging/assignments/${list[0]!.assignmentId}`, undefined))
      .body.result;
    expect(detail.submission).toMatchObject({ teamName: null, members: [], institutions: [] });
    expect(JSON.stringify(detail)).not.toContain('NIT Trichy');
    // The answers are the team's own words; everything judging adds is anonymous.
    expect(JSON.stringify({ ...detail, submission: { ...detail.submission, answers: null } })).not.toContain('Team ');
  });

  it('shows names and institutions when the phase is not blind', async () => {
    const { d, judges } = await judgedPhase({ judges: 1, teams: 1 });
    await t.database.db
      .update(drillParticipants)
      .set({ answers: { college: 'NIT Trichy' } })
      .where(eq(drillParticipants.drillId, d.drillId));
    await openJudging(t, d, d.solutionPhaseId);
    const [a] = await mine(judges[0]!, d.solutionPhaseId);
    const detail = (await call(t, judges[0]!, 'GET', `/api/judging/assignments/${a!.assignmentId}`, undefined)).body
      .result;
    expect(detail.submission).toMatchObject({ teamName: `Team ${d.drillId}-1`, institutions: ['NIT Trichy'] });
    expect(detail.criteria).toHaveLength(4);
    expect(detail.submission.answers.summary).toContain('What Team');
  });
});

describe('access', () => {
  const setup = async (): Promise<{ d: DrillFixture; a: JudgeFixture; b: JudgeFixture; aAssignment: number }> => {
    const { d, judges } = await judgedPhase({
      judges: 2,
      teams: 2,
      settings: { assignmentMode: 'spread', reviewsPerSubmission: 1 },
    });
    await openJudging(t, d, d.solutionPhaseId);
    const [first] = await mine(judges[0]!, d.solutionPhaseId);
    return { d, a: judges[0]!, b: judges[1]!, aAssignment: first!.assignmentId };
  };

  it('a judge cannot read or score another judge’s assignment (404)', async () => {
    const { b, aAssignment } = await setup();
    expect((await call(t, b, 'GET', `/api/judging/assignments/${aAssignment}`, undefined)).status).toBe(404);
    const put = await call(t, b, 'PUT', scoreUrl(aAssignment), { scores: {}, feedback: '', submit: false });
    expect(put.status).toBe(404);
    expect((await call(t, b, 'POST', `/api/judging/assignments/${aAssignment}/conflict`, {})).status).toBe(404);
  });

  it('a participant reaches none of it; a host of another company gets 403', async () => {
    const { d, aAssignment } = await setup();
    const participant = await registerParticipant(t, d.drillId, 'Curious');
    expect((await call(t, participant, 'GET', `/api/judging/assignments/${aAssignment}`, undefined)).status).toBe(404);
    expect(
      (await call(t, participant, 'GET', `/api/judging/phases/${d.solutionPhaseId}/assignments`, undefined)).status,
    ).toBe(404);
    expect((await call(t, participant, 'GET', '/api/judging/mine', undefined)).body.result.data).toEqual([]);
    expect((await call(t, participant, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).status).toBe(
      403,
    );
    expect(
      (await call(t, participant, 'GET', `/api/console/drills/${d.drillId}/judging/audit`, undefined)).status,
    ).toBe(403);
    const other = await caller(t, 'employer', (await insertCompany(t, 'Konkan Systems')).id);
    expect((await call(t, other, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).status).toBe(403);
    expect((await call(t, other, 'POST', `${phaseUrl(d, d.solutionPhaseId)}/judging/close`, {})).status).toBe(403);
  });

  it('a removed judge loses access; their submitted review stays, the unsubmitted assignment goes', async () => {
    const { d, judges, criteria } = await judgedPhase({ judges: 1, teams: 2 });
    await openJudging(t, d, d.solutionPhaseId);
    const [x, y] = await mine(judges[0]!, d.solutionPhaseId);
    await call(t, judges[0]!, 'PUT', scoreUrl(x!.assignmentId), {
      scores: scoresOf(criteria, [5, 5, 5, 5]),
      feedback: FEEDBACK,
      submit: true,
    });
    const removed = await call(
      t,
      d.host,
      'DELETE',
      `/api/console/drills/${d.drillId}/judges/${judges[0]!.judgeId}`,
      undefined,
    );
    expect(removed.body.result).toMatchObject({ removedAssignments: 1, discardedReviews: 0 });
    expect((await call(t, judges[0]!, 'GET', `/api/judging/assignments/${x!.assignmentId}`, undefined)).status).toBe(
      404,
    );
    expect((await call(t, judges[0]!, 'GET', `/api/judging/assignments/${y!.assignmentId}`, undefined)).status).toBe(
      404,
    );
    const coverage = (await call(t, d.host, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).body
      .result;
    expect(coverage.summary).toMatchObject({ assignments: 1, submittedReviews: 1 });
  });

  it('a host may discard a removed judge’s submitted reviews too', async () => {
    const { d, judges, criteria } = await judgedPhase({ judges: 1, teams: 1 });
    await openJudging(t, d, d.solutionPhaseId);
    const [x] = await mine(judges[0]!, d.solutionPhaseId);
    await call(t, judges[0]!, 'PUT', scoreUrl(x!.assignmentId), {
      scores: scoresOf(criteria, [5, 5, 5, 5]),
      feedback: FEEDBACK,
      submit: true,
    });
    const removed = await call(
      t,
      d.host,
      'DELETE',
      `/api/console/drills/${d.drillId}/judges/${judges[0]!.judgeId}?discardScores=true`,
      undefined,
    );
    expect(removed.body.result).toMatchObject({ removedAssignments: 1, discardedReviews: 1 });
    const audit = (await call(t, d.host, 'GET', `/api/console/drills/${d.drillId}/judging/audit?limit=1`, undefined))
      .body.result;
    expect(audit.data[0]).toMatchObject({ action: 'judge.removed', details: { discardedReviews: 1 } });
  });
});
