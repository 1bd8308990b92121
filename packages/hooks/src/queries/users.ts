import { type User, unwrap } from '@back-office/api-client';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { cursorPages } from '../api/cursor-pages.ts';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';

import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';

export type UserListParams = QueryOf<'listUsers'>;
export type AuditLogListParams = QueryOf<'listAuditLogs'>;

/** Hierarchical keys of user management, roles and the audit log (admin only). */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  roles: () => ['roles'] as const,
  auditLogs: () => ['audit-logs'] as const,
  auditLogList: (params: AuditLogListParams) => [...userKeys.auditLogs(), params] as const,
} as const;

const path = (userId: number) => ({ params: { path: { userId } } });

/** Query options of user management. */
export const userQueries = {
  all: userKeys.all,
  list: (api: ApiClient, params: UserListParams = {}) =>
    queryOptions({
      queryKey: userKeys.list(params),
      queryFn: ({ signal }) => unwrap(api.GET('/api/users', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: userKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/users/{userId}', { ...path(id), signal })),
    }),
  roles: (api: ApiClient) =>
    queryOptions({
      queryKey: userKeys.roles(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/roles', { signal })),
    }),
  auditLogs: (api: ApiClient, params: AuditLogListParams = {}) =>
    queryOptions({
      queryKey: userKeys.auditLogList(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/audit-logs', { params: { query: params }, signal })),
    }),
} as const;

/** The audit log page after page (`useInfiniteQuery`). */
export const auditLogPages = (
  api: ApiClient,
  params: Omit<AuditLogListParams, 'skip' | 'cursor'> = {},
) =>
  cursorPages([...userKeys.auditLogs(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/audit-logs', { params: { query: { ...params, ...page } }, signal })),
  );

/** The list page after page (`useInfiniteQuery`): `skip` moves by `limit` until `total`. */
export const userPages = (api: ApiClient, params: Omit<UserListParams, 'skip'> = {}) =>
  offsetPages([...userKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/users', { params: { query: { ...params, ...page } }, signal })),
  );

/** A page of users. */
export function useUsers<TData = DataOf<typeof userQueries.list>>(
  params: UserListParams = {},
  options?: QueryExtras<typeof userQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof userQueries.list, TData>(userQueries.list(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** One user. */
export function useUser<TData = DataOf<typeof userQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof userQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof userQueries.detail, TData>(userQueries.detail(useApi(), id), options),
  );
}

/** Every role and the permissions it grants. */
export function useRoles<TData = DataOf<typeof userQueries.roles>>(
  options?: QueryExtras<typeof userQueries.roles, TData>,
) {
  return useQuery(
    withExtras<typeof userQueries.roles, TData>(userQueries.roles(useApi()), options),
  );
}

/** A page of the audit log. */
export function useAuditLogs<TData = DataOf<typeof userQueries.auditLogs>>(
  params: AuditLogListParams = {},
  options?: QueryExtras<typeof userQueries.auditLogs, TData>,
) {
  return useQuery(
    withExtras<typeof userQueries.auditLogs, TData>(userQueries.auditLogs(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** A change to a user refreshes it, the list and the audit log. */
const userChange = (id: number) => [userKeys.detail(id), userKeys.lists(), userKeys.auditLogs()];

/** The mutation options of `useCreateUser`. */
export const createUserMutation: ApiMutationFactory<User, BodyOf<'createUser'>> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/users', { body })),
  invalidates: (_body, user) => userChange(user.id),
});

/** `POST /api/users`. */
export function useCreateUser(options?: MutationExtras<User, BodyOf<'createUser'>>) {
  return useApiMutationOf(createUserMutation, options);
}

/** Where the cache holds a user's version (also the version of the user's roles). */
export const userVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: userKeys.detail(id),
  lists: [userKeys.lists()],
  load: () => queryClient.ensureQueryData(userQueries.detail(api, id)),
});

type UserEdit = { id: number; body: BodyOf<'updateUser'> };

/** The mutation options of `useUpdateUser`. */
export const updateUserMutation: ApiMutationFactory<
  User,
  UserEdit,
  unknown,
  WriteError<User>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, userVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/users/{userId}', {
        params: { ...path(id).params, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ id }) => userChange(id),
});

/** `PUT /api/users/{userId}`, with `If-Match` from the cache. */
export function useUpdateUser(options?: MutationExtras<User, UserEdit, WriteError<User>>) {
  return useApiMutationOf(updateUserMutation, options);
}

/** The mutation options of `useDeactivateUser`. */
export const deactivateUserMutation: ApiMutationFactory<User, number> = defineMutation({
  call: (api, id) => unwrap(api.POST('/api/users/{userId}/deactivate', path(id))),
  invalidates: (id) => userChange(id),
});

/** `POST /api/users/{userId}/deactivate`. */
export function useDeactivateUser(options?: MutationExtras<User, number>) {
  return useApiMutationOf(deactivateUserMutation, options);
}

type RolesEdit = { id: number; body: BodyOf<'setUserRoles'> };

/** The mutation options of `useSetUserRoles`. */
export const setUserRolesMutation: ApiMutationFactory<
  User,
  RolesEdit,
  unknown,
  WriteError<User>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, userVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/users/{userId}/roles', {
        params: { ...path(id).params, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ id }) => userChange(id),
});

/** `PUT /api/users/{userId}/roles`, with the user's `If-Match` from the cache. */
export function useSetUserRoles(options?: MutationExtras<User, RolesEdit, WriteError<User>>) {
  return useApiMutationOf(setUserRolesMutation, options);
}
