import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useMyJudging } from '@/features/judging/api/get-my-judging';
import { clearSession, type Session } from '@/lib/session';
import { AccountSummary } from './account-summary';
import { canUseConsole, CONSOLE_LINK, DASHBOARD_LINKS, JUDGING_LINK } from './nav-links';

/** The My Dashboard menu of spec §2.6: name, profile strength, referral code, links and Logout. */
export const UserMenu = ({ session }: { session: Session }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  // Asked only once the menu first opens (then cached): most users judge nothing, and the header loads on every page.
  const [opened, setOpened] = useState(false);
  const judging = useMyJudging({ enabled: opened });
  const judges = (judging.data?.data.length ?? 0) > 0;

  const logout = () => {
    close();
    clearSession();
    navigate('/');
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
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
        <AccountSummary session={session} onNavigate={close} />
        <Divider />
        {DASHBOARD_LINKS.map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={close}>
            {l.label}
          </MenuItem>
        ))}
        {judges ? (
          <MenuItem component={RouterLink} to={JUDGING_LINK.to} onClick={close}>
            {JUDGING_LINK.label}
          </MenuItem>
        ) : null}
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
