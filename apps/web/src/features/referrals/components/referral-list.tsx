import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@elevate/contracts/common/format';
import type { Referral, ReferralListResult } from '@elevate/contracts/referrals/referral.schema';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { ReferralProgress } from './referral-progress';

export const ReferralSkeletons = ({ count }: { count: number }) => (
  <Stack role="status" aria-label="Loading your referrals" spacing={1.5}>
    {Array.from({ length: count }, (_, i) => (
      <Paper key={i} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="referral-skeleton">
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="25%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
      </Paper>
    ))}
  </Stack>
);

const FriendCard = ({ referral: r, action }: { referral: Referral; action: ReactNode }) => (
  <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, listStyle: 'none' }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Avatar sx={{ bgcolor: r.deleted ? 'action.disabledBackground' : 'primary.main' }} aria-hidden>
        {r.deleted ? '?' : r.name.slice(0, 1)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {r.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {r.maskedEmail ? `${r.maskedEmail} · ` : ''}Joined {formatDate(r.joinedAt)}
        </Typography>
      </Box>
      {action}
    </Box>
    <Box sx={{ mt: 2 }}>
      <ReferralProgress progress={r} name={r.name} />
    </Box>
  </Paper>
);

/**
 * The friends of one page in their states: skeletons while loading, an error with Try again, `empty` when there
 * are none, and a card per friend with their progress and one `action` (hide, or show again).
 */
export const ReferralList = ({
  query,
  empty,
  action,
}: {
  query: UseQueryResult<ReferralListResult>;
  empty: ReactNode;
  action: (r: Referral) => ReactNode;
}) => {
  if (query.isPending) return <ReferralSkeletons count={3} />;
  if (query.isError && !query.data) {
    return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
  }
  const items = query.data?.data ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {items.map((r) => (
        <FriendCard key={r.referralId} referral={r} action={action(r)} />
      ))}
    </Stack>
  );
};
