import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies.ts';
import type { AppEnv } from './env.ts';
import { forbidden } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie credentials: a state-changing request that carries an auth cookie
 * and an `Origin` (or, lacking it, a `Referer`) outside the allowed web origins is refused 403.
 * Bearer-token requests carry no ambient credential and are not affected.
 */
export function csrf(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const cookies = getCookie(c);
      if (cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]) {
        let origin = c.req.header('origin');
        const referer = c.req.header('referer');
        if (!origin && referer) {
          try {
            origin = new URL(referer).origin;
          } catch {
            origin = 'null';
          }
        }
        const self = new URL(c.req.url).origin;
        if (origin && origin !== self && !allowed.has(origin)) {
          throw forbidden('Cross-site request refused: the Origin is not an allowed web origin');
        }
      }
    }
    await next();
  };
}
