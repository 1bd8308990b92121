import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { LazyNotFound, LazyRouteError } from '../features/shell/lazy-boundaries.ts';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: LazyRouteError,
  notFoundComponent: LazyNotFound,
});
