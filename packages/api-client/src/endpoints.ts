/** The auth endpoints the refresh queue never touches (spec §7: login, logout, refresh). */
export const AUTH_PATHS = {
  cookieLogin: '/auth/cookie/login',
  cookieLogout: '/auth/cookie/logout',
  cookieRefresh: '/auth/cookie/refresh',
  jwtLogin: '/auth/jwt/login',
  jwtLogout: '/auth/jwt/logout',
  logout: '/auth/logout',
  refresh: '/auth/refresh',
} as const;

export type EndpointKind = 'login' | 'logout' | 'refresh' | 'other';

const KINDS: ReadonlyArray<readonly [string, EndpointKind]> = [
  [AUTH_PATHS.cookieLogin, 'login'],
  [AUTH_PATHS.jwtLogin, 'login'],
  [AUTH_PATHS.cookieLogout, 'logout'],
  [AUTH_PATHS.jwtLogout, 'logout'],
  [AUTH_PATHS.logout, 'logout'],
  [AUTH_PATHS.cookieRefresh, 'refresh'],
  [AUTH_PATHS.refresh, 'refresh'],
];

/**
 * Classifies a request URL by its path. Matching the end of the path keeps it right when the
 * API lives under a prefix (`https://host/backend/auth/refresh`).
 */
export function classifyEndpoint(url: string): EndpointKind {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
  for (const [path, kind] of KINDS) {
    if (pathname.endsWith(path)) return kind;
  }
  return 'other';
}
