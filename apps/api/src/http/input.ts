import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** The signed-in user; only call it in operations whose `x-required` needs a session. */
export function userOf(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new Error('userOf() called on an operation that needs no session');
  return user;
}

/** A 204 answer with no body. */
export const noContent = (c: Context<AppEnv>) => c.body(null, 204);
