import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/**
 * `app.onError`: HttpError → FastAPI's `{detail}`; anything unknown → 500 `Internal Server
 * Error` and (when `log`) a JSON line with the stack on stderr.
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
    return c.json({ detail: 'Internal Server Error' }, 500);
  };

/** `app.notFound`: FastAPI's 404 body. */
export function notFoundHandler(c: Context<AppEnv>): Response {
  return c.json({ detail: 'Not Found' }, 404);
}
