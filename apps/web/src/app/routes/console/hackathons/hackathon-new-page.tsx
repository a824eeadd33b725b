import { useNavigate } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import { useConsolePartner } from '@/features/console/api/get-console-partner';
import { DrillForm } from '@/features/console/components/drill-form';
import { ConsoleCompanyGate } from '../console-company-gate';
import { ConsoleLayout } from '../console-layout';
import { hackathonConsolePath } from './hackathon-console-frame';

const NewDrill = ({ partnerId }: { partnerId: number }) => {
  const navigate = useNavigate();
  const partner = useConsolePartner(partnerId);
  // The host name starts as the company's display name, so the form waits for it (or for its failure).
  if (partner.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading your company" />;
  return (
    <DrillForm
      partnerId={partnerId}
      partnerName={partner.data?.partnerDisplayName ?? ''}
      onSaved={(d) => navigate(hackathonConsolePath(d.drillId))}
    />
  );
};

/** /console/hackathons/new: create a hackathon as a draft, then on to its Details tab. */
export const HackathonNewPage = () => (
  <ConsoleLayout title="Host a hackathon">
    <ConsoleCompanyGate>{(partnerId) => <NewDrill key={partnerId} partnerId={partnerId} />}</ConsoleCompanyGate>
  </ConsoleLayout>
);
export default HackathonNewPage;
