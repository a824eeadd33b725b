import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@/components/empty-state';
import { useConsolePartner } from '@/features/console/api/get-console-partner';
import { CompanyEditor } from '@/features/console/components/company-editor';
import { errorMessage } from '@/lib/api-client';
import { ConsoleCompanyGate } from './console-company-gate';
import { ConsoleLayout } from './console-layout';

const Editor = ({ partnerId }: { partnerId: number }) => {
  const partner = useConsolePartner(partnerId);
  if (partner.data) return <CompanyEditor key={partnerId} partner={partner.data} />;
  if (partner.isError) {
    return (
      <EmptyState
        title="We could not load the company page"
        action={
          <Button variant="contained" onClick={() => void partner.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(partner.error)}
      </EmptyState>
    );
  }
  return (
    <Stack spacing={3} role="status" aria-label="Loading the company page">
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
};

/** /console/company: edit the company page. */
export const CompanyEditPage = () => (
  <ConsoleLayout title="Company page">
    <ConsoleCompanyGate>{(partnerId) => <Editor partnerId={partnerId} />}</ConsoleCompanyGate>
  </ConsoleLayout>
);
export default CompanyEditPage;
