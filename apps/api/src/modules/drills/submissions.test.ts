import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@elevate/contracts/common/messages';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import { build } from '../../../test/helper.ts';
import { drillPhases, drillSubmissionVersions, drillTeams } from '../../db/schema/drills.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, lastMailTo } from '../auth/auth.testing.ts';
import { call } from '../console/console.test-fixtures.ts';
import { canonicalJson, contentHashOf } from './submission-receipt.ts';
import {
  insertDrill,
  insertTeam,
  insertUpload,
  registerParticipant,
  SOLUTION_FIELDS,
} from './submissions.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const save = (
  who: { headers: Record<string, string> },
  drillId: number,
  body: Record<string, unknown>,
  route: 'idea' | 'other' = 'other',
) => call(t, who as never, 'POST', `/api/drills/${drillId}/submissions${route === 'idea' ? '/idea' : ''}`, body);

const full = { summary: 'Solar pumps shared by a village co-operative', demo: 'https://example.org/demo' };

describe('phases, forms and problem statements', () => {
  it('lists the phases in order with their status by the server clock, to anyone', async () => {
    const d = await insertDrill(t);
    const res = await call(t, null, 'GET', `/api/drills/phases?drillId=${d.drillId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data.map((p: { phase: string; phaseStatus: string }) => [p.phase, p.phaseStatus])).toEqual([
      ['Screening', 'ended'],
      ['Idea', 'live'],
      ['Prototype', 'live'],
      ['Finale', 'upcoming'],
    ]);
    expect(Date.parse(res.body.result.serverNow)).not.toBeNaN();

    const live = await call(t, null, 'GET', `/api/drills/phases?drillId=${d.drillId}&phaseStatus=live`);
    expect(live.body.result.data.map((p: { phase: string }) => p.phase)).toEqual(['Idea', 'Prototype']);
    expect(live.body.result.totalRecordCount).toBe(2);
  });

  it('answers 404 for a hackathon that does not exist and 400 for a status that is not one', async () => {
    expect((await call(t, null, 'GET', '/api/drills/phases?drillId=999999')).status).toBe(404);
    expect((await call(t, null, 'GET', '/api/drills/phases?drillId=1&phaseStatus=soon')).status).toBe(400);
  });

  it("gives a registered participant the phase's form, by id or by the hackathon's custom URL", async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId, 'Asha');
    const res = await call(t, asha, 'GET', `/api/drills/${d.custUrl}/submissionFields?phaseId=${d.solutionPhaseId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.phase).toMatchObject({
      phaseId: d.solutionPhaseId,
      phase: 'Prototype',
      phaseStatus: 'live',
    });
    expect(res.body.result.fields.map((f: { key: string }) => f.key)).toEqual(['summary', 'details', 'demo', 'deck']);
  });

  it("lists the problem statements of a phase (its own and every phase's) for the participant's own registration", async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const all = await call(
      t,
      asha,
      'GET',
      `/api/drills/${d.drillId}/PROBLEMSTATEMENT?participantId=${asha.participantId}`,
    );
    expect(all.status).toBe(200);
    expect(all.body.result.totalRecordCount).toBe(2);
    const solution = await call(
      t,
      asha,
      'GET',
      `/api/drills/${d.drillId}/PROBLEMSTATEMENT?participantId=${asha.participantId}&phaseId=${d.solutionPhaseId}`,
    );
    expect(solution.body.result.data.map((s: { title: string }) => s.title)).toEqual(['Clean water for every village']);
  });
});

