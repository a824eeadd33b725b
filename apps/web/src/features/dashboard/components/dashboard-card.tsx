import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';

/**
 * One card of the dashboard: a titled section (its heading names it for screen readers) with an optional
 * link beside the title ("See all"). Cards stretch to the height of their row on wide screens.
 */
export const DashboardCard = ({
  id,
  title,
  link,
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-title`. */
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) => (
  <Paper
    component="section"
    variant="outlined"
    aria-labelledby={`${id}-title`}
    sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
  >
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {link ? (
        <Link component={RouterLink} to={link.to} variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
          {link.label}
        </Link>
      ) : null}
    </Box>
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
  </Paper>
);

/**
 * A card's body in its three states: `skeleton` while the first answer is on its way, an error with Try again
 * when there is no answer (this card alone: the others keep theirs), and `children` with the data otherwise.
 */
export const QueryContent = <T,>({
  query,
  label,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading your applications"). */
  label: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) => {
  const loading = (
    <Box role="status" aria-label={label}>
      {skeleton}
    </Box>
  );
  if (query.isPending) return loading;
  // A failed refresh keeps what the card already shows; only a card with nothing to show offers Try again.
  if (query.isError && query.data === undefined) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorMessage(query.error)}
      </RetryAlert>
    );
  }
  return query.data === undefined ? loading : <>{children(query.data)}</>;
};
