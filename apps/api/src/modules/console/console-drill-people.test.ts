import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_PER_HOUR, DrillPeopleMessages } from '@elevate/contracts/console/console-drill-people.messages';
import type { HostedParticipant, HostedTeam } from '@elevate/contracts/console/console-drill-people.schema';
import { build } from '../../../test/helper.ts';
import { drillAnnouncements, drillParticipants, drills, drillSubmissions } from '../../db/schema/drills.ts';
import { drillPhaseOutcomes } from '../../db/schema/judging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import { saveMailPreferences } from '../account/mail-preferences.service.ts';
import { AUTH_TEST_ENV, mailsTo } from '../auth/auth.testing.ts';
import {
  insertCast,
  insertDrill,
  registerParticipant,
  type DrillFixture,
  type ParticipantFixture,
} from '../drills/submissions.test-fixtures.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { deliverAnnouncement } from './console-drill-announcements.service.ts';
import { call, caller, type Caller } from './console.test-fixtures.ts';

// No worker in this process: the tests run the announcement job themselves, once or twice.
const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

let d: DrillFixture;
let asha: ParticipantFixture;
let ravi: ParticipantFixture;
let meera: ParticipantFixture;
let priya: ParticipantFixture;
let gone: ParticipantFixture;
let teamA: number;
let teamB: number;
let otherEmployer: Caller;
let dev: Caller;

const submit = (phaseId: number, ownerKey: string, participantId: number, status: 'draft' | 'submitted') =>
  t.database.db
    .insert(drillSubmissions)
    .values({
      drillId: d.drillId,
      phaseId,
      ownerKey,
      participantId,
      status,
      submittedAt: status === 'submitted' ? new Date() : null,
    })
    .returning({ id: drillSubmissions.id });

beforeAll(async () => {
  ({ d, asha, ravi, meera, teamA, teamB, otherEmployer, dev } = await insertCast(t));
  const db = t.database.db;
  await db
    .update(drills)
    .set({ participantFields: [{ key: 'college', label: 'College', type: 'Text', required: true }] })
    .where(eq(drills.id, d.drillId));
  // A name a spreadsheet would run as a formula: the CSV must keep it as text.
  priya = await registerParticipant(t, d.drillId, '=HYPERLINK("http://evil.example")');
  gone = await registerParticipant(t, d.drillId, 'Gopal');
  await db.update(drillParticipants).set({ status: 'withdrawn' }).where(eq(drillParticipants.id, gone.participantId));
  await db
    .update(drillParticipants)
    .set({ answers: { college: 'IIT Madras, Chennai' } })
    .where(eq(drillParticipants.id, asha.participantId));
  await submit(d.ideaPhaseId, `team:${teamA}`, asha.participantId, 'submitted');
  const [meeraIdea] = await submit(d.ideaPhaseId, `team:${teamB}`, meera.participantId, 'draft');
  await submit(d.solutionPhaseId, `team:${teamA}`, ravi.participantId, 'draft');
  await submit(d.upcomingPhaseId, `participant:${priya.participantId}`, priya.participantId, 'submitted');
  // Krishi Mitra advanced from Idea to Prototype without a Prototype submission yet.
  await db.insert(drillPhaseOutcomes).values({
    phaseId: d.ideaPhaseId,
    submissionId: meeraIdea!.id,
    ownerKey: `team:${teamB}`,
    advanced: true,
  });
});

