import { PeriodProvider } from '@repo/hooks';
import { createFileRoute, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { RouteError } from '../features/shell/route-error.tsx';
import { guardRoute } from '../features/shell/route-guard.ts';

/**
 * The signed-in area. Its guard runs on every navigation: no session → `/login` with the
 * origin remembered; missing role or permission → Access Denied in place, inside the shell.
 * The period selection (PeriodProvider) lives here: only signed-in pages use it, and /login
 * does not load its code.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guardRoute(context.auth, location),
  component: AppLayoutRoute,
  errorComponent: AppLayoutError,
});

function AppLayoutRoute() {
  return (
    <PeriodProvider>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </PeriodProvider>
  );
}

function AppLayoutError(props: ErrorComponentProps) {
  return (
    <PeriodProvider>
      <AppLayout>
        <RouteError {...props} />
      </AppLayout>
    </PeriodProvider>
  );
}
