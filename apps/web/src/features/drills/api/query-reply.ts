import type { QueryReply, QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import { apiRequest } from '@/lib/api-client';
import { threadOf, useThreadWrite } from './query-thread';

/** POST drills/{id}/queries/{queryId}/messages: a reply in the question's thread. */
export const replyToQuery = async (drillId: number, queryId: number, body: QueryReply) =>
  threadOf(await apiRequest<QueryThreadDetail>('POST', `drills/${drillId}/queries/${queryId}/messages`, { body }));

export const useReplyToQuery = (drillId: number, participantId: number, queryId: number) =>
  useThreadWrite(drillId, participantId, (body: QueryReply) => replyToQuery(drillId, queryId, body));
