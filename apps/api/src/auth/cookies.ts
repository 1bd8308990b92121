import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';

/** The HttpOnly access cookie (30 minutes, every path). */
export const ACCESS_COOKIE = 'bo_access';
/** The HttpOnly refresh cookie (7 days, only sent to /auth). */
export const REFRESH_COOKIE = 'bo_refresh';

/** Whether a request's `Cookie` header carries an access cookie (a session may be behind it). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${ACCESS_COOKIE}=`));
}

const base = (config: Config) => ({
  httpOnly: true,
  secure: config.cookieSecure,
  sameSite: 'Lax' as const,
});

/** Sets both session cookies. */
export function setAuthCookies(c: Context, config: Config, access: string, refresh: string) {
  setCookie(c, ACCESS_COOKIE, access, {
    ...base(config),
    path: '/',
    maxAge: config.accessTtlSeconds,
  });
  setCookie(c, REFRESH_COOKIE, refresh, {
    ...base(config),
    path: '/auth',
    maxAge: config.refreshTtlSeconds,
  });
}

/** Clears both session cookies (same attributes, `Max-Age=0`). */
export function clearAuthCookies(c: Context, config: Config) {
  deleteCookie(c, ACCESS_COOKIE, { ...base(config), path: '/' });
  deleteCookie(c, REFRESH_COOKIE, { ...base(config), path: '/auth' });
}
