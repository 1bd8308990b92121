import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { unauthorized } from '../http/errors.ts';
import { userOf } from '../http/input.ts';
import { findUserById, toUserRead } from '../users/user-row.ts';

/** The signed-in user: /auth/me, /auth/permissions, GET /auth/verify, verification status. */
export function authMeRoutes(deps: AppDeps) {
  const current = async (id: number) => {
    const row = await findUserById(deps.db, id);
    if (!row) throw unauthorized();
    return row;
  };
  return new Hono<AppEnv>()
    .get('/auth/me', async (c) => c.json(toUserRead(await current(userOf(c).id)), 200))
    .get('/auth/permissions', async (c) => {
      const user = toUserRead(await current(userOf(c).id));
      return c.json(
        { permissions: user.permissions, roles: user.roles, is_superuser: user.is_superuser },
        200,
      );
    })
    .get('/auth/verify', async (c) => {
      const user = toUserRead(await current(userOf(c).id));
      return c.json(
        { valid: true as const, user_id: user.id, email: user.email, roles: user.roles },
        200,
      );
    })
    .get('/auth/verification-status', async (c) => {
      const user = await current(userOf(c).id);
      return c.json({ is_verified: user.is_verified, email: user.email }, 200);
    });
}
