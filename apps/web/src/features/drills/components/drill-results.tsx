import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DRILL_SEARCH_DEFAULT_LIMIT, DRILL_SEARCH_MAX_PAGE } from '@elevate/contracts/drills/drill-search.constants';
import type { DrillSearchResult } from '@elevate/contracts/drills/drill-search.schema';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { DrillCard } from './drill-card';

// As many columns as fit at 300 px or more: one on a phone, two beside the filters, three on a wide screen.
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

/** The words of one listing: 'hackathon' / 'hackathons', or 'challenge' / 'challenges'. */
export interface ListingNouns {
  one: string;
  many: string;
}

/** "Showing 13–24 of 40 hackathons". */
export const drillResultSummary = (
  total: number,
  page: number,
  nouns: ListingNouns,
  pageSize = DRILL_SEARCH_DEFAULT_LIMIT,
): string => {
  const noun = total === 1 ? nouns.one : nouns.many;
  if (total === 0) return `No ${nouns.many} found`;
  const from = (page - 1) * pageSize + 1;
  if (from > total) return `${total.toLocaleString('en-IN')} ${noun}`;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from}–${to} of ${total.toLocaleString('en-IN')} ${noun}`;
};

/**
 * The results of a listing: skeletons while the first answer loads, the last answer dimmed while the next one
 * does, an empty state with a way out (clear the filters or the keyword), an error with retry, and paging.
 */
export const DrillResults = ({
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
  now,
  nouns,
}: {
  result?: DrillSearchResult;
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
  /** The instant the cards' Live and registration lines are worked out at. */
  now: Date;
  nouns: ListingNouns;
}) => {
  const summaryId = useId();
  if (isError && !result) {
    return (
      <EmptyState
        title={`We could not load ${nouns.many}`}
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
          <CardSkeletons count={6} height={250} />
        </Box>
      </>
    );
  }
  const pages = Math.min(Math.ceil(result.totalRecordCount / DRILL_SEARCH_DEFAULT_LIMIT), DRILL_SEARCH_MAX_PAGE);
  return (
    <Box>
      {header(
        `${drillResultSummary(result.totalRecordCount, page, nouns)}${
          keyword && result.totalRecordCount > 0 ? ` for “${keyword}”` : ''
        }`,
      )}
      {result.totalRecordCount === 0 ? (
        <EmptyState
          title={hasFilters || keyword ? DrillMessages.noResults : `No ${nouns.many} listed yet`}
          action={
            hasFilters || keyword ? (
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
            ) : undefined
          }
        >
          {hasFilters
            ? 'Try removing a filter or two: ended ones, other modes or a lower prize pool often have more.'
            : keyword
              ? 'Try a shorter keyword, a domain such as AI or fintech, or the name of the company hosting it.'
              : `New ${nouns.many} are added every week. Check back soon.`}
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
          aria-busy={isFetching}
          sx={{ ...grid, listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {result.data.map((drill) => (
            <li key={drill.drillId}>
              <DrillCard drill={drill} now={now} />
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
