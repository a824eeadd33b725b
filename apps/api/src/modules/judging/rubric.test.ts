import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { insertDrill } from '../drills/submissions.test-fixtures.ts';
import { activeJudge, openJudging, phaseUrl, putRubric, RUBRIC, submitAs } from './judging.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const withWeights = (weights: number[]) => ({
  ...RUBRIC,
  criteria: weights.map((weight, i) => ({ name: `Criterion ${i + 1}`, description: '', weight })),
});

describe('the rubric of a phase', () => {
  it('saves weighted criteria and settings, and says what still stops judging from opening', async () => {
    const d = await insertDrill(t);
    const res = await putRubric(t, d, d.solutionPhaseId);
    expect(res.status).toBe(200);
    expect(res.body.result.criteria.map((c: { name: string; weight: number }) => [c.name, c.weight])).toEqual([
      ['Innovation', 30],
      ['Feasibility', 30],
      ['Impact', 20],
      ['Presentation', 20],
    ]);
    expect(res.body.result).toMatchObject({ locked: false, judgingStatus: 'setup', settings: RUBRIC.settings });
    expect(res.body.result.problems).toEqual([
      'At least one judge must accept the invitation before judging can open.',
    ]);
  });

  it('refuses weights that do not add up to 100, fractions, zero, duplicates and more than ten criteria', async () => {
    const d = await insertDrill(t);
    const bad = async (body: unknown) => (await putRubric(t, d, d.solutionPhaseId, body)).body.error.message;
    expect(await bad(withWeights([30, 30, 20, 10]))).toBe('The weights add up to 90; they must add up to 100.');
    expect(await bad(withWeights([50.5, 49.5]))).toBe('Weights are whole numbers');
    expect(await bad(withWeights([100, 0]))).toBe('Every weight is at least 1');
    expect(await bad(withWeights(Array(11).fill(9)))).toBe('A rubric can have at most 10 criteria');
    expect(await bad({ ...RUBRIC, criteria: [] })).toBe('A rubric needs at least 1 criterion');
    expect(
      await bad({
        ...RUBRIC,
        criteria: [
          { name: 'Impact', weight: 50 },
          { name: 'impact', weight: 50 },
        ],
      }),
    ).toBe('Two criteria have the same name');
    expect(await bad({ ...RUBRIC, settings: { ...RUBRIC.settings, scoreScale: 101 } })).toBe(
      'The score scale must be a whole number between 1 and 100',
    );
    expect(await bad({ ...RUBRIC, settings: { ...RUBRIC.settings, tieBreak: ['raw-average', 'raw-average'] } })).toBe(
      'A tie-break rule appears twice',
    );
  });

  it('accepts only submitted submissions of the phase as calibration', async () => {
    const d = await insertDrill(t);
    const own = await submitAs(t, d, d.solutionPhaseId, 'Team Calibrate');
    const other = await submitAs(t, d, d.ideaPhaseId, 'Team Elsewhere');
    const ok = await putRubric(t, d, d.solutionPhaseId, {
      ...RUBRIC,
      settings: { ...RUBRIC.settings, calibrationSubmissionIds: [own.submissionId] },
    });
    expect(ok.status).toBe(200);
    const bad = await putRubric(t, d, d.solutionPhaseId, {
      ...RUBRIC,
      settings: { ...RUBRIC.settings, calibrationSubmissionIds: [other.submissionId] },
    });
    expect(bad.status).toBe(400);
  });

  it('locks once judging opens: a change needs confirmation, is audited with before and after, and recomputes totals', async () => {
    const d = await insertDrill(t);
    const judge = await activeJudge(t, d.drillId, 'Dr Rao');
    const sub = await submitAs(t, d, d.solutionPhaseId, 'Team Nova');
    const saved = await putRubric(t, d, d.solutionPhaseId);
    expect((await openJudging(t, d, d.solutionPhaseId)).status).toBe(200);
    const criteria = saved.body.result.criteria as { criterionId: number }[];
    const [a] = (await call(t, judge, 'GET', `/api/judging/phases/${d.solutionPhaseId}/assignments`, undefined)).body
      .result.data;
    const scores = Object.fromEntries(criteria.map((c, i) => [c.criterionId, [8, 6, 9, 7][i]]));
    const scored = await call(t, judge, 'PUT', `/api/judging/assignments/${a.assignmentId}/score`, {
      scores,
      feedback: 'Clear problem, a working prototype; the pitch ran long.',
      submit: true,
    });
    expect(scored.body.result.review.total).toBe(74);
    expect(sub.submissionId).toBe(a.submissionId);

    const reweighted = {
      ...RUBRIC,
      criteria: criteria.map((c, i) => ({
        criterionId: c.criterionId,
        name: RUBRIC.criteria[i]!.name,
        weight: [40, 20, 20, 20][i],
      })),
    };
    const unconfirmed = await putRubric(t, d, d.solutionPhaseId, reweighted);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.message).toContain('the rubric is locked');

    const confirmed = await putRubric(t, d, d.solutionPhaseId, { ...reweighted, confirmLockedChange: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.locked).toBe(true);
    // 8/10×40 + 6/10×20 + 9/10×20 + 7/10×20 = 32 + 12 + 18 + 14 = 76
    const detail = await call(t, judge, 'GET', `/api/judging/assignments/${a.assignmentId}`, undefined);
    expect(detail.body.result.review.total).toBe(76);

    const audit = await call(
      t,
      d.host,
      'GET',
      `/api/console/drills/${d.drillId}/judging/audit?phaseId=${d.solutionPhaseId}`,
      undefined,
    );
    const change = audit.body.result.data[0];
    expect(change.action).toBe('rubric.changed');
    expect(change.details.before.criteria.map((c: { weight: number }) => c.weight)).toEqual([30, 30, 20, 20]);
    expect(change.details.after.criteria.map((c: { weight: number }) => c.weight)).toEqual([40, 20, 20, 20]);
    expect(change.details.recomputedTotals).toBe(1);
  });

  it('never lets the scale, the tie-break chain or the set of criteria change after opening', async () => {
    const d = await insertDrill(t);
    await activeJudge(t, d.drillId, 'Dr Rao');
    const saved = await putRubric(t, d, d.solutionPhaseId);
    await openJudging(t, d, d.solutionPhaseId);
    const criteria = (saved.body.result.criteria as { criterionId: number; name: string; weight: number }[]).map(
      ({ criterionId, name, weight }) => ({ criterionId, name, weight }),
    );
    const put = (body: object) =>
      putRubric(t, d, d.solutionPhaseId, { ...RUBRIC, criteria, confirmLockedChange: true, ...body });
    const scale = await put({ settings: { ...RUBRIC.settings, scoreScale: 5 } });
    expect(scale.status).toBe(409);
    expect(scale.body.error.message).toBe(
      'The score scale cannot change once judging has opened: judges have scored on it.',
    );
    const tie = await put({ settings: { ...RUBRIC.settings, tieBreak: ['raw-average'] } });
    expect(tie.body.error.message).toBe(
      'The tie-break chain was published before judging opened and cannot change now.',
    );
    const added = await put({ criteria: [...criteria.slice(0, 3), { name: 'New', weight: 20 }] });
    expect(added.status).toBe(409);
  });

  it('is the hosts’ alone', async () => {
    const d = await insertDrill(t);
    const other = await caller(t, 'employer', (await insertCompany(t, 'Konkan Systems')).id);
    expect((await call(t, other, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/rubric`, undefined)).status).toBe(403);
    expect((await call(t, other, 'PUT', `${phaseUrl(d, d.solutionPhaseId)}/rubric`, RUBRIC)).status).toBe(403);
    const strangerPhase = (await insertDrill(t)).solutionPhaseId;
    expect((await call(t, d.host, 'GET', `${phaseUrl(d, strangerPhase)}/rubric`, undefined)).status).toBe(404);
  });
});
