import type { QueryOf } from '../../api/types.ts';

export type ConsultantListParams = QueryOf<'listConsultants'>;
export type ConsultantOrderHistoryParams = QueryOf<'listConsultantHistoryOrders'>;

/**
 * Hierarchical keys of consultants: all → list(params) / search(term) / detail(id) →
 * consent forms and order history.
 */
export const consultantKeys = {
  all: ['consultants'] as const,
  lists: () => [...consultantKeys.all, 'list'] as const,
  list: (params: ConsultantListParams) => [...consultantKeys.lists(), params] as const,
  /** Every cached search (any term). */
  searches: () => [...consultantKeys.all, 'search'] as const,
  search: (term: string, limit?: number) =>
    [...consultantKeys.searches(), { term, limit }] as const,
  details: () => [...consultantKeys.all, 'detail'] as const,
  detail: (id: number) => [...consultantKeys.details(), id] as const,
  consentForms: (id: number) => [...consultantKeys.detail(id), 'consent-forms'] as const,
  orders: (id: number, params: ConsultantOrderHistoryParams) =>
    [...consultantKeys.detail(id), 'orders', params] as const,
} as const;
