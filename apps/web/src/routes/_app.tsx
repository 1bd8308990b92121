import { navigationQueries } from '@back-office/hooks/navigation';
import { notificationQueries } from '@back-office/hooks/notifications';
import { PeriodProvider } from '@back-office/hooks/periods';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { loadPageSkeletons } from '../components/page-skeletons/pending.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { RouteError } from '../features/shell/route-error.tsx';
import { guardRoute, requireSession } from '../features/shell/route-guard.ts';
import { signedInPageOnScreen } from '../lib/signed-in-on-screen.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';

/**
 * The signed-in area. Its guard runs on every navigation: no session → `/login` with the
 * origin remembered; missing role or permission → Access Denied in place, inside the shell.
 * React Query (the query client its pages' loaders and hooks use) and the period selection
 * (PeriodProvider) live here: only signed-in pages use them, and /login does not load them.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches, preload }) => {
    requireSession(context.auth, location);
    // A route change from a signed-in page: the click's task ends here, with the sidebar's
    // highlight, and the new page is drawn in a task of its own (decision 075).
    if (!preload && signedInPageOnScreen()) await yieldToMain();
    // Loaded before the access check: Access Denied renders inside the shell, which needs it.
    // With it the pages' skeletons, which their pending components draw (decision 053); if
    // their code fails to come, pages draw nothing while they load, as before.
    const [queryClient] = await Promise.all([
      context.queryClients.load(),
      loadPageSkeletons().catch(() => undefined),
    ]);
    guardRoute(context.auth, location, matches);
    return { queryClient };
  },
  // The shell's own data, the bell's notifications and the sidebar's saved views: not awaited
  // (no page waits for them), but a server render waits for them and carries them with the page
  // (decision 072), so the browser asks for neither on its first paint. Fresh for 5 minutes, so
  // a route change asks nothing.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(notificationQueries.list(context.api));
    void context.queryClient.prefetchQuery(navigationQueries.savedViews(context.api));
  },
  component: AppLayoutRoute,
  errorComponent: AppLayoutError,
});

function AppLayoutRoute() {
  // Only the client (one for the page's life): the context is a new object after every
  // navigation's `beforeLoad`, and the whole shell would be drawn again with it.
  const queryClient = Route.useRouteContext({ select: (context) => context.queryClient });
  return (
    <QueryClientProvider client={queryClient}>
      <PeriodProvider>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </PeriodProvider>
    </QueryClientProvider>
  );
}

function AppLayoutError(props: ErrorComponentProps) {
  // beforeLoad may have failed before returning the client; the loader has it unless its
  // download failed, and then the shell cannot render, so the error shows on its own.
  const queryClient = Route.useRouteContext().queryClients.current();
  if (!queryClient) return <RouteError {...props} />;
  return (
    <QueryClientProvider client={queryClient}>
      <PeriodProvider>
        <AppLayout>
          <RouteError {...props} />
        </AppLayout>
      </PeriodProvider>
    </QueryClientProvider>
  );
}
