import type { ApiError } from '@back-office/api-client';
import {
  mutationOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './types.ts';

/** What a caller may add to a mutation hook (its own callbacks, a mutation key, …). */
export type MutationExtras<TData, TVars, TError = ApiError> = Omit<
  UseMutationOptions<TData, TError, TVars>,
  'mutationFn'
>;

export interface ApiMutationConfig<TData, TVars> {
  /** The call, given the client from context (and the query cache, for `If-Match`). */
  readonly call: (api: ApiClient, variables: TVars, queryClient: QueryClient) => Promise<TData>;
  /** The query keys this change makes stale (prefixes), invalidated before `onSuccess`. */
  readonly invalidates: (
    variables: TVars,
    data: TData,
    queryClient: QueryClient,
  ) => readonly QueryKey[];
}

/**
 * A mutation-options factory of one API change, beside its hook (`createOrderMutation` beside
 * `useCreateOrder`). Internal: the hook is the package's one way to run it (decision 068). A write
 * of a versioned record types its error as `WriteError<Record>` (a 412 carries the current record).
 */
export type ApiMutationFactory<TData, TVars, TOnMutateResult = unknown, TError = ApiError> = (
  api: ApiClient,
  queryClient: QueryClient,
  options?: MutationExtras<TData, TVars, TError>,
) => UseMutationOptions<TData, TError, TVars, TOnMutateResult>;

/** The options of a mutation that invalidates exactly what it changes, then calls `onSuccess`. */
export function apiMutationOptions<TData, TVars>(
  api: ApiClient,
  queryClient: QueryClient,
  config: ApiMutationConfig<TData, TVars>,
  options: MutationExtras<TData, TVars> = {},
): UseMutationOptions<TData, ApiError, TVars> {
  return mutationOptions<TData, ApiError, TVars>({
    ...options,
    mutationFn: (variables) => config.call(api, variables, queryClient),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidateAll(queryClient, config.invalidates(variables, data, queryClient));
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/**
 * The factory of one API change, from its call and what it makes stale: the one shape of every
 * `…Mutation` export (`createOrderMutation = defineMutation({ call, invalidates })`). The config
 * gets the query client as `invalidates`' third argument; it must not close over one.
 */
export function defineMutation<TData, TVars>(config: {
  readonly call: ApiMutationConfig<TData, TVars>['call'];
  // Typed by the declared factory (and `call`), not guessed from a narrower `invalidates`.
  readonly invalidates: ApiMutationConfig<NoInfer<TData>, NoInfer<TVars>>['invalidates'];
}): ApiMutationFactory<TData, TVars> {
  return (api, queryClient, options) => apiMutationOptions(api, queryClient, config, options);
}

/** `useMutation` of a factory, with the client and query client from context. */
export function useApiMutationOf<TData, TVars, TOnMutateResult = unknown, TError = ApiError>(
  factory: ApiMutationFactory<TData, TVars, TOnMutateResult, TError>,
  options?: MutationExtras<TData, TVars, TError>,
) {
  return useMutation(factory(useApi(), useQueryClient(), options));
}

/** Invalidates every key (as a prefix) at once. */
export function invalidateAll(
  queryClient: ReturnType<typeof useQueryClient>,
  keys: readonly QueryKey[],
): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
