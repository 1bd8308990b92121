import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/global.css';
import type { ApiClient } from '@repo/api-client';
import { ApiProvider, AuthProvider, type SessionSignal, useAuth } from '@repo/hooks';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CheckingAuthentication } from './features/shell/checking-auth.tsx';
import { useAuthTransitions } from './features/shell/use-auth-transitions.ts';
import { showToast, TOAST_DURATION_MS, TOAST_LIMIT } from './lib/notify.tsx';
import type { AppRouter } from './router.tsx';
import { AppThemeProvider } from './theme/theme-provider.tsx';

export interface AppProps {
  readonly api: ApiClient;
  readonly session: SessionSignal;
  readonly queryClient: QueryClient;
  readonly router: AppRouter;
  /** `'test'` disables Mantine transitions and portals. */
  readonly env?: 'default' | 'test';
}

const Notifications = lazy(() =>
  import('./lib/toasts.tsx').then((module) => ({ default: module.Notifications })),
);

// Navigation after an expired session or a sign-out in another tab is driven by the auth
// state itself (useAuthTransitions), so the port has nothing left to do.
const onSessionExpired = () => {};

function RoutedApp({ router, queryClient, api }: Omit<AppProps, 'session' | 'env'>) {
  const auth = useAuth();
  useAuthTransitions(router, auth);
  if (auth.isLoading) return <CheckingAuthentication />;
  return <RouterProvider router={router} context={{ auth, queryClient, api }} />;
}

/** The whole app: theme, toasts, query cache, api client and session, then the router. */
export function App({ api, session, queryClient, router, env = 'default' }: AppProps) {
  return (
    <AppThemeProvider env={env}>
      <Suspense fallback={null}>
        <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ApiProvider
          client={api}
          session={session}
          notify={showToast}
          onSessionExpired={onSessionExpired}
        >
          <AuthProvider>
            <RoutedApp router={router} queryClient={queryClient} api={api} />
          </AuthProvider>
        </ApiProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
