import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { OrganisationKind } from '@elevate/contracts/content/content.constants';
import type { Organisation } from '@elevate/contracts/content/site-content.schema';
import { apiGet } from '@/lib/api-client';

/** GET common/organisationandacademic?kind: the customer and institute logos shown publicly, in order. */
export const getOrganisations = (kind: OrganisationKind | undefined, signal?: AbortSignal) =>
  apiGet<ListResult<Organisation>>('common/organisationandacademic', { kind }, signal);

export const organisationsQuery = (kind?: OrganisationKind) =>
  queryOptions({
    queryKey: ['common', 'organisationandacademic', kind ?? 'all'],
    queryFn: ({ signal }) => getOrganisations(kind, signal),
  });

export const useOrganisations = (kind?: OrganisationKind) => useQuery(organisationsQuery(kind));
