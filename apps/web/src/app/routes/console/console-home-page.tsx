import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ConsolePartnerSummary } from '@elevate/contracts/console/console-partner.schema';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { LogoImage } from '@/components/logo-image';
import { ConsolePartnerList } from '@/features/console/components/console-partner-list';
import { consolePath, useConsoleCompany } from '@/features/console/hooks/use-console-company';
import { useSession } from '@/lib/session';
import { ConsoleLayout } from './console-layout';

const CompanyCard = ({ partner }: { partner: ConsolePartnerSummary }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <LogoImage src={partner.partnerLogoPath} name={partner.partnerDisplayName} size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', overflowWrap: 'anywhere' }}>
          {partner.partnerDisplayName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {partner.openJobs} open {partner.openJobs === 1 ? 'job' : 'jobs'} · {partner.closedJobs} closed
        </Typography>
      </Box>
    </Stack>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" component={RouterLink} to={consolePath('/console/company', partner.partnerId)}>
        Edit company page
      </Button>
      <Button variant="outlined" component={RouterLink} to={consolePath('/console/jobs', partner.partnerId)}>
        Jobs and applicants
      </Button>
      <Button variant="outlined" component={RouterLink} to={consolePath('/console/jobs/new', partner.partnerId)}>
        Post a job
      </Button>
      <Button
        href={`/company-page/${partner.customUrl}`}
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
      >
        View public page
      </Button>
    </Stack>
  </Paper>
);

/** /console: an employer's companies with their links; an admin picks any company. */
export const ConsoleHomePage = () => {
  const session = useSession();
  const company = useConsoleCompany(session?.session.role ?? 'user');
  return (
    <ConsoleLayout title="Employer console">
      {company.isAdmin ? (
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Choose a company to edit its page or manage its jobs. To create companies or attach employers, open{' '}
            <RouterLink to="/console/admin/partners">Partners</RouterLink>.
          </Typography>
          <ConsolePartnerList />
        </Stack>
      ) : company.companies === undefined ? (
        company.failed ? (
          <LoadFailedState what="your companies" onRetry={company.retry} />
        ) : (
          <Skeleton variant="rounded" height={160} aria-label="Loading your companies" />
        )
      ) : company.companies.length === 0 ? (
        <EmptyState title="You are not attached to a company yet">
          An Elevate admin attaches employers to their company. Once that is done, its page and jobs appear here.
        </EmptyState>
      ) : (
        <Stack spacing={2}>
          {company.companies.map((p) => (
            <CompanyCard key={p.partnerId} partner={p} />
          ))}
        </Stack>
      )}
    </ConsoleLayout>
  );
};
export default ConsoleHomePage;
