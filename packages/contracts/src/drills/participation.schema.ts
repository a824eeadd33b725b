import { z } from 'zod';
import { blankIsUnset, idOf } from '../common/query-params.ts';
import { PARTICIPATION_STATES } from './drill-content.schema.ts';
import { PITCH_MAX } from './team.constants.ts';
import { ParticipationMessages } from './team.messages.ts';

const iso = z.iso.datetime({ offset: true });

/**
 * The raw answers to the hackathon's registration questions, by field key. The server (and the form) check
 * them with `answersSchemaOf(fields)` of form-fields.schema.ts, since the questions differ per hackathon.
 */
export const RawAnswersSchema = z.record(z.string(), z.unknown());

export const PitchSchema = z.string().trim().max(PITCH_MAX, ParticipationMessages.pitchMax);

/** POST drills/{id}/participate: the answers, and optionally the teammate-finder fields. */
export const RegistrationBodySchema = z.object({
  answers: RawAnswersSchema.default({}),
  /** Show me in the teammate finder with my profile skills and my pitch. */
  lookingForTeam: z.boolean({ error: ParticipationMessages.lookingForTeamRequired }).optional(),
  pitch: PitchSchema.optional(),
});
export type RegistrationBody = z.input<typeof RegistrationBodySchema>;

/**
 * PUT drills/{id}/participate/{pid}: answers until registration closes; lookingForTeam and pitch until the
 * hackathon ends. Leave out what does not change.
 */
export const ParticipationUpdateSchema = z
  .object({
    answers: RawAnswersSchema.optional(),
    lookingForTeam: z.boolean({ error: ParticipationMessages.lookingForTeamRequired }).optional(),
    pitch: PitchSchema.optional(),
  })
  .refine((b) => b.answers !== undefined || b.lookingForTeam !== undefined || b.pitch !== undefined, {
    message: ParticipationMessages.nothingToChange,
  });
export type ParticipationUpdate = z.input<typeof ParticipationUpdateSchema>;

/** The team of a registration, as the button and the dashboard need it. */
export const ParticipantTeamRefSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  isLead: z.boolean(),
  memberCount: z.number().int(),
});
export type ParticipantTeamRef = z.infer<typeof ParticipantTeamRefSchema>;

/**
 * The caller's participation in one hackathon (`drills/{id}/participants/?uId`), or, for its hosts, any
 * participant's: the state of the hackathon page's one button (with the reason when not eligible), and the
 * registration when there is one. Answers may hold answers to questions the hosts removed since; the form
 * shows the current questions.
 */
export const ParticipationSchema = z.object({
  drillId: z.number().int(),
  state: z.enum(PARTICIPATION_STATES),
  /** Why the caller may not register (not-eligible, registration-closed); null otherwise. */
  reason: z.string().nullable(),
  /** The registration fee in rupees (GST-inclusive); 0 when free. */
  fee: z.number().int(),
  registrationEndDt: iso,
  participantId: z.number().int().nullable(),
  /** The participant's name (hosts read other participants' registrations). */
  name: z.string().nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.null()])).nullable(),
  lookingForTeam: z.boolean(),
  pitch: z.string(),
  registeredAt: iso.nullable(),
  /** Answers can still be changed (registration is open). */
  answersEditable: z.boolean(),
  team: ParticipantTeamRefSchema.nullable(),
  /** The server's clock when answered. */
  serverNow: iso,
});
export type Participation = z.infer<typeof ParticipationSchema>;

/** GET drills/{id}/participants/?participantId&phaseId&uId: uId is the caller; hosts may name any participantId. */
export const ParticipationQuerySchema = z.object({
  participantId: blankIsUnset(idOf('participantId').optional()),
  phaseId: blankIsUnset(idOf('phaseId').optional()),
  uId: blankIsUnset(idOf('uId').optional()),
});
export type ParticipationQuery = z.input<typeof ParticipationQuerySchema>;

/** `drills/{id}` and `drill/{id}`: the hackathon's numeric id or its custom URL. */
export const DrillKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/, 'The hackathon is not valid');

export const DrillParamsSchema = z.object({ id: DrillKeySchema });
export const ParticipantParamsSchema = z.object({ id: DrillKeySchema, pid: idOf('participantId') });
export type ParticipantParams = z.infer<typeof ParticipantParamsSchema>;
