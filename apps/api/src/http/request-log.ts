import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** One JSON line per request: request id, user id, method, path, status, duration. */
export function requestLog(enabled: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!enabled) return next();
    const started = performance.now();
    await next();
    const line = {
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? 'error' : 'info',
      request_id: c.get('requestId'),
      user_id: c.get('user')?.id ?? null,
      method: c.req.method,
      path: c.req.path,
      operation: c.get('operation')?.operationId ?? null,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}