const people = `/api/console/drills/`;
const names = (rows: HostedParticipant[]) => rows.map((r) => r.name).sort();
const listed = async (query: string) => {
  const res = await call(t, d.host, 'GET', `${people}${d.drillId}/participants?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { data: HostedParticipant[]; totalRecordCount: number };
};

describe('the participants list', () => {
  it('shows each participant with their team, role, registration answers and every phase state', async () => {
    const { data, totalRecordCount } = await listed('');
    expect(totalRecordCount).toBe(5);
    const a = data.find((r) => r.participantId === asha.participantId)!;
    expect(a).toMatchObject({
      name: 'Asha Menon',
      email: asha.email,
      status: 'registered',
      team: { teamId: teamA, name: 'Jal Rakshak', role: 'lead' },
      answers: [{ key: 'college', label: 'College', value: 'IIT Madras, Chennai' }],
    });
    expect(a.phases.map((p) => [p.phase, p.state])).toEqual([
      ['Screening', 'none'],
      ['Idea', 'submitted'],
      ['Prototype', 'draft'],
      ['Finale', 'none'],
    ]);
    expect(data.find((r) => r.participantId === ravi.participantId)!.team?.role).toBe('member');
    expect(data.find((r) => r.participantId === priya.participantId)!.team).toBeNull();
  });

  it('filters by team or individual, status, phase and submitted, and pages', async () => {
    expect(names((await listed('kind=team')).data)).toEqual(['Asha Menon', 'Meera Menon', 'Ravi Menon']);
    expect(names((await listed('kind=individual&status=registered')).data)).toEqual([
      '=HYPERLINK("http://evil.example") Menon',
    ]);
    expect(names((await listed('status=withdrawn')).data)).toEqual(['Gopal Menon']);
    expect(names((await listed(`phaseId=${d.ideaPhaseId}`)).data)).toEqual(['Asha Menon', 'Meera Menon', 'Ravi Menon']);
    expect(names((await listed(`phaseId=${d.ideaPhaseId}&submitted=yes`)).data)).toEqual(['Asha Menon', 'Ravi Menon']);
    expect(names((await listed(`phaseId=${d.ideaPhaseId}&submitted=no&status=registered`)).data)).toEqual([
      '=HYPERLINK("http://evil.example") Menon',
      'Meera Menon',
    ]);
    expect(names((await listed('submitted=yes')).data)).toEqual([
      '=HYPERLINK("http://evil.example") Menon',
      'Asha Menon',
      'Ravi Menon',
    ]);
    const page = await listed('limit=2&offset=2');
    expect(page.data).toHaveLength(2);
    expect(page.totalRecordCount).toBe(5);
  });

  it('searches names, emails and team names, with % and _ matched as letters', async () => {
    expect(names((await listed('search=rakshak')).data)).toEqual(['Asha Menon', 'Ravi Menon']);
    expect(names((await listed(`search=${encodeURIComponent(meera.email)}`)).data)).toEqual(['Meera Menon']);
    expect(names((await listed('search=asha%20men')).data)).toEqual(['Asha Menon']);
    expect((await listed('search=%25')).totalRecordCount).toBe(0);
    expect((await listed('search=_')).totalRecordCount).toBe(0);
  });

  it("refuses another hackathon's phase and a bad filter with a clear 400", async () => {
    const other = await insertDrill(t);
    const res = await call(t, d.host, 'GET', `${people}${d.drillId}/participants?phaseId=${other.ideaPhaseId}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.phaseId).toBe(DrillPeopleMessages.phaseNotInDrill);
    const bad = await call(t, d.host, 'GET', `${people}${d.drillId}/participants?kind=solo`);
    expect(bad.status).toBe(400);
  });
});

describe('the participants CSV', () => {
  it('has one row per participant under the filters, answers and phases as columns, formulas kept as text', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `${people}${d.drillId}/participants.csv?status=registered`,
      headers: d.host.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="[a-z0-9-]+-participants\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Registered on,Status,Team,Role in team,Looking for a team,College,Screening submission,Idea submission,Prototype submission,Finale submission',
    );
    expect(lines).toHaveLength(5);
    const ashaLine = lines.find((l) => l.startsWith('Asha Menon'))!;
    expect(ashaLine).toContain(`${asha.email},`);
    expect(ashaLine).toContain(',registered,Jal Rakshak,Lead,No,"IIT Madras, Chennai",,Submitted,Draft,');
    const formula = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formula.startsWith(`'=HYPERLINK`) || formula.startsWith(`"'=HYPERLINK`)).toBe(true);
    expect(formula).toContain(',Individual,');
    expect(res.body).not.toContain('Gopal');
  });
});

