import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DrillBookmark } from '@elevate/contracts/drills/drill-bookmark.schema';
import { apiGet, apiRequest, ApiError } from '@/lib/api-client';

const ACTION = { action: 'bookmark' } as const;
const path = (drillId: number, uid: number) => `drills/${drillId}/users/${uid}`;

/** GET drills/{id}/users/{uid}?action=bookmark: whether the signed-in user saved this hackathon. */
export const getDrillBookmark = (drillId: number, uid: number, signal?: AbortSignal) =>
  apiGet<DrillBookmark>(path(drillId, uid), ACTION, signal);

export const drillBookmarkQuery = (drillId: number, uid: number) =>
  queryOptions({
    queryKey: ['drills', drillId, 'bookmark', uid],
    queryFn: ({ signal }) => getDrillBookmark(drillId, uid, signal),
  });

/** Only for a signed-in user (`uid` null: nothing is asked). */
export const useDrillBookmark = (drillId: number, uid: number | null) =>
  useQuery({ ...drillBookmarkQuery(drillId, uid ?? 0), enabled: uid !== null });

/** PUT saves the hackathon, DELETE removes it; both are idempotent, and the answer is the bookmark after the call. */
export const setDrillBookmark = async (drillId: number, uid: number, saved: boolean) => {
  const env = await apiRequest<DrillBookmark>(saved ? 'PUT' : 'DELETE', path(drillId, uid), { query: ACTION });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { bookmark: env.result, message: env.message };
};

export const useSetDrillBookmark = (drillId: number, uid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => setDrillBookmark(drillId, uid, saved),
    onSuccess: ({ bookmark }) => {
      queryClient.setQueryData(drillBookmarkQuery(drillId, uid).queryKey, bookmark);
      // The saved list (drills/bookmarks) changes with it.
      void queryClient.invalidateQueries({ queryKey: ['drills', 'bookmarks'] });
    },
  });
};
