import { MONEY_COLUMNS, statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { authorshipColumns } from '../lib/export/common-columns.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { orderListOrder, orderListWhere, type StockOrderListFilters } from './list-orders.ts';
import { STOCK_ORDER_COLUMNS, STOCK_ORDER_FROM, type StockOrderRow } from './stock-order-row.ts';

/** The stock orders of the list's filters and sort, as an export (`orders_<day>.csv`). */
export function orderExport(db: Queryable, q: StockOrderListFilters): ListExport<StockOrderRow> {
  return {
    name: 'orders',
    sheet: 'Orders',
    columns: [
      { header: 'Reference', value: (r) => r.reference, width: 22 },
      { header: 'Status', value: (r) => statusLabel(r.status) },
      { header: 'Period', value: (r) => r.period_name, width: 20 },
      { header: 'Items', value: (r) => r.item_count, kind: 'number' },
      { header: 'Quantity', value: (r) => r.total_quantity, kind: 'number' },
      // A stock order carries no VAT (decision 003): its sum is a subtotal, so named.
      { header: MONEY_COLUMNS.subtotal, value: (r) => r.total_cents, kind: 'rand', width: 24 },
      ...authorshipColumns<StockOrderRow>(),
      { header: 'Processed (SAST)', value: (r) => r.processed_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<StockOrderRow>(db, {
      columns: STOCK_ORDER_COLUMNS,
      from: STOCK_ORDER_FROM,
      where: orderListWhere(q),
      orderBy: orderListOrder(q),
      id: 'o.id',
    }),
  };
}
