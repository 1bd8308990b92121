import type { ApiError } from '@back-office/api-client';
import {
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './types.ts';

/** What a caller may add to a mutation hook (its own callbacks, a mutation key, …). */
export type MutationExtras<TData, TVars> = Omit<
  UseMutationOptions<TData, ApiError, TVars>,
  'mutationFn'
>;

export interface ApiMutationConfig<TData, TVars> {
  /** The call, given the client from context. */
  readonly call: (api: ApiClient, variables: TVars) => Promise<TData>;
  /** The query keys this change makes stale (prefixes), invalidated before `onSuccess`. */
  readonly invalidates: (variables: TVars, data: TData) => readonly QueryKey[];
}

/**
 * A mutation that invalidates exactly what it changes, then calls the caller's `onSuccess`.
 *
 * @example
 * useApiMutation(
 *   { call: (api, id) => unwrap(api.DELETE('/api/orders/{id}', …)), invalidates: (id) => [orderKeys.lists(), orderKeys.detail(id)] },
 *   options,
 * );
 */
export function useApiMutation<TData, TVars>(
  config: ApiMutationConfig<TData, TVars>,
  options: MutationExtras<TData, TVars> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVars>({
    ...options,
    mutationFn: (variables) => config.call(api, variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidateAll(queryClient, config.invalidates(variables, data));
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** Invalidates every key (as a prefix) at once. */
export function invalidateAll(
  queryClient: ReturnType<typeof useQueryClient>,
  keys: readonly QueryKey[],
): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
