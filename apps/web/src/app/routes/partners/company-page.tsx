import { useParams } from 'react-router';
import { DrillCard } from '@/features/drills/components/drill-card';
import { JobCard } from '@/features/jobs/components/job-card';
import { CompanyPage } from '@/features/partners/components/company-page';

/** /company-page/{customUrl} (spec §2.7): the partners feature with the jobs and drills features' cards. */
export const CompanyPageRoute = () => {
  const { customUrl = '' } = useParams();
  return (
    <CompanyPage
      key={customUrl}
      customUrl={customUrl}
      renderJob={(job) => <JobCard job={job} />}
      renderDrill={(drill) => <DrillCard drill={drill} />}
    />
  );
};
export default CompanyPageRoute;
