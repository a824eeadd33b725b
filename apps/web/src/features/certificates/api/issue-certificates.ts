import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueCertificatesResult } from '@elevate/contracts/certificates/certificates.schema';
import type { CertificateKind } from '@elevate/contracts/drills/results.schema';
import { apiRequest } from '@/lib/api-client';

/** Issues a kind to everyone eligible who lacks it: `POST console/drills/{drillId}/certificates/issue`. */
export const issueCertificates = async ({ drillId, kind }: { drillId: number; kind: CertificateKind }) => {
  const env = await apiRequest<IssueCertificatesResult>('POST', `console/drills/${drillId}/certificates/issue`, {
    body: { kind },
  });
  return { result: env.result, message: env.message };
};

export const useIssueCertificates = (drillId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: CertificateKind) => issueCertificates({ drillId, kind }),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'drill', drillId, 'certificates'] }),
  });
};
