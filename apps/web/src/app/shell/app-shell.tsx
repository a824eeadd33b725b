import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PageLoader } from '@/components/loaders';
import { useContactSales } from '@/features/contact/components/contact-sales-store';
import { useAuthDialogType } from '@/features/auth/hooks/use-auth-dialog-type';
import { useSession } from '@/lib/session';
import { HeaderStrip } from './header-strip';
import { ScrollToTop } from './scroll-to-top';
import { SessionWatcher } from './session-watcher';
import { TopBar } from './top-bar';
import { hidesHeaderStrip, isBareShellPath } from './shell-rules';
import { BOOTING_ATTRIBUTE } from '../head-script';
import { preloadable } from '../lazy-page';

// Parts a visitor may never open load on first use, keeping the first load of any page small.
const SideDrawer = lazy(() => import('./side-drawer'));
const ContactSalesDialog = lazy(() => import('@/features/contact/components/contact-sales-dialog'));
const AuthDialog = lazy(() => import('@/features/auth/components/auth-dialog'));
// The footer sits below the fold of every page: it arrives just after the page instead of with the first load
// (before hydration, on a page the server rendered: boot.tsx).
const { Component: Footer, preload: preloadFooter } = preloadable(() =>
  import('./footer').then((m) => ({ default: m.Footer })),
);
export { preloadFooter };

/** The site-wide shell of spec §2.6; which parts show depends on the path and the session. */
export const AppShell = () => {
  const { pathname } = useLocation();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const contactSales = useContactSales();
  const [contactSalesUsed, setContactSalesUsed] = useState(false);
  if (contactSales.open && !contactSalesUsed) setContactSalesUsed(true);
  // The auth dialog (spec §2.1) opens from the address (?type=...); it loads on first use and stays mounted.
  const authType = useAuthDialogType();
  const [authUsed, setAuthUsed] = useState(false);
  if (authType && !authUsed) setAuthUsed(true);
  const bare = isBareShellPath(pathname);
  // The app now answers forms and buttons itself (head-script.ts held back forms until here).
  useEffect(() => document.documentElement.removeAttribute(BOOTING_ATTRIBUTE), []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <SessionWatcher />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 3000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        Skip to content
      </Box>
      {!bare && !hidesHeaderStrip(pathname) ? <HeaderStrip /> : null}
      {!bare ? <TopBar onOpenDrawer={() => setDrawerOpen(true)} /> : null}
      {!bare && session && drawerOpen ? (
        <Suspense fallback={null}>
          <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {!bare ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {authUsed ? (
        <Suspense
          fallback={
            <LinearProgress aria-label="Opening" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />
          }
        >
          <AuthDialog open={authType !== null} />
        </Suspense>
      ) : null}
      {contactSalesUsed ? (
        <Suspense fallback={null}>
          <ContactSalesDialog />
        </Suspense>
      ) : null}
    </Box>
  );
};