describe('teams', () => {
  it('lists teams with their members, lead first, and the phases they submitted in', async () => {
    const res = await call(t, d.host, 'GET', `${people}${d.drillId}/teams`);
    expect(res.status).toBe(200);
    const teams = res.body.result.data as HostedTeam[];
    expect(teams.map((x) => x.name)).toEqual(['Jal Rakshak', 'Krishi Mitra']);
    expect(teams[0]!.members.map((m) => [m.name, m.isLead])).toEqual([
      ['Asha Menon', true],
      ['Ravi Menon', false],
    ]);
    expect(teams[0]!.submittedPhases.map((p) => p.phase)).toEqual(['Idea']);
    expect(teams[1]!.submittedPhases).toEqual([]);
    const found = await call(t, d.host, 'GET', `${people}${d.drillId}/teams?search=ravi`);
    expect(found.body.result.data.map((x: HostedTeam) => x.name)).toEqual(['Jal Rakshak']);
  });
});

describe('who may read and write', () => {
  it("answers 403 to another company's employer and to a participant, 404 for an unknown hackathon", async () => {
    const paths = ['participants', 'participants.csv', 'teams', 'announcements', 'stats'];
    for (const who of [otherEmployer, dev, asha]) {
      for (const p of paths) {
        const res = await call(t, who, 'GET', `${people}${d.drillId}/${p}`);
        expect(res.status, `${p}`).toBe(403);
      }
      const post = await call(t, who, 'POST', `${people}${d.drillId}/announcements`, { title: 'x', body: '<p>x</p>' });
      expect(post.status).toBe(403);
    }
    expect((await call(t, d.host, 'GET', `${people}99999999/participants`)).status).toBe(404);
    expect((await call(t, null, 'GET', `${people}${d.drillId}/participants`)).status).toBe(401);
  });

  it('lets an admin read any hackathon', async () => {
    const admin = await caller(t, 'admin');
    expect((await call(t, admin, 'GET', `${people}${d.drillId}/teams`)).status).toBe(200);
  });
});

const mail = () => createNonEssentialMailer(t.app.mailer, t.config);
const deliver = (announcementId: number) =>
  deliverAnnouncement({ db: t.database.db, mail: mail(), publicUrl: t.config.publicUrl }, announcementId);
const announce = async (drillId: number, host: Caller, body: Record<string, unknown>) => {
  const res = await call(t, host, 'POST', `${people}${drillId}/announcements`, body);
  return res;
};
const noticesOf = async (uid: number, oneLiner: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiverUid, uid), eq(notifications.oneLiner, oneLiner)));

