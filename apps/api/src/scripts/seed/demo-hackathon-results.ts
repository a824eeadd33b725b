import { eq, inArray, sql } from 'drizzle-orm';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
} from '@elevate/contracts/certificates/certificates.constants';
import type { Tx } from '../../db/client.ts';
import { drillCertificates, drillLeaderboardEntries, drillParticipants } from '../../db/schema/drills.ts';
import { users } from '../../db/schema/users.ts';
import { createRng } from './random.ts';
import { DAY_MS } from './random.ts';
import { hashOf } from './svg.ts';
import {
  PAST_SOLO_NAMES,
  PAST_TEAM_NAMES,
  type HackathonScenario,
  type RankScenario,
} from './fixtures/drill-participants.ts';
import type { DrillSeed } from './fixtures/types.ts';

/** What the hosts published for the demo hackathons: leaderboards of closed rounds and certificates. */

export interface Round {
  id: number;
  seed: DrillSeed['rounds'][number];
}

export interface DrillPlan {
  id: number;
  seed: DrillSeed;
  rounds: Round[];
  problems: number[];
}

export interface SeededEntry {
  /** Team name, or the participant's name when they took part alone. */
  name: string;
  teamId: number | null;
  participantIds: number[];
  /** Submission ids by round id. */
  submissions: Map<number, number>;
}

/** Leaderboard rows of a hackathon nobody in the demo joined: names only, scores falling. */
const pastLeaderboard = (seed: DrillSeed, roundIndex: number, drillIndex: number): RankScenario[] => {
  const names = seed.teamMax === 1 ? PAST_SOLO_NAMES : PAST_TEAM_NAMES;
  const final = roundIndex === seed.rounds.length - 1;
  const awards = final
    ? ['Winner', 'First runner-up', 'Second runner-up']
    : ['Shortlisted', 'Shortlisted', 'Shortlisted'];
  return Array.from({ length: 5 }, (_, i) => ({
    name: names[(drillIndex * 3 + i) % names.length]!,
    score: 94 - i * 4 - (drillIndex % 3),
    ...(awards[i] ? { award: awards[i] } : {}),
  }));
};

/** A certificate code in the certificates module's alphabet and length, the same for the same key. */
export const certificateCodeOf = (key: string): string => {
  const rng = createRng(hashOf(`certificate:${key}`));
  return Array.from(
    { length: CERTIFICATE_CODE_LENGTH },
    () => CERTIFICATE_CODE_ALPHABET[Math.floor(rng() * CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');
};

const certificateOf = (award: string | undefined): { kind: 'winner' | 'merit' | 'participation'; title: string } =>
  award === 'Winner'
    ? { kind: 'winner', title: 'Winner' }
    : award && !['Shortlisted', 'Finalist'].includes(award)
      ? { kind: 'merit', title: award }
      : { kind: 'participation', title: 'Participation' };

/**
 * Published leaderboards (every round with results out) and, once a hackathon has ended with results, a
 * certificate for every seeded participant.
 */
export const seedResults = async (
  tx: Tx,
  plan: DrillPlan,
  drillIndex: number,
  scenario: HackathonScenario | undefined,
  entries: SeededEntry[],
  now: Date,
): Promise<void> => {
  let finalAwards = new Map<string, string | undefined>();
  for (const [i, round] of plan.rounds.entries()) {
    const published = round.seed.resultsPublishedAt;
    if (!published || published > now) continue;
    const rows = scenario?.leaderboards?.[i] ?? pastLeaderboard(plan.seed, i, drillIndex);
    await tx.insert(drillLeaderboardEntries).values(
      rows.map((r, rank) => {
        const entry = entries.find((e) => e.name === r.name);
        return {
          phaseId: round.id,
          submissionId: entry?.submissions.get(round.id) ?? null,
          displayName: r.name,
          teamId: entry?.teamId ?? null,
          participantId: entry && entry.teamId === null ? (entry.participantIds[0] ?? null) : null,
          rank: rank + 1,
          score: r.score,
          award: r.award ?? null,
        };
      }),
    );
    if (i === plan.rounds.length - 1) finalAwards = new Map(rows.map((r) => [r.name, r.award]));
  }
  if (plan.seed.endDt > now || finalAwards.size === 0) return;
  const issuedAt = new Date((plan.rounds.at(-1)?.seed.resultsPublishedAt ?? plan.seed.endDt).getTime() + DAY_MS);
  const ids = entries.flatMap((e) => e.participantIds);
  if (ids.length === 0) return;
  // The name printed is fixed at issue, first + last (as the certificates module issues them).
  const names = new Map(
    (
      await tx
        .select({ id: drillParticipants.id, name: sql<string>`${users.fullName} || ' ' || ${users.lastName}` })
        .from(drillParticipants)
        .innerJoin(users, eq(users.id, drillParticipants.uid))
        .where(inArray(drillParticipants.id, ids))
    ).map((r) => [r.id, r.name.trim()]),
  );
  for (const entry of entries) {
    const { kind, title } = certificateOf(finalAwards.get(entry.name));
    for (const participantId of entry.participantIds)
      // Pending: the certificates module's worker signs and draws it (seed.ts enqueuePendingCertificates).
      await tx.insert(drillCertificates).values({
        drillId: plan.id,
        participantId,
        kind,
        title,
        code: certificateCodeOf(`${plan.seed.custUrl}:${participantId}`),
        status: 'pending',
        recipientName: names.get(participantId) ?? '',
        issuedAt,
      });
  }
};
