import type { ApiError } from '@back-office/api-client';
import {
  mutationOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { StaleRecordError } from '../concurrency/stale-record-error.ts';
import type { ApiClient } from './types.ts';
import { invalidateAll, type MutationExtras } from './use-api-mutation.ts';

export interface OptimisticConfig<TData, TVars, TCached> {
  readonly call: (api: ApiClient, variables: TVars, queryClient: QueryClient) => Promise<TData>;
  /** The cached query the edit shows in at once (a detail). */
  readonly target: (variables: TVars) => QueryKey;
  /** The cached value as it will be after the edit. */
  readonly apply: (cached: TCached, variables: TVars) => TCached;
  /** The server's answer as the cached value, when it answers the whole resource. */
  readonly toCached?: (data: TData) => TCached;
  /** What the edit makes stale, invalidated once it settles (success or failure). */
  readonly invalidates: (variables: TVars) => readonly QueryKey[];
}

/** What an optimistic edit remembers to roll back. */
export interface OptimisticContext<TCached> {
  previous: TCached | undefined;
}

/**
 * A staff edit shown at once and rolled back when the server refuses it: the target query is
 * updated optimistically, restored on error, replaced by the server's answer on success, and
 * everything it changes is invalidated when it settles.
 */
export function optimisticMutationOptions<TData, TVars, TCached>(
  api: ApiClient,
  queryClient: QueryClient,
  config: OptimisticConfig<TData, TVars, TCached>,
  options: MutationExtras<TData, TVars> = {},
): UseMutationOptions<TData, ApiError, TVars, OptimisticContext<TCached>> {
  // The caller's onMutate/onSettled are replaced: the optimistic cycle owns them.
  const { onMutate: _onMutate, onSettled: _onSettled, ...rest } = options;
  return mutationOptions<TData, ApiError, TVars, OptimisticContext<TCached>>({
    ...rest,
    mutationFn: (variables) => config.call(api, variables, queryClient),
    onMutate: async (variables) => {
      const key = config.target(variables);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TCached>(key);
      if (previous !== undefined) {
        queryClient.setQueryData<TCached>(key, config.apply(previous, variables));
      }
      return { previous };
    },
    onError: (error, variables, result, context) => {
      // A 412 has put the record as it is now in the cache: nothing older goes back over it.
      if (result?.previous !== undefined && !(error instanceof StaleRecordError)) {
        queryClient.setQueryData(config.target(variables), result.previous);
      }
      options.onError?.(error, variables, undefined, context);
    },
    onSuccess: async (data, variables, _result, context) => {
      if (config.toCached)
        queryClient.setQueryData(config.target(variables), config.toCached(data));
      await options.onSuccess?.(data, variables, undefined, context);
    },
    onSettled: (_data, _error, variables) =>
      invalidateAll(queryClient, config.invalidates(variables)),
  });
}
