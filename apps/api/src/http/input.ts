import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** The validated JSON or form body (shape guaranteed by the contract). */
export const bodyOf = <T>(c: Context<AppEnv>): T => c.get('input').body as T;
/** The validated, coerced query (defaults filled). */
export const queryOf = <T>(c: Context<AppEnv>): T => c.get('input').query as T;
/** The validated, coerced path parameters. */
export const paramsOf = <T>(c: Context<AppEnv>): T => c.get('input').params as T;

/** The signed-in user; only call it in operations whose `x-required` needs a session. */
export function userOf(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new Error('userOf() called on an operation that needs no session');
  return user;
}

/** A 204 answer with no body. */
export const noContent = (c: Context<AppEnv>) => c.body(null, 204);