describe('drafts, submissions and versions', () => {
  it('saves a draft without the required answers, then refuses a final submission that lacks them', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const draft = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { demo: 'https://example.org' },
      final: false,
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.message).toBe(SubmissionMessages.draftSaved);
    expect(draft.body.result.submission).toMatchObject({ status: 'draft', version: 1, submittedAt: null });
    expect(draft.body.result.receipt).toBeNull();

    const final = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { demo: 'https://example.org' },
      final: true,
    });
    expect(final.status).toBe(400);
    expect(final.body.error.fields['answers.summary']).toBe(Messages.mandatoryField('Summary'));
  });

  it('refuses answers that break their field rules, naming the field', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const res = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { demo: 'not a link' },
      final: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['answers.demo']).toBe('Demo link must be a link starting with http:// or https://');
  });

  it('submits with a receipt in the app and by mail to every member, naming IST, UTC, the version and the hash', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId, 'Asha');
    const ravi = await registerParticipant(t, d.drillId, 'Ravi');
    const team = await insertTeam(t, d.drillId, [asha, ravi], 'Jal Rakshak');
    const res = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: full,
      final: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { submission, receipt } = res.body.result;
    expect(submission).toMatchObject({
      status: 'submitted',
      version: 1,
      teamId: team.teamId,
      teamName: 'Jal Rakshak',
      problemStatementTitle: 'Clean water for every village',
      updatedBy: { uid: asha.uid, name: 'Asha Menon' },
    });
    const expectedHash = createHash('sha256')
      .update(
        canonicalJson({
          phaseId: d.solutionPhaseId,
          problemStatementId: d.problemStatementIds[0],
          answers: { deck: null, demo: full.demo, details: null, summary: full.summary },
        }),
      )
      .digest('hex');
    expect(submission.contentHash).toBe(expectedHash);
    expect(receipt).toMatchObject({
      version: 1,
      contentHash: expectedHash,
      teamName: 'Jal Rakshak',
      phase: 'Prototype',
    });
    expect(receipt.submittedAtIst).toMatch(/ IST$/);
    expect(receipt.submittedAtUtc).toMatch(/ UTC$/);

    for (const member of [asha, ravi]) {
      const mail = await lastMailTo(t, member.email);
      expect(mail?.subject).toBe(SubmissionMessages.receiptMailSubject('Prototype', receipt.drillName));
      expect(mail?.textBody).toContain(receipt.submittedAtIst);
      expect(mail?.textBody).toContain(receipt.submittedAtUtc);
      expect(mail?.textBody).toContain(SubmissionMessages.receiptZoneNote);
      expect(mail?.textBody).toContain(`Version: 1`);
      expect(mail?.textBody).toContain(expectedHash);
      const [notice] = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.receiverUid, member.uid), eq(notifications.purpose, 'DRILL')));
      expect(notice?.link).toBe(
        `/drills/participant-dashboard/${d.drillId}/${member.participantId}/solution/${d.solutionPhaseId}`,
      );
      expect(notice?.message).toContain(expectedHash);
    }

    const again = await call(t, ravi, 'GET', `/api/drills/${d.drillId}/submissions/${submission.submissionId}/receipt`);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(receipt);
  });

  it('mails the receipt only to members whose address is verified, and notifies all of them in the app', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId, 'Asha');
    const ravi = await registerParticipant(t, d.drillId, 'Ravi');
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ravi.uid));
    await insertTeam(t, d.drillId, [asha, ravi]);
    const res = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: full,
      final: true,
    });
    expect(res.status).toBe(200);
    expect(await lastMailTo(t, asha.email)).toBeDefined();
    expect(await lastMailTo(t, ravi.email)).toBeUndefined();
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.receiverUid, ravi.uid));
    expect(notices).toHaveLength(1);
  });

  it('lets any member edit: every save is a new version, and the detail shows who changed what', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId, 'Asha');
    const ravi = await registerParticipant(t, d.drillId, 'Ravi');
    await insertTeam(t, d.drillId, [asha, ravi]);
    const first = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: full,
      final: true,
    });
    const second = await save(ravi, d.drillId, {
      participantId: ravi.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: { ...full, demo: 'https://example.org/v2' },
      final: true,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.result.submission).toMatchObject({
      submissionId: first.body.result.submission.submissionId,
      version: 2,
      updatedBy: { uid: ravi.uid, name: 'Ravi Menon' },
    });
    expect(second.body.result.submission.contentHash).not.toBe(first.body.result.submission.contentHash);

    const detail = await call(
      t,
      asha,
      'GET',
      `/api/drills/${d.drillId}/submissions/${first.body.result.submission.submissionId}`,
    );
    expect(detail.status).toBe(200);
    expect(
      detail.body.result.versions.map(
        (v: { version: number; createdBy: { name: string }; changedFields: string[] }) => [
          v.version,
          v.createdBy.name,
          v.changedFields,
        ],
      ),
    ).toEqual([
      [2, 'Ravi Menon', ['demo']],
      [1, 'Asha Menon', ['problemStatementId', 'summary', 'demo']],
    ]);
  });

  it('refuses a draft once the phase is submitted, so a submission is never taken back by accident', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: full,
      final: true,
    });
    const draft = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { summary: 'half an edit' },
      final: false,
    });
    expect(draft.status).toBe(409);
    expect(draft.body.error.message).toBe(SubmissionMessages.alreadySubmittedDraft);
  });

  it('keeps a written answer exactly as typed, markup and all, since it is only ever shown as text', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const res = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { details: 'R&D on pumps <that run on sun>\n\n"Second" paragraph' },
      final: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.submission.answers.details).toBe('R&D on pumps <that run on sun>\n\n"Second" paragraph');
  });

  it('takes ideas only on the idea route, and other phases only on the submissions route', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const body = (phaseId: number) => ({ participantId: asha.participantId, phaseId, answers: full, final: false });
    const wrongIdea = await save(asha, d.drillId, body(d.solutionPhaseId), 'idea');
    expect(wrongIdea.status).toBe(400);
    expect(wrongIdea.body.error.message).toBe(SubmissionMessages.notIdeaPhase);
    const wrongOther = await save(asha, d.drillId, body(d.ideaPhaseId));
    expect(wrongOther.status).toBe(400);
    expect(wrongOther.body.error.message).toBe(SubmissionMessages.ideaPhaseRoute);
    const idea = await save(asha, d.drillId, body(d.ideaPhaseId), 'idea');
    expect(idea.status).toBe(200);
    expect(idea.body.result.submission.phaseKind).toBe('idea');
  });

  it('refuses a submission and an edit after the phase end, and before its start, by the server clock', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const ended = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.endedPhaseId,
      answers: full,
      final: true,
    });
    expect(ended.status).toBe(409);
    expect(ended.body.error.message).toMatch(
      /^The Screening phase ended on .* IST\. Submissions and edits are closed\.$/,
    );

    const upcoming = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.upcomingPhaseId,
      answers: full,
      final: false,
    });
    expect(upcoming.status).toBe(409);
    expect(upcoming.body.error.message).toMatch(/^The Finale phase opens on /);

    // Submitted while live, then the phase ends: the next edit is refused and the stored version stays.
    const live = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: full,
      final: true,
    });
    await t.database.db
      .update(drillPhases)
      .set({ endDt: new Date(Date.now() - 1000) })
      .where(eq(drillPhases.id, d.solutionPhaseId));
    const late = await save(asha, d.drillId, {
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers: { ...full, summary: 'changed after the end' },
      final: true,
    });
    expect(late.status).toBe(409);
    const detail = await call(
      t,
      asha,
      'GET',
      `/api/drills/${d.drillId}/submissions/${live.body.result.submission.submissionId}`,
    );
    expect(detail.body.result).toMatchObject({ version: 1, answers: { summary: full.summary } });
  });

  it('requires a problem statement at the final submission when the phase has some, and one of that phase', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const body = { participantId: asha.participantId, phaseId: d.ideaPhaseId, answers: full, final: true };
    const none = await save(asha, d.drillId, body, 'idea');
    expect(none.status).toBe(400);
    expect(none.body.error.fields.problemStatementId).toBe(SubmissionMessages.problemStatementRequired);

    const other = await insertDrill(t);
    const foreign = await save(asha, d.drillId, { ...body, problemStatementId: other.problemStatementIds[0] }, 'idea');
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.problemStatementId).toBe(SubmissionMessages.problemStatementNotFound);

    const ok = await save(asha, d.drillId, { ...body, problemStatementId: d.problemStatementIds[1] }, 'idea');
    expect(ok.status).toBe(200);
  });

  it('keeps every version when two members save at the same moment', async () => {
    const d = await insertDrill(t);
    const members = await Promise.all(['Asha', 'Ravi', 'Meera'].map((n) => registerParticipant(t, d.drillId, n)));
    await insertTeam(t, d.drillId, members);
    const results = await Promise.all(
      members.map((m, i) =>
        save(m, d.drillId, {
          participantId: m.participantId,
          phaseId: d.solutionPhaseId,
          answers: { summary: `Draft by member ${i}` },
          final: false,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.result.submission.version).sort()).toEqual([1, 2, 3]);
    const submissionId = results[0]!.body.result.submission.submissionId;
    expect(new Set(results.map((r) => r.body.result.submission.submissionId))).toEqual(new Set([submissionId]));
    const versions = await t.database.db
      .select({ version: drillSubmissionVersions.version })
      .from(drillSubmissionVersions)
      .where(eq(drillSubmissionVersions.submissionId, submissionId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3]);
  });

  it("locks the team at its first final submission when the hackathon's teams lock then, and not otherwise", async () => {
    const locking = await insertDrill(t, { teamLock: 'first-submission' });
    const asha = await registerParticipant(t, locking.drillId);
    const team = await insertTeam(t, locking.drillId, [asha]);
    await save(asha, locking.drillId, {
      participantId: asha.participantId,
      phaseId: locking.solutionPhaseId,
      answers: full,
      final: false,
    });
    const lockedOf = async (teamId: number) =>
      (
        await t.database.db.select({ lockedAt: drillTeams.lockedAt }).from(drillTeams).where(eq(drillTeams.id, teamId))
      )[0]?.lockedAt;
    expect(await lockedOf(team.teamId)).toBeNull();
    await save(asha, locking.drillId, {
      participantId: asha.participantId,
      phaseId: locking.solutionPhaseId,
      problemStatementId: locking.problemStatementIds[0],
      answers: full,
      final: true,
    });
    expect(await lockedOf(team.teamId)).toBeInstanceOf(Date);

    const open = await insertDrill(t);
    const ravi = await registerParticipant(t, open.drillId);
    const other = await insertTeam(t, open.drillId, [ravi]);
    await save(ravi, open.drillId, {
      participantId: ravi.participantId,
      phaseId: open.solutionPhaseId,
      problemStatementId: open.problemStatementIds[0],
      answers: full,
      final: true,
    });
    expect(await lockedOf(other.teamId)).toBeNull();
  });
});

