import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { drillPhases, drillProblemStatements, drillSubmissions } from '../../db/schema/drills.ts';
import {
  drillJudgeAssignments,
  drillJudgeConflicts,
  drillJudges,
  drillJudgingAudit,
  drillRubricCriteria,
  drillScores,
} from '../../db/schema/judging.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
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

/**
 * Ids of one hackathon passed through another: a host of company A sends B's phase, statement, judge,
 * conflict, submission or owner ids with A's own hackathon id (or B's hackathon id outright); a judge sends
 * another hackathon's or another judge's ids; a participant tries the judges' and hosts' routes. Every one
 * answers 404/403 (or 400 for an id inside a body) and nothing is written anywhere.
 */

const t = build(AUTH_TEST_ENV);

const FEEDBACK = 'A clear problem and a working prototype; tell us more about the users.';

/** Every row of the tables these routes write, to prove a refused request changed nothing. */
const snapshot = async () => {
  const db = t.database.db;
  const [phases, statements, judges, conflicts, criteria, assignments, scores, audit, submissions] = await Promise.all([
    db.select().from(drillPhases).orderBy(drillPhases.id),
    db.select().from(drillProblemStatements).orderBy(drillProblemStatements.id),
    db.select().from(drillJudges).orderBy(drillJudges.id),
    db.select().from(drillJudgeConflicts).orderBy(drillJudgeConflicts.id),
    db.select().from(drillRubricCriteria).orderBy(drillRubricCriteria.id),
    db.select().from(drillJudgeAssignments).orderBy(drillJudgeAssignments.id),
    db.select().from(drillScores).orderBy(drillScores.assignmentId),
    db.select().from(drillJudgingAudit).orderBy(drillJudgingAudit.id),
    db.select().from(drillSubmissions).orderBy(drillSubmissions.id),
  ]);
  return { phases, statements, judges, conflicts, criteria, assignments, scores, audit, submissions };
};

interface Hackathon {
  d: DrillFixture;
  judges: JudgeFixture[];
  subs: Awaited<ReturnType<typeof submitAs>>[];
  criteria: { criterionId: number }[];
}

/** A hackathon with two judges, two submitted teams, a rubric and judging open on its solution phase. */
const judgedHackathon = async (name: string): Promise<Hackathon> => {
  const d = await insertDrill(t, { name });
  const judges = [
    await activeJudge(t, d.drillId, `${name} judge 1`),
    await activeJudge(t, d.drillId, `${name} judge 2`),
  ];
  const subs = [
    await submitAs(t, d, d.solutionPhaseId, `${name} team 1`),
    await submitAs(t, d, d.solutionPhaseId, `${name} team 2`),
  ];
  const rubric = await putRubric(t, d, d.solutionPhaseId);
  expect(rubric.status, JSON.stringify(rubric.body)).toBe(200);
  expect((await openJudging(t, d, d.solutionPhaseId)).status).toBe(200);
  return { d, judges, subs, criteria: rubric.body.result.criteria };
};

