import { beforeAll, describe, expect, it } from 'vitest';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
import { type DrillFixture, insertUpload, type ParticipantFixture, insertCast } from './submissions.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

/**
 * Who may read and write what: team A (Asha, Ravi) submitted with a file; team B (Meera) is another team of
 * the same hackathon; Kiran is registered for another hackathon; Dev is signed in and registered nowhere; an
 * employer of another company; the host.
 */
let d: DrillFixture;
let asha: ParticipantFixture;
let ravi: ParticipantFixture;
let meera: ParticipantFixture;
let kiran: ParticipantFixture;
let dev: Caller;
let otherEmployer: Caller;
let submissionId: number;
let deckKey: string;

beforeAll(async () => {
  ({ d, asha, ravi, meera, kiran, dev, otherEmployer } = await insertCast(t));
  deckKey = await insertUpload(t, asha.uid, 'solution-file');
  const res = await call(t, asha, 'POST', `/api/drills/${d.drillId}/submissions`, {
    participantId: asha.participantId,
    phaseId: d.solutionPhaseId,
    problemStatementId: d.problemStatementIds[0],
    answers: { summary: 'Solar pumps', deck: deckKey },
    final: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  submissionId = res.body.result.submission.submissionId;
});

const one = () => `/api/drills/${d.drillId}/submissions/${submissionId}`;

describe('reading submissions', () => {
  it("shows a teammate the team's submission, its receipt and its file", async () => {
    expect((await call(t, ravi, 'GET', one())).status).toBe(200);
    expect((await call(t, ravi, 'GET', `${one()}/receipt`)).status).toBe(200);
    expect((await call(t, ravi, 'GET', `${one()}/files?key=${encodeURIComponent(deckKey)}`)).status).toBe(200);
  });

  it('lets the hosts read every submission of their hackathon and its files', async () => {
    const list = await call(t, d.host, 'GET', `/api/drills/${d.drillId}/submissions`);
    expect(list.body.result.data.map((s: { submissionId: number }) => s.submissionId)).toEqual([submissionId]);
    expect((await call(t, d.host, 'GET', one())).status).toBe(200);
    expect((await call(t, d.host, 'GET', `${one()}/files?key=${encodeURIComponent(deckKey)}`)).status).toBe(200);
  });

  it('refuses a member of another team the submission, its receipt and its file, and lists only their own', async () => {
    for (const url of [one(), `${one()}/receipt`, `${one()}/files?key=${encodeURIComponent(deckKey)}`]) {
      const res = await call(t, meera, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body.error.message).toBe(SubmissionMessages.notFound);
    }
    const list = await call(t, meera, 'GET', `/api/drills/${d.drillId}/submissions`);
    expect(list.status).toBe(200);
    expect(list.body.result.totalRecordCount).toBe(0);
  });

  it("refuses another hackathon's participant, a stranger and another company's employer", async () => {
    for (const who of [kiran, dev, otherEmployer]) {
      const list = await call(t, who, 'GET', `/api/drills/${d.drillId}/submissions`);
      expect(list.status).toBe(403);
      expect(list.body.error.message).toBe(SubmissionMessages.listNotAllowed);
      expect((await call(t, who, 'GET', one())).status).toBe(404);
      expect((await call(t, who, 'GET', `${one()}/files?key=${encodeURIComponent(deckKey)}`)).status).toBe(404);
      const fields = await call(
        t,
        who,
        'GET',
        `/api/drills/${d.drillId}/submissionFields?phaseId=${d.solutionPhaseId}`,
      );
      expect(fields.status).toBe(403);
    }
  });

  it('gives no link to an upload that is not part of the submission, even to its team', async () => {
    const loose = await insertUpload(t, asha.uid, 'solution-file');
    const res = await call(t, asha, 'GET', `${one()}/files?key=${encodeURIComponent(loose)}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(SubmissionMessages.fileNotInSubmission);
  });

  it('asks for a session first', async () => {
    for (const url of [
      `/api/drills/${d.drillId}/submissions`,
      one(),
      `/api/drills/${d.drillId}/submissionFields?phaseId=1`,
    ]) {
      expect((await call(t, null, 'GET', url)).status, url).toBe(401);
    }
    const save = await call(t, null, 'POST', `/api/drills/${d.drillId}/submissions`, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: {},
      final: false,
    });
    expect(save.status).toBe(401);
  });
});

describe('writing submissions', () => {
  it("refuses saving for someone else's registration, for a registration in another hackathon, and for the host", async () => {
    const body = (participantId: number) => ({
      participantId,
      phaseId: d.solutionPhaseId,
      answers: { summary: 'Taken over' },
      final: false,
    });
    for (const [who, pid] of [
      [meera, asha.participantId],
      [dev, asha.participantId],
      [kiran, kiran.participantId],
      [d.host, asha.participantId],
    ] as const) {
      const res = await call(t, who, 'POST', `/api/drills/${d.drillId}/submissions`, body(pid));
      expect(res.status).toBe(404);
    }
    const detail = await call(t, asha, 'GET', one());
    expect(detail.body.result.version).toBe(1);
  });

  it('refuses a file uploaded by a member of another team', async () => {
    const meerasDeck = await insertUpload(t, meera.uid, 'solution-file');
    const res = await call(t, ravi, 'POST', `/api/drills/${d.drillId}/submissions`, {
      participantId: ravi.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: { summary: 'Solar pumps', deck: meerasDeck },
      final: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['answers.deck']).toBe(SubmissionMessages.fileNotYours('Pitch deck'));
  });

  it('refuses problem statements to anyone but the participant named', async () => {
    const url = `/api/drills/${d.drillId}/PROBLEMSTATEMENT?participantId=${asha.participantId}`;
    expect((await call(t, asha, 'GET', url)).status).toBe(200);
    for (const who of [ravi, dev, kiran, d.host]) expect((await call(t, who, 'GET', url)).status).toBe(404);
  });
});
