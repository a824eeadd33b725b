import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession, useSessionExpired } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';
import { locationTrail } from './location-trail';

/**
 * Sends a user the route refuses to the not-authorized page, with the page they came from sealed into the
 * address (spec §2.5; lib/return-path.ts, docs/decisions/026). The crypto code loads only now. Without Web
 * Crypto (a page served over plain http) the page opens without a return path and Back leads to the dashboard.
 */
const ToNotAuthorized = ({ pathname }: { pathname: string }) => {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    locationTrail.refuse(pathname);
    // Nowhere on this site before (a link from outside, a reload): Back leads to the dashboard.
    const from = locationTrail.cameFrom(pathname);
    import('@/lib/return-path')
      .then((m) => m.sealReturnPath(from ?? m.RETURN_FALLBACK))
      .catch(() => null)
      .then((sealed) => {
        if (live) navigate(sealed ? `/not-authorized?from=${sealed}` : '/not-authorized', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [pathname, navigate]);
  return null;
};

/**
 * A signed-in-only route (spec §2.4): arriving signed out, it opens the login dialog in place with returnUrl
 * (once: closing the dialog leaves the "Log in to continue" panel instead of reopening it); with
 * `roles`, a user whose authorities match none of them sees the not-authorized page (spec §2.5).
 */
export const RequireAuth = ({ children, roles }: { children: ReactNode; roles?: string[] }) => {
  const session = useSession();
  const location = useLocation();
  const signedIn = session !== null;
  // When the session just ended, the session-expired modal explains and offers to log in: no second dialog.
  const expiredModal = useSessionExpired();
  const openLogin = useOpenLogin({ replace: true });

  useEffect(() => {
    if (!signedIn && !expiredModal && new URLSearchParams(location.search).get('type') !== 'login') openLogin();
    // Only on arrival: not when the visitor closes the dialog (the panel below stays), nor when the session
    // ends on this page (Logout and 'log out everywhere' are on their way to the root; an expiry has its modal).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  if (!session) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          Log in to continue
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          This page is part of your Elevate account.
        </Typography>
        <Button variant="contained" onClick={openLogin}>
          Login
        </Button>
      </Container>
    );
  }
  if (roles && !roles.some((r) => session.authorities.includes(r) || session.session.role === r)) {
    // Keyed by location: logging in from this page's dialog navigates back here (returnUrl) after the guard has
    // already redirected once, and a redirect that stays mounted does not redirect again (the page was blank).
    // Never from the not-authorized page itself, where a guard around every path would redirect forever.
    if (location.pathname === '/not-authorized') return null;
    return <ToNotAuthorized key={location.key} pathname={location.pathname} />;
  }
  return children;
};
