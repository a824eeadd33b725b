import { useMemo, useRef, useState, type ReactNode } from 'react';
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
import type { DrillProgramType } from '@elevate/contracts/drills/drill.constants';
import {
  activeDrillFilterCount,
  clearDrillFilters,
  drillFiltersToParams,
  hasActiveDrillFilters,
  parseDrillFilters,
  toDrillSearchQuery,
  updateDrillFilters,
  type DrillFilters as Filters,
} from '@elevate/contracts/drills/drill-search-params';
import { heroBackground } from '@/components/mode-styles';
import { usePageTitle } from '@/components/use-page-title';
import { visuallyHidden } from '@/components/visually-hidden';
import { useDrillCommons } from '../api/get-drill-commons';
import { useSearchDrills } from '../api/search-drills';
import { useTickingNow } from './drill-date';
import { DrillFilterChips } from './drill-filter-chips';
import { DrillFilters } from './drill-filters';
import { DrillResults, type ListingNouns } from './drill-results';
import { DrillSearchBox } from './drill-search-box';
import { DrillSortSelect } from './drill-sort-select';

/** Wide enough for the filters and three cards of 300 px. */
const PAGE_MAX_WIDTH = 1360;
/** The cards' Live and registration lines are worked out again every minute while the page is open. */
const CARD_CLOCK_MS = 60_000;

/**
 * A listing of hackathons of one program type (/drills, /open-innovation): keyword, filters, sort and page all
 * live in the address, so a search can be shared and the back button steps through it. Filters sit in a left
 * column from 992 px and in a bottom drawer below that.
 */
export const DrillListing = ({
  programType,
  title,
  intro,
  nouns,
  searchLabel,
  searchPlaceholder,
  documentTitle,
}: {
  programType: DrillProgramType;
  title: string;
  /** The window's title for a keyword (or none), as the server's head writes it. */
  documentTitle: (q: string) => string;
  intro: ReactNode;
  nouns: ListingNouns;
  searchLabel: string;
  searchPlaceholder: string;
}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseDrillFilters(searchParams), [searchParams]);
  const query = useSearchDrills(toDrillSearchQuery(filters, programType));
  const commons = useDrillCommons(programType);
  const now = useTickingNow(query.dataUpdatedAt, query.dataUpdatedAt, CARD_CLOCK_MS);
  const theme = useTheme();
  // The server cannot know the width: it renders the filter column (hidden by CSS below 992 px) and the Filters
  // button (hidden from 992 px); after hydration only one of the column and the drawer stays mounted, so the
  // filters' fields are never on the page twice.
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { defaultMatches: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  usePageTitle(documentTitle(filters.q));

  const apply = (next: Filters) => setSearchParams(drillFiltersToParams(next, searchParams));
  const goToPage = (page: number) => {
    apply(updateDrillFilters(filters, { page }));
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const result = query.data;
  const n = activeDrillFilterCount(filters);
  const filterPanel = (headerAction?: ReactNode) => (
    <DrillFilters filters={filters} commons={commons.data} onChange={apply} headerAction={headerAction} />
  );

  return (
    <>
      <Box component="header" sx={[{ py: { xs: 4, md: 6 } }, heroBackground]}>
        <Container maxWidth={false} sx={{ maxWidth: PAGE_MAX_WIDTH }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
            {title}
          </Typography>
          <Typography component="div" color="text.secondary" sx={{ mt: 1, maxWidth: 760, fontSize: '1.05rem' }}>
            {intro}
          </Typography>
          <Box sx={{ mt: 3, maxWidth: 760 }}>
            <DrillSearchBox
              key={filters.q}
              value={filters.q}
              label={searchLabel}
              placeholder={searchPlaceholder}
              onSearch={(q) => apply(updateDrillFilters(filters, { q }))}
            />
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
              {filterPanel()}
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
            <DrillFilterChips filters={filters} onChange={apply} />
            <DrillResults
              result={result}
              isPending={query.isPending}
              isFetching={query.isFetching && query.isPlaceholderData}
              isError={query.isError}
              onRetry={() => void query.refetch()}
              keyword={filters.q}
              page={filters.page}
              onPage={goToPage}
              hasFilters={hasActiveDrillFilters(filters)}
              onClearFilters={() => apply(clearDrillFilters(filters))}
              onClearKeyword={() => apply(updateDrillFilters(filters, { q: '' }))}
              now={now}
              nouns={nouns}
              toolbar={
                <DrillSortSelect
                  value={filters.sort}
                  onChange={(sort) => apply(updateDrillFilters(filters, { sort }))}
                />
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
            {filterPanel(
              <IconButton aria-label="Close filters" onClick={() => setDrawerOpen(false)} edge="end">
                <CloseIcon />
              </IconButton>,
            )}
          </Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Button variant="contained" fullWidth size="large" onClick={() => setDrawerOpen(false)}>
              {result ? `Show ${result.totalRecordCount.toLocaleString('en-IN')} ${nouns.many}` : `Show ${nouns.many}`}
            </Button>
          </Box>
        </Drawer>
      )}
    </>
  );
};
