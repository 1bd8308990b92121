import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import { usePeriodScope } from '../periods/use-period-scope.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { invoiceQueries } from './invoices.ts';
import { orderQueries } from './orders.ts';

/** §9: product searches return at most 20 products by default… */
export const SEARCH_DEFAULT_LIMIT = 20;
/** …and do not require an exact code match. */
export const SEARCH_DEFAULT_EXACT_MATCH = false;

export interface OrderProductSearchOptions {
  readonly limit?: number;
  readonly exactMatch?: boolean;
}

/**
 * Products for an order line, searched 300 ms after the last keystroke (limit 20,
 * `exact_match` false); nothing is asked for an empty query.
 *
 * @example
 * const { data } = useOrderProductSearch(text); // data?.products
 */
export function useOrderProductSearch<TData = DataOf<typeof orderQueries.productSearch>>(
  query: string,
  options: OrderProductSearchOptions = {},
  queryOptions?: QueryExtras<typeof orderQueries.productSearch, TData>,
) {
  const debounced = useDebouncedValue(query.trim());
  return useQuery(
    withExtras<typeof orderQueries.productSearch, TData>(
      orderQueries.productSearch(useApi(), {
        query: debounced,
        limit: options.limit ?? SEARCH_DEFAULT_LIMIT,
        exact_match: options.exactMatch ?? SEARCH_DEFAULT_EXACT_MATCH,
      }),
      { ...queryOptions, enabled: debounced.length > 0 && queryOptions?.enabled !== false },
    ),
  );
}

export interface InvoiceProductSearchOptions {
  readonly limit?: number;
  /** Default: the selected period. */
  readonly periodId?: number;
}

/**
 * Products for an invoice line in a period, searched 300 ms after the last keystroke (limit
 * 20); nothing is asked for an empty query or before a period is known.
 */
export function useInvoiceProductSearch<TData = DataOf<typeof invoiceQueries.productSearch>>(
  query: string,
  options: InvoiceProductSearchOptions = {},
  queryOptions?: QueryExtras<typeof invoiceQueries.productSearch, TData>,
) {
  const debounced = useDebouncedValue(query.trim());
  const scope = usePeriodScope({ period_id: options.periodId });
  return useQuery(
    withExtras<typeof invoiceQueries.productSearch, TData>(
      invoiceQueries.productSearch(useApi(), {
        query: debounced,
        period_id: scope.params.period_id,
        limit: options.limit ?? SEARCH_DEFAULT_LIMIT,
      }),
      {
        ...queryOptions,
        enabled: debounced.length > 0 && scope.enabled && queryOptions?.enabled !== false,
      },
    ),
  );
}
