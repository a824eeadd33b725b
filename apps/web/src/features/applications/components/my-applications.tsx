import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  MY_APPLICATIONS_DEFAULT_LIMIT,
  type ApplicationStage,
  type ApplicationStats,
} from '@elevate/contracts/applications/application.schema';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCard } from './application-card';

const TABS: Array<{ stage: ApplicationStage; label: string }> = [
  { stage: 'all', label: 'All' },
  { stage: 'active', label: 'In progress' },
  { stage: 'closed', label: 'Closed' },
];

const EMPTY: Record<ApplicationStage, { title: string; text: string }> = {
  all: {
    title: 'You have not applied to any jobs yet',
    text: 'Find a job you like and apply in one click with the resume on your profile. Your applications and every update on them appear here.',
  },
  active: {
    title: 'No applications in progress',
    text: 'Applications the companies are still considering appear here.',
  },
  closed: {
    title: 'No closed applications',
    text: 'Applications that ended in a hire or a rejection appear here.',
  },
};

const tabLabel = (label: string, stage: ApplicationStage, stats: ApplicationStats | undefined) =>
  stats ? `${label} (${stats[stage]})` : label;

/**
 * The candidate's applications (My Jobs): tabs All / In progress / Closed with counts, newest first, a page
 * at a time. The page owns the tab and page number (they live in the address).
 */
export const MyApplications = ({
  uid,
  stage,
  page,
  onStageChange,
  onPageChange,
}: {
  uid: number;
  stage: ApplicationStage;
  page: number;
  onStageChange: (stage: ApplicationStage) => void;
  onPageChange: (page: number) => void;
}) => {
  const limit = MY_APPLICATIONS_DEFAULT_LIMIT;
  const query = useMyApplications({ uid, stage, offset: (page - 1) * limit, limit });
  const result = query.data;
  const pages = result ? Math.max(1, Math.ceil(result.totalRecordCount / limit)) : 1;

  let body;
  if (query.isPending) {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading your applications">
        <CardSkeletons count={3} height={150} />
      </Stack>
    );
  } else if (query.isError && !result) {
    body = <LoadFailedState what="your applications" onRetry={() => void query.refetch()} />;
  } else if (result && result.data.length === 0) {
    body = (
      <EmptyState
        title={EMPTY[stage].title}
        action={
          stage === 'all' ? (
            <Button component={RouterLink} to="/jobs" variant="contained">
              Browse jobs
            </Button>
          ) : (
            <Button onClick={() => onStageChange('all')}>See all applications</Button>
          )
        }
      >
        {EMPTY[stage].text}
      </EmptyState>
    );
  } else if (result) {
    body = (
      <Stack spacing={2} aria-busy={query.isFetching && query.isPlaceholderData}>
        {result.data.map((a) => (
          <ApplicationCard key={a.applicationId} application={a} />
        ))}
        {pages > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, p) => onPageChange(p)}
              color="primary"
              siblingCount={0}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page' ? `${selected ? '' : 'Go to '}page ${p}` : `Go to ${type} page`
              }
            />
          </Box>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <Tabs
        value={stage}
        onChange={(_, value: ApplicationStage) => onStageChange(value)}
        aria-label="Applications by status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.stage} value={t.stage} label={tabLabel(t.label, t.stage, result?.stats)} />
        ))}
      </Tabs>
      {body}
    </>
  );
};
