import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { DrillPeopleMessages } from './console-drill-people.messages.ts';

/**
 * A hackathon's participants and teams as its hosts see them (issue 12). Paths: GET
 * console/drills/{drillId}/participants, GET console/drills/{drillId}/participants.csv (same filters, every
 * row), GET console/drills/{drillId}/teams.
 */

export const PARTICIPANT_KINDS = ['team', 'individual'] as const;
export const PARTICIPANT_STATUSES = ['registered', 'withdrawn'] as const;
export const PHASE_SUBMISSION_STATES = ['draft', 'submitted', 'none'] as const;
export type PhaseSubmissionState = (typeof PHASE_SUBMISSION_STATES)[number];

export const PEOPLE_PAGE_SIZE = 25;
export const PEOPLE_PAGE_MAX = 100;
export const PEOPLE_SEARCH_MAX = 100;
/** The CSV holds at most this many rows (a hackathon larger than this exports in filtered parts). */
export const PEOPLE_CSV_MAX_ROWS = 20_000;

export const ConsoleDrillParamsSchema = z.object({ drillId: idOf('drillId') });

const filters = {
  search: blankIsUnset(
    z.string().trim().max(PEOPLE_SEARCH_MAX, DrillPeopleMessages.searchTooLong(PEOPLE_SEARCH_MAX)).optional(),
  ),
  kind: blankIsUnset(z.enum(PARTICIPANT_KINDS, { error: DrillPeopleMessages.kindInvalid }).optional()),
  /**
   * Alone: participants whose team (or who alone) has a submission, draft or submitted, in this phase. With
   * `submitted`: the phase that `submitted` is about.
   */
  phaseId: blankIsUnset(idOf('phaseId').optional()),
  /** Submitted (yes) or not (no: a draft or nothing) in `phaseId`, or in any phase when no phase is chosen. */
  submitted: blankIsUnset(z.enum(['yes', 'no'], { error: DrillPeopleMessages.submittedInvalid }).optional()),
  status: blankIsUnset(z.enum(PARTICIPANT_STATUSES, { error: DrillPeopleMessages.statusInvalid }).optional()),
};

export const ParticipantsFilterSchema = z.object(filters);
export type ParticipantsFilter = z.infer<typeof ParticipantsFilterSchema>;

export const ParticipantsQuerySchema = z.object({
  ...filters,
  limit: limitParam(PEOPLE_PAGE_MAX, PEOPLE_PAGE_SIZE),
  offset: offsetParam(1_000_000),
});
export type ParticipantsQuery = z.input<typeof ParticipantsQuerySchema>;

export const TeamsQuerySchema = z.object({
  search: filters.search,
  limit: limitParam(PEOPLE_PAGE_MAX, PEOPLE_PAGE_SIZE),
  offset: offsetParam(1_000_000),
});
export type TeamsQuery = z.input<typeof TeamsQuerySchema>;

export const PhaseSubmissionSchema = z.object({
  phaseId: z.number().int(),
  phase: z.string(),
  state: z.enum(PHASE_SUBMISSION_STATES),
  submittedAt: z.string().nullable(),
});
export type PhaseSubmission = z.infer<typeof PhaseSubmissionSchema>;

/** One answer to the registration form, as text, labelled as the form asks it. */
export const RegistrationAnswerSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const HostedParticipantSchema = z.object({
  participantId: z.number().int(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  lookingForTeam: z.boolean(),
  team: z.object({ teamId: z.number().int(), name: z.string(), role: z.enum(['lead', 'member']) }).nullable(),
  answers: z.array(RegistrationAnswerSchema),
  phases: z.array(PhaseSubmissionSchema),
});
export type HostedParticipant = z.infer<typeof HostedParticipantSchema>;
export const HostedParticipantListSchema = listOf(HostedParticipantSchema);
export type HostedParticipantList = z.infer<typeof HostedParticipantListSchema>;

export const HostedTeamSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  locked: z.boolean(),
  members: z.array(
    z.object({ participantId: z.number().int(), name: z.string(), email: z.string(), isLead: z.boolean() }),
  ),
  submittedPhases: z.array(z.object({ phaseId: z.number().int(), phase: z.string() })),
});
export type HostedTeam = z.infer<typeof HostedTeamSchema>;
export const HostedTeamListSchema = listOf(HostedTeamSchema);
export type HostedTeamList = z.infer<typeof HostedTeamListSchema>;
