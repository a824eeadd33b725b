import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { ParticipationMessages } from '@elevate/contracts/drills/team.messages';
import { build } from '../../../test/helper.ts';
import { drillParticipants, drillPhases, drills } from '../../db/schema/drills.ts';
import { drillJudges } from '../../db/schema/judging.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { caller, insertCompany } from '../console/console.test-fixtures.ts';
import { DAY, inject, person, register } from './teams.test-fixtures.ts';
import { insertDrill } from './drills.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const FIELDS: FormFieldDefinition[] = [
  { key: 'college', label: 'College', type: 'Text', required: true },
  { key: 'track', label: 'Track', type: 'Select', required: false, options: ['AI', 'Web'] },
  { key: 'resume', label: 'Resume', type: 'File', required: false },
];

const drillWithFields = (over: Parameters<typeof insertDrill>[1] = {}) =>
  insertDrill(t, { participantFields: FIELDS, teamMin: 1, teamMax: 4, ...over });

const applicantCount = async (drillId: number) => {
  const [row] = await t.database.db.select({ n: drills.applicantCount }).from(drills).where(eq(drills.id, drillId));
  return row!.n;
};

const registrations = async (drillId: number) =>
  t.database.db.select().from(drillParticipants).where(eq(drillParticipants.drillId, drillId));

let uploadSequence = 0;
const insertUpload = async (ownerUid: number, purpose: string, completed = true) => {
  const key = `${purpose}/${process.pid}-${++uploadSequence}.pdf`;
  await t.database.db.insert(uploads).values({
    key,
    ownerUid,
    purpose,
    fileName: 'resume.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    uploadedAt: completed ? new Date() : null,
  });
  return key;
};

const participate = (who: { headers: Record<string, string> } | null, drillId: number, answers: object) =>
  inject(t, who as never, 'POST', `/api/drills/${drillId}/participate`, { answers });

const stateOf = (who: { headers: Record<string, string> }, drillId: number, query = '') =>
  inject(t, who as never, 'GET', `/api/drills/${drillId}/participants/${query}`);

describe('the registration questions', () => {
  it('are public, by id or custom URL', async () => {
    const d = await drillWithFields();
    for (const key of [d.id, d.custUrl]) {
      const res = await inject(t, null, 'GET', `/api/drill/${key}/participant/fields`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.map((f: FormFieldDefinition) => f.key)).toEqual(['college', 'track', 'resume']);
    }
    expect((await inject(t, null, 'GET', '/api/drill/999999/participant/fields')).statusCode).toBe(404);
  });
});

