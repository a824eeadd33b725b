import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCount } from '@elevate/contracts/common/format';
import { useLandingStats } from '../api/get-landing-stats';

/** The four home tiles of spec §3: Users Impacted, Open Innovation, Hackathons, Eyeballs. */
export const StatTiles = () => {
  const { data, isPending, isError } = useLandingStats();
  if (isError) return null;
  const tiles = data
    ? [
        { label: 'Users Impacted', value: data.usersImpacted },
        { label: 'Open Innovation', value: data.openInnovation },
        { label: 'Hackathons', value: data.hackathons },
        { label: 'Eyeballs', value: data.eyeballs },
      ]
    : [];
  return (
    <Box
      component="ul"
      aria-label="Elevate in numbers"
      aria-busy={isPending}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {isPending
        ? Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={96} />
            </li>
          ))
        : tiles.map((t) => (
            <li key={t.label}>
              <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', height: '100%' }}>
                <Typography
                  component="p"
                  sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, color: 'primary.main' }}
                >
                  {formatCount(t.value)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.label}
                </Typography>
              </Paper>
            </li>
          ))}
    </Box>
  );
};
