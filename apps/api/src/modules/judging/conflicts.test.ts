import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { drillParticipants } from '../../db/schema/drills.ts';
import { profileWork } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { insertDrill } from '../drills/submissions.test-fixtures.ts';
import { organisationMatches } from './conflicts.service.ts';
import { activeJudge, openJudging, phaseUrl, putRubric, submitAs } from './judging.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const conflictsUrl = (drillId: number, judgeId: number) => `/api/console/drills/${drillId}/judges/${judgeId}/conflicts`;

describe('organisationMatches', () => {
  it('matches case-, space- and punctuation-insensitively, and never on an empty organisation', () => {
    const orgs = new Map([
      [1, ['I.I.T. Bombay']],
      [2, ['Infosys Ltd']],
      [3, ['iitbombay', 'TCS']],
    ]);
    expect(organisationMatches([{ id: 7, organisation: ' IIT  bombay ' }], orgs)).toEqual([
      { judgeId: 7, ownerKey: 'participant:1', note: 'I.I.T. Bombay' },
      { judgeId: 7, ownerKey: 'participant:3', note: 'iitbombay' },
    ]);
    expect(organisationMatches([{ id: 8, organisation: '' }], orgs)).toEqual([]);
    expect(organisationMatches([{ id: 9, organisation: 'Infosys' }], orgs)).toEqual([]);
  });
});

describe('conflicts of interest', () => {
  it('shows organisation matches from registration answers and profiles before judging opens', async () => {
    const d = await insertDrill(t);
    const judge = await activeJudge(t, d.drillId, 'Dr Sen', 'Tata Consultancy Services');
    const a = await submitAs(t, d, d.solutionPhaseId, 'Team Answers');
    const b = await submitAs(t, d, d.solutionPhaseId, 'Team Profile');
    await t.database.db
      .update(drillParticipants)
      .set({ answers: { organisation: 'tata consultancy services' } })
      .where(eq(drillParticipants.id, a.participant.participantId));
    await t.database.db.insert(profileWork).values({
      userId: b.participant.uid,
      company: 'Tata Consultancy  Services',
      title: 'Engineer',
      employmentType: 'Full-time',
      startDate: '2022-01-01',
    });
    const res = await call(t, d.host, 'GET', conflictsUrl(d.drillId, judge.judgeId), undefined);
    expect(res.status).toBe(200);
    expect(
      res.body.result.data.map((c: { ownerName: string; reason: string; conflictId: null }) => [
        c.ownerName,
        c.reason,
        c.conflictId,
      ]),
    ).toEqual([
      ['Team Answers lead Menon', 'organisation', null],
      ['Team Profile lead Menon', 'organisation', null],
    ]);
  });

  it('a declared conflict removes the judge’s assignment to that team and keeps them off it', async () => {
    const d = await insertDrill(t);
    const judge = await activeJudge(t, d.drillId, 'Dr Sen');
    const other = await activeJudge(t, d.drillId, 'Dr Bose');
    const team = await submitAs(t, d, d.solutionPhaseId, 'Team Nova');
    await putRubric(t, d, d.solutionPhaseId);
    await openJudging(t, d, d.solutionPhaseId);
    const added = await call(t, d.host, 'POST', conflictsUrl(d.drillId, judge.judgeId), {
      ownerKey: team.ownerKey,
      note: 'Former student',
    });
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({ ownerName: 'Team Nova', reason: 'declared', note: 'Former student' });
    const twice = await call(t, d.host, 'POST', conflictsUrl(d.drillId, judge.judgeId), { ownerKey: team.ownerKey });
    expect(twice.status).toBe(409);
    const coverage = (await call(t, d.host, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).body
      .result;
    expect(coverage.submissions[0].judges.map((j: { judgeId: number }) => j.judgeId)).toEqual([other.judgeId]);
    expect(coverage.submissions[0].conflicts).toHaveLength(1);

    // A conflict with a member reaches the team's submission too.
    const member = await call(t, d.host, 'POST', conflictsUrl(d.drillId, other.judgeId), {
      ownerKey: `participant:${team.participant.participantId}`,
    });
    expect(member.status).toBe(201);
    const after = (await call(t, d.host, 'GET', `${phaseUrl(d, d.solutionPhaseId)}/coverage`, undefined)).body.result;
    expect(after.submissions[0].assignedCount).toBe(0);

    const removed = await call(
      t,
      d.host,
      'DELETE',
      `${conflictsUrl(d.drillId, judge.judgeId)}/${added.body.result.conflictId}`,
      undefined,
    );
    expect(removed.status).toBe(200);
  });

  it('refuses an owner of another hackathon and a malformed key', async () => {
    const d = await insertDrill(t);
    const elsewhere = await insertDrill(t);
    const stranger = await submitAs(t, elsewhere, elsewhere.solutionPhaseId, 'Team Elsewhere');
    const judge = await activeJudge(t, d.drillId, 'Dr Sen');
    expect(
      (await call(t, d.host, 'POST', conflictsUrl(d.drillId, judge.judgeId), { ownerKey: stranger.ownerKey })).status,
    ).toBe(404);
    const bad = await call(t, d.host, 'POST', conflictsUrl(d.drillId, judge.judgeId), { ownerKey: 'team:abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ownerKey must be team:{id} or participant:{id}');
  });

  it('lists teams and solo participants to pick from, and only to the hosts', async () => {
    const d = await insertDrill(t);
    await submitAs(t, d, d.solutionPhaseId, 'Team Picker');
    const res = await call(t, d.host, 'GET', `/api/console/drills/${d.drillId}/conflict-owners?q=pick`, undefined);
    expect(res.body.result.data).toEqual([expect.objectContaining({ name: 'Team Picker', kind: 'team' })]);
    const other = await caller(t, 'employer', (await insertCompany(t, 'Konkan Systems')).id);
    expect((await call(t, other, 'GET', `/api/console/drills/${d.drillId}/conflict-owners`, undefined)).status).toBe(
      403,
    );
    const judge = await activeJudge(t, d.drillId, 'Dr Sen');
    expect((await call(t, other, 'GET', conflictsUrl(d.drillId, judge.judgeId), undefined)).status).toBe(403);
  });
});
