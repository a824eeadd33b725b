import { DRILL_SEARCH_DEFAULT_LIMIT, DRILL_SEARCH_MAX_PAGE } from '@elevate/contracts/drills/drill-search.constants';
import type { DrillSearchResult } from '@elevate/contracts/drills/drill-search.schema';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import { EmptyState } from '@/components/empty-state';
import {
  ClearSearchActions,
  SearchResults,
  type ListingNouns,
  type SearchResultsState,
} from '@/components/search-results';
import { DrillCard } from './drill-card';

/**
 * The results of a listing: skeletons while the first answer loads, the last answer dimmed while the next one
 * does, an empty state with a way out (clear the filters or the keyword), an error with retry, and paging.
 */
export const DrillResults = ({
  result,
  hasFilters,
  onClearFilters,
  onClearKeyword,
  now,
  nouns,
  ...state
}: SearchResultsState & {
  result?: DrillSearchResult;
  /** The instant the cards' Live and registration lines are worked out at. */
  now: Date;
  nouns: ListingNouns;
}) => {
  const { keyword } = state;
  return (
    <SearchResults
      {...state}
      result={result}
      nouns={nouns}
      pageSize={DRILL_SEARCH_DEFAULT_LIMIT}
      maxPage={DRILL_SEARCH_MAX_PAGE}
      empty={
        <EmptyState
          title={hasFilters || keyword ? DrillMessages.noResults : `No ${nouns.many} listed yet`}
          action={
            hasFilters || keyword ? (
              <ClearSearchActions
                hasFilters={hasFilters}
                keyword={keyword}
                onClearFilters={onClearFilters}
                onClearKeyword={onClearKeyword}
              />
            ) : undefined
          }
        >
          {hasFilters
            ? 'Try removing a filter or two: ended ones, other modes or a lower prize pool often have more.'
            : keyword
              ? 'Try a shorter keyword, a domain such as AI or fintech, or the name of the company hosting it.'
              : `New ${nouns.many} are added every week. Check back soon.`}
        </EmptyState>
      }
      skeletonHeight={250}
      itemKey={(drill) => drill.drillId}
      renderItem={(drill) => <DrillCard drill={drill} now={now} />}
    />
  );
};
