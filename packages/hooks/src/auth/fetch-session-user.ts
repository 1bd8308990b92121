import { type User, unwrap } from '@back-office/api-client';
import type { ApiClient } from '../api/types.ts';

/** The signed-in user: `/auth/me` with the roles and permissions `/auth/permissions` grants. */
export type AuthUser = User;

/**
 * Validates the session and reads the user: `GET /auth/verify` (the session check),
 * `GET /auth/me` (the profile) and `GET /auth/permissions` (the granted permissions and roles,
 * the one source the app shows and checks), in parallel. Rejects with the `ApiError` of any.
 */
export async function fetchSessionUser(api: ApiClient, signal?: AbortSignal): Promise<AuthUser> {
  const [, me, granted] = await Promise.all([
    unwrap(api.GET('/auth/verify', { signal })),
    unwrap(api.GET('/auth/me', { signal })),
    unwrap(api.GET('/auth/permissions', { signal })),
  ]);
  return {
    ...me,
    roles: granted.roles,
    permissions: granted.permissions,
    is_superuser: granted.is_superuser,
  };
}
