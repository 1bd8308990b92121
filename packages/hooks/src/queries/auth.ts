import { unwrap } from '@back-office/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient } from '../api/types.ts';

/**
 * Keys of the session reads. Sign-in, sign-out and refresh (cookie and token mode) are the
 * api client's `auth` helpers, used by `AuthProvider`.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  permissions: () => [...authKeys.all, 'permissions'] as const,
  verify: () => [...authKeys.all, 'verify'] as const,
  verificationStatus: () => [...authKeys.all, 'verification-status'] as const,
  registration: () => [...authKeys.all, 'registration'] as const,
} as const;

/** Query options of the session reads. */
export const authQueries = {
  all: authKeys.all,
  me: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.me(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/me', { signal })),
    }),
  permissions: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.permissions(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/permissions', { signal })),
    }),
  verify: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.verify(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/verify', { signal })),
    }),
  verificationStatus: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.verificationStatus(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/verification-status', { signal })),
    }),
  /** Whether self-registration is open (public: no session needed; a server setting). */
  registration: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.registration(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/registration', { signal })),
      staleTime: 5 * 60_000,
    }),
} as const;

/** The signed-in user's effective permissions and roles (`GET /auth/permissions`). */
export function usePermissionsQuery<TData = DataOf<typeof authQueries.permissions>>(
  options?: QueryExtras<typeof authQueries.permissions, TData>,
) {
  return useQuery(
    withExtras<typeof authQueries.permissions, TData>(authQueries.permissions(useApi()), options),
  );
}

/** Whether the signed-in user's email is confirmed. */
export function useVerificationStatus<TData = DataOf<typeof authQueries.verificationStatus>>(
  options?: QueryExtras<typeof authQueries.verificationStatus, TData>,
) {
  return useQuery(
    withExtras<typeof authQueries.verificationStatus, TData>(
      authQueries.verificationStatus(useApi()),
      options,
    ),
  );
}

/** Whether anyone may create an account for themselves (`GET /auth/registration`, no session). */
export function useRegistration<TData = DataOf<typeof authQueries.registration>>(
  options?: QueryExtras<typeof authQueries.registration, TData>,
) {
  return useQuery(
    withExtras<typeof authQueries.registration, TData>(authQueries.registration(useApi()), options),
  );
}
