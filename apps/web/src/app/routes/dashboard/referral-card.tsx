import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ReferralSummary } from '@elevate/contracts/referrals/referral.schema';
import { DashboardCard, QueryContent } from '@/features/dashboard/components/dashboard-card';
import { useReferralSummary } from '@/features/referrals/api/get-referral-summary';
import { ReferralSummaryTiles } from '@/features/referrals/components/referral-summary-tiles';
import { copyToClipboard } from '@/features/referrals/copy-to-clipboard';

/** Half a dashboard row is too narrow for four tiles side by side: two by two. */
const twoByTwo = { '& > ul': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } as const;

const Summary = ({ summary }: { summary: ReferralSummary }) => (
  <>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography>
        Your code: <strong>{summary.referralCode}</strong>
      </Typography>
      <IconButton
        size="small"
        onClick={() => void copyToClipboard(summary.referralCode, 'code')}
        aria-label="Copy referral code"
        title="Copy referral code"
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Box>
    {summary.counts.joined === 0 ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Share your code with friends: when they sign up with it, you follow them here from joining to their first
        application.
      </Typography>
    ) : null}
    <Box sx={twoByTwo}>
      <ReferralSummaryTiles counts={summary.counts} />
    </Box>
  </>
);

/** The referral summary: my code to copy and how far the friends who used it have come. */
export const ReferralCard = () => {
  const query = useReferralSummary();
  return (
    <DashboardCard id="referrals" title="Referrals" link={{ to: '/my-referrals', label: 'My Referrals' }}>
      <QueryContent
        query={query}
        label="Loading your referrals"
        skeleton={
          <Box sx={twoByTwo}>
            <ReferralSummaryTiles counts={undefined} />
          </Box>
        }
      >
        {(summary) => <Summary summary={summary} />}
      </QueryContent>
    </DashboardCard>
  );
};
