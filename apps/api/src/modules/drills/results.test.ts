import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultsMessages } from '@elevate/contracts/drills/submission.messages';
import { build } from '../../../test/helper.ts';
import { drillAnnouncements, drillCertificates, drillLeaderboardEntries, drillPhases } from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
import {
  type DrillFixture,
  insertDrill,
  insertUpload,
  type ParticipantFixture,
  insertCast,
} from './submissions.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let d: DrillFixture;
let asha: ParticipantFixture;
let ravi: ParticipantFixture;
let meera: ParticipantFixture;
let kiran: ParticipantFixture;
let dev: Caller;
let otherEmployer: Caller;
let teamA: number;
let teamB: number;

beforeAll(async () => {
  ({ d, asha, ravi, meera, teamA, teamB, kiran, dev, otherEmployer } = await insertCast(t));
  await t.database.db.insert(drillLeaderboardEntries).values([
    { phaseId: d.endedPhaseId, displayName: 'Krishi Mitra', teamId: teamB, rank: 1, score: 92, award: 'Winner' },
    { phaseId: d.endedPhaseId, displayName: 'Jal Rakshak', teamId: teamA, rank: 2, score: 88 },
  ]);
});

const board = (phaseId: number) => `/api/drills/${d.drillId}/phases/${phaseId}/leaderboards`;

