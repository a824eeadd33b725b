import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { visuallyHidden } from '@/components/visually-hidden';
import { usePageTitle } from '@/components/use-page-title';
import { useSearchJobs } from '@/features/jobs/api/search-jobs';
import { ActiveFilterChips } from '@/features/jobs/components/active-filter-chips';
import { JobFilters } from '@/features/jobs/components/job-filters';
import { JobResults } from '@/features/jobs/components/job-results';
import { JobSearchBox } from '@/features/jobs/components/job-search-box';
import { JobSortSelect } from '@/features/jobs/components/job-sort-select';
import { JobsHeadingStats } from '@/features/jobs/components/jobs-heading-stats';
import { heroBackground } from '@/components/mode-styles';
import {
  activeFilterCount,
  clearFilters,
  hasActiveFilters,
  jobFiltersToParams,
  parseJobFilters,
  toSearchQuery,
  updateFilters,
  type JobFilters as Filters,
} from '@/features/jobs/search-params';

/** Wide enough for the filters and three cards of 300 px. */
const PAGE_MAX_WIDTH = 1360;

/**
 * /jobs: keyword, filters, sort and page all live in the address, so a search can be shared and the back
 * button steps through it. Filters sit in a left column from 992 px and in a bottom drawer below that.
 */
export const JobsPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseJobFilters(searchParams), [searchParams]);
  const query = useSearchJobs(toSearchQuery(filters));
  const theme = useTheme();
  // The server cannot know the width: it renders the filter column (hidden by CSS below 992 px) and the Filters
  // button (hidden from 992 px), so neither appears late and moves the page; after hydration only one of the
  // column and the drawer stays mounted, so the filters' fields are never on the page twice.
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { defaultMatches: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  usePageTitle(filters.q ? `${filters.q} jobs` : 'Jobs and internships');

  const apply = (next: Filters) => setSearchParams(jobFiltersToParams(next, searchParams));
  const goToPage = (page: number) => {
    apply(updateFilters(filters, { page }));
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const result = query.data;
  const n = activeFilterCount(filters);

  return (
    <>
      <Box component="header" sx={[{ py: { xs: 4, md: 6 } }, heroBackground]}>
        <Container maxWidth={false} sx={{ maxWidth: PAGE_MAX_WIDTH }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
            Jobs and internships
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1.05rem' }}>
            Fresher roles, internships and experienced jobs from companies across India, with the salary shown wherever
            the employer shares it.
          </Typography>
          <JobsHeadingStats />
          <Box sx={{ mt: 3, maxWidth: 760 }}>
            <JobSearchBox value={filters.q} onSearch={(q) => apply(updateFilters(filters, { q }))} />
          </Box>
        </Container>
      </Box>

      <Container maxWidth={false} sx={{ maxWidth: PAGE_MAX_WIDTH, py: { xs: 3, md: 4 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, lg: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {desktop ? (
            <Box component="aside" aria-label="Filters" sx={{ display: { xs: 'none', lg: 'block' } }}>
              <JobFilters filters={filters} facets={result?.facets} onChange={apply} />
            </Box>
          ) : null}

          <Box ref={resultsRef} sx={{ minWidth: 0, scrollMarginTop: 80 }}>
            <Typography variant="h2" sx={visuallyHidden}>
              Results
            </Typography>
            <Button
              variant="outlined"
              startIcon={<TuneIcon />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              sx={{ mb: 2, display: { lg: 'none' } }}
            >
              {n > 0 ? `Filters (${n})` : 'Filters'}
            </Button>
            <ActiveFilterChips filters={filters} onChange={apply} />
            <JobResults
              result={result}
              isPending={query.isPending}
              isFetching={query.isFetching && query.isPlaceholderData}
              isError={query.isError}
              onRetry={() => void query.refetch()}
              keyword={filters.q}
              page={filters.page}
              onPage={goToPage}
              hasFilters={hasActiveFilters(filters)}
              onClearFilters={() => apply(clearFilters(filters))}
              onClearKeyword={() => apply(updateFilters(filters, { q: '' }))}
              toolbar={
                <JobSortSelect value={filters.sort} onChange={(sort) => apply(updateFilters(filters, { sort }))} />
              }
            />
          </Box>
        </Box>
      </Container>

      {desktop ? null : (
        <Drawer
          anchor="bottom"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': 'Filters',
              sx: { maxHeight: '88vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
            },
          }}
        >
          <Box sx={{ px: 2, pt: 1.5, pb: 2, overflowY: 'auto' }}>
            <JobFilters
              filters={filters}
              facets={result?.facets}
              onChange={apply}
              headerAction={
                <IconButton aria-label="Close filters" onClick={() => setDrawerOpen(false)} edge="end">
                  <CloseIcon />
                </IconButton>
              }
            />
          </Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Button variant="contained" fullWidth size="large" onClick={() => setDrawerOpen(false)}>
              {result ? `Show ${result.totalRecordCount.toLocaleString('en-IN')} jobs` : 'Show jobs'}
            </Button>
          </Box>
        </Drawer>
      )}
    </>
  );
};
export default JobsPage;
