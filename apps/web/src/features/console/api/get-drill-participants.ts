import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostedParticipantList, ParticipantsFilter } from '@elevate/contracts/console/console-drill-people.schema';
import { apiGet } from '@/lib/api-client';

export type ParticipantsParams = ParticipantsFilter & { limit: number; offset: number };

/** A hackathon's participants under the filters, a page at a time: `GET console/drills/{id}/participants`. */
export const getDrillParticipants = (drillId: number, params: ParticipantsParams, signal?: AbortSignal) =>
  apiGet<HostedParticipantList>(`console/drills/${drillId}/participants`, { ...params }, signal);

export const drillParticipantsQuery = (drillId: number, params: ParticipantsParams) =>
  queryOptions({
    queryKey: ['console', 'drill', drillId, 'participants', params],
    queryFn: ({ signal }) => getDrillParticipants(drillId, params, signal),
  });

export const useDrillParticipants = (drillId: number, params: ParticipantsParams) =>
  useQuery({ ...drillParticipantsQuery(drillId, params), placeholderData: keepPreviousData });
