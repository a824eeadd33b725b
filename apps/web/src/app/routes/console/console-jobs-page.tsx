import { ConsoleJobList } from '@/features/console/components/console-job-list';
import { ConsoleCompanyListPage } from './console-company-list-page';

/** /console/jobs: the company's jobs, open and closed, with applicants, edit and close or reopen. */
export const ConsoleJobsPage = () => (
  <ConsoleCompanyListPage title="Jobs" addPath="/console/jobs/new" addLabel="Post a job">
    {(id) => <ConsoleJobList key={id} partnerId={id} />}
  </ConsoleCompanyListPage>
);
export default ConsoleJobsPage;
