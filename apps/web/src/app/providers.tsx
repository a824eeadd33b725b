import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '@/lib/query-client';
import { useToast } from '@/lib/toast';
import { buildTheme, useThemeMode } from './theme';

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

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  const mode = useThemeMode();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
};
