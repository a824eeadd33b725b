/**
 * The data of the certificate-batch benchmark (bench/src/certificate-batch.ts), written into a fresh database
 * before the server starts:
 *
 *   node --import tsx bench/src/lib/certificate-batch-data.ts \
 *     --participants 1000 --judged 500 --judges 30 --reviews 3 --out /tmp/cert.json
 *
 * into the database of DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), migrated first: one published, finished
 * individual hackathon hosted by an admin, with two phases:
 *  - "Idea screening": the first `--judged` participants submitted; a four-criterion rubric (30/30/20/20,
 *    scale 10), `--judges` active judges and `--reviews` submitted reviews per submission, spread evenly, each
 *    judge a little harsher or more generous than the next (so the normalisation has work to do); judging closed.
 *  - "Final solution": every participant submitted, so every one is eligible for a participation certificate.
 * One name in five is written in Devanagari, as certificates must print both scripts. The host's session is
 * minted with the API's own signer and JWT_SECRET (the server must start with the same secret), as
 * deadline-rush-data.ts does. The JSON written to --out names the hackathon, its phases and the host's token.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { openDatabase, type Db } from '../../../apps/api/src/db/client.ts';
import { drillParticipants, drillPhases, drills, drillSubmissions } from '../../../apps/api/src/db/schema/drills.ts';
import {
  drillJudgeAssignments,
  drillJudges,
  drillRubricCriteria,
  drillScores,
} from '../../../apps/api/src/db/schema/judging.ts';
import { users } from '../../../apps/api/src/db/schema/users.ts';
import { createSessionSigner } from '../../../apps/api/src/modules/auth/tokens.ts';

const DOMAIN = 'bench-certificates.elevate.test';
/** An unusable password hash: the benchmark signs its host in with a minted token. */
const NO_PASSWORD = 'bench-account-no-password';
const CHUNK = 500;
const DAY_MS = 86_400_000;

const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Ananya', 'Vihaan', 'Saanvi', 'Arjun', 'Meera', 'Kabir', 'Priya'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Banerjee', 'Patel', 'Nair', 'Singh', 'Das', 'Kulkarni', 'Menon'];
const FIRST_DEVANAGARI = ['आरव', 'दिया', 'ईशान', 'अनन्या', 'विहान'];
const LAST_DEVANAGARI = ['शर्मा', 'वर्मा', 'सिंह', 'गुप्ता', 'यादव'];

export interface CertificateBatchData {
  drillId: number;
  custUrl: string;
  judgedPhaseId: number;
  finalPhaseId: number;
  participants: number;
  judgedSubmissions: number;
  judges: number;
  reviews: number;
  host: { uid: number; token: string };
}

const nameOf = (i: number) =>
  i % 5 === 0
    ? { fullName: FIRST_DEVANAGARI[(i / 5) % 5]!, lastName: LAST_DEVANAGARI[Math.floor(i / 25) % 5]! }
    : { fullName: FIRST[i % 10]!, lastName: `${LAST[Math.floor(i / 10) % 10]!} ${i}` };

/** A deterministic score on 0..scale: a judge's bias plus the submission's own quality plus a little noise. */
const scoreOf = (submission: number, judge: number, criterion: number, scale: number): number => {
  const quality = ((submission * 37) % 11) - 5; // -5..5
  const bias = (judge % 5) - 2; // harsh -2 … generous +2
  const noise = ((submission * 7 + judge * 13 + criterion * 3) % 3) - 1;
  return Math.max(0, Math.min(scale, Math.round(scale / 2 + quality / 2 + bias + noise)));
};

