import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { ParticipationState } from '@elevate/contracts/drills/drill-content.schema';
import {
  answersSchemaOf,
  FILE_FIELD_TYPES,
  type FormAnswers,
  type FormFieldDefinition,
} from '@elevate/contracts/drills/form-fields.schema';
import type {
  Participation,
  ParticipationQuery,
  ParticipationUpdate,
  RegistrationBody,
} from '@elevate/contracts/drills/participation.schema';
import { ParticipationMessages } from '@elevate/contracts/drills/team.messages';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnUpload } from '../uploads/uploads.service.ts';
import {
  activeTeamOf,
  forbidden,
  isDrillHost,
  isJudgeOf,
  participantOfUser,
  requireDrill,
  requireOwnParticipant,
  type DrillRow,
  type ParticipantRow,
} from './drill-access.ts';
import {
  bumpApplicantCount,
  insertParticipantOnce,
  nameOfUser,
  participantOfDrill,
  updateParticipant,
  withdrawParticipant,
} from './participants.repository.ts';
import { findPhase } from './submissions.repository.ts';
import { keepHiddenAnswers } from './hidden-answers.ts';

export interface Answer<T> {
  result: T;
  message: string;
}

/** Who may register, by the audience the hosts chose and the account's type (spec §3 user type). */
const ineligibilityOf = (drill: DrillRow, utype: string): string | null => {
  if (drill.audience === 'students' && utype !== 'Student') return ParticipationMessages.onlyStudents;
  if (drill.audience === 'professionals' && utype !== 'Professional') return ParticipationMessages.onlyProfessionals;
  return null;
};

/** The hackathon page's button for this user, by the server's clock. */
const stateOf = (
  drill: DrillRow,
  participant: ParticipantRow | null,
  utype: string,
  now: Date,
): { state: ParticipationState; reason: string | null } => {
  if (participant?.status === 'registered') return { state: 'registered', reason: null };
  if (drill.cancelledAt) return { state: 'registration-closed', reason: PaymentMessages.hackathonCancelled };
  if (now >= drill.registrationEndDt)
    return { state: 'registration-closed', reason: ParticipationMessages.registrationClosed };
  const reason = ineligibilityOf(drill, utype);
  return reason ? { state: 'not-eligible', reason } : { state: 'register', reason: null };
};

const participationView = async (
  db: DbOrTx,
  drill: DrillRow,
  participant: ParticipantRow | null,
  utype: string,
  now: Date,
): Promise<Participation> => {
  const registered = participant?.status === 'registered' ? participant : null;
  const team = registered ? await activeTeamOf(db, registered.id) : null;
  return {
    drillId: drill.id,
    ...stateOf(drill, participant, utype, now),
    fee: drill.registrationFee,
    registrationEndDt: drill.registrationEndDt.toISOString(),
    participantId: registered?.id ?? null,
    name: registered ? await nameOfUser(db, registered.uid) : null,
    answers: registered?.answers ?? null,
    lookingForTeam: registered?.lookingForTeam ?? false,
    pitch: registered?.pitch ?? '',
    registeredAt: registered?.createdAt.toISOString() ?? null,
    answersEditable: registered !== null && now < drill.registrationEndDt,
    team: team
      ? {
          teamId: team.id,
          teamName: team.name,
          isLead: team.leadParticipantId === registered?.id,
          memberCount: team.memberCount,
        }
      : null,
    serverNow: now.toISOString(),
  };
};

/** `drill/{id}/participant/fields`: the hackathon's registration questions (public). */
export const participantFieldsOf = async (db: Db, drillKey: string): Promise<FormFieldDefinition[]> =>
  (await requireDrill(db, drillKey)).participantFields;

/**
 * The answers checked against the hackathon's own questions (the schema the form uses too), and every file
 * answer a completed 'registration-file' upload of the caller. 400 with a message per field key.
 */
const validAnswers = async (
  db: DbOrTx,
  uid: number,
  fields: readonly FormFieldDefinition[],
  raw: Record<string, unknown>,
): Promise<FormAnswers> => {
  const parsed = answersSchemaOf(fields).safeParse(raw);
  if (!parsed.success) {
    const messages: Record<string, string> = {};
    for (const issue of parsed.error.issues) messages[String(issue.path[0] ?? 'answers')] ??= issue.message;
    throw new AppError(ErrorCode.VALIDATION, Object.values(messages)[0], messages);
  }
  for (const field of fields) {
    const key = parsed.data[field.key];
    if (FILE_FIELD_TYPES.includes(field.type) && typeof key === 'string') {
      await assertOwnUpload(db, uid, key, 'registration-file', field.key);
    }
  }
  return parsed.data;
};

/**
 * GET drills/{id}/participants/?participantId&phaseId&uId. Without participantId: the caller's own state
 * (uId, when sent, must be the caller). Hosts may name any participant or user of their hackathon; for anyone
 * else another participant answers 404, like one that does not exist. phaseId, when sent, must be a phase of
 * this hackathon.
 */
