import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ConsoleDrillList } from '@/features/console/components/console-drill-list';
import { consolePath, useConsoleCompany } from '@/features/console/hooks/use-console-company';
import { useSession } from '@/lib/session';
import { ConsoleCompanyGate } from '../console-company-gate';
import { ConsoleLayout } from '../console-layout';

/** /console/hackathons: the company's hackathons and challenges, drafts and published. */
export const HackathonsListPage = () => {
  const session = useSession();
  const { partnerId } = useConsoleCompany(session?.session.role ?? 'user');
  return (
    <ConsoleLayout
      title="Hackathons"
      actions={
        partnerId ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={consolePath('/console/hackathons/new', partnerId)}
          >
            Host a hackathon
          </Button>
        ) : null
      }
    >
      <ConsoleCompanyGate>{(id) => <ConsoleDrillList key={id} partnerId={id} />}</ConsoleCompanyGate>
    </ConsoleLayout>
  );
};
export default HackathonsListPage;
