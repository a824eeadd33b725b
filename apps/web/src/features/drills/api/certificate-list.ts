import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateList } from '@elevate/contracts/drills/results.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET certificates/participants?participantId: the certificates issued to one of the caller's registrations. */
export const getCertificates = (participantId: number, signal?: AbortSignal) =>
  apiGet<CertificateList>('certificates/participants', { participantId }, signal);

export const certificatesQuery = (drillId: number, participantId: number) =>
  queryOptions({
    queryKey: dashboardKeys.certificates(drillId, participantId),
    queryFn: ({ signal }) => getCertificates(participantId, signal),
  });

export const useCertificates = (drillId: number, participantId: number) =>
  useQuery(certificatesQuery(drillId, participantId));
