import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AnnouncementCreate,
  HostedAnnouncement,
} from '@elevate/contracts/console/console-drill-announcements.schema';
import { apiRequest } from '@/lib/api-client';
import { drillAnnouncementsKey } from './get-drill-announcements';

/** Announces and queues the delivery: `POST console/drills/{id}/announcements`. */
export const createAnnouncement = async (drillId: number, body: AnnouncementCreate) => {
  const env = await apiRequest<HostedAnnouncement>('POST', `console/drills/${drillId}/announcements`, { body });
  return { announcement: env.result, message: env.message };
};

export const useCreateAnnouncement = (drillId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementCreate) => createAnnouncement(drillId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: drillAnnouncementsKey(drillId) }),
  });
};
