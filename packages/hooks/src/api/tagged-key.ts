import type { ApiError } from '@back-office/api-client';
import type { DataTag, QueryKey } from '@tanstack/react-query';

/**
 * A query key tagged with the data cached under it (React Query's `DataTag`), so
 * `getQueryData(orderKeys.detail(7))` and `setQueryData` are typed without generics.
 *
 * @example
 * detail: (id: number) => taggedKey<OrderDetail>()([...orderKeys.details(), id] as const),
 */
export const taggedKey =
  <TData>() =>
  <K extends QueryKey>(key: K): DataTag<K, TData, ApiError> =>
    key as DataTag<K, TData, ApiError>;
