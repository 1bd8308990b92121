import { documentTotals } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { creatorName } from '../lib/export/creator-name.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { type ConsultantOrderRow, ORDER_COLUMNS, ORDER_FROM } from './consultant-order-row.ts';
import {
  type ConsultantOrderListFilters,
  consultantOrderOrder,
  consultantOrderWhere,
} from './list-orders.ts';

const totals = (r: ConsultantOrderRow) => documentTotals(Number(r.subtotal_cents));

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
      { header: 'Status', value: (r) => r.status },
      { header: 'Combined order', value: (r) => r.combined_number, width: 16 },
      { header: 'Items', value: (r) => r.item_count, kind: 'number' },
      { header: 'Quantity', value: (r) => r.total_quantity, kind: 'number' },
      { header: 'Subtotal excl. VAT (R)', value: (r) => r.subtotal_cents, kind: 'rand', width: 20 },
      { header: 'VAT (R)', value: (r) => totals(r).vat_cents, kind: 'rand' },
      {
        header: 'Total incl. VAT (R)',
        value: (r) => totals(r).total_cents,
        kind: 'rand',
        width: 20,
      },
      { header: 'Notes', value: (r) => r.notes, width: 30 },
      { header: 'Created by', value: creatorName, width: 22 },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
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
