import type { ReactNode } from 'react';
import { PagedList } from '@/components/paged-list';
import { QueryStates, type QueryLike } from '@/components/query-states';
import { TableOrCards } from '@/components/table-or-cards';

/**
 * One page of a paged query as a counted list: skeletons, then the error with Try again or `empty` when the page
 * holds nothing, else the rows (dimmed while the next page loads) as a table on wide screens when `table` is
 * given, otherwise as cards, and the page numbers.
 */
export const PagedQueryList = <R,>({
  query,
  loadingLabel,
  skeletons,
  skeletonHeight,
  empty,
  noun,
  page,
  pageSize,
  onPage,
  table,
  card,
}: {
  query: QueryLike<{ data: R[]; totalRecordCount: number }> & { isPlaceholderData: boolean };
  loadingLabel: string;
  skeletons: number;
  skeletonHeight: number;
  empty: ReactNode;
  /** Singular and plural, e.g. ['payment', 'payments']. */
  noun: readonly [string, string];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  table?: (rows: R[]) => ReactNode;
  /** One row as a card: an <li> with its key. */
  card: (row: R) => ReactNode;
}) => (
  <QueryStates query={query} loadingLabel={loadingLabel} skeletons={skeletons} skeletonHeight={skeletonHeight}>
    {({ data, totalRecordCount }) =>
      data.length === 0 ? (
        empty
      ) : (
        <PagedList
          total={totalRecordCount}
          noun={noun}
          loadingNext={query.isPlaceholderData}
          page={page}
          pages={Math.max(1, Math.ceil(totalRecordCount / pageSize))}
          onPage={onPage}
        >
          {table ? <TableOrCards rows={data} table={table} card={card} /> : data.map(card)}
        </PagedList>
      )
    }
  </QueryStates>
);
