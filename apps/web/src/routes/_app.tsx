import { createFileRoute, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { RouteError } from '../features/shell/route-error.tsx';
import { guardRoute } from '../features/shell/route-guard.ts';

/**
 * The signed-in area. Its guard runs on every navigation: no session → `/login` with the
 * origin remembered; missing role or permission → Access Denied in place, inside the shell.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guardRoute(context.auth, location),
  component: AppLayoutRoute,
  errorComponent: AppLayoutError,
});

function AppLayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

function AppLayoutError(props: ErrorComponentProps) {
  return (
    <AppLayout>
      <RouteError {...props} />
    </AppLayout>
  );
}
