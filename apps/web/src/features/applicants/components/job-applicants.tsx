import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@elevate/contracts/applications/application-status';
import { ApplicantsMessages } from '@elevate/contracts/applications/applicants.messages';
import {
  APPLICANTS_DEFAULT_LIMIT,
  type Applicant,
  type ApplicantDetail,
  type ApplicantsJob,
} from '@elevate/contracts/applications/applicants.schema';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useJobApplicants } from '../api/get-job-applicants';
import { ApplicantProfileDrawer } from './applicant-profile-drawer';
import { ApplicantCards, applicantName, ApplicantsSkeleton, ApplicantsTable } from './applicants-list';
import { ApplicantsSearch } from './applicants-search';
import { ExportCsvButton } from './export-csv-button';
import { MoveApplicantDialog, type MoveTarget } from './move-applicant-dialog';
import { StatusFilterChips } from './status-filter-chips';

const PAGE_SIZE = APPLICANTS_DEFAULT_LIMIT;

const statusParam = (value: string | null): ApplicationStatus | undefined =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : undefined;

/** The filters live in the address (?status=&q=&page=), so a filtered view can be shared and Back works. */
const useApplicantFilters = () => {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (next: { status?: ApplicationStatus | undefined; q?: string; page?: number }) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          const set = (k: string, v: string | undefined) => (v ? p.set(k, v) : p.delete(k));
          if ('status' in next) set('status', next.status);
          if ('q' in next) set('q', next.q);
          // A new filter starts from its first page.
          set('page', next.page && next.page > 1 ? String(next.page) : undefined);
          return p;
        },
        { replace: 'q' in next },
      ),
    [setParams],
  );
  return { status, q, page, update };
};

/** Under the heading: the company, open or closed, how many applied, where, and a link to the public job. */
const JobSummary = ({ job }: { job: ApplicantsJob }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
    <Chip
      size="small"
      label={job.isActive ? 'Open' : 'Closed'}
      color={job.isActive ? 'success' : 'default'}
      variant={job.isActive ? 'filled' : 'outlined'}
    />
    <Typography color="text.secondary">
      {job.applicantCount === 1 ? '1 applicant' : `${job.applicantCount} applicants`} · {job.jobLocation}
    </Typography>
    <Link component={RouterLink} to={`/jobs/${job.custUrl}`} variant="body2">
      View job
    </Link>
  </Stack>
);

const SummarySkeleton = () => (
  <Box role="status" aria-label="Loading job" aria-busy>
    <Skeleton variant="text" width={260} />
  </Box>
);

/** What the page around the applicants shows: the heading, the company it belongs to and the page's action. */
export interface ApplicantsFrameProps {
  title: string;
  partnerId: number | null;
  actions?: ReactNode;
  children: ReactNode;
}

/** The heading of the page: the job's title once known. */
export const applicantsTitle = (job: ApplicantsJob | undefined) =>
  job ? `Applicants for ${job.jobTitle}` : 'Applicants';

const loadError = (err: unknown) =>
  err instanceof ApiError && err.status === 403
    ? 'You can see the applicants of your own company’s jobs only.'
    : errorMessage(err);

/**
 * A job's applicants for its company: the job's summary, status chips with counts, search, the list (a table
 * from 768 px, cards below), paging, and for each applicant 'View profile' and 'Move to…'. The page passes
 * `Frame` (the console's layout) so the heading, company and Export CSV sit where every console page has them.
 */
export const JobApplicants = ({
  jobId,
  Frame,
}: {
  jobId: number;
  Frame: (props: ApplicantsFrameProps) => ReactNode;
}) => {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { status, q, page, update } = useApplicantFilters();
  const params = useMemo(
    () => ({ status, q: q || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    [status, q, page],
  );
  const query = useJobApplicants(jobId, params);
  const [viewing, setViewing] = useState<{ id: number; name: string } | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const onSearch = useCallback((next: string) => update({ q: next }), [update]);

  const view = (a: Applicant) => setViewing({ id: a.applicationId, name: applicantName(a) });
  const startMove = (a: Applicant | ApplicantDetail) =>
    setMoving({ applicationId: a.applicationId, name: applicantName(a), currentStatus: a.currentStatus });

  if (query.isError && !query.data) {
    return (
      <Frame title={applicantsTitle(undefined)} partnerId={null}>
        <RetryAlert
          onRetry={() => void query.refetch()}
          canRetry={!(query.error instanceof ApiError && query.error.status < 500)}
        >
          {loadError(query.error)}
        </RetryAlert>
      </Frame>
    );
  }

  const result = query.data;
  const counts = result?.countsByStatus;
  const found = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const pages = result ? Math.max(1, Math.ceil(result.totalRecordCount / PAGE_SIZE)) : 1;
  const rows = result?.data ?? [];
  const empty = !result
    ? null
    : result.job.applicantCount === 0
      ? { title: ApplicantsMessages.noApplicants, text: 'Candidates who apply to this job appear here.' }
      : rows.length > 0
        ? null
        : q
          ? { title: ApplicantsMessages.noApplicantsMatch, text: 'Try another name or email, or clear the search.' }
          : {
              title: ApplicantsMessages.noApplicantsInStatus,
              text: 'Choose another status above to see its applicants.',
            };

  return (
    <Frame
      title={applicantsTitle(result?.job)}
      partnerId={result?.job.partnerId ?? null}
      actions={<ExportCsvButton jobId={jobId} filter={{ status, q: q || undefined }} disabled={found === 0} />}
    >
      <Stack spacing={3}>
        {result ? <JobSummary job={result.job} /> : <SummarySkeleton />}

        <Stack spacing={2}>
          <ApplicantsSearch value={q} onChange={onSearch} />
          {counts ? (
            <StatusFilterChips
              counts={counts}
              total={found}
              selected={status}
              onChange={(s) => update({ status: s })}
            />
          ) : (
            <Skeleton variant="rounded" height={32} width="60%" />
          )}
        </Stack>

        {query.isError ? <Alert severity="error">{loadError(query.error)}</Alert> : null}

        <Box aria-live="polite" sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {!result ? (
            <ApplicantsSkeleton />
          ) : empty ? (
            <EmptyState
              title={empty.title}
              action={
                q || status ? (
                  <Button onClick={() => update({ q: '', status: undefined })}>Show all applicants</Button>
                ) : undefined
              }
            >
              {empty.text}
            </EmptyState>
          ) : wide ? (
            <ApplicantsTable rows={rows} onView={view} onMove={startMove} />
          ) : (
            <ApplicantCards rows={rows} onView={view} onMove={startMove} />
          )}
        </Box>

        {result && pages > 1 ? (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_e, next) => update({ page: next })}
            sx={{ alignSelf: 'center' }}
            siblingCount={wide ? 1 : 0}
          />
        ) : null}

        <ApplicantProfileDrawer
          applicationId={viewing?.id ?? null}
          name={viewing?.name ?? ''}
          onClose={() => setViewing(null)}
          onMove={startMove}
        />
        <MoveApplicantDialog target={moving} onClose={() => setMoving(null)} />
      </Stack>
    </Frame>
  );
};
