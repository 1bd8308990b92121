import { unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { byId } from '../../api/by-id.ts';
import { cursorPages } from '../../api/cursor-pages.ts';
import { offsetPages } from '../../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../../api/query-extras.ts';
import type { ApiClient } from '../../api/types.ts';
import { useDebouncedValue } from '../../use-debounced-value.ts';
import {
  type ConsultantListParams,
  type ConsultantOrderHistoryParams,
  consultantKeys,
} from './keys.ts';

/** Query options of consultants; give them the client (`useApi()` or the router context). */
export const consultantQueries = {
  all: consultantKeys.all,
  list: (api: ApiClient, params: ConsultantListParams = {}) =>
    queryOptions({
      queryKey: consultantKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultants', { params: { query: params }, signal })),
    }),
  search: (api: ApiClient, term: string, limit?: number) =>
    queryOptions({
      queryKey: consultantKeys.search(term, limit),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/consultants/search/{term}', {
            params: { path: { term }, query: { limit } },
            signal,
          }),
        ),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/consultants/{id}', { ...byId(id), signal })),
    }),
  consentForms: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantKeys.consentForms(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultants/{id}/consent-forms', { ...byId(id), signal })),
    }),
  orders: (api: ApiClient, id: number, params: ConsultantOrderHistoryParams = {}) =>
    queryOptions({
      queryKey: consultantKeys.orders(id, params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/consultants/{id}/orders', {
            params: { path: { id }, query: params },
            signal,
          }),
        ),
    }),
} as const;

/** A consultant's orders page after page (`useInfiniteQuery`). */
export const consultantOrderHistoryPages = (
  api: ApiClient,
  id: number,
  params: Omit<ConsultantOrderHistoryParams, 'skip'> = {},
) =>
  offsetPages([...consultantKeys.orders(id, params), 'pages'] as const, (page, signal) =>
    unwrap(
      api.GET('/api/consultants/{id}/orders', {
        params: { path: { id }, query: { ...params, ...page } },
        signal,
      }),
    ),
  );

/** The list page after page (`useInfiniteQuery`): each after the previous `next_cursor`. */
export const consultantPages = (
  api: ApiClient,
  params: Omit<ConsultantListParams, 'skip' | 'cursor'> = {},
) =>
  cursorPages([...consultantKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/consultants', { params: { query: { ...params, ...page } }, signal })),
  );

/** A page of consultants; the previous page stays visible while the next loads. */
export function useConsultants<TData = DataOf<typeof consultantQueries.list>>(
  params: ConsultantListParams = {},
  options?: QueryExtras<typeof consultantQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof consultantQueries.list, TData>(consultantQueries.list(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** Consultants matching `term`, debounced; nothing is asked for an empty term. */
export function useConsultantSearch<TData = DataOf<typeof consultantQueries.search>>(
  term: string,
  limit?: number,
  options?: QueryExtras<typeof consultantQueries.search, TData>,
) {
  const debounced = useDebouncedValue(term.trim());
  return useQuery(
    withExtras<typeof consultantQueries.search, TData>(
      consultantQueries.search(useApi(), debounced, limit),
      { ...options, enabled: debounced.length > 0 && options?.enabled !== false },
    ),
  );
}

/** One consultant; `enabled: false` (e.g. while no consultant is chosen) asks nothing. */
export function useConsultant<TData = DataOf<typeof consultantQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof consultantQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof consultantQueries.detail, TData>(
      consultantQueries.detail(useApi(), id),
      options,
    ),
  );
}

/** A consultant's consent forms. */
export function useConsentForms<TData = DataOf<typeof consultantQueries.consentForms>>(
  consultantId: number,
  options?: QueryExtras<typeof consultantQueries.consentForms, TData>,
) {
  return useQuery(
    withExtras<typeof consultantQueries.consentForms, TData>(
      consultantQueries.consentForms(useApi(), consultantId),
      options,
    ),
  );
}

/** A consultant's consultant orders. */
export function useConsultantOrderHistory<TData = DataOf<typeof consultantQueries.orders>>(
  consultantId: number,
  params: ConsultantOrderHistoryParams = {},
  options?: QueryExtras<typeof consultantQueries.orders, TData>,
) {
  return useQuery(
    withExtras<typeof consultantQueries.orders, TData>(
      consultantQueries.orders(useApi(), consultantId, params),
      options,
    ),
  );
}
