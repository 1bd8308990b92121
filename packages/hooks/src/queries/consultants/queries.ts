import { unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { byId } from '../../api/by-id.ts';
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

/** A page of consultants; the previous page stays visible while the next loads. */
export function useConsultants(params: ConsultantListParams = {}) {
  return useQuery({
    ...consultantQueries.list(useApi(), params),
    placeholderData: keepPreviousData,
  });
}

/** Consultants matching `term`, debounced; nothing is asked for an empty term. */
export function useConsultantSearch(term: string, limit?: number) {
  const debounced = useDebouncedValue(term.trim());
  return useQuery({
    ...consultantQueries.search(useApi(), debounced, limit),
    enabled: debounced.length > 0,
  });
}

/** One consultant; `enabled: false` (e.g. while no consultant is chosen) asks nothing. */
export function useConsultant(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...consultantQueries.detail(useApi(), id), enabled: options.enabled ?? true });
}

/** A consultant's consent forms. */
export function useConsentForms(consultantId: number) {
  return useQuery(consultantQueries.consentForms(useApi(), consultantId));
}

/** A consultant's consultant orders. */
export function useConsultantOrderHistory(
  consultantId: number,
  params: ConsultantOrderHistoryParams = {},
) {
  return useQuery(consultantQueries.orders(useApi(), consultantId, params));
}
