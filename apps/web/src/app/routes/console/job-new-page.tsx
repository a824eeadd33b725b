import { useNavigate } from 'react-router';
import { useConsolePartner } from '@/features/console/api/get-console-partner';
import { JobForm } from '@/features/console/components/job-form';
import { consolePath } from '@/features/console/hooks/use-console-company';
import { ConsoleCompanyGate } from './console-company-gate';
import { ConsoleLayout } from './console-layout';
import { JobCardPreview } from './job-card-preview';

const NewJob = ({ partnerId }: { partnerId: number }) => {
  const navigate = useNavigate();
  const partner = useConsolePartner(partnerId);
  return (
    <JobForm
      partnerId={partnerId}
      onSaved={() => navigate(consolePath('/console/jobs', partnerId))}
      renderPreview={(values) => <JobCardPreview values={values} partner={partner.data} />}
    />
  );
};

/** /console/jobs/new: post a job for the company. */
export const JobNewPage = () => (
  <ConsoleLayout title="Post a job">
    <ConsoleCompanyGate>{(partnerId) => <NewJob key={partnerId} partnerId={partnerId} />}</ConsoleCompanyGate>
  </ConsoleLayout>
);
export default JobNewPage;
