import Alert from '@mui/material/Alert';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { EmptyState } from '@/components/empty-state';
import {
  ClearSearchActions,
  SearchResults,
  type ListingNouns,
  type SearchResultsState,
} from '@/components/search-results';
import { JOBS_PAGE_SIZE, MAX_PAGE } from '../search-params';
import { JobCard } from './job-card';

const JOB_NOUNS: ListingNouns = { one: 'job', many: 'jobs' };

/**
 * The results of /jobs: skeletons while the first answer loads, the last answer dimmed while the next one
 * does, near matches said to be so, an empty state that suggests loosening the search, an error state with
 * retry, and paging.
 */
export const JobResults = ({
  result,
  keyword,
  hasFilters,
  onClearFilters,
  onClearKeyword,
  ...state
}: SearchResultsState & { result?: JobSearchResult }) => {
  const fuzzy = Boolean(result?.fuzzy && result.totalRecordCount > 0);
  return (
    <SearchResults
      {...state}
      result={result}
      nouns={JOB_NOUNS}
      // Near matches are not results "for" the keyword: the notice says so instead.
      keyword={fuzzy ? '' : keyword}
      pageSize={JOBS_PAGE_SIZE}
      maxPage={MAX_PAGE}
      notice={
        fuzzy ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            No exact matches for “{keyword}”. These jobs have a similar spelling.
          </Alert>
        ) : null
      }
      empty={
        <EmptyState
          title="No jobs match your search"
          action={
            <ClearSearchActions
              hasFilters={hasFilters}
              keyword={keyword}
              onClearFilters={onClearFilters}
              onClearKeyword={onClearKeyword}
            />
          }
        >
          {hasFilters
            ? 'Try removing a filter or two, choosing more locations, or a wider experience or salary range.'
            : 'Try a shorter keyword, a skill instead of a job title, or check the spelling.'}
        </EmptyState>
      }
      skeletonHeight={260}
      itemKey={(job) => job.jobId}
      renderItem={(job) => <JobCard job={job} />}
    />
  );
};
