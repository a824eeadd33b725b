import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import {
  AVAILABILITY_MAX_WINDOWS,
  BOOKING_HORIZON_DAYS,
  FEEDBACK_COMMENT_MAX,
  MENTORSHIP_GOAL_MAX,
  MENTORSHIP_GOALS_MAX,
  MENTORSHIP_MESSAGE_MAX,
  MENTORSHIP_STATUSES,
  SAARTHI_DIRECTORY_PAGE_SIZE,
  SAARTHI_DOMAINS,
  SAARTHI_LANGUAGES,
  SAARTHI_MAX_MENTEES_LIMIT,
  SAARTHI_MAX_YEARS,
  SAARTHI_MIN_YEARS,
  SAARTHI_SESSION_MINUTES,
  SAARTHI_STATUSES,
  SESSION_AGENDA_MAX,
  SESSION_NOTES_MAX,
  SESSION_STATUSES,
} from './saarthi.constants.ts';
import { SaarthiMessages } from './saarthi.messages.ts';

const iso = z.iso.datetime({ offset: true });
const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

export const LINKEDIN_URL_PATTERN = /^https:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/;

/** An IANA time zone name the runtime knows ("Asia/Kolkata"). */
export const TimezoneSchema = z
  .string()
  .trim()
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return tz.includes('/') || tz === 'UTC';
    } catch {
      return false;
    }
  }, SaarthiMessages.timezoneUnknown);

/* ------------------------------------------------------------------ application and profile */

/** POST saarthi (apply, or send a rejected application again) and PUT saarthi/{id} (edit). */
export const SaarthiApplicationInputSchema = z
  .object({
    headline: text('Headline', 120),
    expertise: z
      .array(z.enum(SAARTHI_DOMAINS, { error: 'Choose domains from the list' }))
      .min(1, 'Choose at least one domain')
      .max(5, 'Choose at most 5 domains'),
    company: text('Company', 100),
    designation: text('Designation', 100),
    yearsOfExperience: z.coerce
      .number({ error: 'Years of experience must be a number' })
      .int('Years of experience must be a whole number')
      .min(SAARTHI_MIN_YEARS, `Saarthis have at least ${SAARTHI_MIN_YEARS} years of experience`)
      .max(SAARTHI_MAX_YEARS, `Years of experience can be at most ${SAARTHI_MAX_YEARS}`),
    languages: z
      .array(z.enum(SAARTHI_LANGUAGES, { error: 'Choose languages from the list' }))
      .min(1, 'Choose at least one language')
      .max(6, 'Choose at most 6 languages'),
    helpWith: text('What you can help with', 1000, 20),
    bio: z.string().trim().max(2000, 'About you can be at most 2000 characters').default(''),
    linkedinUrl: z.string().trim().regex(LINKEDIN_URL_PATTERN, SaarthiMessages.linkedinFormat),
    maxMentees: z.coerce
      .number()
      .int()
      .min(1, 'Take at least one mentee')
      .max(SAARTHI_MAX_MENTEES_LIMIT, `At most ${SAARTHI_MAX_MENTEES_LIMIT} mentees at a time`),
    sessionMinutes: z.union(SAARTHI_SESSION_MINUTES.map((m) => z.literal(m))).default(45),
    timezone: TimezoneSchema.default('Asia/Kolkata'),
  })
  .strict();
export type SaarthiApplicationInput = z.infer<typeof SaarthiApplicationInputSchema>;

/** PUT saarthi/{id}: the owner edits any field, and whether new mentees can ask. */
export const SaarthiUpdateInputSchema = SaarthiApplicationInputSchema.partial()
  .extend({ acceptingMentees: z.boolean().optional() })
  .strict();

/** A mentor as the directory and the public profile show them (approved mentors only). */
export const SaarthiProfileSchema = z.object({
  saarthiId: z.number().int(),
  uid: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string(),
  expertise: z.array(z.string()),
  company: z.string(),
  designation: z.string(),
  yearsOfExperience: z.number().int(),
  languages: z.array(z.string()),
  helpWith: z.string(),
  bio: z.string(),
  linkedinUrl: z.string(),
  maxMentees: z.number().int(),
  activeMentees: z.number().int(),
  acceptingMentees: z.boolean(),
  /** Accepting and below capacity. */
  hasCapacity: z.boolean(),
  sessionMinutes: z.number().int(),
  timezone: z.string(),
  /** The first bookable time in the next BOOKING_HORIZON_DAYS, or null (no availability set). */
  nextAvailableAt: iso.nullable(),
  completedMentorships: z.number().int(),
  /** Mentees' average rating (1–5), null before the first. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type SaarthiProfile = z.infer<typeof SaarthiProfileSchema>;

export const AvailabilityWindowSchema = z.object({
  weekday: z.coerce.number().int().min(0).max(6),
  /** "HH:mm" in the mentor's time zone. */
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:30'),
  end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 20:00'),
});
export type AvailabilityWindow = z.infer<typeof AvailabilityWindowSchema>;