const assignmentsOf = async (judge: JudgeFixture, phaseId: number): Promise<{ assignmentId: number }[]> => {
  const res = await call(t, judge, 'GET', `/api/judging/phases/${phaseId}/assignments`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.data;
};

const scoreBody = (h: Hackathon, submit = false) => ({
  scores: Object.fromEntries(h.criteria.map((c) => [String(c.criterionId), 7])),
  feedback: FEEDBACK,
  submit,
});

/** Two hackathons of two companies, each judged, with a declared conflict in B. */
const twoHackathons = async () => {
  const a = await judgedHackathon('Alpha');
  const b = await judgedHackathon('Beta');
  const loner = await registerParticipant(t, b.d.drillId, 'Beta loner');
  const conflict = await call(
    t,
    b.d.host,
    'POST',
    `/api/console/drills/${b.d.drillId}/judges/${b.judges[1]!.judgeId}/conflicts`,
    {
      ownerKey: `participant:${loner.participantId}`,
      note: 'Same lab',
    },
  );
  expect(conflict.status, JSON.stringify(conflict.body)).toBe(201);
  return { a, b, conflictId: conflict.body.result.conflictId as number };
};

type Attempt = [who: Caller | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown];

/** Runs each attempt, expecting its status, and returns the failures named by their url. */
const expectAll = async (attempts: readonly Attempt[], status: number) => {
  const wrong: string[] = [];
  for (const [who, method, url, body] of attempts) {
    const res = await call(t, who, method, url, body);
    if (res.status !== status) wrong.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  expect(wrong).toEqual([]);
};

describe("a host passing another hackathon's ids", () => {
  it("answers 404 for B's phases, statements, judges and conflicts under A's own hackathon id, and writes nothing", async () => {
    const { a, b, conflictId } = await twoHackathons();
    const host = a.d.host;
    const A = `/api/console/drills/${a.d.drillId}`;
    const bPhase = b.d.solutionPhaseId;
    const bJudge = b.judges[1]!.judgeId;
    const bStatement = b.d.problemStatementIds[0]!;
    const before = await snapshot();

    await expectAll(
      [
        // Phases and their forms (H2's console forms).
        [
          host,
          'PUT',
          `${A}/phases/${bPhase}`,
          {
            name: 'Taken',
            kind: 'solution',
            startDt: new Date().toISOString(),
            endDt: new Date(Date.now() + 3600_000).toISOString(),
          },
        ],
        [host, 'DELETE', `${A}/phases/${b.d.upcomingPhaseId}`],
        [host, 'PUT', `${A}/phases/${bPhase}/submission-fields`, { fields: [] }],
        // Problem statements.
        [host, 'PUT', `${A}/problem-statements/${bStatement}`, { title: 'Taken', description: '', phaseId: null }],
        [host, 'DELETE', `${A}/problem-statements/${bStatement}`],
        // Rubric, judging runs and coverage.
        [host, 'GET', `${A}/phases/${bPhase}/rubric`],
        [host, 'PUT', `${A}/phases/${bPhase}/rubric`, RUBRIC],
        [host, 'POST', `${A}/phases/${bPhase}/judging/open`, {}],
        [host, 'POST', `${A}/phases/${bPhase}/judging/rebalance`, {}],
        [host, 'POST', `${A}/phases/${bPhase}/judging/close`, {}],
        [host, 'POST', `${A}/phases/${bPhase}/judging/reopen`, { reason: 'Taken' }],
        [host, 'GET', `${A}/phases/${bPhase}/coverage`],
        // Judges and their conflicts.
        [host, 'PATCH', `${A}/judges/${bJudge}`, { name: 'Taken' }],
        [host, 'DELETE', `${A}/judges/${bJudge}?discardScores=true`],
        [host, 'POST', `${A}/judges/${bJudge}/resend`],
        [host, 'GET', `${A}/judges/${bJudge}/conflicts`],
        [host, 'POST', `${A}/judges/${bJudge}/conflicts`, { ownerKey: b.subs[0]!.ownerKey, note: '' }],
        [host, 'DELETE', `${A}/judges/${bJudge}/conflicts/${conflictId}`],
        // A's own judge with B's conflict id, and a conflict with an owner of B.
        [host, 'DELETE', `${A}/judges/${a.judges[0]!.judgeId}/conflicts/${conflictId}`],
        [host, 'POST', `${A}/judges/${a.judges[0]!.judgeId}/conflicts`, { ownerKey: b.subs[0]!.ownerKey, note: '' }],
      ],
      404,
    );

    await expectAll(
      [
        // B's ids inside a body of A's own hackathon are refused as input (the calibration set of a phase of A
        // whose judging has not opened yet).
        [
          host,
          'PUT',
          `${A}/phases/order`,
          { phaseIds: [b.d.endedPhaseId, b.d.ideaPhaseId, bPhase, b.d.upcomingPhaseId] },
        ],
        [host, 'PUT', `${A}/problem-statements/order`, { statementIds: b.d.problemStatementIds }],
        [host, 'POST', `${A}/problem-statements`, { title: 'Borrowed', description: '', phaseId: bPhase }],
        [
          host,
          'PUT',
          `${A}/phases/${a.d.ideaPhaseId}/rubric`,
          {
            ...RUBRIC,
            settings: { ...RUBRIC.settings, calibrationSubmissionIds: [b.subs[0]!.submissionId] },
          },
        ],
      ],
      400,
    );

    expect(await snapshot()).toEqual(before);
  });

  it("answers 403 for every route of B's hackathon itself, and shows none of B's audit under A", async () => {
    const { a, b, conflictId } = await twoHackathons();
    const host = a.d.host;
    const B = `/api/console/drills/${b.d.drillId}`;
    const bPhase = b.d.solutionPhaseId;
    const bJudge = b.judges[1]!.judgeId;
    const before = await snapshot();

    await expectAll(
      [
        [host, 'GET', `${B}/participant-fields`],
        [host, 'PUT', `${B}/participant-fields`, { fields: [] }],
        [host, 'GET', `${B}/phases`],
        [host, 'PUT', `${B}/phases/${bPhase}/submission-fields`, { fields: [] }],
        [host, 'GET', `${B}/problem-statements`],
        [host, 'DELETE', `${B}/problem-statements/${b.d.problemStatementIds[0]}`],
        [host, 'GET', `${B}/phases/${bPhase}/rubric`],
        [host, 'PUT', `${B}/phases/${bPhase}/rubric`, RUBRIC],
        [host, 'POST', `${B}/phases/${bPhase}/judging/close`, {}],
        [host, 'GET', `${B}/phases/${bPhase}/coverage`],
        [host, 'GET', `${B}/judges`],
        [host, 'POST', `${B}/judges`, { email: 'taken@example.org', name: 'Taken', organisation: '' }],
        [host, 'PATCH', `${B}/judges/${bJudge}`, { name: 'Taken' }],
        [host, 'DELETE', `${B}/judges/${bJudge}`],
        [host, 'DELETE', `${B}/judges/${bJudge}/conflicts/${conflictId}`],
        [host, 'GET', `${B}/conflict-owners`],
        [host, 'GET', `${B}/judging/audit`],
      ],
      403,
    );

    const audit = await call(t, host, 'GET', `/api/console/drills/${a.d.drillId}/judging/audit?phaseId=${bPhase}`);
    expect(audit.status).toBe(200);
    expect(audit.body.result.data).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a judge or a participant reaching past what is theirs', () => {
  it("answers 404 to a judge for another hackathon's phase and assignments, and for another judge's assignment", async () => {
    const { a, b } = await twoHackathons();
    const [alphaJudge] = a.judges;
    const [betaJudge, betaOther] = b.judges;
    const bAssignment = (await assignmentsOf(betaJudge!, b.d.solutionPhaseId))[0]!.assignmentId;
    const otherAssignment = (await assignmentsOf(betaOther!, b.d.solutionPhaseId))[0]!.assignmentId;
    const before = await snapshot();

    await expectAll(
      [
        [alphaJudge!, 'GET', `/api/judging/phases/${b.d.solutionPhaseId}/assignments`],
        [alphaJudge!, 'GET', `/api/judging/assignments/${bAssignment}`],
        [alphaJudge!, 'PUT', `/api/judging/assignments/${bAssignment}/score`, scoreBody(b)],
        [alphaJudge!, 'POST', `/api/judging/assignments/${bAssignment}/conflict`, { note: '' }],
        [betaJudge!, 'GET', `/api/judging/assignments/${otherAssignment}`],
        [betaJudge!, 'PUT', `/api/judging/assignments/${otherAssignment}/score`, scoreBody(b, true)],
        [betaJudge!, 'POST', `/api/judging/assignments/${otherAssignment}/conflict`, { note: '' }],
      ],
      404,
    );
    expect(await snapshot()).toEqual(before);

    const mine = await call(t, alphaJudge!, 'GET', '/api/judging/mine');
    expect(JSON.stringify(mine.body)).not.toContain('Beta');
  });

  it("shows a judge only the answers to the form's current questions, never one the hosts removed", async () => {
    const d = await insertDrill(t, { name: 'Gamma' });
    const judge = await activeJudge(t, d.drillId, 'Gamma judge');
    await submitAs(t, d, d.solutionPhaseId, 'Gamma team', {
      summary: 'Water meters',
      college: 'Named College of Engineering',
    });
    expect(
      (await putRubric(t, d, d.solutionPhaseId, { ...RUBRIC, settings: { ...RUBRIC.settings, blindJudging: true } }))
        .status,
    ).toBe(200);
    expect((await openJudging(t, d, d.solutionPhaseId)).status).toBe(200);
    const [assignment] = await assignmentsOf(judge, d.solutionPhaseId);
    const detail = await call(t, judge, 'GET', `/api/judging/assignments/${assignment!.assignmentId}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.result.submission.answers).toMatchObject({ summary: 'Water meters' });
    expect(JSON.stringify(detail.body)).not.toContain('Named College of Engineering');
  });

  it('refuses a score or a declared conflict after the hosts close judging, keeping the review as it was', async () => {
    const { b } = await twoHackathons();
    const [judge] = b.judges;
    const [first, second] = await assignmentsOf(judge!, b.d.solutionPhaseId);
    const draft = await call(t, judge!, 'PUT', `/api/judging/assignments/${first!.assignmentId}/score`, scoreBody(b));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await call(t, b.d.host, 'POST', `${phaseUrl(b.d, b.d.solutionPhaseId)}/judging/close`, {})).status).toBe(
      200,
    );
    const before = await snapshot();

    await expectAll(
      [
        [judge!, 'PUT', `/api/judging/assignments/${first!.assignmentId}/score`, scoreBody(b, true)],
        [judge!, 'PUT', `/api/judging/assignments/${second!.assignmentId}/score`, scoreBody(b)],
        [judge!, 'POST', `/api/judging/assignments/${second!.assignmentId}/conflict`, { note: 'Late' }],
      ],
      409,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("gives a participant none of the judges' or hosts' routes", async () => {
    const { a, b } = await twoHackathons();
    const participant = b.subs[0]!.participant;
    const assignment = (await assignmentsOf(b.judges[0]!, b.d.solutionPhaseId))[0]!.assignmentId;
    const B = `/api/console/drills/${b.d.drillId}`;
    const before = await snapshot();

    await expectAll(
      [
        [participant, 'GET', `/api/judging/phases/${b.d.solutionPhaseId}/assignments`],
        [participant, 'GET', `/api/judging/assignments/${assignment}`],
        [participant, 'PUT', `/api/judging/assignments/${assignment}/score`, scoreBody(b, true)],
        [participant, 'POST', `/api/judging/assignments/${assignment}/conflict`, { note: '' }],
      ],
      404,
    );
    await expectAll(
      [
        [participant, 'GET', `${B}/phases/${b.d.solutionPhaseId}/rubric`],
        [participant, 'GET', `${B}/phases/${b.d.solutionPhaseId}/coverage`],
        [participant, 'GET', `${B}/judges`],
        [participant, 'GET', `${B}/judging/audit`],
        [participant, 'GET', `/api/console/drills/${a.d.drillId}/judges`],
      ],
      403,
    );
    expect(await snapshot()).toEqual(before);
    const mine = await call(t, participant, 'GET', '/api/judging/mine');
    expect(mine.body.result?.data ?? []).toEqual([]);
  });
});
