import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { apiGet } from '@/lib/api-client';
import { participationKeys } from './participation-keys';

/** GET drill/{id}/participant/fields: the hackathon's own registration questions (spec §3 form field types). */
export const getParticipantFields = (drillId: number, signal?: AbortSignal) =>
  apiGet<FormFieldDefinition[]>(`drill/${drillId}/participant/fields`, undefined, signal);

export const participantFieldsQuery = (drillId: number) =>
  queryOptions({
    queryKey: participationKeys.fields(drillId),
    queryFn: ({ signal }) => getParticipantFields(drillId, signal),
    staleTime: 5 * 60_000,
  });

export const useParticipantFields = (drillId: number, enabled = true) =>
  useQuery({ ...participantFieldsQuery(drillId), enabled });
