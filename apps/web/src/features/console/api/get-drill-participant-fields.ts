import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleForm } from '@elevate/contracts/console/console-drill-forms.schema';
import { apiGet } from '@/lib/api-client';

/** The hackathon's registration questions for its hosts: `GET console/drills/{id}/participant-fields`. */
export const getDrillParticipantFields = (drillId: number, signal?: AbortSignal) =>
  apiGet<ConsoleForm>(`console/drills/${drillId}/participant-fields`, undefined, signal);

export const drillParticipantFieldsKey = (drillId: number) => ['console', 'drill', drillId, 'participant-fields'];

export const drillParticipantFieldsQuery = (drillId: number) =>
  queryOptions({
    queryKey: drillParticipantFieldsKey(drillId),
    queryFn: ({ signal }) => getDrillParticipantFields(drillId, signal),
    // A refetch on focus would throw away the fields being edited.
    refetchOnWindowFocus: false,
  });

export const useDrillParticipantFields = (drillId: number) => useQuery(drillParticipantFieldsQuery(drillId));
