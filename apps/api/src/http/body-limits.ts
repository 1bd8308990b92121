import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/** Largest body of any request (a 20 MB spreadsheet plus its form). */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;
/** Largest JSON body: far above any real one, far below what parsing it would cost. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const limited = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `Request body is larger than ${maxSize / 1024 / 1024} MB`);
    },
  });

const anyBody = limited(MAX_BODY_BYTES);
const jsonBody = limited(MAX_JSON_BODY_BYTES);

/**
 * 413 (declared by every operation with a body) past 1 MB of JSON or 25 MB of anything. An
 * operation without a request body never reads one, so it is not limited.
 */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (!c.get('operation')?.requestBody) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    return (type.includes('json') ? jsonBody : anyBody)(c, next);
  };
}
