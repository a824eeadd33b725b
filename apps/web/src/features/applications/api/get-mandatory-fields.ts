import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MandatoryFields } from '@elevate/contracts/users/mandatory-fields.schema';
import { apiGet } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** users/{id}/mandatoryfields: what my profile holds for applying, and what is still missing. */
export const getMandatoryFields = (uid: number, signal?: AbortSignal) =>
  apiGet<MandatoryFields>(`users/${uid}/mandatoryfields`, undefined, signal);

export const mandatoryFieldsQuery = (uid: number) =>
  queryOptions({
    queryKey: applicationKeys.mandatoryFields(uid),
    queryFn: ({ signal }) => getMandatoryFields(uid, signal),
  });

export const useMandatoryFields = (uid: number, enabled = true) => useQuery({ ...mandatoryFieldsQuery(uid), enabled });
