import { HostCertificates } from '@/features/certificates/components/host-certificate-list';
import { useHostedDrillId } from './hackathon-console-routes';

/** Certificates of the hackathon: issue per kind with progress, the list with search, and revoke. */
export const HackathonCertificatesPage = () => {
  const drillId = useHostedDrillId();
  return drillId === null ? null : <HostCertificates drillId={drillId} />;
};
export default HackathonCertificatesPage;
