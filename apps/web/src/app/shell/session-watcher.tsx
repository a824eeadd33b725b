import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { expireIfStale, sessionExpiredStore, useSessionExpired } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';

const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/**
 * On every route change: if the token's exp (in seconds) is past, clear all local storage and open the
 * session-expired modal, which offers to log in again and come back here (spec §4).
 */
export const SessionWatcher = () => {
  const location = useLocation();
  const expired = useSessionExpired();
  const setExpired = (open: boolean) => sessionExpiredStore.set(open);
  const openLogin = useOpenLogin();

  useEffect(() => {
    expireIfStale();
  }, [location.pathname, location.search]);

  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog
        onClose={() => setExpired(false)}
        onLogin={() => {
          setExpired(false);
          openLogin();
        }}
      />
    </Suspense>
  );
};
