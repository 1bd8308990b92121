import { statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { authorshipColumns, vatColumns } from '../lib/export/common-columns.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { COMBINED_COLUMNS, COMBINED_FROM, type CombinedRow } from './combined-row.ts';
import { type CombinedListFilters, combinedOrder, combinedWhere } from './list-combined.ts';

/** The combined orders of the list's filters and sort, as an export. */
export function combinedExport(db: Queryable, q: CombinedListFilters): ListExport<CombinedRow> {
  return {
    name: 'combined_orders',
    sheet: 'Combined orders',
    columns: [
      { header: 'Combined number', value: (r) => r.combined_number, width: 18 },
      { header: 'Period', value: (r) => r.period_name, width: 20 },
      { header: 'Status', value: (r) => statusLabel(r.status) },
      { header: 'Invoice', value: (r) => r.invoice_number, width: 16 },
      { header: 'Consultant orders', value: (r) => r.consultant_order_count, kind: 'number' },
      { header: 'Lines', value: (r) => r.line_count, kind: 'number' },
      { header: 'Quantity', value: (r) => r.total_quantity, kind: 'number' },
      ...vatColumns<CombinedRow>(),
      ...authorshipColumns<CombinedRow>(),
    ],
    batches: orderedBatches<CombinedRow>(db, {
      columns: COMBINED_COLUMNS,
      from: COMBINED_FROM,
      where: combinedWhere(q),
      orderBy: combinedOrder(q),
      id: 'co.id',
    }),
  };
}
