/**
 * Hackathons, phases, registrations, teams, hosts and uploads for the participant-dashboard suites
 * (submissions, queries, results). Not a test file itself.
 */
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { TestContext } from '../../../test/helper.ts';
import {
  drillParticipants,
  drillProblemStatements,
  drills,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { caller, insertCompany, type Caller } from '../console/console.test-fixtures.ts';
import { DAY, drillValues, HOUR, insertPhases } from './drills.test-fixtures.ts';

let sequence = 0;

export const SOLUTION_FIELDS: FormFieldDefinition[] = [
  { key: 'summary', label: 'Summary', type: 'Text', required: true, maxLength: 500 },
  { key: 'details', label: 'How it works', type: 'Editor', required: false },
  { key: 'demo', label: 'Demo link', type: 'URL', required: false },
  { key: 'deck', label: 'Pitch deck', type: 'File', required: false },
];

export interface DrillFixture {
  drillId: number;
  name: string;
  custUrl: string;
  partnerId: number;
  /** Live now, kind idea. */
  ideaPhaseId: number;
  /** Live now, kind solution. */
  solutionPhaseId: number;
  /** Ended an hour ago. */
  endedPhaseId: number;
  /** Opens tomorrow. */
  upcomingPhaseId: number;
  problemStatementIds: number[];
  host: Caller;
}

/** A published hackathon running now, its company with one employer (the host) and four phases. */
export const insertDrill = async (
  t: TestContext,
  opts: { teamLock?: 'registration-end' | 'first-submission'; name?: string; teamMin?: number } = {},
): Promise<DrillFixture> => {
  const db = t.database.db;
  const now = Date.now();
  const company = await insertCompany(t, 'Sahyadri Labs');
  const values = drillValues({
    partnerId: company.id,
    partnerName: 'Sahyadri Labs',
    registrationEndDt: new Date(now - DAY),
    endDt: new Date(now + 20 * DAY),
    teamMin: opts.teamMin ?? 1,
    teamMax: 4,
    teamLock: opts.teamLock ?? 'registration-end',
    ...(opts.name ? { name: opts.name } : {}),
  });
  const [drill] = await db.insert(drills).values(values).returning();
  const phase = (p: { name: string; kind: string; position: number; start: number; end: number }) => ({
    drillId: drill!.id,
    name: p.name,
    kind: p.kind,
    position: p.position,
    startDt: new Date(now + p.start),
    endDt: new Date(now + p.end),
    submissionFields: SOLUTION_FIELDS,
  });
  const [ended, idea, solution, upcoming] = await insertPhases(t, [
    phase({ name: 'Screening', kind: 'solution', position: 0, start: -5 * DAY, end: -HOUR }),
    phase({ name: 'Idea', kind: 'idea', position: 1, start: -DAY, end: 2 * DAY }),
    phase({ name: 'Prototype', kind: 'solution', position: 2, start: -DAY, end: 5 * DAY }),
    phase({ name: 'Finale', kind: 'solution', position: 3, start: DAY, end: 3 * DAY }),
  ]);
  const statements = await db
    .insert(drillProblemStatements)
    .values([
      { drillId: drill!.id, phaseId: null, title: 'Clean water for every village', position: 0 },
      { drillId: drill!.id, phaseId: idea!.id, title: 'Crop prices in local languages', position: 1 },
    ])
    .returning({ id: drillProblemStatements.id });
  return {
    drillId: drill!.id,
    name: drill!.name,
    custUrl: drill!.custUrl,
    partnerId: company.id,
    ideaPhaseId: idea!.id,
    solutionPhaseId: solution!.id,
    endedPhaseId: ended!.id,
    upcomingPhaseId: upcoming!.id,
    problemStatementIds: statements.map((s) => s.id),
    host: await caller(t, 'employer', company.id),
  };
};

export interface ParticipantFixture extends Caller {
  participantId: number;
  fullName: string;
}

/** A signed-in user registered for the hackathon. */
export const registerParticipant = async (
  t: TestContext,
  drillId: number,
  fullName = 'Kavya',
): Promise<ParticipantFixture> => {
  const user = await createUser(t, { fullName });
  const [row] = await t.database.db
    .insert(drillParticipants)
    .values({ drillId, uid: user.uid })
    .returning({ id: drillParticipants.id });
  return {
    uid: user.uid,
    email: user.email,
    fullName,
    headers: authHeaders(await signIn(t, user)),
    participantId: row!.id,
  };
};

/** A signed-in account with no registration in the hackathon. */
export const stranger = (t: TestContext): Promise<Caller> => caller(t, 'user');

/** A team led by the first participant with the others as members. */
export const insertTeam = async (
  t: TestContext,
  drillId: number,
  members: ParticipantFixture[],
  name = `Team ${++sequence}`,
): Promise<{ teamId: number; name: string }> => {
  const db = t.database.db;
  const [team] = await db
    .insert(drillTeams)
    .values({
      drillId,
      name,
      leadParticipantId: members[0]!.participantId,
      memberCount: members.length,
      inviteCode: `CODE${process.pid}X${++sequence}`,
      inviteCodeExpiresAt: new Date(Date.now() + 7 * DAY),
    })
    .returning({ id: drillTeams.id });
  await db.insert(drillTeamMembers).values(members.map((m) => ({ teamId: team!.id, participantId: m.participantId })));
  return { teamId: team!.id, name };
};

/** A completed private upload of this owner and purpose (what `s3/pre-signed` leaves once the bytes passed). */
export const insertUpload = async (
  t: TestContext,
  ownerUid: number,
  purpose: 'solution-file' | 'query-file' | 'resume' | 'certificate',
  opts: { completed?: boolean; fileName?: string } = {},
): Promise<string> => {
  const key = `${purpose}/${process.pid}-${++sequence}.pdf`;
  await t.database.db.insert(uploads).values({
    key,
    ownerUid,
    purpose,
    fileName: opts.fileName ?? 'deck.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    isPublic: false,
    uploadedAt: opts.completed === false ? null : new Date(),
  });
  return key;
};

/**
 * The people of the access tests: team A (Asha leads, Ravi) and team B (Meera) of one hackathon; Kiran,
 * registered for another hackathon; Dev, signed in and registered nowhere; an employer of another company.
 */
export const insertCast = async (t: TestContext) => {
  const d = await insertDrill(t);
  const asha = await registerParticipant(t, d.drillId, 'Asha');
  const ravi = await registerParticipant(t, d.drillId, 'Ravi');
  const meera = await registerParticipant(t, d.drillId, 'Meera');
  const teamA = (await insertTeam(t, d.drillId, [asha, ravi], 'Jal Rakshak')).teamId;
  const teamB = (await insertTeam(t, d.drillId, [meera], 'Krishi Mitra')).teamId;
  const kiran = await registerParticipant(t, (await insertDrill(t)).drillId, 'Kiran');
  const dev = await stranger(t);
  const otherEmployer = await caller(t, 'employer', (await insertCompany(t, 'Konkan Systems')).id);
  return { d, asha, ravi, meera, teamA, teamB, kiran, dev, otherEmployer };
};
