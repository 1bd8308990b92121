import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/shell/not-found.tsx';
import { RouteError } from '../features/shell/route-error.tsx';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
});
