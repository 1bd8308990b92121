import type { AppDeps } from '../http/env.ts';
import { unauthorized } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { findUserById, toUserRead } from '../users/user-row.ts';

/** The signed-in user: /auth/me, /auth/permissions, GET /auth/verify, verification status. */
export function authMeHandlers(deps: AppDeps) {
  const current = async (id: number) => {
    const row = await findUserById(deps.db, id);
    if (!row) throw unauthorized();
    return row;
  };
  return {
    getCurrentUser: async (c, { json }) => json(200, toUserRead(await current(userOf(c).id))),
    getCurrentPermissions: async (c, { json }) => {
      const user = toUserRead(await current(userOf(c).id));
      return json(200, {
        permissions: user.permissions,
        roles: user.roles,
        is_superuser: user.is_superuser,
      });
    },
    verifySession: async (c, { json }) => {
      const user = toUserRead(await current(userOf(c).id));
      return json(200, {
        valid: true as const,
        user_id: user.id,
        email: user.email,
        roles: user.roles,
      });
    },
    getVerificationStatus: async (c, { json }) => {
      const user = await current(userOf(c).id);
      return json(200, { is_verified: user.is_verified, email: user.email });
    },
  } satisfies HandlerGroup;
}
