import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { apiGet } from '@/lib/api-client';

/** The hackathon exactly as participants will see it, published or not: `GET console/drills/{id}/preview`. */
export const getDrillPreview = (drillId: number, signal?: AbortSignal) =>
  apiGet<DrillDetail>(`console/drills/${drillId}/preview`, undefined, signal);

export const drillPreviewQuery = (drillId: number) =>
  queryOptions({
    queryKey: ['console', 'drill-preview', drillId],
    queryFn: ({ signal }) => getDrillPreview(drillId, signal),
  });

export const useDrillPreview = (drillId: number) => useQuery(drillPreviewQuery(drillId));
