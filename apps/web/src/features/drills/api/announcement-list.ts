import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementList } from '@elevate/contracts/drills/results.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/announcements: the hosts' announcements to participants, newest first. */
export const getAnnouncements = (drillId: number, signal?: AbortSignal) =>
  apiGet<AnnouncementList>(`drills/${drillId}/announcements`, undefined, signal);

export const announcementsQuery = (drillId: number) =>
  queryOptions({
    queryKey: dashboardKeys.announcements(drillId),
    queryFn: ({ signal }) => getAnnouncements(drillId, signal),
  });

export const useAnnouncements = (drillId: number) => useQuery(announcementsQuery(drillId));
