import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { clearSession, useSession } from '@/lib/session';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { useMyJudging } from '@/features/judging/api/get-my-judging';
import { canUseConsole, CONSOLE_LINK, DASHBOARD_LINKS, JUDGING_LINK, PRIMARY_LINKS } from './nav-links';
import { AccountSummary } from './account-summary';
import { BrandLogo } from './brand-logo';

/** The side drawer: signed-in users only, opened from the top bar, closed by its close button (spec §2.6). */
export const SideDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Asked only while the drawer is open (then cached, so it stays on reopening): most users judge nothing.
  const judging = useMyJudging({ enabled: open });
  const judges = (judging.data?.data.length ?? 0) > 0;
  const logout = () => {
    onClose();
    clearSession();
    navigate('/');
  };
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <BrandLogo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {session ? <AccountSummary session={session} onNavigate={onClose} /> : null}
      <nav aria-label="Your Elevate">
        <List subheader={<ListSubheader>Your Elevate</ListSubheader>}>
          {DASHBOARD_LINKS.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to} selected={pathname === l.to} onClick={onClose}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
          {judges ? (
            <ListItemButton
              component={RouterLink}
              to={JUDGING_LINK.to}
              selected={pathname.startsWith(JUDGING_LINK.to)}
              onClick={onClose}
            >
              <ListItemText primary={JUDGING_LINK.label} />
            </ListItemButton>
          ) : null}
          {session && canUseConsole(session) ? (
            <ListItemButton
              component={RouterLink}
              to={CONSOLE_LINK.to}
              selected={pathname.startsWith(CONSOLE_LINK.to)}
              onClick={onClose}
            >
              <ListItemText primary={CONSOLE_LINK.label} />
            </ListItemButton>
          ) : null}
          <ListItemButton onClick={logout}>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </List>
        <List subheader={<ListSubheader>Explore</ListSubheader>}>
          {PRIMARY_LINKS.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to} selected={pathname === l.to} onClick={onClose}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
};
export default SideDrawer;
