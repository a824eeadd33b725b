import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { openContactSales } from '@/features/contact/components/contact-sales-store';
import { SESSION_KEY, useSession } from '@/lib/session';
import { useHydrated } from '@/lib/external-store';
import { useOpenLogin } from '@/lib/use-open-login';
import { useColorScheme } from '@mui/material/styles';
import { GUEST_ONLY_ATTRIBUTE, SESSION_PENDING_ATTRIBUTE } from '../head-script';
import { BrandLogo } from './brand-logo';
import { COMPACT_LINKS, employerLinksFor, PRIMARY_LINKS, SECONDARY_LINKS } from './nav-links';
import { isCompactHeaderPath, isEmployerPath } from './shell-rules';
import { MenuButton, preloadNavMenu } from './menu-button';

const UserMenu = lazy(() => import('./user-menu'));
// The bell (its polling, popover and list) loads only for signed-in users, never in the first load of `/`.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));

const navButtonSx = { color: 'text.primary', px: 1.25, whiteSpace: 'nowrap' } as const;

/**
 * Light or dark. The scheme is known in the browser only: the server and the hydrating render draw both
 * icons and let the data-theme attribute (set before the first paint) show the right one, then the label
 * follows once hydrated (the theme reads the stored mode at once, `noSsr` in providers.tsx).
 */
const ThemeToggle = () => {
  const { colorScheme, setMode } = useColorScheme();
  const dark = useHydrated() && colorScheme === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton onClick={() => setMode(dark ? 'light' : 'dark')} aria-label={label} title={label}>
      <DarkModeIcon sx={(t) => ({ display: 'block', ...t.applyStyles('dark', { display: 'none' }) })} />
      <LightModeIcon sx={(t) => ({ display: 'none', ...t.applyStyles('dark', { display: 'block' }) })} />
    </IconButton>
  );
};

/** The top bar of spec §2.6, with the employer variant and the signed-in / signed-out right side. */
export const TopBar = ({ onOpenDrawer }: { onOpenDrawer: () => void }) => {
  const { pathname } = useLocation();
  const session = useSession();
  const openLogin = useOpenLogin();
  useEffect(() => {
    // The head script hid the Login button of a server-rendered page while a stored session was unread; once
    // the header shows that session (or there turned out to be none), the buttons are the header's to show.
    if (session || !localStorage.getItem(SESSION_KEY))
      document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);
  }, [session]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(preloadNavMenu);
  }, []);
  const employer = isEmployerPath(pathname);
  const compact = isCompactHeaderPath(pathname);

  const employerLinks = employerLinksFor(session);
  const desktopLinks = employer ? employerLinks : compact ? COMPACT_LINKS : PRIMARY_LINKS;
  const mobileLinks = employer
    ? [{ to: '/', label: 'For Users' }, ...employerLinks]
    : compact
      ? COMPACT_LINKS
      : [...PRIMARY_LINKS, ...SECONDARY_LINKS];

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        {session ? (
          <IconButton edge="start" aria-label="Open menu" onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <BrandLogo />
        <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', ml: 2, gap: 0.5 }}>
          {employer ? (
            <>
              <Button component={RouterLink} to="/" sx={navButtonSx}>
                For Users
              </Button>
              <Button sx={navButtonSx} onClick={() => openContactSales('employer')}>
                Request a demo
              </Button>
            </>
          ) : null}
          {desktopLinks.map((l) => (
            <Button
              key={l.to}
              component={RouterLink}
              to={l.to}
              sx={navButtonSx}
              aria-current={pathname === l.to ? 'page' : undefined}
            >
              {l.label}
            </Button>
          ))}
          {!employer && !compact ? (
            <MenuButton
              id="more-menu"
              links={SECONDARY_LINKS}
              renderButton={(props) => (
                <Button sx={navButtonSx} endIcon={<KeyboardArrowDownIcon />} {...props}>
                  More
                </Button>
              )}
            />
          ) : null}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {session ? (
          <Suspense fallback={<Box sx={{ width: 40, height: 40, flexShrink: 0 }} />}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <ThemeToggle />
        {session ? (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Suspense fallback={null}>
              <UserMenu session={session} />
            </Suspense>
          </Box>
        ) : (
          <Box {...{ [GUEST_ONLY_ATTRIBUTE]: '' }} sx={{ display: 'flex', gap: 1 }}>
            {!employer ? (
              <Button
                component={RouterLink}
                to="/employer"
                variant="outlined"
                sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
              >
                For Companies/Institutes
              </Button>
            ) : null}
            <Button variant="contained" onClick={openLogin}>
              Login
            </Button>
          </Box>
        )}
        <Box sx={{ display: { xs: 'inline-flex', lg: 'none' } }}>
          <MenuButton
            id="mobile-nav"
            links={mobileLinks}
            actions={employer ? [{ label: 'Request a demo', onSelect: () => openContactSales('employer') }] : []}
            footerLinks={!session && !employer ? [{ to: '/employer', label: 'For Companies/Institutes' }] : []}
            renderButton={(props) => (
              <IconButton aria-label="More pages" {...props}>
                <MoreVertIcon />
              </IconButton>
            )}
          />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
