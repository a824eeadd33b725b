import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostCertificate } from '@elevate/contracts/certificates/certificates.schema';
import { apiRequest } from '@/lib/api-client';

/** Revokes one certificate with a reason: `POST console/drills/{drillId}/certificates/{id}/revoke`. */
export const revokeCertificate = async (drillId: number, certificateId: number, reason: string) => {
  const env = await apiRequest<HostCertificate>(
    'POST',
    `console/drills/${drillId}/certificates/${certificateId}/revoke`,
    { body: { reason } },
  );
  return { certificate: env.result, message: env.message };
};

export const useRevokeCertificate = (drillId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: number; reason: string }) =>
      revokeCertificate(drillId, certificateId, reason),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'drill', drillId, 'certificates'] }),
  });
};
