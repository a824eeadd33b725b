import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { QueryMessages } from './submission.messages.ts';

/**
 * Help (/help): a participant's questions to the hosts, one thread each, with files (purpose 'query-file').
 * Paths: GET/POST drills/{id}/participants/{pid}/queries (the participant's own threads), GET drills/{id}/queries
 * (hosts: every thread of their hackathon), GET drills/{id}/queries/{queryId}, POST
 * drills/{id}/queries/{queryId}/messages, POST drills/{id}/queries/{queryId}/close, GET
 * drills/{id}/queries/{queryId}/files?key.
 */

export const QUERY_STATUSES = ['open', 'answered', 'closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

export const QUERY_SUBJECT_MAX = 200;
export const QUERY_BODY_MAX = 5000;
export const QUERY_FILES_MAX = 5;
export const QUERY_PAGE_SIZE = 20;
/** How a host's message is signed: the hosts answer as one, not by name. */
export const QUERY_HOSTS_NAME = 'Hosts';

const filesSchema = z
  .array(z.string().trim().min(1).max(300))
  .max(QUERY_FILES_MAX, QueryMessages.tooManyFiles(QUERY_FILES_MAX))
  .default([]);

export const QueryCreateSchema = z.object({
  subject: z.string().trim().min(1, QueryMessages.subjectRequired).max(QUERY_SUBJECT_MAX),
  body: z.string().trim().min(1, QueryMessages.bodyRequired).max(QUERY_BODY_MAX),
  /** Upload keys of purpose 'query-file' that the caller uploaded. */
  files: filesSchema,
});
export type QueryCreate = z.input<typeof QueryCreateSchema>;

export const QueryReplySchema = z.object({
  body: z.string().trim().min(1, QueryMessages.replyRequired).max(QUERY_BODY_MAX),
  files: filesSchema,
});
export type QueryReply = z.input<typeof QueryReplySchema>;

export const QueryFileSchema = z.object({ key: z.string(), fileName: z.string() });
export type QueryFile = z.infer<typeof QueryFileSchema>;

export const QueryMessageSchema = z.object({
  messageId: z.number().int(),
  fromHost: z.boolean(),
  /** The participant's name, or 'Hosts' for a host's answer. */
  authorName: z.string(),
  body: z.string(),
  files: z.array(QueryFileSchema),
  createdAt: z.string(),
});
export type QueryMessage = z.infer<typeof QueryMessageSchema>;

export const QueryThreadSchema = z.object({
  queryId: z.number().int(),
  drillId: z.number().int(),
  participantId: z.number().int(),
  participantName: z.string(),
  subject: z.string(),
  status: z.enum(QUERY_STATUSES),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QueryThread = z.infer<typeof QueryThreadSchema>;
export const QueryThreadListSchema = listOf(QueryThreadSchema);
export type QueryThreadList = z.infer<typeof QueryThreadListSchema>;

export const QueryThreadDetailSchema = QueryThreadSchema.extend({ messages: z.array(QueryMessageSchema) });
export type QueryThreadDetail = z.infer<typeof QueryThreadDetailSchema>;

export const QueryListQuerySchema = z.object({
  status: blankIsUnset(z.enum(QUERY_STATUSES, { error: 'status must be open, answered or closed' }).optional()),
  limit: limitParam(QUERY_PAGE_SIZE, QUERY_PAGE_SIZE),
  offset: offsetParam(100_000),
});

export const ParticipantQueriesParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  pid: idOf('participantId'),
});
export const QueryParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  queryId: idOf('queryId'),
});
