import { eq, sql } from 'drizzle-orm';
import { answersSchemaOf, type FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import { plainText } from '@elevate/contracts/seo/head-tags';
import { INVITE_CODE_LENGTH, INVITE_CODE_TTL_DAYS } from '@elevate/contracts/drills/team.constants';
import type { Tx } from '../../db/client.ts';
import {
  drillAnnouncements,
  drillParticipants,
  drillPhases,
  drillProblemStatements,
  drillQueries,
  drillQueryMessages,
  drills,
  drillSubmissions,
  drillSubmissionVersions,
  drillTeamInvitations,
  drillTeamMembers,
  drillTeams,
  drillUserActions,
} from '../../db/schema/drills.ts';
import { users } from '../../db/schema/users.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import { contentHashOf } from '../../modules/drills/submission-receipt.ts';
import { createRng, DAY_MS, daysFrom, HOUR_MS, slugify } from './random.ts';
import { hashOf } from './svg.ts';
import {
  DEMO_PARTICIPANTS,
  HACKATHON_SCENARIOS,
  type HackathonScenario,
  type SubmissionScenario,
} from './fixtures/drill-participants.ts';
import type { DrillSeed } from './fixtures/types.ts';
import { insertPeople, registrationAnswers, type Person } from './demo-hackathon-people.ts';
import { seedResults, type DrillPlan, type Round, type SeededEntry } from './demo-hackathon-results.ts';
import { JUDGED_DRILLS, seedDemoJudging } from './demo-judging.ts';
import { KAVERI_PAST_SCENARIO } from './fixtures/judging-scenarios.ts';

/** Hackathons the demo student has saved for later. */
const STUDENT_BOOKMARKS = ['Chambal AgriTech Ideathon', 'Vindhya Embedded Systems Hackathon'];
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface DemoHackathonCounts {
  /** Demo people added (the demo student is counted with the demo accounts). */
  users: number;
  participants: number;
  teams: number;
  submissions: number;
}

/** A deterministic invite code in the alphabet and length the teams module uses. */
const inviteCodeOf = (key: string): string => {
  const rng = createRng(hashOf(key));
  return Array.from({ length: INVITE_CODE_LENGTH }, () => CODE_ALPHABET[Math.floor(rng() * CODE_ALPHABET.length)]).join(
    '',
  );
};

/** The first sentence: what an early draft said before the team filled it in. */
const firstSentence = (text: string): string => text.split(/(?<=\.)\s/)[0] ?? text;

/** The answers of one version of a submission; drafts before the last one hold less. */
const submissionAnswers = (
  plan: DrillPlan,
  round: Round,
  s: SubmissionScenario,
  leadHandle: string,
  version: number,
): FormAnswers => {
  const final = version === s.versions.length;
  const done = s.versions[version - 1]?.status === 'submitted';
  const pitch = final ? s.pitch : firstSentence(s.pitch);
  const track = plan.seed.problemStatements[s.problem];
  const raw: Record<string, unknown> =
    round.seed.kind === 'idea'
      ? // The answer is plain text as a participant types it; the statement's description is HTML.
        { ideaTitle: s.title, problem: plainText(track?.description ?? ''), approach: pitch }
      : {
          repoUrl: `https://github.example.com/${leadHandle}/${slugify(s.title)}`,
          demoUrl: done ? `https://video.example.com/${plan.seed.custUrl}/${slugify(s.title)}` : null,
          summary: pitch,
        };
  return answersSchemaOf(round.seed.submissionFields, { partial: !done }).parse(raw);
};

/** Inserts every hackathon's rounds and problem statements; answers the plan the scenarios build on. */
const insertRounds = async (tx: Tx, seeds: readonly DrillSeed[]): Promise<Map<string, DrillPlan>> => {
  const ids = new Map((await tx.select({ id: drills.id, name: drills.name }).from(drills)).map((r) => [r.name, r.id]));
  const plans = new Map<string, DrillPlan>();
  for (const seed of seeds) {
    const drillId = ids.get(seed.name);
    if (drillId === undefined) throw new Error(`Demo hackathon not inserted: ${seed.name}`);
    const phaseRows = await tx
      .insert(drillPhases)
      .values(
        seed.rounds.map((r, position) => ({
          drillId,
          name: r.name,
          kind: r.kind,
          position,
          startDt: r.startDt,
          endDt: r.endDt,
          description: sanitizeRichHtml(r.description),
          submissionFields: r.submissionFields,
          resultsPublishedAt: r.resultsPublishedAt,
        })),
      )
      .returning({ id: drillPhases.id });
    const problemRows = await tx
      .insert(drillProblemStatements)
      .values(
        seed.problemStatements.map((p, position) => ({
          drillId,
          title: p.title,
          description: sanitizeRichHtml(p.description),
          position,
        })),
      )
      .returning({ id: drillProblemStatements.id });
    plans.set(seed.name, {
      id: drillId,
      seed,
      rounds: phaseRows.map((r, i) => ({ id: r.id, seed: seed.rounds[i]! })),
      problems: problemRows.map((r) => r.id),
    });
  }
  return plans;
};

interface Owner {
  teamId: number | null;
  /** The participant who registered alone, or the team's lead. */
  participantId: number;
  key: string;
  lead: Person;
}

/** A submission with all its versions; the row holds the last. Answers the row's id. */
const insertSubmission = async (
  tx: Tx,
  plan: DrillPlan,
  owner: Owner,
  s: SubmissionScenario,
  people: Map<string, Person>,
  now: Date,
): Promise<number> => {
  const round = plan.rounds[s.round]!;
  const problemStatementId = plan.problems[s.problem] ?? null;
  const versions = s.versions.map((v, i) => {
    const answers = submissionAnswers(plan, round, s, slugify(owner.lead.name), i + 1);
    return { ...v, answers, contentHash: contentHashOf({ phaseId: round.id, problemStatementId, answers }) };
  });
  const uidOf = (key: string) => people.get(key)?.uid ?? null;
  const last = versions.at(-1)!;
  const [row] = await tx
    .insert(drillSubmissions)
    .values({
      drillId: plan.id,
      phaseId: round.id,
      teamId: owner.teamId,
      participantId: owner.participantId,
      ownerKey: owner.key,
      problemStatementId,
      answers: last.answers,
      status: last.status,
      version: versions.length,
      contentHash: last.contentHash,
      submittedAt: last.status === 'submitted' ? daysFrom(now, last.day) : null,
      updatedBy: uidOf(last.by),
      createdAt: daysFrom(now, versions[0]!.day),
      updatedAt: daysFrom(now, last.day),
    })
    .returning({ id: drillSubmissions.id });
  await tx.insert(drillSubmissionVersions).values(
    versions.map((v, i) => ({
      submissionId: row!.id,
      version: i + 1,
      status: v.status,
      problemStatementId,
      answers: v.answers,
      contentHash: v.contentHash,
      createdBy: uidOf(v.by),
      createdAt: daysFrom(now, v.day),
    })),
  );
  return row!.id;
};

/** A hackathon's participants, teams, invitations and submissions; answers what the leaderboards refer to. */
const seedScenario = async (
  tx: Tx,
  plan: DrillPlan,
  sc: HackathonScenario,
  people: Map<string, Person>,
  now: Date,
): Promise<{ entries: SeededEntry[]; submissions: number }> => {
  const { seed } = plan;
  const person = (key: string): Person => {
    const p = people.get(key);
    if (!p) throw new Error(`Unknown demo participant ${key} in ${seed.name}`);
    return p;
  };
  const keys = [...sc.teams.flatMap((t) => t.members), ...sc.solo.map((s) => s.key)];
  // Registered in the first days of registration, a few hours apart, never after `now`.
  const registeredAt = (i: number) =>
    new Date(Math.min(seed.createdAt.getTime() + 2 * DAY_MS + i * 3 * HOUR_MS, now.getTime() - HOUR_MS));
  const solo = new Map(sc.solo.map((s) => [s.key, s]));
  const participantRows = await tx
    .insert(drillParticipants)
    .values(
      keys.map((key, i) => ({
        drillId: plan.id,
        uid: person(key).uid,
        answers: registrationAnswers(seed, person(key), now),
        lookingForTeam: solo.get(key)?.lookingForTeam ?? false,
        pitch: solo.get(key)?.pitch ?? '',
        createdAt: registeredAt(i),
        updatedAt: registeredAt(i),
      })),
    )
    .returning({ id: drillParticipants.id });
  const pid = new Map(keys.map((key, i) => [key, participantRows[i]!.id]));
  const entries: SeededEntry[] = [];
  let submissions = 0;

  for (const team of sc.teams) {
    const lead = pid.get(team.members[0]!)!;
    const formedAt = new Date(registeredAt(keys.indexOf(team.members[0]!)).getTime() + HOUR_MS);
    const firstSubmit = (team.submissions ?? [])
      .flatMap((s) => s.versions)
      .filter((v) => v.status === 'submitted')
      .map((v) => v.day)
      .sort((a, b) => a - b)[0];
    const lockedAt =
      seed.teamLock === 'first-submission'
        ? firstSubmit === undefined
          ? null
          : daysFrom(now, firstSubmit)
        : seed.registrationEndDt <= now
          ? seed.registrationEndDt
          : null;
    const [row] = await tx
      .insert(drillTeams)
      .values({
        drillId: plan.id,
        name: team.name,
        leadParticipantId: lead,
        memberCount: team.members.length,
        inviteCode: inviteCodeOf(`${seed.custUrl}:${team.name}`),
        inviteCodeExpiresAt: new Date(Math.max(formedAt.getTime(), now.getTime()) + INVITE_CODE_TTL_DAYS * DAY_MS),
        rolesNeeded: team.rolesNeeded ?? [],
        lookingForMembers: team.members.length < seed.teamMax && lockedAt === null,
        lockedAt,
        createdAt: formedAt,
        updatedAt: formedAt,
      })
      .returning({ id: drillTeams.id });
    const teamId = row!.id;
    await tx.insert(drillTeamMembers).values(
      team.members.map((key, i) => ({
        teamId,
        participantId: pid.get(key)!,
        joinedAt: new Date(formedAt.getTime() + i * HOUR_MS),
      })),
    );
    for (const inv of team.invitations ?? [])
      await tx.insert(drillTeamInvitations).values({
        teamId,
        participantId: pid.get(inv.participant)!,
        kind: inv.kind,
        role: inv.role ?? null,
        note: inv.note,
        createdAt: daysFrom(now, inv.day),
      });
    const entry: SeededEntry = {
      name: team.name,
      teamId,
      participantIds: team.members.map((k) => pid.get(k)!),
      submissions: new Map(),
    };
    const owner: Owner = { teamId, participantId: lead, key: `team:${teamId}`, lead: person(team.members[0]!) };
    for (const s of team.submissions ?? []) {
      entry.submissions.set(plan.rounds[s.round]!.id, await insertSubmission(tx, plan, owner, s, people, now));
      submissions += 1;
    }
    entries.push(entry);
  }

  for (const s of sc.solo) {
    const participantId = pid.get(s.key)!;
    const entry: SeededEntry = {
      name: person(s.key).name,
      teamId: null,
      participantIds: [participantId],
      submissions: new Map(),
    };
    const owner: Owner = { teamId: null, participantId, key: `participant:${participantId}`, lead: person(s.key) };
    for (const sub of s.submissions ?? []) {
      entry.submissions.set(plan.rounds[sub.round]!.id, await insertSubmission(tx, plan, owner, sub, people, now));
      submissions += 1;
    }
    entries.push(entry);
  }

  const hostUid = seed.partnerSlug === 'kaveri-analytics' ? await demoEmployerUid(tx) : null;
  for (const a of sc.announcements ?? [])
    await tx.insert(drillAnnouncements).values({
      drillId: plan.id,
      phaseId: a.round === undefined ? null : plan.rounds[a.round]!.id,
      title: a.title,
      body: sanitizeRichHtml(a.body),
      createdBy: hostUid,
      createdAt: daysFrom(now, a.day),
    });
  if (sc.query) {
    const q = sc.query;
    const [query] = await tx
      .insert(drillQueries)
      .values({
        drillId: plan.id,
        participantId: pid.get(q.from)!,
        subject: q.subject,
        status: 'answered',
        createdAt: daysFrom(now, q.day),
        updatedAt: daysFrom(now, q.day + 0.25),
      })
      .returning({ id: drillQueries.id });
    await tx.insert(drillQueryMessages).values([
      { queryId: query!.id, authorUid: person(q.from).uid, body: q.question, createdAt: daysFrom(now, q.day) },
      {
        queryId: query!.id,
        authorUid: hostUid,
        fromHost: true,
        body: q.answer,
        createdAt: daysFrom(now, q.day + 0.25),
      },
    ]);
  }
  return { entries, submissions };
};

/** The demo employer runs the first demo company (seed.ts DEMO_EMPLOYER_PARTNER): it answers as the host. */
const demoEmployerUid = async (tx: Tx): Promise<number | null> => {
  const [row] = await tx.select({ uid: users.id }).from(users).where(eq(users.role, 'employer')).limit(1);
  return row?.uid ?? null;
};

/**
 * The hackathons' rounds and problem statements, then who takes part: demo people with profiles, their
 * registrations (answers to each hackathon's own questions), teams, pending invitations and requests,
 * submissions with every version, announcements, a help thread, published leaderboards, certificates and the
 * demo student's bookmarks. Each hackathon's applicant count then adds its seeded registrations to the crowd
 * its definition names, so the card's number includes everyone the pages show.
 */
export const seedDemoHackathons = async (
  tx: Tx,
  opts: { now: Date; drills: readonly DrillSeed[] },
): Promise<DemoHackathonCounts> => {
  const { now } = opts;
  const plans = await insertRounds(tx, opts.drills);
  const people = await insertPeople(tx, now);
  let submissions = 0;
  for (const [drillIndex, seed] of opts.drills.entries()) {
    const plan = plans.get(seed.name)!;
    const scenario = [...HACKATHON_SCENARIOS, KAVERI_PAST_SCENARIO].find((s) => s.drill === seed.name);
    const seeded = scenario ? await seedScenario(tx, plan, scenario, people, now) : { entries: [], submissions: 0 };
    submissions += seeded.submissions;
    // Judged hackathons get their leaderboards and certificates from the judges' reviews (demo-judging.ts).
    if (!JUDGED_DRILLS.includes(seed.name)) await seedResults(tx, plan, drillIndex, scenario, seeded.entries, now);
  }
  await seedDemoJudging(tx, plans, now);
  for (const name of HACKATHON_SCENARIOS.map((s) => s.drill))
    if (!plans.has(name)) throw new Error(`A demo scenario names an unknown hackathon: ${name}`);

  const student = people.get('student');
  if (student)
    await tx.insert(drillUserActions).values(
      STUDENT_BOOKMARKS.map((name, i) => ({
        drillId: plans.get(name)!.id,
        uid: student.uid,
        action: 'bookmark',
        createdAt: daysFrom(now, -1 - i),
      })),
    );

  // The announcements went out: delivered a few minutes after posting to everyone registered then.
  await tx.execute(
    sql`update ${drillAnnouncements} a set delivered_at = a.created_at + interval '3 minutes',
      recipient_count = (select count(*) from ${drillParticipants} p where p.drill_id = a.drill_id and p.created_at <= a.created_at)`,
  );
  await tx.execute(
    sql`update ${drills} set applicant_count = applicant_count + (select count(*) from ${drillParticipants} where ${drillParticipants.drillId} = ${drills.id})`,
  );
  const [participants] = await tx.select({ n: sql<number>`count(*)::int` }).from(drillParticipants);
  const [teams] = await tx.select({ n: sql<number>`count(*)::int` }).from(drillTeams);
  return {
    users: DEMO_PARTICIPANTS.length,
    participants: participants?.n ?? 0,
    teams: teams?.n ?? 0,
    submissions,
  };
};
