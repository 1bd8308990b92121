import { lazyRouteComponent } from '@tanstack/react-router';

// The router-wide error and not-found screens, loaded when first shown: they (and Access
// Denied) are not needed to draw /login, whose initial JavaScript has a budget.
export const LazyRouteError = lazyRouteComponent(() => import('./route-error.tsx'), 'RouteError');
export const LazyNotFound = lazyRouteComponent(() => import('./not-found.tsx'), 'NotFound');
