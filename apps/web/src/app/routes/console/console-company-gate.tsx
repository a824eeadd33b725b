import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { useConsoleCompany } from '@/features/console/hooks/use-console-company';
import { useSession } from '@/lib/session';

/**
 * Renders a console page for the company it works on, once that is known; says why when there is none (an
 * employer not yet attached to a company, an admin who has not picked one).
 */
export const ConsoleCompanyGate = ({ children }: { children: (partnerId: number) => ReactNode }) => {
  const session = useSession();
  const company = useConsoleCompany(session?.session.role ?? 'user');
  if (company.partnerId !== null) return <>{children(company.partnerId)}</>;
  if (company.resolving) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading your company">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (company.failed) {
    return <LoadFailedState what="your company" onRetry={company.retry} />;
  }
  if (company.isAdmin) {
    return (
      <EmptyState
        title="Pick a company first"
        action={
          <Button variant="contained" component={RouterLink} to="/console">
            Choose a company
          </Button>
        }
      >
        As an admin you can manage every company. Choose the one to work on.
      </EmptyState>
    );
  }
  return (
    <EmptyState title="You are not attached to a company yet">
      An Elevate admin attaches employers to their company. Once that is done, its page and jobs appear here.
    </EmptyState>
  );
};