export const participationOf = async (
  db: Db,
  user: AuthUser,
  drillKey: string,
  q: ParticipationQuery,
  now: Date,
): Promise<Participation> => {
  const drill = await requireDrill(db, drillKey);
  if (q.phaseId !== undefined && !(await findPhase(db, drill.id, Number(q.phaseId)))) {
    throw notFound(ParticipationMessages.participantNotFound);
  }
  const asksOther = async (found: ParticipantRow | null): Promise<ParticipantRow> => {
    if (found && (found.uid === user.uid || (await isDrillHost(db, user, drill)))) return found;
    throw notFound(ParticipationMessages.participantNotFound);
  };
  if (q.participantId !== undefined) {
    const found = await asksOther(await participantOfDrill(db, drill.id, Number(q.participantId)));
    return participationView(db, drill, found, user.uid === found.uid ? user.utype : '', now);
  }
  if (q.uId !== undefined && Number(q.uId) !== user.uid) {
    const found = await asksOther(await participantOfUser(db, drill.id, Number(q.uId)));
    return participationView(db, drill, found, '', now);
  }
  return participationView(db, drill, await participantOfUser(db, drill.id, user.uid), user.utype, now);
};

/**
 * Whether the caller may register for this hackathon now, checked by the server's clock and in this order:
 * not cancelled, registration open, the caller eligible, not registered yet, not a judge, the answers valid.
 * Answers the checked answers. Shared with paid registration (payments orders), so both refuse alike.
 */
export const assertRegistrable = async (
  db: DbOrTx,
  user: AuthUser,
  drill: DrillRow,
  rawAnswers: Record<string, unknown>,
  now: Date,
): Promise<FormAnswers> => {
  if (drill.cancelledAt) throw forbidden(PaymentMessages.hackathonCancelled);
  if (now >= drill.registrationEndDt) throw forbidden(ParticipationMessages.registrationClosed);
  const ineligible = ineligibilityOf(drill, user.utype);
  if (ineligible) throw forbidden(ineligible);
  if (await participantOfUser(db, drill.id, user.uid)) throw alreadyRegistered();
  if (await isJudgeOf(db, drill.id, user.uid)) throw forbidden(ParticipationMessages.judgeCannotRegister);
  return validAnswers(db, user.uid, drill.participantFields, rawAnswers);
};

const alreadyRegistered = () => new AppError(ErrorCode.CONFLICT, ParticipationMessages.alreadyRegistered);

/**
 * Writes a registration inside the caller's transaction and counts it on the card; 'already-registered' when
 * the user already has one in this hackathon (the unique index decides, so two at once make one). It does not
 * abort the transaction on that conflict, so a payment can stay paid and be refunded instead.
 */
export const insertRegistrationInTx = async (
  tx: DbOrTx,
  p: { drillId: number; uid: number; answers: FormAnswers; lookingForTeam: boolean; pitch: string },
): Promise<ParticipantRow | 'already-registered'> => {
  const row = await insertParticipantOnce(tx, p);
  if (row === 'already-registered') return row;
  await bumpApplicantCount(tx, p.drillId);
  return row;
};

/** Withdraws a registration inside the caller's transaction (its payment was refunded). */
export const withdrawRegistrationInTx = (tx: DbOrTx, participantId: number): Promise<void> =>
  withdrawParticipant(tx, participantId);

/**
 * POST drills/{id}/participate. The checks of assertRegistrable; then a paid hackathon answers 402 and writes
 * nothing (the web pays through the payments order route, which registers once the payment is verified). One
 * transaction writes the registration and counts it on the card; the unique index keeps one registration per
 * user even when two arrive at once.
 */
export const register = async (
  db: Db,
  user: AuthUser,
  drillKey: string,
  body: RegistrationBody,
  now: Date,
): Promise<Answer<Participation>> => {
  const drill = await requireDrill(db, drillKey);
  const answers = await assertRegistrable(db, user, drill, body.answers ?? {}, now);
  if (drill.registrationFee > 0) {
    throw new AppError(ErrorCode.PAYMENT_REQUIRED, ParticipationMessages.paymentRequired(drill.registrationFee));
  }
  const participant = await db.transaction(async (tx) => {
    const row = await insertRegistrationInTx(tx, {
      drillId: drill.id,
      uid: user.uid,
      answers,
      lookingForTeam: body.lookingForTeam ?? false,
      pitch: body.pitch ?? '',
    });
    if (row === 'already-registered') throw alreadyRegistered();
    return row;
  });
  return {
    result: await participationView(db, drill, participant, user.utype, now),
    message: ParticipationMessages.registered(drill.name),
  };
};

/**
 * PUT drills/{id}/participate/{pid}: the participant's own answers until registration closes; whether they
 * look for a team, and their pitch, until the hackathon ends.
 */
export const updateParticipation = async (
  db: Db,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  body: ParticipationUpdate,
  now: Date,
): Promise<Answer<Participation>> => {
  const drill = await requireDrill(db, drillKey);
  const participant = await requireOwnParticipant(db, drill.id, participantId, user.uid);
  if (now >= drill.endDt) throw forbidden(ParticipationMessages.ended);
  if (body.answers !== undefined && now >= drill.registrationEndDt)
    throw forbidden(ParticipationMessages.answersLocked);
  // Answers to questions the hosts have since removed stay stored (hidden): an edit must not erase them.
  const answers =
    body.answers === undefined
      ? undefined
      : keepHiddenAnswers(
          drill.participantFields,
          participant.answers,
          await validAnswers(db, user.uid, drill.participantFields, body.answers),
        );
  const updated = await updateParticipant(db, participant.id, {
    answers,
    lookingForTeam: body.lookingForTeam,
    pitch: body.pitch,
  });
  return {
    result: await participationView(db, drill, updated, user.utype, now),
    message: ParticipationMessages.saved,
  };
};
