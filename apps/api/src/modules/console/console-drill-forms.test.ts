import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DrillFormsMessages as M } from '@elevate/contracts/console/console-drill-forms.messages';
import type { ConsolePhases } from '@elevate/contracts/console/console-drill-forms.schema';
import { build } from '../../../test/helper.ts';
import { drillParticipants, drillPhases, drillSubmissions } from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { DAY, insertDrill } from '../drills/drills.test-fixtures.ts';
import { registerParticipant } from '../drills/submissions.test-fixtures.ts';
import { call, caller, insertCompany, type Caller } from './console.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let host: Caller;
let rival: Caller;
let admin: Caller;
let companyId: number;
const start = new Date(Date.now() - DAY);
const end = new Date(Date.now() + 10 * DAY);
const at = (days: number) => new Date(start.getTime() + days * DAY).toISOString();

beforeAll(async () => {
  const own = await insertCompany(t, 'Narmada Robotics');
  const other = await insertCompany(t, 'Tapti Systems');
  companyId = own.id;
  host = await caller(t, 'employer', own.id);
  rival = await caller(t, 'employer', other.id);
  admin = await caller(t, 'admin');
});

/** An unpublished hackathon of the host's company (hosts edit before publishing). */
const hackathon = async () =>
  (await insertDrill(t, { partnerId: companyId, isPublished: false, startDt: start, endDt: end })).id;

const url = (drillId: number, rest = '') => `/api/console/drills/${drillId}${rest}`;

const phaseBody = (name: string, from: number, to: number, kind = 'idea') => ({
  name,
  kind,
  startDt: at(from),
  endDt: at(to),
  description: `<p>${name}</p><script>alert(1)</script>`,
});

