import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * `Cache-Control: no-store` on the answers of contract operations: always when the request was
 * authenticated (JSON, streams, CSV/Excel/PDF downloads: a user's data must not stay in a
 * browser's or a proxy's cache, whatever the handler set), and on the others unless their
 * handler chose a policy. Runs after `authenticate`, so it sees who asked, and sets the header
 * after the answer is made (error answers included).
 */
export function noStoreForApi(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.get('operation')) return;
    if (c.get('user') || c.get('session') || !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-store');
    }
  };
}
