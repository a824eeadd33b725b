import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { ProgressWithLabel } from '@/components/loaders';
import { useProfileCompletion } from '@/features/users/api/get-profile-completion';
import type { Session } from '@/lib/session';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/**
 * The profile strength of users/profile/completion as a rounded percent: the same number as /my-dashboard and
 * /manage-profile (one query, refreshed by every profile save). A skeleton while it loads.
 */
const Strength = ({ uid, onNavigate }: { uid: number; onNavigate?: () => void }) => {
  const completion = useProfileCompletion(uid);
  return (
    <>
      <Link
        component={RouterLink}
        to="/manage-profile"
        onClick={onNavigate}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'inline-block', mt: 1, mb: 0.5 }}
      >
        Profile strength
      </Link>
      {completion.data ? (
        <ProgressWithLabel value={completion.data.percent} label="Profile strength" />
      ) : completion.isError ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Could not load it
          </Typography>
          <Button size="small" onClick={() => void completion.refetch()} disabled={completion.isFetching}>
            Try again
          </Button>
        </Box>
      ) : (
        <Box role="status" aria-label="Loading profile strength">
          <Skeleton variant="rounded" height={8} sx={{ my: 0.75 }} />
        </Box>
      )}
    </>
  );
};

/**
 * Who is signed in, their profile strength and their referral code with a copy button (spec §2.6): the top of
 * the My Dashboard menu on wide screens and of the side drawer on phones. `onNavigate` closes them when the
 * profile strength link is followed.
 */
export const AccountSummary = ({ session, onNavigate }: { session: Session; onNavigate?: () => void }) => {
  const code = session.session.referralCode;
  const name = [session.session.fullName, session.session.lastName].filter(Boolean).join(' ');
  const copy = async () => {
    if (code) await copyToClipboard(code, `Copying did not work here. Your referral code is ${code}`);
  };
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {session.session.uemail}
      </Typography>
      <Strength uid={session.session.uid} onNavigate={onNavigate} />
      {code ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2">
            Referral code: <strong>{code}</strong>
          </Typography>
          <IconButton size="small" onClick={copy} aria-label="Copy referral code" title="Copy referral code">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
};
