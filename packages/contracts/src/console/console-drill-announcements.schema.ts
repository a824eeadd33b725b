import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { idOf } from '../common/query-params.ts';
import { DrillPeopleMessages } from './console-drill-people.messages.ts';

/**
 * Hosts' announcements (issue 12): POST console/drills/{drillId}/announcements writes one and queues its
 * delivery (in the app, and by mail when asked); GET lists them with their delivery state.
 */

export const ANNOUNCEMENT_TITLE_MAX = 150;
/** The rich-text body as HTML. */
export const ANNOUNCEMENT_BODY_MAX = 20_000;

export const AnnouncementCreateSchema = z.object({
  title: z
    .string({ error: DrillPeopleMessages.titleRequired })
    .trim()
    .min(1, DrillPeopleMessages.titleRequired)
    .max(ANNOUNCEMENT_TITLE_MAX, DrillPeopleMessages.titleTooLong(ANNOUNCEMENT_TITLE_MAX)),
  body: z
    .string({ error: DrillPeopleMessages.bodyRequired })
    .trim()
    .min(1, DrillPeopleMessages.bodyRequired)
    .max(ANNOUNCEMENT_BODY_MAX, DrillPeopleMessages.bodyTooLong(ANNOUNCEMENT_BODY_MAX)),
  /** Only this phase's participants; null or left out: everyone registered. */
  phaseId: idOf('phaseId').nullable().optional(),
  byMail: z.boolean().default(true),
});
export type AnnouncementCreate = z.input<typeof AnnouncementCreateSchema>;

export const HostedAnnouncementSchema = z.object({
  announcementId: z.number().int(),
  phaseId: z.number().int().nullable(),
  phase: z.string().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  byMail: z.boolean(),
  createdAt: z.string(),
  /** Null while the background job is still sending. */
  deliveredAt: z.string().nullable(),
  recipientCount: z.number().int(),
});
export type HostedAnnouncement = z.infer<typeof HostedAnnouncementSchema>;
export const HostedAnnouncementListSchema = listOf(HostedAnnouncementSchema);
export type HostedAnnouncementList = z.infer<typeof HostedAnnouncementListSchema>;
