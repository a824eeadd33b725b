/**
 * The data of the deadline-rush benchmark (bench/src/deadline-rush.ts), written before the server starts:
 *
 *   node --import tsx apps/api/src/scripts/seed/bench/deadline-rush-data.ts \
 *     --participants 1000 --phase-end 2026-11-24T10:00:00Z --out /tmp/rush.json
 *
 * into the database of DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), migrated first: one individual
 * hackathon whose solution round (repository link, summary, a required file) ends at --phase-end, and N
 * participants registered in it. Each participant's session is minted with the API's own signer and
 * JWT_SECRET (the server must start with the same secret): logging a thousand people in through scrypt would
 * measure the password hash, not the rush. The JSON written to --out names the hackathon, the round and every
 * participant with their token.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { loadConfig } from '../../../config.ts';
import { openDatabase, type Db } from '../../../db/client.ts';
import { drillParticipants, drillPhases, drills } from '../../../db/schema/drills.ts';
import { users } from '../../../db/schema/users.ts';
import { createSessionSigner } from '../../../modules/auth/tokens.ts';

export const RUSH_USER_DOMAIN = 'bench-rush.elevate.test';
/** An unusable password hash (no scrypt prefix): the benchmark signs its participants in with minted tokens. */
const NO_PASSWORD = 'bench-account-no-password';
const CHUNK = 500;
const DAY_MS = 86_400_000;

/** What a solution round asks for in most hackathons: the code, what was built and a deck or archive. */
export const RUSH_SUBMISSION_FIELDS: FormFieldDefinition[] = [
  { key: 'repoUrl', label: 'Code repository', type: 'URL', required: true },
  { key: 'summary', label: 'What you built', type: 'Editor', required: true, maxLength: 8000 },
  { key: 'solutionFile', label: 'Deck or code archive', type: 'File', required: true },
];

export interface RushParticipant {
  uid: number;
  participantId: number;
  /** The JWT alone; requests send `Bearer <token>` and AUTH_UID. */
  token: string;
}

export interface RushData {
  drillId: number;
  phaseId: number;
  phaseEnd: string;
  participants: RushParticipant[];
}

export const seedDeadlineRush = async (
  db: Db,
  opts: { participants: number; phaseEnd: Date; now: Date; sign: (uid: number) => Promise<string> },
): Promise<RushData> => {
  const { now } = opts;
  const [drill] = await db
    .insert(drills)
    .values({
      name: 'Deadline Rush Benchmark Hackathon',
      custUrl: `bench-rush-${now.getTime()}`,
      partnerName: 'Elevate Benchmarks',
      location: 'India',
      startDt: new Date(now.getTime() - 7 * DAY_MS),
      registrationEndDt: new Date(now.getTime() - DAY_MS),
      endDt: new Date(opts.phaseEnd.getTime() + 7 * DAY_MS),
      teamMin: 1,
      teamMax: 1,
    })
    .returning({ id: drills.id });
  const [phase] = await db
    .insert(drillPhases)
    .values({
      drillId: drill!.id,
      name: 'Final solution',
      kind: 'solution',
      startDt: new Date(now.getTime() - 7 * DAY_MS),
      endDt: opts.phaseEnd,
      submissionFields: RUSH_SUBMISSION_FIELDS,
    })
    .returning({ id: drillPhases.id });

  const participants: RushParticipant[] = [];
  for (let from = 0; from < opts.participants; from += CHUNK) {
    const size = Math.min(CHUNK, opts.participants - from);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => {
          const i = from + k + 1;
          return {
            fullName: 'Rush',
            lastName: `Participant ${i}`,
            email: `rush-${now.getTime()}-${i}@${RUSH_USER_DOMAIN}`,
            contact: `9${String(100_000_000 + i).slice(-9)}`,
            utype: 'Student',
            passwordHash: NO_PASSWORD,
            referralCode: `RUSH-${now.getTime().toString(36)}-${i}`,
            emailVerifiedAt: now,
          };
        }),
      )
      .returning({ uid: users.id });
    const registered = await db
      .insert(drillParticipants)
      .values(rows.map((r) => ({ drillId: drill!.id, uid: r.uid })))
      .returning({ participantId: drillParticipants.id, uid: drillParticipants.uid });
    for (const r of registered) participants.push({ ...r, token: await opts.sign(r.uid) });
  }
  return { drillId: drill!.id, phaseId: phase!.id, phaseEnd: opts.phaseEnd.toISOString(), participants };
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      participants: { type: 'string', default: '1000' },
      'phase-end': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const participants = Number(values.participants);
  const phaseEnd = new Date(values['phase-end'] ?? '');
  if (!Number.isInteger(participants) || participants <= 0)
    throw new Error('--participants must be a positive whole number');
  if (Number.isNaN(phaseEnd.getTime())) throw new Error('--phase-end must be an ISO instant');
  if (!values.out) throw new Error('--out names the JSON file to write');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    await database.migrate();
    const signer = createSessionSigner(config.jwtSecret, config.JWT_TTL_SECONDS);
    const data = await seedDeadlineRush(database.db, {
      participants,
      phaseEnd,
      now: new Date(),
      sign: (uid) => signer.sign({ uid, role: 'user', tokenVersion: 0 }),
    });
    writeFileSync(values.out, JSON.stringify(data));
    console.log(
      `Seeded the deadline rush: hackathon ${data.drillId}, round ${data.phaseId} ending ${data.phaseEnd}, ` +
        `${data.participants.length} participants`,
    );
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((err: unknown) => {
    console.error('Seeding the deadline rush failed:', err);
    process.exitCode = 1;
  });
}
