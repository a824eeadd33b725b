import { randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { INVITE_CODE_LENGTH, INVITE_CODE_TTL_DAYS } from '@elevate/contracts/drills/team.constants';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { activeTeamOf, type DrillRow, type ParticipantRow, type TeamRow } from './drill-access.ts';
import { cancelPendingOf, cancelPendingOfTeam } from './team-invitations.repository.ts';
import { claimSeat, compositionOf, insertMember, type CompositionRow } from './teams.repository.ts';

/**
 * The rules of teams (issue 11, docs/decisions/030): when they lock, the composition a hackathon asks for,
 * invite codes, and putting a participant in a team under the size limit.
 */

/** A refusal because of the team's or hackathon's state. */
export const teamConflict = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.CONFLICT, message, fields);

/**
 * Why the team's members can no longer change, or null (docs/decisions/030): never after the hackathon's end;
 * otherwise by its rule, at the registration end by the server's clock, or from the team's first submission
 * (drill_teams.locked_at, set by the submissions code).
 */
export const lockReasonOf = (drill: DrillRow, team: TeamRow | null, now: Date): string | null => {
  if (now >= drill.endDt) return TeamMessages.ended;
  if (drill.teamLock === 'first-submission') return team?.lockedAt ? TeamMessages.lockedAtFirstSubmission : null;
  return now >= drill.registrationEndDt ? TeamMessages.lockedAtRegistrationEnd : null;
};

export const assertTeamsOpen = (drill: DrillRow, team: TeamRow | null, now: Date): void => {
  const reason = lockReasonOf(drill, team, now);
  if (reason) throw teamConflict(reason);
};

export const assertTeamsUsed = (drill: DrillRow): void => {
  if (drill.teamMax <= 1) throw teamConflict(TeamMessages.individualOnly);
};

/**
 * What breaks the hackathon's composition rules (drillTeamSize and drill.team_rules), or null. While the team
 * is 'forming', the size minimum waits and the women minimum only has to stay reachable with the seats left;
 * at 'final' (a submission) every rule holds as it stands.
 */
export const compositionProblem = (
  members: CompositionRow[],
  drill: Pick<DrillRow, 'teamMin' | 'teamMax' | 'teamRules'>,
  stage: 'forming' | 'final',
): string | null => {
  if (stage === 'final' && members.length < drill.teamMin) return TeamMessages.tooSmall(drill.teamMin);
  const rules = drill.teamRules;
  if (rules.sameInstitution) {
    const missing = members.filter((m) => !m.institution).map((m) => m.name);
    if (missing.length > 0) return TeamMessages.institutionMissing(missing.join(', '));
    if (new Set(members.map((m) => m.institution)).size > 1) return TeamMessages.sameInstitution;
  }
  const minWomen = rules.minWomen ?? 0;
  if (minWomen > 0) {
    const women = members.filter((m) => m.gender?.toLowerCase() === 'female').length;
    const seatsLeft = stage === 'final' ? 0 : Math.max(drill.teamMax - members.length, 0);
    if (women + seatsLeft < minWomen) return TeamMessages.minWomen(minWomen);
  }
  return null;
};

// Letters and digits without look-alikes (0/O, 1/I/L), so a code read out loud is typed right.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh invite code (random, unguessable) and when it stops working. */
export const newInviteCode = (now: Date): { inviteCode: string; inviteCodeExpiresAt: Date } => ({
  inviteCode: Array.from({ length: INVITE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  inviteCodeExpiresAt: new Date(now.getTime() + INVITE_CODE_TTL_DAYS * 24 * 60 * 60 * 1000),
});

export const sameCode = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Puts a participant in a team, inside the caller's transaction: one seat claimed under `member_count < max`
 * (the size holds under concurrency), the membership row (one active team per participant, by a unique index),
 * the composition rules, then their other pending invitations and requests cancelled, and the team's own when
 * it is now full. `joiner` says who is joining, for the words of a refusal.
 */
export const joinTeamInTx = async (
  tx: DbOrTx,
  drill: DrillRow,
  team: TeamRow,
  participant: ParticipantRow,
  now: Date,
  joiner: 'self' | 'other' = 'self',
): Promise<void> => {
  const inTeam = joiner === 'self' ? TeamMessages.alreadyInTeam : TeamMessages.inviteeInTeam;
  if (await activeTeamOf(tx, participant.id)) throw teamConflict(inTeam);
  const members = await claimSeat(tx, team.id, drill.teamMax);
  if (members === null) throw teamConflict(TeamMessages.full);
  if (!(await insertMember(tx, team.id, participant.id))) throw teamConflict(inTeam);
  const problem = compositionProblem(await compositionOf(tx, team.id), drill, 'forming');
  if (problem) throw teamConflict(problem);
  await cancelPendingOf(tx, participant.id, now);
  if (members >= drill.teamMax) await cancelPendingOfTeam(tx, team.id, now);
};
