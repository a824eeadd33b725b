import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DrillProgramType } from '@elevate/contracts/drills/drill.constants';
import {
  activeDrillFilterCount,
  clearDrillFilters,
  drillFiltersToParams,
  hasActiveDrillFilters,
  parseDrillFilters,
  toDrillSearchQuery,
  updateDrillFilters,
} from '@elevate/contracts/drills/drill-search-params';
import { SearchPageLayout } from '@/components/search-page-layout';
import { queryStateOf, type ListingNouns } from '@/components/search-results';
import { usePageTitle } from '@/components/use-page-title';
import { useSearchAddress } from '@/lib/use-search-address';
import { useDrillCommons } from '../api/get-drill-commons';
import { useSearchDrills } from '../api/search-drills';
import { useTickingNow } from './drill-date';
import { DrillFilterChips } from './drill-filter-chips';
import { DrillFilters } from './drill-filters';
import { DrillResults } from './drill-results';
import { DrillSearchBox } from './drill-search-box';
import { DrillSortSelect } from './drill-sort-select';

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
  const { filters, apply, update, goToPage, resultsRef } = useSearchAddress({
    parse: parseDrillFilters,
    toParams: drillFiltersToParams,
    updated: updateDrillFilters,
  });
  const query = useSearchDrills(toDrillSearchQuery(filters, programType));
  const commons = useDrillCommons(programType);
  const now = useTickingNow(query.dataUpdatedAt, query.dataUpdatedAt, CARD_CLOCK_MS);
  usePageTitle(documentTitle(filters.q));
  const result = query.data;

  return (
    <SearchPageLayout
      hero={
        <>
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
              onSearch={(q) => update({ q })}
            />
          </Box>
        </>
      }
      filters={(headerAction) => (
        <DrillFilters filters={filters} commons={commons.data} onChange={apply} headerAction={headerAction} />
      )}
      activeFilterCount={activeDrillFilterCount(filters)}
      showResults={
        result ? `Show ${result.totalRecordCount.toLocaleString('en-IN')} ${nouns.many}` : `Show ${nouns.many}`
      }
      resultsRef={resultsRef}
    >
      <DrillFilterChips filters={filters} onChange={apply} />
      <DrillResults
        result={result}
        {...queryStateOf(query)}
        keyword={filters.q}
        page={filters.page}
        onPage={goToPage}
        hasFilters={hasActiveDrillFilters(filters)}
        onClearFilters={() => apply(clearDrillFilters(filters))}
        onClearKeyword={() => update({ q: '' })}
        now={now}
        nouns={nouns}
        toolbar={<DrillSortSelect value={filters.sort} onChange={(sort) => update({ sort })} />}
      />
    </SearchPageLayout>
  );
};
