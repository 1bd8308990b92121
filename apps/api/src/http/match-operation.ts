import type { MiddlewareHandler } from 'hono';
import type { Contract } from './contract/contract.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/**
 * Finds the contract operation of the request and exposes it as `c.var.operation`
 * (operationId and `x-required`). A known path with another method answers 405; an unknown
 * path falls through to the 404 handler.
 */
export function matchOperation(contract: Contract): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const found = contract.match(method, c.req.path);
    if (found.kind === 'method-not-allowed') {
      throw new HttpError(405, 'Method Not Allowed', { Allow: found.allow.join(', ') });
    }
    c.set('operation', found.kind === 'operation' ? found.operation : undefined);
    c.set('input', {
      params: found.kind === 'operation' ? found.params : {},
      query: {},
      body: undefined,
    });
    await next();
  };
}
