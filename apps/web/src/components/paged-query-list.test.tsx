import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { PagedQueryList } from './paged-query-list';
import type { QueryLike } from './query-states';

interface Row {
  id: number;
  name: string;
}
type Page = { data: Row[]; totalRecordCount: number };

const queryOf = (over: Partial<QueryLike<Page> & { isPlaceholderData: boolean }>) => ({
  data: undefined,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

const rows: Row[] = [
  { id: 1, name: 'Kavya Menon' },
  { id: 2, name: 'Arjun Rao' },
];

const list = (query: ReturnType<typeof queryOf>, onPage = vi.fn()) =>
  render(
    <PagedQueryList
      query={query}
      loadingLabel="Loading people"
      skeletons={3}
      skeletonHeight={40}
      empty={<p>Nobody yet</p>}
      noun={['person', 'people']}
      page={1}
      pageSize={2}
      onPage={onPage}
      table={(r) => (
        <table aria-label="People">
          <tbody>
            {r.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      card={(p) => (
        <li key={p.id} aria-label={`Card of ${p.name}`}>
          {p.name}
        </li>
      )}
    />,
  );

describe('a paged query list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows skeletons, read out as loading, while the first page loads', () => {
    list(queryOf({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading people' })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
  });

  it('says why a failed load failed and asks again on Try again', async () => {
    const query = queryOf({
      error: new ApiError(503, 'Service Unavailable', {
        httpStatus: 503,
        error: { code: 'BUSY', message: 'The server is busy.' },
      }),
    });
    list(query);
    expect(screen.getByText('The server is busy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows its empty state when the page holds nothing', () => {
    list(queryOf({ data: { data: [], totalRecordCount: 0 } }));
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });

  it('lists the rows as one table on a wide screen, with the count and the page numbers', async () => {
    mockWideScreen();
    const onPage = vi.fn();
    list(queryOf({ data: { data: rows, totalRecordCount: 3 } }), onPage);
    expect(screen.getByText('3 people')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Arjun Rao')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Card of Arjun Rao' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('lists the rows as cards on a phone', () => {
    mockPhoneScreen();
    list(queryOf({ data: { data: rows, totalRecordCount: 2 } }));
    expect(screen.getByRole('listitem', { name: 'Card of Kavya Menon' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
