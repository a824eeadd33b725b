import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostedAnnouncementList } from '@elevate/contracts/console/console-drill-announcements.schema';
import { apiGet } from '@/lib/api-client';

/** While an announcement is still being sent, the list asks again this often. */
export const ANNOUNCEMENT_POLL_MS = 3000;
/** An announcement undelivered for longer than this is late (the queue retries it), not "Sending…". */
export const ANNOUNCEMENT_SENDING_MS = 10 * 60 * 1000;

export const isSending = (a: { deliveredAt: string | null; createdAt: string }, now = Date.now()) =>
  a.deliveredAt === null && now - Date.parse(a.createdAt) < ANNOUNCEMENT_SENDING_MS;

/** The hackathon's announcements with delivery state: `GET console/drills/{id}/announcements`. */
export const getDrillAnnouncements = (drillId: number, signal?: AbortSignal) =>
  apiGet<HostedAnnouncementList>(`console/drills/${drillId}/announcements`, undefined, signal);

export const drillAnnouncementsKey = (drillId: number) => ['console', 'drill', drillId, 'announcements'];

export const drillAnnouncementsQuery = (drillId: number) =>
  queryOptions({
    queryKey: drillAnnouncementsKey(drillId),
    queryFn: ({ signal }) => getDrillAnnouncements(drillId, signal),
    // "Sending…" turns into "Delivered" on its own.
    refetchInterval: (q) => (q.state.data?.data.some((a) => a.deliveredAt === null) ? ANNOUNCEMENT_POLL_MS : false),
  });

export const useDrillAnnouncements = (drillId: number) => useQuery(drillAnnouncementsQuery(drillId));
