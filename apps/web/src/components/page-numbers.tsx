import Pagination from '@mui/material/Pagination';

/** The page numbers under a list, centred; nothing while everything fits on one page. */
export const PageNumbers = ({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) =>
  pages > 1 ? (
    <Pagination
      count={pages}
      page={page}
      onChange={(_e, p) => onPage(p)}
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
    />
  ) : null;
