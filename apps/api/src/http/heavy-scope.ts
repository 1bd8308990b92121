import type { MiddlewareHandler } from 'hono';
import { enterHeavyRequest, withHeavyScope } from '../lib/workers/heavy-pool.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './env.ts';

/**
 * Runs the rest of the request with its heavy work (documents, spreadsheets, exports) counted
 * against the signed-in user (else the client's address), and stopped if the client goes away.
 * An `x-heavy` operation is refused with 429 before any work when its user already has as many
 * running as `HEAVY_PER_USER` allows.
 */
export function heavyScope(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const owner = user ? `user:${user.id}` : `ip:${clientIp(c)}`;
    const release = c.get('operation')?.heavy ? enterHeavyRequest(owner) : undefined;
    try {
      // A client that leaves stops its task; the pool keeps a thread for the tasks behind it.
      await withHeavyScope({ owner, signal: c.req.raw.signal }, next);
    } finally {
      release?.();
    }
  };
}
