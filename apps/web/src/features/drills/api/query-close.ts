import type { QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import { apiRequest } from '@/lib/api-client';
import { threadOf, useThreadWrite } from './query-thread';

/** POST drills/{id}/queries/{queryId}/close: the asker marks the question settled. */
export const closeQuery = async (drillId: number, queryId: number) =>
  threadOf(await apiRequest<QueryThreadDetail>('POST', `drills/${drillId}/queries/${queryId}/close`));

export const useCloseQuery = (drillId: number, participantId: number, queryId: number) =>
  useThreadWrite(drillId, participantId, () => closeQuery(drillId, queryId));
