import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { MyHackathon, MyHackathonsResult } from '@elevate/contracts/drills/my-hackathons.schema';
import { build } from '../../../test/helper.ts';
import {
  drillCertificates,
  drillParticipants,
  drillPhases,
  drills,
  drillSubmissions,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';
import { MY_HACKATHONS_ONLY_OWN, myHackathonState, nextDeadlineOf } from './my-hackathons.service.ts';

const t = build(AUTH_TEST_ENV);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let sequence = 0;

interface Caller {
  user: TestUser;
  session: LoginResult;
}

const caller = async (): Promise<Caller> => {
  const user = await createUser(t);
  return { user, session: await signIn(t, user) };
};

/** A hackathon whose rounds are given as offsets (ms) from now: [start, end, resultsPublished?]. */
const insertDrill = async (opts: {
  rounds: Array<{ name: string; kind?: 'idea' | 'solution'; from: number; to: number; publishedAt?: number }>;
  registrationEnd?: number;
  start?: number;
  end?: number;
  isPublished?: boolean;
}) => {
  const now = Date.now();
  const first = opts.rounds[0];
  const last = opts.rounds.at(-1);
  const [drill] = await t.database.db
    .insert(drills)
    .values({
      name: `Narmada Build Sprint ${++sequence}`,
      custUrl: `narmada-build-sprint-${process.pid}-${sequence}`,
      partnerName: 'Narmada Power Systems',
      location: 'Ahmedabad',
      startDt: new Date(now + (opts.start ?? first?.from ?? -DAY)),
      registrationEndDt: new Date(now + (opts.registrationEnd ?? DAY)),
      endDt: new Date(now + (opts.end ?? (last ? last.to + DAY : DAY))),
      teamMin: 1,
      teamMax: 4,
      isPublished: opts.isPublished ?? true,
    })
    .returning();
  const phases = [];
  for (const [position, r] of opts.rounds.entries()) {
    const [phase] = await t.database.db
      .insert(drillPhases)
      .values({
        drillId: drill!.id,
        name: r.name,
        kind: r.kind ?? 'solution',
        position,
        startDt: new Date(now + r.from),
        endDt: new Date(now + r.to),
        resultsPublishedAt: r.publishedAt === undefined ? null : new Date(now + r.publishedAt),
      })
      .returning();
    phases.push(phase!);
  }
  return { drill: drill!, phases };
};

const register = async (drillId: number, uid: number, status = 'registered') => {
  const [p] = await t.database.db.insert(drillParticipants).values({ drillId, uid, status }).returning();
  return p!;
};

const teamOf = async (drillId: number, name: string, participantIds: number[]) => {
  const [team] = await t.database.db
    .insert(drillTeams)
    .values({
      drillId,
      name,
      leadParticipantId: participantIds[0]!,
      memberCount: participantIds.length,
      inviteCode: `code-${process.pid}-${++sequence}`,
      inviteCodeExpiresAt: new Date(Date.now() + DAY),
    })
    .returning();
  await t.database.db
    .insert(drillTeamMembers)
    .values(participantIds.map((participantId) => ({ teamId: team!.id, participantId })));
  return team!;
};

const submit = async (
  drillId: number,
  phaseId: number,
  participantId: number,
  ownerKey: string,
  status: 'draft' | 'submitted' = 'submitted',
) =>
  t.database.db.insert(drillSubmissions).values({
    drillId,
    phaseId,
    participantId,
    ownerKey,
    status,
    answers: { summary: 'Solar forecasting for rooftop plants in Kutch' },
    submittedAt: status === 'submitted' ? new Date() : null,
  });

const mine = async (who: Caller | null, query = '') => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/drills/participants/mine${query}`,
    headers: who ? authHeaders(who.session) : {},
  });
  return { status: res.statusCode, body: res.json() as { result: MyHackathonsResult; error?: { message: string } } };
};

const byDrill = (result: MyHackathonsResult, drillId: number): MyHackathon => {
  const item = result.data.find((h) => h.drill.drillId === drillId);
  if (!item) throw new Error(`hackathon ${drillId} not in the list`);
  return item;
};

describe('GET /api/drills/participants/mine', () => {
  it('is for signed-in users only', async () => {
    const { status, body } = await mine(null);
    expect(status).toBe(401);
    expect(body.error).toBeDefined();
  });

  it("refuses another user's list, an admin's request included, and answers the caller's own uId", async () => {
    const me = await caller();
    const other = await caller();
    expect((await mine(me, `?uId=${other.user.uid}`)).status).toBe(403);
    expect((await mine(me, `?uId=${other.user.uid}`)).body.error?.message).toBe(MY_HACKATHONS_ONLY_OWN);
    const admin = await createUser(t, { role: 'admin' });
    const adminCaller = { user: admin, session: await signIn(t, admin) };
    expect((await mine(adminCaller, `?uId=${me.user.uid}`)).status).toBe(403);
    expect((await mine(me, `?uId=${me.user.uid}`)).status).toBe(200);
  });

  it('lists only my own current registrations in listed hackathons', async () => {
    const me = await caller();
    const other = await caller();
    const a = await insertDrill({ rounds: [{ name: 'Prototype', from: -HOUR, to: DAY }] });
    const b = await insertDrill({ rounds: [{ name: 'Prototype', from: -HOUR, to: DAY }] });
    const withdrawn = await insertDrill({ rounds: [{ name: 'Prototype', from: -HOUR, to: DAY }] });
    const unlisted = await insertDrill({ rounds: [{ name: 'Prototype', from: -HOUR, to: DAY }], isPublished: false });
    const mineA = await register(a.drill.id, me.user.uid);
    await register(b.drill.id, other.user.uid);
    await register(withdrawn.drill.id, me.user.uid, 'withdrawn');
    await register(unlisted.drill.id, me.user.uid);

    const { status, body } = await mine(me);
    expect(status).toBe(200);
    expect(body.result.data.map((h) => h.drill.drillId)).toEqual([a.drill.id]);
    expect(body.result.data[0]).toMatchObject({
      participantId: mineA.id,
      dashboardUrl: `/drills/participant-dashboard/${a.drill.id}/${mineA.id}`,
      teamName: null,
      totalPhases: 1,
    });
    expect(body.result.counts.all).toBe(1);
    const theirs = await mine(other);
    expect(theirs.body.result.data.map((h) => h.drill.drillId)).toEqual([b.drill.id]);
  });

  it('tells each state by the server clock and what my team submitted, on either side of the deadlines', async () => {
    const me = await caller();
    const mate = await caller();
    // A round that opens in a minute, and one that opened a minute ago.
    const notYet = await insertDrill({ rounds: [{ name: 'Idea submission', kind: 'idea', from: MINUTE, to: DAY }] });
    const justOpen = await insertDrill({
      rounds: [
        { name: 'Idea submission', kind: 'idea', from: -MINUTE, to: 2 * MINUTE },
        { name: 'Prototype submission', from: HOUR, to: DAY },
      ],
      registrationEnd: HOUR,
    });
    // My teammate submitted the open round for the team; a draft elsewhere does not count.
    const teamDrill = await insertDrill({ rounds: [{ name: 'Idea submission', kind: 'idea', from: -HOUR, to: HOUR }] });
    const draftDrill = await insertDrill({ rounds: [{ name: 'Prototype', from: -HOUR, to: HOUR }] });
    // Closed a second ago: submitted and waiting, nothing at all, or results published.
    const judging = await insertDrill({
      rounds: [{ name: 'Prototype', from: -DAY, to: -1000 }],
      registrationEnd: -DAY,
      end: DAY,
    });
    const missed = await insertDrill({
      rounds: [{ name: 'Prototype', from: -DAY, to: -1000 }],
      registrationEnd: -DAY,
      end: -500,
    });
    const published = await insertDrill({
      rounds: [{ name: 'Prototype', from: -3 * DAY, to: -2 * DAY, publishedAt: -DAY }],
      registrationEnd: -3 * DAY,
      end: -DAY,
    });
    const publishLater = await insertDrill({
      rounds: [{ name: 'Prototype', from: -3 * DAY, to: -2 * DAY, publishedAt: HOUR }],
      registrationEnd: -3 * DAY,
      end: -DAY,
    });
    // Between rounds: the idea round's shortlist is out.
    const shortlist = await insertDrill({
      rounds: [
        { name: 'Idea submission', kind: 'idea', from: -3 * DAY, to: -2 * DAY, publishedAt: -DAY },
        { name: 'Prototype submission', from: DAY, to: 2 * DAY },
      ],
    });
    // Ended long ago without rounds, with a certificate.
    const certified = await insertDrill({ rounds: [], start: -10 * DAY, end: -5 * DAY, registrationEnd: -9 * DAY });

    const p = {
      notYet: await register(notYet.drill.id, me.user.uid),
      justOpen: await register(justOpen.drill.id, me.user.uid),
      team: await register(teamDrill.drill.id, me.user.uid),
      mate: await register(teamDrill.drill.id, mate.user.uid),
      draft: await register(draftDrill.drill.id, me.user.uid),
      judging: await register(judging.drill.id, me.user.uid),
      missed: await register(missed.drill.id, me.user.uid),
      published: await register(published.drill.id, me.user.uid),
      publishLater: await register(publishLater.drill.id, me.user.uid),
      shortlist: await register(shortlist.drill.id, me.user.uid),
      certified: await register(certified.drill.id, me.user.uid),
    };
    const team = await teamOf(teamDrill.drill.id, 'Sabarmati Solvers', [p.mate.id, p.team.id]);
    await submit(teamDrill.drill.id, teamDrill.phases[0]!.id, p.mate.id, `team:${team.id}`);
    await submit(draftDrill.drill.id, draftDrill.phases[0]!.id, p.draft.id, `participant:${p.draft.id}`, 'draft');
    await submit(judging.drill.id, judging.phases[0]!.id, p.judging.id, `participant:${p.judging.id}`);
    await submit(shortlist.drill.id, shortlist.phases[0]!.id, p.shortlist.id, `participant:${p.shortlist.id}`);
    await t.database.db.insert(drillCertificates).values({
      drillId: certified.drill.id,
      participantId: p.certified.id,
      kind: 'participation',
      title: 'Participation',
      code: `CERT-${process.pid}-${++sequence}`,
    });

    const { body } = await mine(me);
    const r = body.result;
    const state = (d: { drill: { id: number } }) => byDrill(r, d.drill.id).state;
    expect(state(notYet)).toBe('upcoming');
    expect(state(justOpen)).toBe('live');
    expect(state(teamDrill)).toBe('submitted');
    expect(byDrill(r, teamDrill.drill.id)).toMatchObject({ teamName: 'Sabarmati Solvers', submittedPhases: 1 });
    expect(state(draftDrill)).toBe('live');
    expect(state(judging)).toBe('submitted');
    expect(state(missed)).toBe('ended');
    expect(state(published)).toBe('results');
    expect(state(publishLater)).toBe('ended');
    expect(state(shortlist)).toBe('results');
    expect(state(certified)).toBe('results');
    expect(r.counts).toEqual({ all: 10, upcoming: 1, live: 2, submitted: 2, results: 3, ended: 2 });

    // The open round closes before registration does: that is what is due next, and it comes first.
    const open = byDrill(r, justOpen.drill.id);
    expect(open.nextDeadline).toMatchObject({
      kind: 'phase',
      label: 'Idea submission closes',
      phaseId: justOpen.phases[0]!.id,
    });
    expect(open.currentPhase).toMatchObject({ phase: 'Idea submission', kind: 'idea' });
    expect(r.data[0]?.drill.drillId).toBe(justOpen.drill.id);
    // Nothing due once every round has closed; those come last.
    expect(byDrill(r, missed.drill.id).nextDeadline).toBeNull();
    expect(byDrill(r, missed.drill.id).currentPhase).toBeNull();
    expect(byDrill(r, judging.drill.id).nextDeadline).toBeNull();
    const firstWithout = r.data.findIndex((h) => h.nextDeadline === null);
    expect(r.data.slice(firstWithout).every((h) => h.nextDeadline === null)).toBe(true);
    expect(Date.parse(r.serverNow)).toBeLessThanOrEqual(Date.now());
  });

  it('filters by state and keeps the counts of every state', async () => {
    const me = await caller();
    const live = await insertDrill({ rounds: [{ name: 'Prototype', from: -HOUR, to: HOUR }] });
    const upcoming = await insertDrill({ rounds: [{ name: 'Prototype', from: HOUR, to: DAY }] });
    await register(live.drill.id, me.user.uid);
    await register(upcoming.drill.id, me.user.uid);
    const { status, body } = await mine(me, '?state=upcoming');
    expect(status).toBe(200);
    expect(body.result.data.map((h) => h.drill.drillId)).toEqual([upcoming.drill.id]);
    expect(body.result.totalRecordCount).toBe(1);
    expect(body.result.counts).toMatchObject({ all: 2, live: 1, upcoming: 1 });
    const bad = await mine(me, '?state=sometime');
    expect(bad.status).toBe(400);
  });
});

describe('myHackathonState and nextDeadlineOf', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 18, 30) + ms);
  const drill = { startDt: at(-DAY), endDt: at(2 * DAY), registrationEndDt: at(-HOUR) };
  const idea = { id: 1, name: 'Idea submission', startDt: at(0), endDt: at(DAY), resultsPublishedAt: null };
  const solution = {
    id: 2,
    name: 'Solution submission',
    startDt: at(DAY),
    endDt: at(DAY + HOUR),
    resultsPublishedAt: null,
  };
  const none = new Set<number>();

  it('opens a round at its start and closes it at its end, to the millisecond', () => {
    expect(myHackathonState(drill, [idea, solution], none, 0, at(-1))).toBe('upcoming');
    expect(myHackathonState(drill, [idea, solution], none, 0, at(0))).toBe('live');
    expect(myHackathonState(drill, [idea, solution], new Set([1]), 0, at(DAY - 1))).toBe('submitted');
    // At the idea round's end the solution round opens: unsubmitted again.
    expect(myHackathonState(drill, [idea, solution], new Set([1]), 0, at(DAY))).toBe('live');
    expect(myHackathonState(drill, [idea, solution], new Set([1, 2]), 0, at(DAY + HOUR - 1))).toBe('submitted');
    expect(myHackathonState(drill, [idea, solution], new Set([1, 2]), 0, at(DAY + HOUR))).toBe('submitted');
    expect(myHackathonState(drill, [idea, solution], none, 0, at(DAY + HOUR))).toBe('ended');
  });

  it('shows results from the moment they are published', () => {
    const judged = { ...solution, resultsPublishedAt: at(2 * DAY) };
    expect(myHackathonState(drill, [idea, judged], new Set([1, 2]), 0, at(2 * DAY - 1))).toBe('submitted');
    expect(myHackathonState(drill, [idea, judged], new Set([1, 2]), 0, at(2 * DAY))).toBe('results');
  });

  it('uses the hackathon start and end when it has no rounds', () => {
    expect(myHackathonState(drill, [], none, 0, at(-DAY - 1))).toBe('upcoming');
    expect(myHackathonState(drill, [], none, 0, at(-DAY))).toBe('live');
    expect(myHackathonState(drill, [], none, 0, at(2 * DAY))).toBe('ended');
    expect(myHackathonState(drill, [], none, 1, at(2 * DAY))).toBe('results');
  });

  it('names the soonest deadline still ahead, never one that has passed', () => {
    const open = { ...drill, registrationEndDt: at(HOUR) };
    expect(nextDeadlineOf(open, [idea, solution], at(HOUR - 1))).toMatchObject({
      kind: 'registration',
      at: at(HOUR).toISOString(),
    });
    expect(nextDeadlineOf(open, [idea, solution], at(HOUR))).toMatchObject({
      label: 'Idea submission closes',
      phaseId: 1,
    });
    expect(nextDeadlineOf(open, [idea, solution], at(DAY))).toMatchObject({
      label: 'Solution submission closes',
      phaseId: 2,
    });
    expect(nextDeadlineOf(open, [idea, solution], at(DAY + HOUR))).toBeNull();
    expect(nextDeadlineOf(drill, [], at(0))).toMatchObject({ kind: 'hackathon', label: 'Hackathon ends' });
    // Once the hackathon has ended nothing is due, whatever its dates say.
    expect(nextDeadlineOf({ ...drill, registrationEndDt: at(3 * DAY) }, [], at(2 * DAY))).toBeNull();
  });
});