const addPhase = async (drillId: number, body: ReturnType<typeof phaseBody>) => {
  const res = await call(t, host, 'POST', url(drillId, '/phases'), body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result as ConsolePhases;
};

describe('who may build a hackathon’s forms', () => {
  it('answers 401 signed out, 403 to a host of another company and to a participant, 404 for no hackathon', async () => {
    const drillId = await hackathon();
    const participant = await registerParticipant(t, drillId);
    expect((await call(t, null, 'GET', url(drillId, '/participant-fields'))).status).toBe(401);
    for (const who of [rival, participant]) {
      expect((await call(t, who, 'GET', url(drillId, '/participant-fields'))).status).toBe(403);
      expect((await call(t, who, 'PUT', url(drillId, '/participant-fields'), { fields: [] })).status).toBe(403);
      expect((await call(t, who, 'POST', url(drillId, '/phases'), phaseBody('Idea round', 0, 3))).status).toBe(403);
      expect((await call(t, who, 'GET', url(drillId, '/problem-statements'))).status).toBe(403);
    }
    expect((await call(t, host, 'GET', url(999_999, '/phases'))).status).toBe(404);
    expect((await call(t, admin, 'GET', url(drillId, '/phases'))).status).toBe(200);
  });
});

describe('the registration form', () => {
  it('round-trips the questions, making keys from labels, and the participant side reads them', async () => {
    const drillId = await hackathon();
    const fields = [
      { label: 'College', type: 'Text', required: true, helpText: 'As on your ID card' },
      { label: 'T-shirt size', type: 'Select', options: ['S', 'M', 'L'] },
    ];
    const saved = await call(t, host, 'PUT', url(drillId, '/participant-fields'), { fields });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(
      `${M.formSaved('Registration form')}: ${M.fieldsAdded(['College', 'T-shirt size'])}`,
    );
    expect(saved.body.result.fields).toEqual([
      { key: 'college', label: 'College', type: 'Text', required: true, helpText: 'As on your ID card' },
      { key: 'tShirtSize', label: 'T-shirt size', type: 'Select', required: false, options: ['S', 'M', 'L'] },
    ]);
    const read = await call(t, host, 'GET', url(drillId, '/participant-fields'));
    expect(read.body.result).toEqual({ fields: saved.body.result.fields, answeredCount: 0 });
  });

  it('refuses duplicate keys and a Select without options with a clear 400', async () => {
    const drillId = await hackathon();
    const res = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [
        { key: 'college', label: 'College', type: 'Text' },
        { key: 'college', label: 'Institute', type: 'Text' },
        { label: 'Track', type: 'Select' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'fields.1.key': M.keyTaken('college'),
      'fields.2.options': M.optionsNeeded('Track'),
    });
  });

  it('keeps the answers of a removed field, hides it, and never gives its key to a new question', async () => {
    const drillId = await hackathon();
    const first = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [
        { label: 'College', type: 'Text', required: true },
        { label: 'T-shirt size', type: 'Select', options: ['S', 'M'] },
      ],
    });
    const [college, size] = first.body.result.fields;
    const participant = await registerParticipant(t, drillId);
    await t.database.db
      .update(drillParticipants)
      .set({ answers: { college: 'IIT Madras', tShirtSize: 'M' } })
      .where(eq(drillParticipants.id, participant.participantId));

    const removed = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [
        { ...college, required: true },
        { label: 'GitHub', type: 'URL', required: true },
      ],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(
      `${M.formSaved('Registration form')}: ${M.fieldsAdded(['GitHub'])}; ${M.fieldsRemoved(['T-shirt size'], 1)}`,
    );
    const [row] = await t.database.db
      .select({ answers: drillParticipants.answers })
      .from(drillParticipants)
      .where(eq(drillParticipants.id, participant.participantId));
    expect(row!.answers).toEqual({ college: 'IIT Madras', tShirtSize: 'M' });
    expect(removed.body.result.answeredCount).toBe(1);

    // The same label again is a new question: the old answers stay with the old key, unseen.
    const again = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [...removed.body.result.fields, { label: 'T-shirt size', type: 'Select', options: ['XL'] }],
    });
    expect(again.body.result.fields.at(-1).key).toBe('tShirtSize2');
    // Putting the old field back by its key brings its answers back.
    const back = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [...removed.body.result.fields, size],
    });
    expect(back.body.result.fields.at(-1).key).toBe('tShirtSize');
  });

  it('keeps a removed field’s answer when the participant later edits their registration', async () => {
    const drillId = (await insertDrill(t, { partnerId: companyId, startDt: start, endDt: end })).id;
    const first = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [
        { label: 'College', type: 'Text' },
        { label: 'T-shirt size', type: 'Select', options: ['S', 'M'] },
      ],
    });
    const participant = await registerParticipant(t, drillId);
    await t.database.db
      .update(drillParticipants)
      .set({ answers: { college: 'IIT Madras', tShirtSize: 'M' } })
      .where(eq(drillParticipants.id, participant.participantId));
    await call(t, host, 'PUT', url(drillId, '/participant-fields'), { fields: [first.body.result.fields[0]] });
    const edited = await call(
      t,
      participant,
      'PUT',
      `/api/drills/${drillId}/participate/${participant.participantId}`,
      {
        answers: { college: 'NIT Trichy', tShirtSize: 'S' },
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [row] = await t.database.db
      .select({ answers: drillParticipants.answers })
      .from(drillParticipants)
      .where(eq(drillParticipants.id, participant.participantId));
    expect(row!.answers).toEqual({ college: 'NIT Trichy', tShirtSize: 'M' });
  });

  it('says that a field made required later leaves the registrations already made valid', async () => {
    const drillId = await hackathon();
    const first = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [{ label: 'College', type: 'Text' }],
    });
    await registerParticipant(t, drillId);
    const res = await call(t, host, 'PUT', url(drillId, '/participant-fields'), {
      fields: [{ ...first.body.result.fields[0], required: true }],
    });
    expect(res.body.message).toBe(`${M.formSaved('Registration form')}: ${M.fieldsNowRequired(['College'], 1)}`);
  });
});

