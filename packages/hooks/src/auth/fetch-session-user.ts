import { type User, unwrap } from '@back-office/api-client';
import type { ApiClient } from '../api/types.ts';

/** The signed-in user: `/auth/me` with the roles the session check (`/auth/verify`) returns. */
export type AuthUser = User;

/**
 * Validates the session and reads the user: `GET /auth/verify` (the roles) and `GET /auth/me`
 * (the user with granted permissions), in parallel. Rejects with the `ApiError` of either.
 */
export async function fetchSessionUser(api: ApiClient, signal?: AbortSignal): Promise<AuthUser> {
  const [verify, me] = await Promise.all([
    unwrap(api.GET('/auth/verify', { signal })),
    unwrap(api.GET('/auth/me', { signal })),
  ]);
  return { ...me, roles: verify.roles };
}
