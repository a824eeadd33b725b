import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { REFERRAL_MILESTONE_LABELS, REFERRAL_MILESTONES } from '@elevate/contracts/referrals/referral.constants';
import type { ReferralCounts } from '@elevate/contracts/referrals/referral.schema';

const HINTS: Record<keyof ReferralCounts, string> = {
  joined: 'Signed up with your code',
  emailVerified: 'Confirmed their email address',
  profile: 'Built a strong profile',
  firstApplication: 'Applied to a job on Elevate',
};

/**
 * How many friends reached each milestone, one tile each; skeleton tiles while the counts load. Used by
 * /my-referrals and the dashboard.
 */
export const ReferralSummaryTiles = ({ counts }: { counts: ReferralCounts | undefined }) => (
  <Box
    component="ul"
    aria-label="Your referrals so far"
    aria-busy={counts ? undefined : true}
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: { xs: 1.5, md: 2 },
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    }}
  >
    {REFERRAL_MILESTONES.map((key) => (
      <Paper key={key} component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
        {counts ? (
          <Typography component="p" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.2 }}>
            {counts[key]}
          </Typography>
        ) : (
          <Skeleton variant="text" width={48} sx={{ fontSize: '2rem' }} data-testid="tile-skeleton" />
        )}
        <Typography sx={{ fontWeight: 600 }}>{REFERRAL_MILESTONE_LABELS[key]}</Typography>
        <Typography variant="body2" color="text.secondary">
          {HINTS[key]}
        </Typography>
      </Paper>
    ))}
  </Box>
);
