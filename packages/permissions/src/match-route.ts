import type { Requirement } from './check-requirement.ts';
import { ROUTE_PATHS, ROUTE_REQUIREMENTS, type RoutePath } from './routes.ts';

/** A concrete path resolved to its route pattern. */
export interface RouteMatch {
  readonly route: RoutePath;
  readonly params: Readonly<Record<string, string>>;
  readonly requirement: Requirement;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Params of `route` for `parts`, or null when the route does not fit. */
function fit(route: RoutePath, parts: readonly string[]): Record<string, string> | null {
  const pattern = segments(route);
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const actual = parts[index] as string;
    if (expected.startsWith('$')) params[expected.slice(1)] = decode(actual);
    else if (expected !== actual) return null;
  }
  return params;
}

/**
 * Resolves a concrete path (query string, hash and trailing slash ignored) to its route
 * pattern. Static segments win over parameters: `/consultants/add` is not consultant `add`.
 *
 * @example
 * matchRoute('/consultants/42/edit?tab=1');
 * // { route: '/consultants/$id/edit', params: { id: '42' }, requirement: { permission: 'consultants:update' } }
 * matchRoute('/nowhere'); // null
 */
export function matchRoute(path: string): RouteMatch | null {
  const parts = segments(path.split(/[?#]/, 1)[0] as string);
  let best: RouteMatch | null = null;
  let bestParamCount = Number.POSITIVE_INFINITY;
  for (const route of ROUTE_PATHS) {
    const params = fit(route, parts);
    const paramCount = params ? Object.keys(params).length : Number.POSITIVE_INFINITY;
    if (params && paramCount < bestParamCount) {
      best = { route, params, requirement: ROUTE_REQUIREMENTS[route] };
      bestParamCount = paramCount;
    }
  }
  return best;
}