describe('announcements', () => {
  it('queues one job, and its worker notifies everyone registered once even when it runs twice', async () => {
    const created = (await t.app.queue.stats())[QUEUE_NAMES.drillAnnouncements]?.created ?? 0;
    const res = await announce(d.drillId, d.host, {
      title: 'Mentor hours on Friday',
      body: '<p>Join us at <b>5 pm</b>.</p><script>alert(1)</script>',
      byMail: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = res.body.result;
    expect(a).toMatchObject({ title: 'Mentor hours on Friday', deliveredAt: null, phaseId: null });
    expect(a.body).not.toContain('script');
    expect((await t.app.queue.stats())[QUEUE_NAMES.drillAnnouncements]!.created).toBe(created + 1);

    expect(await deliver(a.announcementId)).toBe(4);
    expect(await deliver(a.announcementId)).toBe(0);
    const oneLiner = DrillPeopleMessages.noticeOneLiner(d.name, 'Mentor hours on Friday');
    for (const p of [asha, ravi, meera, priya]) {
      const got = await noticesOf(p.uid, oneLiner);
      expect(got).toHaveLength(1);
      expect(got[0]!.link).toBe(`/drills/participant-dashboard/${d.drillId}/${p.participantId}`);
      expect(await mailsTo(t, p.email, DrillPeopleMessages.mailSubject(d.name))).toHaveLength(1);
    }
    expect(await noticesOf(gone.uid, oneLiner)).toHaveLength(0);

    const list = await call(t, d.host, 'GET', `${people}${d.drillId}/announcements`);
    const row = list.body.result.data.find((x: { announcementId: number }) => x.announcementId === a.announcementId);
    expect(row.recipientCount).toBe(4);
    expect(row.deliveredAt).not.toBeNull();
  });

  it('mails only those who want hackathon updates, with the title and a link but not the body', async () => {
    await saveMailPreferences(t.database.db, ravi.uid, {
      mail: { 'job-alerts': true, 'application-updates': true, 'hackathon-updates': false, newsletters: true },
      jobfeed: true,
      mentor: true,
    });
    const res = await announce(d.drillId, d.host, {
      title: 'Venue changed',
      body: '<p>The secret room is B-204</p>',
      byMail: true,
    });
    await deliver(res.body.result.announcementId);
    const subject = DrillPeopleMessages.mailSubject(d.name);
    const ashaMails = await mailsTo(t, asha.email, subject);
    expect(ashaMails).toHaveLength(2);
    expect(ashaMails.some((m) => m.textBody.includes('"Venue changed"'))).toBe(true);
    expect(ashaMails.some((m) => m.textBody.includes('B-204'))).toBe(false);
    expect(await mailsTo(t, ravi.email, subject)).toHaveLength(1);
    expect(await noticesOf(ravi.uid, DrillPeopleMessages.noticeOneLiner(d.name, 'Venue changed'))).toHaveLength(1);
  });

  it('sends nothing by mail when the host leaves mail off', async () => {
    const res = await announce(d.drillId, d.host, { title: 'App only', body: '<p>Hello</p>', byMail: false });
    await deliver(res.body.result.announcementId);
    expect(await mailsTo(t, meera.email, DrillPeopleMessages.mailSubject(d.name))).toHaveLength(2);
    expect(await noticesOf(meera.uid, DrillPeopleMessages.noticeOneLiner(d.name, 'App only'))).toHaveLength(1);
  });

  it("reaches only a phase's participants: a submission in it, or advanced to it", async () => {
    const res = await announce(d.drillId, d.host, {
      title: 'Prototype teams: demo slots',
      body: '<p>Pick a slot</p>',
      phaseId: d.solutionPhaseId,
      byMail: false,
    });
    expect(res.body.result.phase).toBe('Prototype');
    expect(await deliver(res.body.result.announcementId)).toBe(3);
    const oneLiner = DrillPeopleMessages.noticeOneLiner(d.name, 'Prototype teams: demo slots');
    for (const p of [asha, ravi, meera]) expect(await noticesOf(p.uid, oneLiner)).toHaveLength(1);
    expect(await noticesOf(priya.uid, oneLiner)).toHaveLength(0);
  });

  it('refuses an empty body after sanitising, and a phase of another hackathon', async () => {
    const empty = await announce(d.drillId, d.host, { title: 'Hi', body: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.body).toBe(DrillPeopleMessages.bodyRequired);
    const other = await insertDrill(t);
    const phase = await announce(d.drillId, d.host, { title: 'Hi', body: '<p>x</p>', phaseId: other.ideaPhaseId });
    expect(phase.status).toBe(400);
  });

  it(`allows ${ANNOUNCEMENTS_PER_HOUR} an hour per hackathon and says when the next may go`, async () => {
    const fresh = await insertDrill(t);
    for (let i = 1; i <= ANNOUNCEMENTS_PER_HOUR; i++) {
      const res = await announce(fresh.drillId, fresh.host, { title: `Update ${i}`, body: '<p>x</p>' });
      expect(res.status).toBe(201);
    }
    const sixth = await announce(fresh.drillId, fresh.host, { title: 'One more', body: '<p>x</p>' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message ?? sixth.body.error?.message).toMatch(/at most 5 announcements an hour.*next one can go/);
    const rows = await t.database.db
      .select()
      .from(drillAnnouncements)
      .where(eq(drillAnnouncements.drillId, fresh.drillId));
    expect(rows).toHaveLength(ANNOUNCEMENTS_PER_HOUR);
  });
});
