import type { ApiError } from '@back-office/api-client';
import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query';

/** A query-options factory of this package (`orderQueries.detail`, …). */
type Factory = (...args: never[]) => { queryKey: QueryKey };

/** What a factory's query resolves: `DataOf<typeof orderQueries.detail>`. */
export type DataOf<F extends Factory> =
  ReturnType<F>['queryKey'] extends DataTag<QueryKey, infer TData, infer _TError> ? TData : never;

/**
 * The React Query options a plain hook passes through (`enabled`, `select`, `placeholderData`,
 * `staleTime`, `refetchInterval`, …): everything but the key and the fetch, which the hook owns.
 * `select` changes the result's data type (`TData`).
 *
 * @example
 * const refs = useOrders({ status: 'draft' }, { select: (page) => page.orders.map((o) => o.reference) });
 */
export type QueryExtras<F extends Factory, TData = DataOf<F>> = Omit<
  UseQueryOptions<DataOf<F>, ApiError, TData, ReturnType<F>['queryKey']>,
  'queryKey' | 'queryFn'
>;

/**
 * A factory's options with a hook's extras on top. The factories set no `select` (nor anything
 * else typed by the result), so the merge is sound for any `TData`; TypeScript cannot see that.
 */
export function withExtras<F extends Factory, TData>(
  base: ReturnType<F>,
  extras: QueryExtras<F, TData> | undefined,
): UseQueryOptions<DataOf<F>, ApiError, TData, ReturnType<F>['queryKey']> {
  return { ...base, ...extras } as UseQueryOptions<
    DataOf<F>,
    ApiError,
    TData,
    ReturnType<F>['queryKey']
  >;
}
