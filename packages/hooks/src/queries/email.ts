import { type Schemas, unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { userKeys } from './users.ts';

export type UndeliveredEmailParams = QueryOf<'listUndeliveredEmails'>;
export type EmailDelivery = Schemas['EmailDelivery'];
export type TestEmailResult = Schemas['TestEmailResult'];

/** Keys of email delivery as administrators see it (decision 038). */
export const emailKeys = {
  all: ['email'] as const,
  status: () => [...emailKeys.all, 'status'] as const,
  undeliveredLists: () => [...emailKeys.all, 'undelivered'] as const,
  undelivered: (params: UndeliveredEmailParams) =>
    [...emailKeys.undeliveredLists(), params] as const,
} as const;

/** Query options of email delivery (admin only). */
export const emailQueries = {
  all: emailKeys.all,
  status: (api: ApiClient) =>
    queryOptions({
      queryKey: emailKeys.status(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/email', { signal })),
    }),
  undelivered: (api: ApiClient, params: UndeliveredEmailParams = {}) =>
    queryOptions({
      queryKey: emailKeys.undelivered(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/email/undelivered', { params: { query: params }, signal })),
    }),
} as const;

/** Undelivered emails page after page (`useInfiniteQuery`). */
export const undeliveredEmailPages = (
  api: ApiClient,
  params: Omit<UndeliveredEmailParams, 'skip'> = {},
) =>
  offsetPages([...emailKeys.undelivered(params), 'pages'] as const, (page, signal) =>
    unwrap(
      api.GET('/api/email/undelivered', { params: { query: { ...params, ...page } }, signal }),
    ),
  );

/** Whether email is configured, and how many emails are not delivered. */
export function useEmailStatus<TData = DataOf<typeof emailQueries.status>>(
  options?: QueryExtras<typeof emailQueries.status, TData>,
) {
  return useQuery(
    withExtras<typeof emailQueries.status, TData>(emailQueries.status(useApi()), options),
  );
}

/** A page of the emails that were not delivered, newest first. */
export function useUndeliveredEmails<TData = DataOf<typeof emailQueries.undelivered>>(
  params: UndeliveredEmailParams = {},
  options?: QueryExtras<typeof emailQueries.undelivered, TData>,
) {
  return useQuery(
    withExtras<typeof emailQueries.undelivered, TData>(emailQueries.undelivered(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** The mutation options of `useSendTestEmail`. */
export const sendTestEmailMutation: ApiMutationFactory<
  TestEmailResult,
  BodyOf<'sendTestEmail'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/email/test', { body })),
  invalidates: () => [emailKeys.all],
});

/** `POST /api/email/test`: one attempt, answered with how it went. */
export function useSendTestEmail(
  options?: MutationExtras<TestEmailResult, BodyOf<'sendTestEmail'>>,
) {
  return useApiMutationOf(sendTestEmailMutation, options);
}

/** The mutation options of `useSendPasswordResetEmail` (the variable is the user's id). */
export const sendPasswordResetEmailMutation: ApiMutationFactory<Schemas['Message'], number> =
  defineMutation({
    call: (api, userId) =>
      unwrap(
        api.POST('/api/users/{userId}/password-reset-email', { params: { path: { userId } } }),
      ),
    invalidates: () => [emailKeys.all, userKeys.auditLogs()],
  });

/** `POST /api/users/{userId}/password-reset-email`: an administrator sends a user a reset link. */
export function useSendPasswordResetEmail(options?: MutationExtras<Schemas['Message'], number>) {
  return useApiMutationOf(sendPasswordResetEmailMutation, options);
}
