import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Messages } from '@elevate/contracts/common/messages';
import { ProgressWithLabel } from '@/components/loaders';
import { profileStrength } from '@/features/auth/profile-strength';
import type { Session } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Until the profile completion call exists, strength is what the account itself already tells us. */
const strengthOf = ({ session: s }: Session) =>
  profileStrength({ fullName: s.fullName, lastName: s.lastName, email: s.uemail, utype: s.utype });

/**
 * Who is signed in, their profile strength and their referral code with a copy button (spec §2.6): the top of
 * the My Dashboard menu on wide screens and of the side drawer on phones.
 */
export const AccountSummary = ({ session }: { session: Session }) => {
  const code = session.session.referralCode;
  const name = [session.session.fullName, session.session.lastName].filter(Boolean).join(' ');
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      toast.success(Messages.copied);
    } catch {
      // No clipboard (an insecure context, a refused permission): the code is on screen to copy by hand.
      toast.error(`Copying did not work here. Your referral code is ${code}`);
    }
  };
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {session.session.uemail}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} gutterBottom>
        Profile strength
      </Typography>
      <ProgressWithLabel value={strengthOf(session)} label="Profile strength" />
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
