import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/**
 * `app.onError`: HttpError → FastAPI's `{detail}`; a database that cannot be reached → 503
 * `Database unavailable` with `Retry-After`; anything unknown → 500 `Internal Server Error`. Both
 * of the last two are logged (when `log`) as a JSON line with the stack on stderr.
 */
export const errorHandler =
  (log: boolean) =>
  (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      const body = error.field
        ? { detail: error.detail, field: error.field }
        : { detail: error.detail };
      return c.json(body, error.status as 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const detail = status === 413 ? 'Request body is too large' : error.message || 'Error';
      return c.json({ detail }, status);
    }
    const unavailable = databaseUnavailable(error);
    if (log)
      process.stderr.write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          request_id: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          error: error.stack ?? String(error),
        })}\n`,
      );
    if (unavailable) {
      c.header('Retry-After', '5');
      return c.json({ detail: 'Database unavailable' }, 503);
    }
    return c.json({ detail: 'Internal Server Error' }, 500);
  };

/** Connection errors of node-postgres and PostgreSQL (SQLSTATE classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * Whether `error` says the database cannot be reached (refused, reset, shut down), rather than
 * a bug: such a request answers 503 with `Retry-After`, as readiness does, not 500.
 */
export function databaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** `app.notFound`: FastAPI's 404 body. */
export function notFoundHandler(c: Context<AppEnv>): Response {
  return c.json({ detail: 'Not Found' }, 404);
}