describe('phases', () => {
  it('adds phases in date order, sanitises the description and edits one without touching judging', async () => {
    const drillId = await hackathon();
    await addPhase(drillId, phaseBody('Solution round', 5, 9, 'solution'));
    const both = await addPhase(drillId, phaseBody('Idea round', 0, 4));
    expect(both.phases.map((p) => [p.name, p.position, p.state])).toEqual([
      ['Idea round', 0, 'live'],
      ['Solution round', 1, 'upcoming'],
    ]);
    expect(both.phases[0]!.description).toBe('<p>Idea round</p>');
    const idea = both.phases[0]!;
    await t.database.db
      .update(drillPhases)
      .set({ judgingStatus: 'open', reviewsPerSubmission: 5 })
      .where(eq(drillPhases.id, idea.phaseId));
    const edited = await call(t, host, 'PUT', url(drillId, `/phases/${idea.phaseId}`), {
      ...phaseBody('Ideas', 0, 3),
      description: '<p>Pitch <b>it</b></p>',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(M.phaseSaved('Ideas'));
    expect(edited.body.result.phases[0]).toMatchObject({
      name: 'Ideas',
      description: '<p>Pitch <strong>it</strong></p>',
    });
    const [row] = await t.database.db.select().from(drillPhases).where(eq(drillPhases.id, idea.phaseId));
    expect(row).toMatchObject({ judgingStatus: 'open', reviewsPerSubmission: 5 });
  });

  it('refuses dates outside the hackathon and phases that run backwards', async () => {
    const drillId = await hackathon();
    const before = await call(t, host, 'POST', url(drillId, '/phases'), phaseBody('Idea round', -2, 3));
    expect(before.status).toBe(400);
    expect(before.body.error.message).toMatch(/cannot start before the hackathon starts/);
    const after = await call(t, host, 'POST', url(drillId, '/phases'), phaseBody('Idea round', 1, 30));
    expect(after.status).toBe(400);
    expect(after.body.error.message).toMatch(/cannot end after the hackathon ends/);
    const backwards = await call(t, host, 'POST', url(drillId, '/phases'), { ...phaseBody('Idea', 3, 2) });
    expect(backwards.status).toBe(400);
    await addPhase(drillId, phaseBody('Idea round', 0, 6));
    const inside = await call(t, host, 'POST', url(drillId, '/phases'), phaseBody('Solution round', 1, 5));
    expect(inside.status).toBe(400);
    expect(inside.body.error.message).toBe(M.phaseOutOfOrder('Idea round', 'Solution round'));
  });

  it('refuses to delete a phase with submissions and deletes an empty one', async () => {
    const drillId = await hackathon();
    const { phases } = await addPhase(drillId, phaseBody('Idea round', 0, 4));
    await addPhase(drillId, phaseBody('Solution round', 5, 9, 'solution'));
    const participant = await registerParticipant(t, drillId);
    await t.database.db.insert(drillSubmissions).values({
      drillId,
      phaseId: phases[0]!.phaseId,
      participantId: participant.participantId,
      ownerKey: `participant:${participant.participantId}`,
      answers: { summary: 'Crop prices by SMS' },
    });
    const refused = await call(t, host, 'DELETE', url(drillId, `/phases/${phases[0]!.phaseId}`));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.phaseHasSubmissions('Idea round', 1));
    const listed = await call(t, host, 'GET', url(drillId, '/phases'));
    const solution = listed.body.result.phases[1];
    expect(listed.body.result.phases[0].submissionCount).toBe(1);
    const deleted = await call(t, host, 'DELETE', url(drillId, `/phases/${solution.phaseId}`));
    expect(deleted.status).toBe(200);
    expect(deleted.body.result.phases.map((p: { name: string }) => p.name)).toEqual(['Idea round']);
  });

  it('reorders phases only into an order their dates agree with', async () => {
    const drillId = await hackathon();
    await addPhase(drillId, phaseBody('Track A', 0, 4));
    const { phases } = await addPhase(drillId, phaseBody('Track B', 0, 4));
    const ids = phases.map((p) => p.phaseId);
    const swapped = await call(t, host, 'PUT', url(drillId, '/phases/order'), { phaseIds: [...ids].reverse() });
    expect(swapped.status).toBe(200);
    expect(swapped.body.result.phases.map((p: { name: string }) => p.name)).toEqual(['Track B', 'Track A']);
    expect((await call(t, host, 'PUT', url(drillId, '/phases/order'), { phaseIds: [ids[0]] })).status).toBe(400);
  });

  it('saves a phase’s submission form and keeps the answers of a removed field', async () => {
    const drillId = await hackathon();
    const { phases } = await addPhase(drillId, phaseBody('Idea round', 0, 4));
    const phaseId = phases[0]!.phaseId;
    const first = await call(t, host, 'PUT', url(drillId, `/phases/${phaseId}/submission-fields`), {
      fields: [
        { label: 'Summary', type: 'Text', required: true },
        { label: 'Deck', type: 'File' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.result.submissionFields.map((f: { key: string }) => f.key)).toEqual(['summary', 'deck']);
    const participant = await registerParticipant(t, drillId);
    await t.database.db.insert(drillSubmissions).values({
      drillId,
      phaseId,
      participantId: participant.participantId,
      ownerKey: `participant:${participant.participantId}`,
      answers: { summary: 'Crop prices by SMS', deck: 'u/deck.pdf' },
      status: 'submitted',
    });
    const res = await call(t, host, 'PUT', url(drillId, `/phases/${phaseId}/submission-fields`), {
      fields: [first.body.result.submissionFields[0]],
    });
    expect(res.body.message).toBe(`${M.formSaved(M.submissionForm('Idea round'))}: ${M.fieldsRemoved(['Deck'], 1)}`);
    const [row] = await t.database.db.select().from(drillSubmissions).where(eq(drillSubmissions.phaseId, phaseId));
    expect(row!.answers).toEqual({ summary: 'Crop prices by SMS', deck: 'u/deck.pdf' });
    expect(
      (await call(t, rival, 'PUT', url(drillId, `/phases/${phaseId}/submission-fields`), { fields: [] })).status,
    ).toBe(403);
  });

  it('answers 404 for a phase of another hackathon', async () => {
    const mine = await hackathon();
    const theirs = await hackathon();
    const { phases } = await addPhase(theirs, phaseBody('Idea round', 0, 4));
    const res = await call(t, host, 'PUT', url(mine, `/phases/${phases[0]!.phaseId}`), phaseBody('Mine', 0, 4));
    expect(res.status).toBe(404);
    expect((await call(t, host, 'DELETE', url(mine, `/phases/${phases[0]!.phaseId}`))).status).toBe(404);
  });
});

describe('problem statements', () => {
  it('adds, edits, reorders and deletes statements; one a submission chose cannot be deleted', async () => {
    const drillId = await hackathon();
    const { phases } = await addPhase(drillId, phaseBody('Idea round', 0, 4));
    const phaseId = phases[0]!.phaseId;
    const a = await call(t, host, 'POST', url(drillId, '/problem-statements'), {
      title: 'Clean water for villages',
      description: '<p>Sensors <img src=x onerror=alert(1)>for wells</p>',
      phaseId,
    });
    expect(a.status).toBe(201);
    expect(a.body.result[0]).toMatchObject({ phaseId, position: 0, description: '<p>Sensors for wells</p>' });
    const b = await call(t, host, 'POST', url(drillId, '/problem-statements'), { title: 'Farm credit' });
    const [water, credit] = b.body.result;
    expect(credit).toMatchObject({ phaseId: null, position: 1 });

    const edited = await call(t, host, 'PUT', url(drillId, `/problem-statements/${credit.statementId}`), {
      title: 'Farm credit for tenants',
      phaseId: null,
    });
    expect(edited.body.result[1].title).toBe('Farm credit for tenants');
    const reordered = await call(t, host, 'PUT', url(drillId, '/problem-statements/order'), {
      statementIds: [credit.statementId, water.statementId],
    });
    expect(reordered.body.result.map((s: { title: string }) => s.title)).toEqual([
      'Farm credit for tenants',
      'Clean water for villages',
    ]);

    const participant = await registerParticipant(t, drillId);
    await t.database.db.insert(drillSubmissions).values({
      drillId,
      phaseId,
      participantId: participant.participantId,
      ownerKey: `participant:${participant.participantId}`,
      problemStatementId: water.statementId,
    });
    const refused = await call(t, host, 'DELETE', url(drillId, `/problem-statements/${water.statementId}`));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.statementChosen(1));
    const deleted = await call(t, host, 'DELETE', url(drillId, `/problem-statements/${credit.statementId}`));
    expect(deleted.body.result.map((s: { statementId: number }) => s.statementId)).toEqual([water.statementId]);
  });

  it('refuses a phase of another hackathon', async () => {
    const mine = await hackathon();
    const theirs = await hackathon();
    const { phases } = await addPhase(theirs, phaseBody('Idea round', 0, 4));
    const res = await call(t, host, 'POST', url(mine, '/problem-statements'), {
      title: 'Water',
      phaseId: phases[0]!.phaseId,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(M.statementPhaseUnknown);
  });
});
