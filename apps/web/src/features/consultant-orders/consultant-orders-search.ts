import type { ConsultantOrderListParams } from '@repo/hooks';
import { z } from 'zod';
import { listSearchSchema, searchFilters } from '../../components/data-table/index.ts';
import { ORDER_STATUSES } from './order-status.tsx';

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined);

/**
 * `/consultant-orders` search params: paging, sorting, filters, and the combination being
 * watched (so its live status survives a reload).
 */
export const consultantOrdersSearchSchema = listSearchSchema({
  sortBy: [
    'created_at',
    'updated_at',
    'order_date',
    'order_number',
    'consultant_name',
    'status',
    'total_cents',
  ],
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    status: searchFilters.oneOf(ORDER_STATUSES),
    consultant_id: searchFilters.id(),
    date_from: day(),
    date_to: day(),
    combination: searchFilters.id(),
  },
});

export type ConsultantOrdersSearch = z.output<typeof consultantOrdersSearchSchema>;

/** The list call's params (the period is added by the hook from the header's selection). */
export function consultantOrderListParams(
  search: ConsultantOrdersSearch,
): ConsultantOrderListParams {
  const { combination: _watched, search: text, ...rest } = search;
  const params: ConsultantOrderListParams = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  if (text) params.search = text.slice(0, 100);
  return params;
}