describe('team rules at submission', () => {
  it('refuses a final submission by a team below the minimum size, or by a participant alone, but keeps drafts', async () => {
    const d = await insertDrill(t, { teamMin: 2 });
    const asha = await registerParticipant(t, d.drillId);
    const solo = await registerParticipant(t, d.drillId);
    await insertTeam(t, d.drillId, [asha]);
    for (const p of [asha, solo]) {
      const body = {
        participantId: p.participantId,
        phaseId: d.solutionPhaseId,
        problemStatementId: d.problemStatementIds[0],
        answers: full,
      };
      const final = await save(p, d.drillId, { ...body, final: true });
      expect(final.status).toBe(409);
      expect(final.body.error.message).toBe(TeamMessages.tooSmall(2));
      expect((await save(p, d.drillId, { ...body, final: false })).status).toBe(200);
    }
  });
});

describe('file answers', () => {
  it("takes a teammate's completed solution file, and refuses someone else's, an unfinished one and another purpose", async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const ravi = await registerParticipant(t, d.drillId);
    const outsider = await registerParticipant(t, d.drillId);
    await insertTeam(t, d.drillId, [asha, ravi]);
    const body = (deck: string) => ({
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      answers: { ...full, deck },
      final: false,
    });
    const notYours = SubmissionMessages.fileNotYours('Pitch deck');

    const others = await save(asha, d.drillId, body(await insertUpload(t, outsider.uid, 'solution-file')));
    expect(others.status).toBe(400);
    expect(others.body.error.fields['answers.deck']).toBe(notYours);

    const resume = await save(asha, d.drillId, body(await insertUpload(t, asha.uid, 'resume')));
    expect(resume.body.error.fields['answers.deck']).toBe(notYours);

    const unfinished = await save(
      asha,
      d.drillId,
      body(await insertUpload(t, asha.uid, 'solution-file', { completed: false })),
    );
    expect(unfinished.body.error.fields['answers.deck']).toBe(SubmissionMessages.fileNotUploaded('Pitch deck'));

    const teammates = await insertUpload(t, ravi.uid, 'solution-file');
    const ok = await save(asha, d.drillId, body(teammates));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result.submission.answers.deck).toBe(teammates);

    const link = await call(
      t,
      asha,
      'GET',
      `/api/drills/${d.drillId}/submissions/${ok.body.result.submission.submissionId}/files?key=${encodeURIComponent(teammates)}`,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.result.url).toContain('signature=');
  });

  it('gives the same content the same hash whatever the order of its keys', () => {
    const a = contentHashOf({ phaseId: 3, problemStatementId: null, answers: { b: 'x', a: ['1', '2'] } });
    const b = contentHashOf({ phaseId: 3, problemStatementId: null, answers: { a: ['1', '2'], b: 'x' } });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET drills/{id}/submissions', () => {
  it('pages by 10, newest update first, and filters by phase and status', async () => {
    const d = await insertDrill(t);
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => registerParticipant(t, d.drillId, `P${i}`)));
    for (const [i, p] of people.entries()) {
      await save(p, d.drillId, {
        participantId: p.participantId,
        phaseId: d.solutionPhaseId,
        problemStatementId: d.problemStatementIds[0],
        answers: full,
        final: i % 2 === 0,
      });
    }
    const first = await call(t, d.host, 'GET', `/api/drills/${d.drillId}/submissions`);
    expect(first.status).toBe(200);
    expect(first.body.result.data).toHaveLength(10);
    expect(first.body.result.totalRecordCount).toBe(12);
    expect(first.body.result.data[0].participantId).toBe(people[11]!.participantId);
    expect(first.body.result.data[0]).not.toHaveProperty('answers');
    const second = await call(t, d.host, 'GET', `/api/drills/${d.drillId}/submissions?offset=10`);
    expect(second.body.result.data.map((s: { participantId: number }) => s.participantId)).toEqual([
      people[1]!.participantId,
      people[0]!.participantId,
    ]);
    const submitted = await call(
      t,
      d.host,
      'GET',
      `/api/drills/${d.drillId}/submissions?status=submitted&phaseId=${d.solutionPhaseId}`,
    );
    expect(submitted.body.result.totalRecordCount).toBe(6);
    const otherPhase = await call(t, d.host, 'GET', `/api/drills/${d.drillId}/submissions?phaseId=${d.ideaPhaseId}`);
    expect(otherPhase.body.result.totalRecordCount).toBe(0);
    expect((await call(t, d.host, 'GET', `/api/drills/${d.drillId}/submissions?limit=11`)).status).toBe(400);
  });
});

