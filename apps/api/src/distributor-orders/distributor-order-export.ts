import { MONEY_COLUMNS, statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { creatorName } from '../lib/export/creator-name.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import {
  DISTRIBUTOR_ORDER_COLUMNS,
  DISTRIBUTOR_ORDER_FROM,
  type DistributorOrderRow,
} from './distributor-order-row.ts';
import {
  type DistributorOrderListFilters,
  distributorOrderOrder,
  distributorOrderWhere,
} from './list-orders.ts';
import type { DistributorScope } from './scope.ts';

/**
 * The distributor orders of the list's filters and sort that the scope may see (a distributor
 * its own only, decision 018), as an export (`distributor_orders_<day>.csv`).
 */
export function distributorOrderExport(
  db: Queryable,
  q: DistributorOrderListFilters,
  scope: DistributorScope,
): ListExport<DistributorOrderRow> {
  return {
    name: 'distributor_orders',
    sheet: 'Distributor orders',
    columns: [
      { header: 'Order number', value: (r) => r.order_number, width: 18 },
      { header: 'Distributor', value: (r) => r.distributor_name, width: 28 },
      { header: 'Distributor reference', value: (r) => r.distributor_reference, width: 20 },
      { header: 'Status', value: (r) => statusLabel(r.status), width: 12 },
      { header: 'Template', value: (r) => r.template_name, width: 24 },
      { header: 'File', value: (r) => r.file_name, width: 28 },
      { header: 'Lines', value: (r) => r.item_count, kind: 'number' },
      { header: 'Quantity', value: (r) => r.total_quantity, kind: 'number' },
      { header: MONEY_COLUMNS.subtotal, value: (r) => r.total_cents, kind: 'rand', width: 20 },
      { header: 'Notes', value: (r) => r.notes, width: 30 },
      { header: 'Created by', value: creatorName, width: 22 },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Submitted (SAST)', value: (r) => r.submitted_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<DistributorOrderRow>(db, {
      columns: DISTRIBUTOR_ORDER_COLUMNS,
      from: DISTRIBUTOR_ORDER_FROM,
      where: distributorOrderWhere(q, scope),
      orderBy: distributorOrderOrder(q),
      id: 'd.id',
    }),
  };
}
