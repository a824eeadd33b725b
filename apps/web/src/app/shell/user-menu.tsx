import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Messages } from '@elevate/contracts/common/messages';
import { ProgressWithLabel } from '@/components/loaders';
import { profileStrength } from '@/features/auth/profile-strength';
import { clearSession, type Session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { canUseConsole, CONSOLE_LINK, DASHBOARD_LINKS } from './nav-links';

/** Until the profile completion call exists, strength is what the account itself already tells us. */
const strengthOf = ({ session: s }: Session) =>
  profileStrength({ fullName: s.fullName, lastName: s.lastName, email: s.uemail, utype: s.utype });

/** The My Dashboard menu of spec §2.6: name, profile strength, referral code, links and Logout. */
export const UserMenu = ({ session }: { session: Session }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const code = session.session.referralCode;
  const name = [session.session.fullName, session.session.lastName].filter(Boolean).join(' ');
  const close = () => setAnchor(null);

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
  const logout = () => {
    close();
    clearSession();
    navigate('/');
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        startIcon={
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
            {session.session.fullName.slice(0, 1)}
          </Avatar>
        }
      >
        My Dashboard
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
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
        <Divider />
        {DASHBOARD_LINKS.map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={close}>
            {l.label}
          </MenuItem>
        ))}
        {canUseConsole(session) ? (
          <MenuItem component={RouterLink} to={CONSOLE_LINK.to} onClick={close}>
            {CONSOLE_LINK.label}
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem onClick={logout}>Logout</MenuItem>
      </Menu>
    </>
  );
};
export default UserMenu;
