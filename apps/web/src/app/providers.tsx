import { lazy, Suspense, useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '@/lib/query-client';
import { THEME_KEY } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { appTheme } from './theme';

const ToastHost = lazy(() => import('@/components/toast-host'));

/** Toasts mount with the first one, so the snackbar code is not part of the first load. */
const Toasts = () => {
  const current = useToast();
  const [used, setUsed] = useState(false);
  if (current && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
};

/**
 * Data, theme and toasts for the whole app. The server passes its own query client (filled before the
 * render, entry-server.tsx); the browser passes the data the server rendered with (`dehydratedState`), so a
 * server-rendered page hydrates without asking for it again.
 */
export const AppProviders = ({
  children,
  queryClient: given,
  dehydratedState,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  dehydratedState?: DehydratedState;
}) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        {/* noSsr: the stored mode is read in the first render. The theme's styles are CSS variables for both
            schemes whatever the mode (the data-theme attribute picks), so the server's markup still matches;
            without it the provider draws again right after hydration, and with it the whole page. */}
        <ThemeProvider
          theme={appTheme()}
          modeStorageKey={THEME_KEY}
          defaultMode="light"
          disableTransitionOnChange
          noSsr
        >
          <CssBaseline />
          {children}
          <Toasts />
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
};
