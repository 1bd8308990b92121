import { checkRequirement } from '@back-office/permissions';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { forbidden, unauthorized } from './errors.ts';

/**
 * Checks the matched operation's `x-required` against the signed-in user with
 * `@back-office/permissions`: 401 when a session is needed and missing, 403 naming what is missing.
 * Runs for every operation, so no route carries its own permission code.
 */
export function authorize(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const op = c.get('operation');
    if (op) {
      const result = checkRequirement(c.get('user'), op.required);
      if (!result.allowed) {
        if (result.reason === 'unauthenticated') throw unauthorized();
        const what = 'role' in result.requirement ? 'role' : 'permission';
        throw forbidden(
          `You do not have permission to perform this action: requires ${what} '${result.required}' (your roles: ${result.userRole})`,
        );
      }
    }
    await next();
  };
}
