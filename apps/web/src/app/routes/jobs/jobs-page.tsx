import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchPageLayout } from '@/components/search-page-layout';
import { queryStateOf } from '@/components/search-results';
import { usePageTitle } from '@/components/use-page-title';
import { useSearchAddress } from '@/lib/use-search-address';
import { useSearchJobs } from '@/features/jobs/api/search-jobs';
import { ActiveFilterChips } from '@/features/jobs/components/active-filter-chips';
import { JobFilters } from '@/features/jobs/components/job-filters';
import { JobResults } from '@/features/jobs/components/job-results';
import { JobSearchBox } from '@/features/jobs/components/job-search-box';
import { JobSortSelect } from '@/features/jobs/components/job-sort-select';
import { JobsHeadingStats } from '@/features/jobs/components/jobs-heading-stats';
import {
  activeFilterCount,
  clearFilters,
  hasActiveFilters,
  jobFiltersToParams,
  parseJobFilters,
  toSearchQuery,
  updateFilters,
} from '@/features/jobs/search-params';

/**
 * /jobs: keyword, filters, sort and page all live in the address, so a search can be shared and the back
 * button steps through it. Filters sit in a left column from 992 px and in a bottom drawer below that.
 */
export const JobsPage = () => {
  const { filters, apply, update, goToPage, resultsRef } = useSearchAddress({
    parse: parseJobFilters,
    toParams: jobFiltersToParams,
    updated: updateFilters,
  });
  const query = useSearchJobs(toSearchQuery(filters));
  usePageTitle(filters.q ? `${filters.q} jobs` : 'Jobs and internships');
  const result = query.data;

  return (
    <SearchPageLayout
      hero={
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
            Jobs and internships
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1.05rem' }}>
            Fresher roles, internships and experienced jobs from companies across India, with the salary shown wherever
            the employer shares it.
          </Typography>
          <JobsHeadingStats />
          <Box sx={{ mt: 3, maxWidth: 760 }}>
            <JobSearchBox value={filters.q} onSearch={(q) => update({ q })} />
          </Box>
        </>
      }
      filters={(headerAction) => (
        <JobFilters filters={filters} facets={result?.facets} onChange={apply} headerAction={headerAction} />
      )}
      activeFilterCount={activeFilterCount(filters)}
      showResults={result ? `Show ${result.totalRecordCount.toLocaleString('en-IN')} jobs` : 'Show jobs'}
      resultsRef={resultsRef}
    >
      <ActiveFilterChips filters={filters} onChange={apply} />
      <JobResults
        result={result}
        {...queryStateOf(query)}
        keyword={filters.q}
        page={filters.page}
        onPage={goToPage}
        hasFilters={hasActiveFilters(filters)}
        onClearFilters={() => apply(clearFilters(filters))}
        onClearKeyword={() => update({ q: '' })}
        toolbar={<JobSortSelect value={filters.sort} onChange={(sort) => update({ sort })} />}
      />
    </SearchPageLayout>
  );
};
export default JobsPage;