/** PUT saarthi/{id}/availability. */
export const AvailabilityInputSchema = z
  .object({
    timezone: TimezoneSchema,
    sessionMinutes: z.union(SAARTHI_SESSION_MINUTES.map((m) => z.literal(m))),
    windows: z
      .array(AvailabilityWindowSchema)
      .max(AVAILABILITY_MAX_WINDOWS, `At most ${AVAILABILITY_MAX_WINDOWS} windows`),
  })
  .strict();
export type AvailabilityInput = z.infer<typeof AvailabilityInputSchema>;

/** GET saarthi/me: the caller's own application or mentor profile, with its review and availability. */
export const SaarthiMineSchema = SaarthiProfileSchema.extend({
  status: z.enum(SAARTHI_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: iso.nullable(),
  createdAt: iso,
  availability: z.array(AvailabilityWindowSchema),
});
export type SaarthiMine = z.infer<typeof SaarthiMineSchema>;

export const SaarthiDirectoryQuerySchema = z.object({
  q: blankIsUnset(z.string().trim().max(100).optional()),
  domain: blankIsUnset(z.enum(SAARTHI_DOMAINS).optional()),
  company: blankIsUnset(z.string().trim().max(100).optional()),
  minYears: blankIsUnset(z.coerce.number().int().min(0).max(SAARTHI_MAX_YEARS).optional()),
  language: blankIsUnset(z.enum(SAARTHI_LANGUAGES).optional()),
  /** "true": only mentors with capacity and a bookable time in the next weeks. */
  available: blankIsUnset(z.enum(['true', 'false']).optional()),
  limit: limitParam(48, SAARTHI_DIRECTORY_PAGE_SIZE),
  offset: offsetParam(100_000),
});
export type SaarthiDirectoryQuery = z.infer<typeof SaarthiDirectoryQuerySchema>;
export const SaarthiDirectorySchema = listOf(SaarthiProfileSchema);

/** Admins' review queue (GET saarthi/applications). */
export const SaarthiApplicationRowSchema = z.object({
  saarthiId: z.number().int(),
  uid: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SAARTHI_STATUSES),
  headline: z.string(),
  expertise: z.array(z.string()),
  company: z.string(),
  designation: z.string(),
  yearsOfExperience: z.number().int(),
  languages: z.array(z.string()),
  helpWith: z.string(),
  bio: z.string(),
  linkedinUrl: z.string(),
  maxMentees: z.number().int(),
  createdAt: iso,
  reviewedAt: iso.nullable(),
  reviewedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type SaarthiApplicationRow = z.infer<typeof SaarthiApplicationRowSchema>;
export const SaarthiApplicationsQuerySchema = z.object({
  status: blankIsUnset(z.enum(SAARTHI_STATUSES).default('pending')),
  q: blankIsUnset(z.string().trim().max(100).optional()),
  limit: limitParam(100, 20),
  offset: offsetParam(100_000),
});
export const SaarthiApplicationListSchema = listOf(SaarthiApplicationRowSchema);
export const SaarthiReviewInputSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.decision === 'approve' || (v.reason ?? '').length > 0, {
    path: ['reason'],
    message: SaarthiMessages.rejectReasonRequired,
  });

/* ------------------------------------------------------------------ booking */

export const SlotSchema = z.object({ startsAt: iso, endsAt: iso });
export type Slot = z.infer<typeof SlotSchema>;
export const SlotsQuerySchema = z.object({
  /** The first day (YYYY-MM-DD, UTC); today when left out. */
  from: blankIsUnset(z.iso.date().optional()),
  days: blankIsUnset(z.coerce.number().int().min(1).max(BOOKING_HORIZON_DAYS).default(14)),
});
export const SlotListSchema = z.object({
  timezone: z.string(),
  sessionMinutes: z.number().int(),
  slots: z.array(SlotSchema),
});

/* ------------------------------------------------------------------ mentorships */

export const MentorshipRequestInputSchema = z
  .object({
    saarthiId: idOf('saarthiId'),
    message: text('Your message', MENTORSHIP_MESSAGE_MAX, 20),
    goals: z
      .array(text('A goal', MENTORSHIP_GOAL_MAX))
      .min(1, 'Add at least one goal')
      .max(MENTORSHIP_GOALS_MAX, `At most ${MENTORSHIP_GOALS_MAX} goals`),
  })
  .strict();
export type MentorshipRequestInput = z.infer<typeof MentorshipRequestInputSchema>;

export const MentorshipGoalSchema = z.object({
  goalId: z.number().int(),
  title: z.string(),
  done: z.boolean(),
  doneAt: iso.nullable(),
  position: z.number().int(),
});
export type MentorshipGoal = z.infer<typeof MentorshipGoalSchema>;

export const MentorshipSessionSchema = z.object({
  sessionId: z.number().int(),
  startsAt: iso,
  endsAt: iso,
  status: z.enum(SESSION_STATUSES),
  agenda: z.string(),
  notes: z.string(),
  cancelReason: z.string().nullable(),
});
export type MentorshipSession = z.infer<typeof MentorshipSessionSchema>;

export const MentorshipFeedbackSchema = z.object({
  fromRole: z.enum(['mentor', 'mentee']),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: iso,
});
export type MentorshipFeedback = z.infer<typeof MentorshipFeedbackSchema>;

const personSchema = z.object({
  uid: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
});

/** GET mentorships/{id}: the pair (and admins) only. */
export const MentorshipSchema = z.object({
  mentorshipId: z.number().int(),
  status: z.enum(MENTORSHIP_STATUSES),
  /** The caller's side. */
  role: z.enum(['mentor', 'mentee', 'admin']),
  message: z.string(),
  declineReason: z.string().nullable(),
  createdAt: iso,
  respondedAt: iso.nullable(),
  endedAt: iso.nullable(),
  mentor: personSchema.extend({
    saarthiId: z.number().int(),
    company: z.string(),
    timezone: z.string(),
    sessionMinutes: z.number().int(),
  }),
  mentee: personSchema,
  goals: z.array(MentorshipGoalSchema),
  sessions: z.array(MentorshipSessionSchema),
  /** Feedback given so far (both sides see both once given). */
  feedback: z.array(MentorshipFeedbackSchema),
});
export type Mentorship = z.infer<typeof MentorshipSchema>;

/** GET mentorships: the caller's, as mentee and as mentor. */
export const MentorshipCardSchema = z.object({
  mentorshipId: z.number().int(),
  status: z.enum(MENTORSHIP_STATUSES),
  role: z.enum(['mentor', 'mentee']),
  other: personSchema,
  createdAt: iso,
  nextSessionAt: iso.nullable(),
  goalsDone: z.number().int(),
  goalsTotal: z.number().int(),
});
export type MentorshipCard = z.infer<typeof MentorshipCardSchema>;
export const MentorshipListSchema = listOf(MentorshipCardSchema);
export const MentorshipListQuerySchema = z.object({
  role: blankIsUnset(z.enum(['mentor', 'mentee']).optional()),
  status: blankIsUnset(z.enum(MENTORSHIP_STATUSES).optional()),
});

export const MentorshipRespondInputSchema = z
  .object({ accept: z.boolean(), reason: z.string().trim().max(1000).optional() })
  .refine((v) => v.accept || (v.reason ?? '').length > 0, {
    path: ['reason'],
    message: SaarthiMessages.declineReasonRequired,
  });
/** PUT mentorships/{id}/end: the mentee withdraws a request; either side completes or cancels an active one. */
export const MentorshipEndInputSchema = z.object({
  outcome: z.enum(['withdrawn', 'completed', 'cancelled']),
  reason: z.string().trim().max(1000).optional(),
});
export const MentorshipGoalInputSchema = z.object({ title: text('The goal', MENTORSHIP_GOAL_MAX) });
export const MentorshipGoalUpdateSchema = z
  .object({ title: text('The goal', MENTORSHIP_GOAL_MAX).optional(), done: z.boolean().optional() })
  .strict();
export const SessionBookInputSchema = z
  .object({ startsAt: iso, agenda: z.string().trim().max(SESSION_AGENDA_MAX).default('') })
  .strict();
export const SessionUpdateInputSchema = z
  .object({
    notes: z.string().max(SESSION_NOTES_MAX, `Notes can be at most ${SESSION_NOTES_MAX} characters`).optional(),
    status: z.enum(['completed', 'cancelled']).optional(),
    cancelReason: z.string().trim().max(500).optional(),
  })
  .strict();
export const FeedbackInputSchema = z
  .object({
    rating: z.coerce.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
    comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).default(''),
  })
  .strict();
