import type { DrillCustUrlCheck } from '@elevate/contracts/console/console-drill.schema';
import { apiGet } from '@/lib/api-client';

/**
 * Is a hackathon's custom URL free, and a free one made from the name: `GET console/drills/custurl`. Called
 * when the host asks or leaves the name box, so a plain function rather than a query.
 */
export const checkDrillCustUrl = (params: { custUrl?: string; name?: string; excludeId?: number }) =>
  apiGet<DrillCustUrlCheck>('console/drills/custurl', { ...params });