describe('leaderboards', () => {
  it('answers an empty list with published:false until the hosts publish the phase', async () => {
    const res = await call(t, asha, 'GET', board(d.endedPhaseId));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ data: [], totalRecordCount: 0, published: false, publishedAt: null });
  });

  it("shows the published rows in rank order and marks the caller's own team", async () => {
    await t.database.db
      .update(drillPhases)
      .set({ resultsPublishedAt: new Date() })
      .where(eq(drillPhases.id, d.endedPhaseId));
    const res = await call(t, ravi, 'GET', board(d.endedPhaseId));
    expect(res.body.result.published).toBe(true);
    expect(
      res.body.result.data.map((r: { displayName: string; isMine: boolean }) => [r.displayName, r.isMine]),
    ).toEqual([
      ['Krishi Mitra', false],
      ['Jal Rakshak', true],
    ]);
    expect(res.body.result.data[1].teamId).toBe(teamA);
    expect((await call(t, d.host, 'GET', board(d.endedPhaseId))).status).toBe(200);
  });

  it("lets a visitor, a stranger and another hackathon's participant read published results, marking none as theirs", async () => {
    for (const who of [null, kiran, dev, otherEmployer]) {
      const res = await call(t, who, 'GET', board(d.endedPhaseId));
      expect(res.status).toBe(200);
      expect(res.body.result.published).toBe(true);
      expect(res.body.result.resultsState).toMatch(/^(provisional|final)$/);
      expect(typeof res.body.result.tieBreakSentence).toBe('string');
      expect(
        res.body.result.data.map((r: { rank: number; displayName: string; award: string | null; isMine: boolean }) => [
          r.rank,
          r.displayName,
          r.award,
          r.isMine,
        ]),
      ).toEqual([
        [1, 'Krishi Mitra', 'Winner', false],
        [2, 'Jal Rakshak', null, false],
      ]);
    }
  });

  it('answers a visitor the published rows with no judge data and no ids: rank, name, award and the published score', async () => {
    const res = await call(t, null, 'GET', board(d.endedPhaseId));
    for (const row of res.body.result.data as Record<string, unknown>[]) {
      expect(row).toMatchObject({ teamId: null, participantId: null, isMine: false });
      expect(Object.keys(row).sort()).toEqual([
        'award',
        'displayName',
        'isMine',
        'participantId',
        'rank',
        'score',
        'teamId',
      ]);
    }
    expect(Object.keys(res.body.result).sort()).toEqual(
      [
        'data',
        'finalAt',
        'phaseId',
        'published',
        'publishedAt',
        'resultsState',
        'tieBreakSentence',
        'totalRecordCount',
        'totalRecords',
      ].sort(),
    );
    expect(JSON.stringify(res.body.result.data)).not.toMatch(/judge/i);
  });

  it('gives a visitor and a stranger no rows before the hosts publish a phase', async () => {
    const other = await insertDrill(t);
    await t.database.db
      .insert(drillLeaderboardEntries)
      .values([{ phaseId: other.endedPhaseId, displayName: 'Unpublished', rank: 1, score: 70, award: 'Winner' }]);
    for (const who of [null, dev]) {
      const res = await call(t, who, 'GET', `/api/drills/${other.drillId}/phases/${other.endedPhaseId}/leaderboards`);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        data: [],
        totalRecordCount: 0,
        published: false,
        resultsState: 'unpublished',
      });
    }
  });

  it('answers 401 to a session that does not verify rather than treating it as a visitor', async () => {
    const res = await t.inject({
      method: 'GET',
      url: board(d.endedPhaseId),
      headers: { authorization: 'Bearer not-a-token', auth_uid: '1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a phase of another hackathon', async () => {
    const other = await insertDrill(t);
    expect((await call(t, asha, 'GET', board(other.endedPhaseId))).status).toBe(404);
  });
});

describe('certificates', () => {
  it("lists the caller's own certificates with a download link, and refuses anyone else's registration", async () => {
    const fileKey = await insertUpload(t, d.host.uid, 'certificate', { fileName: 'certificate.pdf' });
    await t.database.db.insert(drillCertificates).values([
      {
        drillId: d.drillId,
        participantId: asha.participantId,
        kind: 'merit',
        title: 'Runner-up',
        code: `C-${asha.participantId}-1`,
        fileKey,
      },
      {
        drillId: d.drillId,
        participantId: asha.participantId,
        kind: 'participation',
        title: 'Participation',
        code: `C-${asha.participantId}-2`,
      },
    ]);
    const url = `/api/certificates/participants?participantId=${asha.participantId}`;
    const res = await call(t, asha, 'GET', url);
    expect(res.status).toBe(200);
    const byTitle = Object.fromEntries(
      res.body.result.data.map((c: { title: string; downloadUrl: string | null }) => [c.title, c.downloadUrl]),
    );
    expect(byTitle['Runner-up']).toContain('signature=');
    expect(byTitle.Participation).toBeNull();
    expect(res.body.result.data[0].drillName).toBe(d.name);

    for (const who of [ravi, dev, d.host]) {
      const refused = await call(t, who, 'GET', url);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(ResultsMessages.participantNotFound);
    }
  });

  it('answers an empty list while none are issued', async () => {
    const res = await call(t, meera, 'GET', `/api/certificates/participants?participantId=${meera.participantId}`);
    expect(res.body.result).toMatchObject({ data: [], totalRecordCount: 0 });
  });
});

describe('announcements', () => {
  it('shows a participant those to everyone, to the first phase and to phases they submitted in; the hosts all', async () => {
    await t.database.db.insert(drillAnnouncements).values([
      { drillId: d.drillId, title: 'Welcome, everyone', body: '<p>Read the rules</p>' },
      { drillId: d.drillId, phaseId: d.endedPhaseId, title: 'Screening tips' },
      { drillId: d.drillId, phaseId: d.solutionPhaseId, title: 'Prototype mentors' },
    ]);
    const saved = await call(t, asha, 'POST', `/api/drills/${d.drillId}/submissions`, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { summary: 'Draft' },
      final: false,
    });
    expect(saved.status).toBe(200);

    const titles = async (who: Caller) =>
      (await call(t, who, 'GET', `/api/drills/${d.drillId}/announcements`)).body.result.data
        .map((a: { title: string }) => a.title)
        .sort();
    expect(await titles(ravi)).toEqual(['Prototype mentors', 'Screening tips', 'Welcome, everyone']);
    expect(await titles(meera)).toEqual(['Screening tips', 'Welcome, everyone']);
    expect(await titles(d.host)).toEqual(['Prototype mentors', 'Screening tips', 'Welcome, everyone']);
  });

  it("refuses another hackathon's participant, a stranger and another company's employer", async () => {
    for (const who of [kiran, dev, otherEmployer]) {
      const res = await call(t, who, 'GET', `/api/drills/${d.drillId}/announcements`);
      expect(res.status).toBe(403);
    }
  });
});
