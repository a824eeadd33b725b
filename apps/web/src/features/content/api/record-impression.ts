import { useEffect } from 'react';
import type { ImpressionEntityType } from '@elevate/contracts/content/content.constants';
import { apiRequest } from '@/lib/api-client';

/** POST stats/impressions: one view of a public item (the API counts a viewer once a day). */
export const recordImpression = (entityType: ImpressionEntityType, entityId: number) =>
  apiRequest('POST', 'stats/impressions', { body: { entityType, entityId } });

// Ids already counted in this tab: React's development double effects and a return visit add nothing.
const recorded = new Set<string>();

/** Records one view when the page has shown the item (in the browser only; a failure is not the reader's concern). */
export const useRecordImpression = (entityType: ImpressionEntityType, entityId: number | undefined) => {
  useEffect(() => {
    if (entityId === undefined) return;
    const key = `${entityType}:${entityId}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    recordImpression(entityType, entityId).catch(() => recorded.delete(key));
  }, [entityType, entityId]);
};

/** For tests: forget what this tab counted. */
export const forgetImpressions = () => recorded.clear();
