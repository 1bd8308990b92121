import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

const ACCEPTED = /^[\w.:-]{1,128}$/;

/** Takes the client's `X-Request-ID` (if sane) or makes a UUID, and echoes it on the response. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header('x-request-id');
    const id = sent && ACCEPTED.test(sent) ? sent : randomUUID();
    c.set('requestId', id);
    c.header('X-Request-ID', id);
    await next();
    c.res.headers.set('X-Request-ID', id);
  };
}
