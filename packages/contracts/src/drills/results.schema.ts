import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { idOf } from '../common/query-params.ts';

/**
 * What the hosts publish to participants (spec §7.6): phase leaderboards, certificates and announcements.
 * Paths: GET drills/{id}/phases/{phaseId}/leaderboards, GET certificates/participants?participantId,
 * GET drills/{id}/announcements.
 */

export const LeaderboardParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  phaseId: idOf('phaseId'),
});

export const LeaderboardRowSchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  score: z.number(),
  award: z.string().nullable(),
  /** Team and registration ids: only for the hackathon's participants and hosts (null for the public). */
  teamId: z.number().int().nullable(),
  participantId: z.number().int().nullable(),
  /** The caller's own team or registration. */
  isMine: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

/** Rows in rank order once the phase's results are published; before that an empty list and published:false. */
export const LeaderboardSchema = listOf(LeaderboardRowSchema).extend({
  phaseId: z.number().int(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Judged phases (issue 12): provisional during the appeal window, final after; unpublished before. */
  resultsState: z.enum(['unpublished', 'provisional', 'final']).optional(),
  /** When provisional results become final, or null. */
  finalAt: z.string().nullable().optional(),
  /** How ties were broken, shown with the leaderboard. */
  tieBreakSentence: z.string().optional(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const CERTIFICATE_KINDS = ['participation', 'merit', 'winner'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CertificatesQuerySchema = z.object({ participantId: idOf('participantId') });

export const CertificateSchema = z.object({
  certificateId: z.number().int(),
  drillId: z.number().int(),
  drillName: z.string(),
  participantId: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  /** The public verification code printed on the certificate. */
  code: z.string(),
  issuedAt: z.string(),
  /** A short-lived link to the certificate's file, or null while it is being made. */
  downloadUrl: z.string().nullable(),
  /** The signed Open Badges 3.0 credential (JSON), public: GET /certificates/verify/{code}/credential. */
  credentialUrl: z.string(),
  /** Winners: the rank. */
  rank: z.number().int().nullable(),
  /** Revoked by the hosts: the verification page says so. */
  revoked: z.boolean(),
});
export type Certificate = z.infer<typeof CertificateSchema>;
export const CertificateListSchema = listOf(CertificateSchema);
export type CertificateList = z.infer<typeof CertificateListSchema>;

/** An announcement to everyone registered, or to one phase's participants (phaseId set). */
export const AnnouncementSchema = z.object({
  announcementId: z.number().int(),
  drillId: z.number().int(),
  phaseId: z.number().int().nullable(),
  phase: z.string().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementListSchema = listOf(AnnouncementSchema);
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>;
