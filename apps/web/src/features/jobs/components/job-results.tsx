import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { JOBS_PAGE_SIZE, MAX_PAGE } from '../search-params';
import { JobCard } from './job-card';

// As many columns as fit at 300 px or more: one on a phone, two beside the filters, three on a wide screen.
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

/** "Showing 13–24 of 199 jobs". */
export const resultSummary = (total: number, page: number, pageSize = JOBS_PAGE_SIZE): string => {
  if (total === 0) return 'No jobs found';
  const from = (page - 1) * pageSize + 1;
  if (from > total) return `${total.toLocaleString('en-IN')} ${total === 1 ? 'job' : 'jobs'}`;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from}–${to} of ${total.toLocaleString('en-IN')} ${total === 1 ? 'job' : 'jobs'}`;
};

/**
 * The results of /jobs: skeletons while the first answer loads, the last answer dimmed while the next one
 * does, an empty state that suggests loosening the search, an error state with retry, and paging.
 */
export const JobResults = ({
  result,
  isPending,
  isFetching,
  isError,
  onRetry,
  keyword,
  page,
  onPage,
  hasFilters,
  onClearFilters,
  onClearKeyword,
  toolbar,
}: {
  result?: JobSearchResult;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  keyword: string;
  page: number;
  onPage: (page: number) => void;
  hasFilters: boolean;
  onClearFilters: () => void;
  onClearKeyword: () => void;
  /** Shown at the end of the result count's row (the sort order). */
  toolbar?: ReactNode;
}) => {
  const summaryId = useId();
  if (isError && !result) {
    return (
      <EmptyState
        title="We could not load jobs"
        action={
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Check your connection and try again.
      </EmptyState>
    );
  }
  const header = (summary: ReactNode) => (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
    >
      <Typography id={summaryId} role="status" aria-live="polite" color="text.secondary">
        {summary}
      </Typography>
      {toolbar}
    </Stack>
  );
  if (isPending || !result) {
    return (
      <>
        {header('Loading jobs…')}
        <Box sx={grid} aria-busy="true">
          <CardSkeletons count={6} height={260} />
        </Box>
      </>
    );
  }
  const pages = Math.min(Math.ceil(result.totalRecordCount / JOBS_PAGE_SIZE), MAX_PAGE);
  return (
    <Box>
      {header(
        `${resultSummary(result.totalRecordCount, page)}${
          keyword && result.totalRecordCount > 0 && !result.fuzzy ? ` for “${keyword}”` : ''
        }`,
      )}
      {result.fuzzy && result.totalRecordCount > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          No exact matches for “{keyword}”. These jobs have a similar spelling.
        </Alert>
      ) : null}
      {result.totalRecordCount === 0 ? (
        <EmptyState
          title="No jobs match your search"
          action={
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
              {hasFilters ? (
                <Button variant="contained" onClick={onClearFilters}>
                  Clear filters
                </Button>
              ) : null}
              {keyword ? (
                <Button variant={hasFilters ? 'outlined' : 'contained'} onClick={onClearKeyword}>
                  Clear search
                </Button>
              ) : null}
            </Box>
          }
        >
          {hasFilters
            ? 'Try removing a filter or two, choosing more locations, or a wider experience or salary range.'
            : 'Try a shorter keyword, a skill instead of a job title, or check the spelling.'}
        </EmptyState>
      ) : result.data.length === 0 ? (
        <EmptyState
          title="This page is past the last result"
          action={<Button onClick={() => onPage(1)}>Go to the first page</Button>}
        />
      ) : (
        <Box
          component="ul"
          aria-labelledby={summaryId}
          sx={{ ...grid, listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isFetching}
        >
          {result.data.map((job) => (
            <li key={job.jobId}>
              <JobCard job={job} />
            </li>
          ))}
        </Box>
      )}
      {pages > 1 ? (
        <Box component="nav" aria-label="Pages of results" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_e, p) => onPage(p)}
            color="primary"
            siblingCount={0}
            boundaryCount={1}
          />
        </Box>
      ) : null}
    </Box>
  );
};