export const seedCertificateBatch = async (
  db: Db,
  opts: { participants: number; judged: number; judges: number; reviews: number; now: Date },
): Promise<Omit<CertificateBatchData, 'host'> & { hostUid: number }> => {
  const { now } = opts;
  const stamp = now.getTime();
  const [host] = await db
    .insert(users)
    .values({
      fullName: 'Bench',
      lastName: 'Host',
      email: `host-${stamp}@${DOMAIN}`,
      role: 'admin',
      utype: 'Professional',
      passwordHash: NO_PASSWORD,
      referralCode: `CERT-HOST-${stamp.toString(36)}`,
      emailVerifiedAt: now,
    })
    .returning({ uid: users.id });
  const custUrl = `bench-certificates-${stamp}`;
  const [drill] = await db
    .insert(drills)
    .values({
      name: 'Certificate Batch Benchmark Hackathon',
      custUrl,
      partnerName: 'Elevate Benchmarks',
      location: 'Bengaluru, India',
      description: '<p>A finished hackathon whose hosts now issue certificates to every participant.</p>',
      startDt: new Date(stamp - 30 * DAY_MS),
      registrationEndDt: new Date(stamp - 20 * DAY_MS),
      endDt: new Date(stamp - DAY_MS),
      teamMin: 1,
      teamMax: 1,
      createdBy: host!.uid,
    })
    .returning({ id: drills.id });
  const drillId = drill!.id;
  const [judged, final] = await db
    .insert(drillPhases)
    .values([
      {
        drillId,
        name: 'Idea screening',
        kind: 'idea',
        position: 0,
        startDt: new Date(stamp - 20 * DAY_MS),
        endDt: new Date(stamp - 10 * DAY_MS),
        judgingStatus: 'closed',
        assignmentMode: 'spread',
        reviewsPerSubmission: opts.reviews,
        scoreScale: 10,
        judgingOpenedAt: new Date(stamp - 9 * DAY_MS),
        judgingClosedAt: new Date(stamp - 5 * DAY_MS),
      },
      {
        drillId,
        name: 'Final solution',
        kind: 'solution',
        position: 1,
        startDt: new Date(stamp - 10 * DAY_MS),
        endDt: new Date(stamp - DAY_MS),
      },
    ])
    .returning({ id: drillPhases.id });

  const participantIds: number[] = [];
  for (let from = 0; from < opts.participants; from += CHUNK) {
    const size = Math.min(CHUNK, opts.participants - from);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => {
          const i = from + k + 1;
          return {
            ...nameOf(i),
            email: `participant-${stamp}-${i}@${DOMAIN}`,
            utype: 'Student',
            passwordHash: NO_PASSWORD,
            referralCode: `CERT-${stamp.toString(36)}-${i}`,
            emailVerifiedAt: now,
          };
        }),
      )
      .returning({ uid: users.id });
    const registered = await db
      .insert(drillParticipants)
      .values(rows.map((r) => ({ drillId, uid: r.uid })))
      .returning({ id: drillParticipants.id });
    participantIds.push(...registered.map((r) => r.id));
  }

  const submit = async (phaseId: number, ids: number[], at: Date): Promise<number[]> => {
    const out: number[] = [];
    for (let from = 0; from < ids.length; from += CHUNK) {
      const rows = await db
        .insert(drillSubmissions)
        .values(
          ids.slice(from, from + CHUNK).map((participantId, k) => ({
            drillId,
            phaseId,
            participantId,
            ownerKey: `participant:${participantId}`,
            answers: { summary: `<p>Submission ${from + k + 1}: a working prototype.</p>` },
            status: 'submitted',
            contentHash: `bench-${phaseId}-${participantId}`,
            submittedAt: new Date(at.getTime() + (from + k) * 1000),
          })),
        )
        .returning({ id: drillSubmissions.id });
      out.push(...rows.map((r) => r.id));
    }
    return out;
  };
  const judgedIds = await submit(judged!.id, participantIds.slice(0, opts.judged), new Date(stamp - 12 * DAY_MS));
  await submit(final!.id, participantIds, new Date(stamp - 2 * DAY_MS));

  const criteria = await db
    .insert(drillRubricCriteria)
    .values(
      [
        ['Innovation', 30],
        ['Feasibility', 30],
        ['Impact', 20],
        ['Presentation', 20],
      ].map(([name, weight], position) => ({
        phaseId: judged!.id,
        name: name as string,
        weight: weight as number,
        position,
      })),
    )
    .returning({ id: drillRubricCriteria.id, weight: drillRubricCriteria.weight });
  const judges = await db
    .insert(drillJudges)
    .values(
      Array.from({ length: opts.judges }, (_, j) => ({
        drillId,
        email: `judge-${stamp}-${j + 1}@${DOMAIN}`,
        name: `Judge ${j + 1}`,
        organisation: `Company ${j + 1}`,
        status: 'active',
        invitedBy: host!.uid,
        acceptedAt: new Date(stamp - 15 * DAY_MS),
      })),
    )
    .returning({ id: drillJudges.id });

  // Submission s goes to judges s, s+1, … s+reviews-1 (mod judges): every judge gets the same number.
  const pairs = judgedIds.flatMap((submissionId, s) =>
    Array.from({ length: opts.reviews }, (_, r) => ({ submissionId, s, j: (s + r) % opts.judges })),
  );
  const scale = 10;
  for (let from = 0; from < pairs.length; from += CHUNK) {
    const slice = pairs.slice(from, from + CHUNK);
    const assignments = await db
      .insert(drillJudgeAssignments)
      .values(slice.map((p) => ({ phaseId: judged!.id, judgeId: judges[p.j]!.id, submissionId: p.submissionId })))
      .returning({ id: drillJudgeAssignments.id });
    await db.insert(drillScores).values(
      slice.map((p, k) => {
        const scores = Object.fromEntries(criteria.map((c, ci) => [String(c.id), scoreOf(p.s, p.j, ci, scale)]));
        const total = criteria.reduce((sum, c) => sum + (scores[String(c.id)]! / scale) * c.weight, 0);
        return {
          assignmentId: assignments[k]!.id,
          scores,
          feedback: `Clear problem statement; the prototype needs a stronger evaluation (review ${from + k + 1}).`,
          total,
          status: 'submitted',
          submittedAt: new Date(stamp - 6 * DAY_MS + (from + k) * 1000),
        };
      }),
    );
  }
  return {
    drillId,
    custUrl,
    judgedPhaseId: judged!.id,
    finalPhaseId: final!.id,
    participants: participantIds.length,
    judgedSubmissions: judgedIds.length,
    judges: judges.length,
    reviews: pairs.length,
    hostUid: host!.uid,
  };
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      participants: { type: 'string', default: '1000' },
      judged: { type: 'string', default: '500' },
      judges: { type: 'string', default: '30' },
      reviews: { type: 'string', default: '3' },
      out: { type: 'string' },
    },
  });
  const n = (v: string | undefined, name: string) => {
    const x = Number(v);
    if (!Number.isInteger(x) || x <= 0) throw new Error(`--${name} must be a positive whole number`);
    return x;
  };
  const participants = n(values.participants, 'participants');
  const judged = Math.min(participants, n(values.judged, 'judged'));
  const judges = n(values.judges, 'judges');
  const reviews = Math.min(judges, n(values.reviews, 'reviews'));
  if (!values.out) throw new Error('--out names the JSON file to write');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    await database.migrate();
    const signer = createSessionSigner(config.jwtSecret, config.JWT_TTL_SECONDS);
    const { hostUid, ...seeded } = await seedCertificateBatch(database.db, {
      participants,
      judged,
      judges,
      reviews,
      now: new Date(),
    });
    const data: CertificateBatchData = {
      ...seeded,
      host: { uid: hostUid, token: await signer.sign({ uid: hostUid, role: 'admin', tokenVersion: 0 }) },
    };
    writeFileSync(values.out, JSON.stringify(data));
    console.log(
      `Seeded hackathon ${data.drillId}: ${data.participants} participants who submitted; ` +
        `${data.judgedSubmissions} judged submissions × ${reviews} reviews from ${data.judges} judges`,
    );
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((err: unknown) => {
    console.error('Seeding the certificate batch failed:', err);
    process.exitCode = 1;
  });
}
