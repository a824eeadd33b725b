import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { consolePath, useConsoleCompany } from '@/features/console/hooks/use-console-company';
import { useSession } from '@/lib/session';
import { ConsoleCompanyGate } from './console-company-gate';
import { ConsoleLayout } from './console-layout';

/**
 * A console page listing one company's things (its jobs, its hackathons): the add button once a company is
 * chosen (it keeps the company in the link), and the list for the company the gate settles on.
 */
export const ConsoleCompanyListPage = ({
  title,
  addPath,
  addLabel,
  children,
}: {
  title: string;
  addPath: string;
  addLabel: string;
  children: (partnerId: number) => ReactNode;
}) => {
  const session = useSession();
  const { partnerId } = useConsoleCompany(session?.session.role ?? 'user');
  return (
    <ConsoleLayout
      title={title}
      actions={
        partnerId ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={consolePath(addPath, partnerId)}
          >
            {addLabel}
          </Button>
        ) : null
      }
    >
      <ConsoleCompanyGate>{children}</ConsoleCompanyGate>
    </ConsoleLayout>
  );
};
