import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ConsoleJobList } from '@/features/console/components/console-job-list';
import { consolePath, useConsoleCompany } from '@/features/console/hooks/use-console-company';
import { useSession } from '@/lib/session';
import { ConsoleCompanyGate } from './console-company-gate';
import { ConsoleLayout } from './console-layout';

/** /console/jobs: the company's jobs, open and closed, with applicants, edit and close or reopen. */
export const ConsoleJobsPage = () => {
  const session = useSession();
  const { partnerId } = useConsoleCompany(session?.session.role ?? 'user');
  return (
    <ConsoleLayout
      title="Jobs"
      actions={
        partnerId ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={consolePath('/console/jobs/new', partnerId)}
          >
            Post a job
          </Button>
        ) : null
      }
    >
      <ConsoleCompanyGate>{(id) => <ConsoleJobList key={id} partnerId={id} />}</ConsoleCompanyGate>
    </ConsoleLayout>
  );
};
export default ConsoleJobsPage;
