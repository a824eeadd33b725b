import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';

/**
 * One titled block of the participant dashboard: a section named by its heading, so screen readers list it
 * as a region. `action` sits beside the title (a link, a button).
 */
export const DashboardSection = ({
  id,
  title,
  action,
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-title`, and the section can be linked to as #id. */
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Paper
    component="section"
    id={id}
    variant="outlined"
    aria-labelledby={`${id}-title`}
    sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0, scrollMarginTop: 96 }}
  >
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Box>
    {children}
  </Paper>
);

/**
 * A query's three states: `skeleton` while the first answer is on its way (a status named by `label`), the
 * error with Try again when there is nothing to show, and `children` with the data. A failed refresh keeps
 * what is shown.
 */
export const QueryState = <T,>({
  query,
  label,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) => {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorMessage(query.error)}
      </RetryAlert>
    );
  return (
    <Box role="status" aria-label={label}>
      {skeleton}
    </Box>
  );
};

/** A quiet line for a section with nothing in it yet, saying when something will appear. */
export const SectionEmpty = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Box sx={{ textAlign: 'center', py: 2, px: 1 }}>
    <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
    {children ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
        {children}
      </Typography>
    ) : null}
  </Box>
);