describe('answers to fields the hosts removed', () => {
  it('keeps a hidden answer in the current record through a later draft and the final submission', async () => {
    const d = await insertDrill(t);
    const asha = await registerParticipant(t, d.drillId);
    const body = (answers: Record<string, unknown>, final: boolean) => ({
      participantId: asha.participantId,
      phaseId: d.solutionPhaseId,
      problemStatementId: d.problemStatementIds[0],
      answers,
      final,
    });
    expect((await save(asha, d.drillId, body(full, false))).status).toBe(200);

    // The hosts remove the "Demo link" question from the phase's form.
    const form = await call(
      t,
      d.host,
      'PUT',
      `/api/console/drills/${d.drillId}/phases/${d.solutionPhaseId}/submission-fields`,
      { fields: SOLUTION_FIELDS.filter((f) => f.key !== 'demo') },
    );
    expect(form.status, JSON.stringify(form.body)).toBe(200);

    // The participant saves without the hidden question (a value sent for it is not taken), then submits.
    const draft = await save(
      asha,
      d.drillId,
      body({ summary: 'Pumps shared by two villages', demo: 'https://x.org' }, false),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.result.submission.answers).toMatchObject({ demo: full.demo });
    const final = await save(asha, d.drillId, body({ summary: 'Pumps shared by three villages' }, true));
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    expect(final.body.result.submission.answers).toMatchObject({
      summary: 'Pumps shared by three villages',
      demo: full.demo,
    });

    const detail = await call(
      t,
      asha,
      'GET',
      `/api/drills/${d.drillId}/submissions/${final.body.result.submission.submissionId}`,
    );
    expect(detail.body.result.answers.demo).toBe(full.demo);
    expect(detail.body.result.versions.map((v: { answers: { demo?: string } }) => v.answers.demo)).toEqual([
      full.demo,
      full.demo,
      full.demo,
    ]);
  });
});
