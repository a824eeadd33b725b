import { useId, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';

// As many columns as fit at 300 px or more: one on a phone, two beside the filters, three on a wide screen.
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

/** The words of one listing: 'job' / 'jobs', 'hackathon' / 'hackathons', 'challenge' / 'challenges'. */
export interface ListingNouns {
  one: string;
  many: string;
}

/** "Showing 13–24 of 199 jobs". */
export const resultSummary = (total: number, page: number, nouns: ListingNouns, pageSize: number): string => {
  const noun = total === 1 ? nouns.one : nouns.many;
  if (total === 0) return `No ${nouns.many} found`;
  const from = (page - 1) * pageSize + 1;
  if (from > total) return `${total.toLocaleString('en-IN')} ${noun}`;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from}–${to} of ${total.toLocaleString('en-IN')} ${noun}`;
};

/** The way out of a search that found nothing: clear the filters, the keyword, or either. */
export const ClearSearchActions = ({
  hasFilters,
  keyword,
  onClearFilters,
  onClearKeyword,
}: {
  hasFilters: boolean;
  keyword: string;
  onClearFilters: () => void;
  onClearKeyword: () => void;
}) => (
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
);

/** What a listing's results get from its page (the query's state and the address's), besides the answer. */
export interface SearchResultsState {
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
}

/**
 * The loading part of SearchResultsState from a search's query: the last answer is dimmed only while it stands
 * in for the next (placeholder data), not while it is merely refreshed.
 */
export const queryStateOf = (query: {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}): Pick<SearchResultsState, 'isPending' | 'isFetching' | 'isError' | 'onRetry'> => ({
  isPending: query.isPending,
  isFetching: query.isFetching && query.isPlaceholderData,
  isError: query.isError,
  onRetry: () => void query.refetch(),
});

/**
 * The results of a search page: skeletons while the first answer loads, the last answer dimmed while the next
 * one does, the count (and the keyword) read out as it changes, `empty` when nothing matched, an error with
 * retry, and paging.
 */
export const SearchResults = <T,>({
  result,
  isPending,
  isFetching,
  isError,
  onRetry,
  nouns,
  keyword,
  page,
  pageSize,
  maxPage,
  onPage,
  notice,
  empty,
  toolbar,
  skeletonHeight,
  itemKey,
  renderItem,
}: Omit<SearchResultsState, 'hasFilters' | 'onClearFilters' | 'onClearKeyword'> & {
  result?: { data: readonly T[]; totalRecordCount: number };
  nouns: ListingNouns;
  pageSize: number;
  /** The last page the search serves. */
  maxPage: number;
  /** Above the results (a note that they are near matches). */
  notice?: ReactNode;
  /** What shows when nothing matched. */
  empty: ReactNode;
  skeletonHeight: number;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}) => {
  const summaryId = useId();
  if (isError && !result) {
    return <LoadFailedState what={nouns.many} onRetry={onRetry} />;
  }
  const header = (summary: string) => (
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
        {header(`Loading ${nouns.many}…`)}
        <Box sx={grid} aria-busy="true">
          <CardSkeletons count={6} height={skeletonHeight} />
        </Box>
      </>
    );
  }
  const pages = Math.min(Math.ceil(result.totalRecordCount / pageSize), maxPage);
  return (
    <Box>
      {header(
        `${resultSummary(result.totalRecordCount, page, nouns, pageSize)}${
          keyword && result.totalRecordCount > 0 ? ` for “${keyword}”` : ''
        }`,
      )}
      {notice}
      {result.totalRecordCount === 0 ? (
        empty
      ) : result.data.length === 0 ? (
        <EmptyState
          title="This page is past the last result"
          action={<Button onClick={() => onPage(1)}>Go to the first page</Button>}
        />
      ) : (
        <Box
          component="ul"
          aria-labelledby={summaryId}
          aria-busy={isFetching}
          sx={{ ...grid, listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {result.data.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
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
