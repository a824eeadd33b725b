import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { roundedPercent } from '@elevate/contracts/common/format';

/** The fallback while a lazy route loads: a thin bar at the top and the shape of a page. */
export const PageLoader = () => (
  <Box role="status" aria-label="Loading page" sx={{ minHeight: '60vh' }}>
    <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 4 }}>
      <Skeleton variant="text" width="45%" height={48} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={220} sx={{ mt: 3 }} />
    </Box>
  </Box>
);

/** A progress bar that shows its value as a rounded percent (spec §2.6). */
export const ProgressWithLabel = ({ value, label }: { value: number; label: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <LinearProgress
      variant="determinate"
      value={Math.min(100, Math.max(0, value))}
      aria-label={label}
      sx={{ flex: 1, height: 8, borderRadius: 4 }}
    />
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: 'right' }}>
      {roundedPercent(value)}
    </Typography>
  </Box>
);

export const CardSkeletons = ({ count = 3, height = 180 }: { count?: number; height?: number }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={height} data-testid="card-skeleton" />
    ))}
  </>
);
