import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Whether a list of rows is wide enough for a table: from the md breakpoint (900 px) up. */
export const useWideList = () => useMediaQuery(useTheme().breakpoints.up('md'));

/**
 * The items of a PagedList (its <ul>): the rows as one table from the md breakpoint up, or as one card each on
 * narrower screens (each card renders its own <li>).
 */
export const TableOrCards = <T,>({
  rows,
  table,
  card,
}: {
  rows: T[];
  table: (rows: T[]) => ReactNode;
  card: (row: T) => ReactNode;
}) =>
  useWideList() ? (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {table(rows)}
    </Box>
  ) : (
    <>{rows.map(card)}</>
  );
