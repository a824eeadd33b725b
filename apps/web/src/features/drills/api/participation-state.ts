import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { apiGet } from '@/lib/api-client';
import { participationKeys } from './participation-keys';

/**
 * GET drills/{id}/participants/?uId: the caller's participation in a hackathon — the state of the page's
 * button (with the reason when it is closed or not for them), the fee, and the registration when there is one.
 */
export const getParticipation = (drillId: number, uid: number, signal?: AbortSignal) =>
  apiGet<Participation>(`drills/${drillId}/participants`, { uId: uid }, signal);

export const participationQuery = (drillId: number, uid: number) =>
  queryOptions({
    queryKey: participationKeys.mine(drillId, uid),
    queryFn: ({ signal }) => getParticipation(drillId, uid, signal),
  });

/** Only for a signed-in caller (uid null: nothing is asked). */
export const useParticipation = (drillId: number, uid: number | null) =>
  useQuery({ ...participationQuery(drillId, uid ?? 0), enabled: uid !== null });
