import { statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { authorshipColumns, vatColumns } from '../lib/export/common-columns.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { type ConsultantOrderRow, ORDER_COLUMNS, ORDER_FROM } from './consultant-order-row.ts';
import {
  type ConsultantOrderListFilters,
  consultantOrderOrder,
  consultantOrderWhere,
} from './list-orders.ts';

/** The consultant orders of the list's filters and sort, as an export. */
export function consultantOrderExport(
  db: Queryable,
  q: ConsultantOrderListFilters,
): ListExport<ConsultantOrderRow> {
  return {
    name: 'consultant_orders',
    sheet: 'Consultant orders',
    columns: [
      { header: 'Order number', value: (r) => r.order_number, width: 16 },
      { header: 'Order date', value: (r) => r.order_date, kind: 'day', width: 12 },
      { header: 'Consultant number', value: (r) => r.consultant_number, width: 18 },
      {
        header: 'Consultant',
        value: (r) => `${r.consultant_first} ${r.consultant_last}`.trim(),
        width: 24,
      },
      { header: 'Period', value: (r) => r.period_name, width: 20 },
      { header: 'Status', value: (r) => statusLabel(r.status) },
      { header: 'Combined order', value: (r) => r.combined_number, width: 16 },
      { header: 'Items', value: (r) => r.item_count, kind: 'number' },
      { header: 'Quantity', value: (r) => r.total_quantity, kind: 'number' },
      ...vatColumns<ConsultantOrderRow>(),
      ...authorshipColumns<ConsultantOrderRow>(),
    ],
    batches: orderedBatches<ConsultantOrderRow>(db, {
      columns: ORDER_COLUMNS,
      from: ORDER_FROM,
      where: consultantOrderWhere(q),
      orderBy: consultantOrderOrder(q),
      id: 'o.id',
    }),
  };
}
