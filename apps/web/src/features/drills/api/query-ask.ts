import type { QueryCreate, QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import { apiRequest } from '@/lib/api-client';
import { threadOf, useThreadWrite } from './query-thread';

/** POST drills/{id}/participants/{pid}/queries: a new question to the hosts (files of purpose 'query-file'). */
export const askQuery = async (drillId: number, participantId: number, body: QueryCreate) =>
  threadOf(
    await apiRequest<QueryThreadDetail>('POST', `drills/${drillId}/participants/${participantId}/queries`, { body }),
  );

export const useAskQuery = (drillId: number, participantId: number) =>
  useThreadWrite(drillId, participantId, (body: QueryCreate) => askQuery(drillId, participantId, body));
