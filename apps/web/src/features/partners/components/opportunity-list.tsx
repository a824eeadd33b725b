import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OPPORTUNITIES_PAGE } from '@elevate/contracts/partners/company-page.constants';

export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The first `shown` of an opportunity list, skeletons for those still loading, and View More while more
 * exist. `noun` names the items for the status line and the button ('jobs', 'hackathons').
 */
export const OpportunityList = <T,>({
  items,
  total,
  shown,
  loading,
  failed,
  noun,
  onMore,
  onRetry,
  render,
  itemKey,
}: {
  items: readonly T[];
  total: number;
  shown: number;
  loading: boolean;
  failed: boolean;
  noun: string;
  onMore: () => void;
  onRetry: () => void;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}) => {
  const visible = items.slice(0, shown);
  const waiting = loading ? Math.max(0, Math.min(shown, total) - visible.length) : 0;
  return (
    <>
      <Box component="ul" sx={{ ...cardGridSx, listStyle: 'none', p: 0, m: 0 }} aria-busy={waiting > 0}>
        {visible.map((item) => (
          <Box component="li" key={itemKey(item)} sx={{ minWidth: 0 }}>
            {render(item)}
          </Box>
        ))}
        {Array.from({ length: waiting }, (_, i) => (
          <Box component="li" key={`s${i}`} aria-hidden>
            <Skeleton variant="rounded" height={240} data-testid="card-skeleton" />
          </Box>
        ))}
      </Box>
      {failed ? (
        <Box role="alert" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">We could not load the {noun}.</Typography>
          <Button onClick={onRetry}>Try again</Button>
        </Box>
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {visible.length > 0 && total > OPPORTUNITIES_PAGE ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Showing {visible.length} of {total} {noun}
          </Typography>
        ) : null}
        {shown < total && !failed ? (
          <Button variant="outlined" onClick={onMore} disabled={waiting > 0} aria-label={`View More ${noun}`}>
            View More
          </Button>
        ) : null}
      </Box>
    </>
  );
};