describe('registering', () => {
  it('registers once with valid answers, counts it on the card and answers the participation', async () => {
    const d = await drillWithFields();
    const p = await person(t);
    const res = await participate(p, d.id, { college: '  IIT Madras ', track: 'AI' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toContain('You are registered for');
    expect(body.result).toMatchObject({
      state: 'registered',
      answers: { college: 'IIT Madras', track: 'AI', resume: null },
      team: null,
      fee: 0,
      answersEditable: true,
    });
    expect(body.result.participantId).toBeGreaterThan(0);
    expect(await applicantCount(d.id)).toBe(1);
  });

  it('refuses a second registration by the same user with 409, never a 500, and keeps one row', async () => {
    const d = await drillWithFields();
    const p = await person(t);
    expect((await participate(p, d.id, { college: 'NIT Trichy' })).statusCode).toBe(201);
    const again = await participate(p, d.id, { college: 'NIT Trichy' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ParticipationMessages.alreadyRegistered);
    expect(await registrations(d.id)).toHaveLength(1);
    expect(await applicantCount(d.id)).toBe(1);
  });

  it('refuses a judge of the hackathon with 403 and writes nothing: judges do not take part in what they judge', async () => {
    const d = await drillWithFields();
    const judge = await person(t);
    await t.database.db
      .insert(drillJudges)
      .values({ drillId: d.id, email: `judge-${judge.uid}@example.com`, uid: judge.uid, status: 'active' });
    const res = await participate(judge, d.id, { college: 'NIT Trichy' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ParticipationMessages.judgeCannotRegister);
    expect(await registrations(d.id)).toHaveLength(0);
  });

  it('keeps one registration when the same user registers twice at once', async () => {
    const d = await drillWithFields();
    const p = await person(t);
    const answers = await Promise.all([1, 2, 3].map(() => participate(p, d.id, { college: 'BITS Pilani' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await registrations(d.id)).toHaveLength(1);
    expect(await applicantCount(d.id)).toBe(1);
  });

  it("checks the answers with the hackathon's own questions and writes nothing on a mistake", async () => {
    const d = await drillWithFields();
    const p = await person(t);
    const res = await participate(p, d.id, { track: 'Blockchain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      college: 'College is mandatory field !',
      track: 'Choose one of the options for Track',
    });
    expect(await registrations(d.id)).toHaveLength(0);
  });

  it("takes a file answer only when it is the caller's own completed registration upload", async () => {
    const d = await drillWithFields();
    const p = await person(t);
    const other = await person(t);
    const othersFile = await insertUpload(other.uid, 'registration-file');
    const wrongPurpose = await insertUpload(p.uid, 'solution-file');
    const unfinished = await insertUpload(p.uid, 'registration-file', false);
    for (const key of [othersFile, wrongPurpose, unfinished]) {
      const res = await participate(p, d.id, { college: 'IIIT Hyderabad', resume: key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.fields).toHaveProperty('resume');
    }
    const own = await insertUpload(p.uid, 'registration-file');
    const res = await participate(p, d.id, { college: 'IIIT Hyderabad', resume: own });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.answers.resume).toBe(own);
  });

  it('refuses after the registration end by the server clock, and the button says so', async () => {
    const d = await drillWithFields({ registrationEndDt: new Date(Date.now() - 60_000) });
    const p = await person(t);
    const res = await participate(p, d.id, { college: 'VIT Vellore' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ParticipationMessages.registrationClosed);
    const state = await stateOf(p, d.id);
    expect(state.json().result).toMatchObject({
      state: 'registration-closed',
      reason: ParticipationMessages.registrationClosed,
      participantId: null,
    });
    expect(await registrations(d.id)).toHaveLength(0);
  });

  it('refuses those the hackathon is not for, with the reason on the button', async () => {
    const forStudents = await drillWithFields({ audience: 'students' });
    const forProfessionals = await drillWithFields({ audience: 'professionals' });
    const professional = await person(t, { utype: 'Professional' });
    const student = await person(t, { utype: 'Student' });

    const refused = await participate(professional, forStudents.id, { college: 'IISc' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ParticipationMessages.onlyStudents);
    expect((await stateOf(professional, forStudents.id)).json().result).toMatchObject({
      state: 'not-eligible',
      reason: ParticipationMessages.onlyStudents,
    });
    const refusedToo = await participate(student, forProfessionals.id, { college: 'IISc' });
    expect(refusedToo.json().error.message).toBe(ParticipationMessages.onlyProfessionals);

    expect((await participate(student, forStudents.id, { college: 'IISc' })).statusCode).toBe(201);
    expect((await participate(professional, forProfessionals.id, { college: 'IISc' })).statusCode).toBe(201);
  });

  it('answers 402 payment required for a paid hackathon and leaves no participant row', async () => {
    const d = await drillWithFields({ registrationFee: 499 });
    const p = await person(t);
    const state = await stateOf(p, d.id);
    expect(state.json().result).toMatchObject({ state: 'register', fee: 499 });
    const res = await participate(p, d.id, { college: 'Anna University' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: ErrorCode.PAYMENT_REQUIRED,
      message: ParticipationMessages.paymentRequired(499),
    });
    expect(await registrations(d.id)).toHaveLength(0);
    expect(await applicantCount(d.id)).toBe(0);
  });

  it('refuses anyone not signed in', async () => {
    const d = await drillWithFields();
    expect((await participate(null, d.id, { college: 'IIT Bombay' })).statusCode).toBe(401);
    expect((await inject(t, null, 'GET', `/api/drills/${d.id}/participants/`)).statusCode).toBe(401);
  });
});

describe('reading a participation', () => {
  it("answers the caller's own state, before and after registering, with or without the trailing slash", async () => {
    const d = await drillWithFields();
    const p = await person(t);
    expect((await stateOf(p, d.id, `?uId=${p.uid}`)).json().result).toMatchObject({
      state: 'register',
      participantId: null,
    });
    const registered = await register(t, d.id, {}, { answers: { college: 'IIT Delhi' } });
    const res = await inject(t, registered, 'GET', `/api/drills/${d.custUrl}/participants?uId=${registered.uid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      state: 'registered',
      participantId: registered.participantId,
      answers: { college: 'IIT Delhi' },
    });
  });

  it("refuses another user's participation with 404, and lets the hosts read any participant", async () => {
    const company = await insertCompany(t, 'Sahyadri Labs');
    const d = await drillWithFields({ partnerId: company.id });
    const p = await register(t, d.id, {}, { answers: { college: 'IIT Kanpur' } });
    const other = await person(t);
    for (const query of [`?uId=${p.uid}`, `?participantId=${p.participantId}`]) {
      const refused = await stateOf(other, d.id, query);
      expect(refused.statusCode, query).toBe(404);
      expect(refused.json().error.message).toBe(ParticipationMessages.participantNotFound);
    }
    const host = await caller(t, 'employer', company.id);
    const admin = await caller(t, 'admin');
    for (const who of [host, admin]) {
      const res = await stateOf(who, d.id, `?participantId=${p.participantId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toMatchObject({ participantId: p.participantId, answers: { college: 'IIT Kanpur' } });
    }
    const otherHost = await caller(t, 'employer', (await insertCompany(t, 'Nilgiri Works')).id);
    expect((await stateOf(otherHost, d.id, `?participantId=${p.participantId}`)).statusCode).toBe(404);
  });

  it('takes a phaseId only of this hackathon', async () => {
    const d = await drillWithFields();
    const p = await person(t);
    const [phase] = await t.database.db
      .insert(drillPhases)
      .values({ drillId: d.id, name: 'Idea', startDt: new Date(), endDt: new Date(Date.now() + DAY) })
      .returning({ id: drillPhases.id });
    expect((await stateOf(p, d.id, `?phaseId=${phase!.id}`)).statusCode).toBe(200);
    expect((await stateOf(p, d.id, `?phaseId=${phase!.id + 1000}`)).statusCode).toBe(404);
    expect((await stateOf(p, d.id, '?phaseId=abc')).statusCode).toBe(400);
  });
});

describe('editing a registration', () => {
  it('changes own answers until registration closes; another user is refused with 404', async () => {
    const d = await drillWithFields();
    const p = await register(t, d.id, {}, { answers: { college: 'IIT Roorkee' } });
    const url = `/api/drills/${d.id}/participate/${p.participantId}`;
    const res = await inject(t, p, 'PUT', url, { answers: { college: 'IIT Roorkee', track: 'Web' }, pitch: 'Maps' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ answers: { track: 'Web' }, pitch: 'Maps' });

    const other = await person(t);
    const refused = await inject(t, other, 'PUT', url, { lookingForTeam: true });
    expect(refused.statusCode).toBe(404);

    const invalid = await inject(t, p, 'PUT', url, { answers: { college: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ college: 'College is mandatory field !' });
    expect((await inject(t, p, 'PUT', url, {})).statusCode).toBe(400);
  });

  it('keeps answers after registration closes but still takes lookingForTeam and pitch until the end', async () => {
    const d = await drillWithFields();
    const p = await register(t, d.id, {}, { answers: { college: 'NIT Surathkal' } });
    await t.database.db
      .update(drills)
      .set({ registrationEndDt: new Date(Date.now() - 1000) })
      .where(eq(drills.id, d.id));
    const url = `/api/drills/${d.id}/participate/${p.participantId}`;
    const locked = await inject(t, p, 'PUT', url, { answers: { college: 'Somewhere else' } });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(ParticipationMessages.answersLocked);
    const finder = await inject(t, p, 'PUT', url, { lookingForTeam: true, pitch: 'A crop-price bot' });
    expect(finder.statusCode, finder.body).toBe(200);
    expect(finder.json().result).toMatchObject({ lookingForTeam: true, answersEditable: false });

    await t.database.db
      .update(drills)
      .set({ endDt: new Date(Date.now() - 500) })
      .where(eq(drills.id, d.id));
    const ended = await inject(t, p, 'PUT', url, { lookingForTeam: false });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error.message).toBe(ParticipationMessages.ended);
  });
});
