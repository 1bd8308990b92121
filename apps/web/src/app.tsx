import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/global.css';
import type { ApiClient } from '@back-office/api-client';
import { ApiProvider, type SessionSignal } from '@back-office/hooks';
import { AuthProvider, type AuthUser, useAuth } from '@back-office/hooks/auth';
import { useNotifications } from '@mantine/notifications';
import { QueryClientContext } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { CheckingAuthentication } from './features/shell/checking-auth.tsx';
import { useAuthTransitions } from './features/shell/use-auth-transitions.ts';
import { showToast, TOAST_DURATION_MS, TOAST_LIMIT } from './lib/notify.tsx';
import type { QueryClientLoader } from './lib/query-client-loader.ts';
import type { AppRouter } from './router.tsx';
import { viewStorage } from './ssr/view-storage.ts';
import { AppThemeProvider } from './theme/theme-provider.tsx';

export interface AppProps {
  readonly api: ApiClient;
  readonly session: SessionSignal;
  readonly queryClients: QueryClientLoader;
  readonly router: AppRouter;
  /**
   * The user the server rendered this page for (a hydrated page, decision 034), or `null` for
   * the sign-in page it drew for a visitor without a session (decision 077).
   */
  readonly initialUser?: AuthUser | null;
  /** `'test'` disables Mantine transitions and portals. */
  readonly env?: 'default' | 'test';
}

const Notifications = lazy(() =>
  import('./lib/toasts.tsx').then((module) => ({ default: module.Notifications })),
);

// Navigation after an expired session or a sign-out in another tab is driven by the auth
// state itself (useAuthTransitions), so the port has nothing left to do.
const onSessionExpired = () => {};

function RoutedApp({
  router,
  queryClients,
  api,
}: Pick<AppProps, 'router' | 'queryClients' | 'api'>) {
  const auth = useAuth();
  useAuthTransitions(router, auth);
  if (auth.isLoading) return <CheckingAuthentication />;
  return <RouterProvider router={router} context={{ auth, queryClients, api }} />;
}

/**
 * The toast container, loaded with the first toast (it waits in the store meanwhile): a page
 * that shows none, such as a quiet sign-in, never downloads it.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom centre (the page header's actions and the bulk bar are at the top), beside an open drawer. */}
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
    </Suspense>
  );
}

/**
 * The whole app: theme, toasts, api client and session, then the router. The query cache
 * arrives with the signed-in area (`/_app` loads it); from then on `AuthProvider` sees it
 * here and clears it at sign-in and sign-out.
 */
export function App({
  api,
  session,
  queryClients,
  router,
  initialUser,
  env = 'default',
}: AppProps) {
  const queryClient = useSyncExternalStore(
    queryClients.subscribe,
    queryClients.current,
    queryClients.current,
  );
  return (
    <AppThemeProvider env={env}>
      <Toasts />
      <QueryClientContext.Provider value={queryClient}>
        <ApiProvider
          client={api}
          session={session}
          notify={showToast}
          onSessionExpired={onSessionExpired}
          storage={viewStorage}
        >
          <AuthProvider initialUser={initialUser}>
            <RoutedApp router={router} queryClients={queryClients} api={api} />
          </AuthProvider>
        </ApiProvider>
      </QueryClientContext.Provider>
    </AppThemeProvider>
  );
}
