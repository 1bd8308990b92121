import type { QueryOf } from '../../api/types.ts';
import { consultantKeys } from '../consultants/keys.ts';

export type ConsultantOrderListParams = QueryOf<'listConsultantOrders'>;

/**
 * Hierarchical keys of consultant orders: all → list(params) / detail(id) / combination(id).
 * Lists carry the period in their params.
 */
export const consultantOrderKeys = {
  all: ['consultant-orders'] as const,
  lists: () => [...consultantOrderKeys.all, 'list'] as const,
  list: (params: ConsultantOrderListParams) => [...consultantOrderKeys.lists(), params] as const,
  details: () => [...consultantOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...consultantOrderKeys.details(), id] as const,
  combinations: () => [...consultantOrderKeys.all, 'combination-status'] as const,
  combination: (id: number) => [...consultantOrderKeys.combinations(), id] as const,
} as const;

/** A change to one consultant order makes it, the lists and its consultant's history stale. */
export const consultantOrderChange = (order: { id: number; consultant_id: number }) => [
  consultantOrderKeys.detail(order.id),
  consultantOrderKeys.lists(),
  consultantKeys.detail(order.consultant_id),
];
