import type { ReactNode } from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A counted list of rows with paging: "12 jobs", the rows (dimmed while the next page loads in their place),
 * then page numbers when there is more than one page.
 */
export const PagedList = ({
  total,
  noun,
  loadingNext,
  page,
  pages,
  onPage,
  children,
}: {
  total: number;
  /** Singular and plural, e.g. ['job', 'jobs']. */
  noun: readonly [string, string];
  loadingNext: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) => (
  <>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
      {total} {total === 1 ? noun[0] : noun[1]}
    </Typography>
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, opacity: loadingNext ? 0.6 : 1 }}>
      {children}
    </Stack>
    {pages > 1 ? (
      <Pagination
        count={pages}
        page={page}
        onChange={(_e, p) => onPage(p)}
        sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      />
    ) : null}
  </>
);
