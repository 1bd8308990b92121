import { documentCompany } from '../business/business-details.ts';
import type { Queryable } from '../db/db.ts';
import { documentTotalRows, lineCells, lineColumns } from '../lib/pdf/line-columns.ts';
import { renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { loadConsultantOrder } from './consultant-order-row.ts';

/** The PDF of a consultant order (consultant, period, items, subtotal, VAT, total); 404 unknown. */
export async function consultantOrderPdf(
  db: Queryable,
  id: number,
  now: Date,
): Promise<Uint8Array> {
  const order = await loadConsultantOrder(db, id);
  const status = order.status.charAt(0).toUpperCase() + order.status.slice(1);
  const meta: Array<[string, string]> = [
    ['Order number', order.order_number],
    ['Consultant', `${order.consultant_number} ${order.consultant_name}`],
    ['Period', order.period_name],
    ['Order date', order.order_date],
    ['Status', status],
  ];
  if (order.combined_number) meta.push(['Combined order', order.combined_number]);
  if (order.notes) meta.push(['Notes', order.notes]);
  return renderTablePdf({
    title: `Consultant order ${order.order_number}`,
    company: await documentCompany(db),
    meta,
    columns: lineColumns(),
    rows: order.items.map(lineCells),
    emptyText: 'No items',
    totals: [['Items', String(order.total_quantity)], ...documentTotalRows(order)],
    notes: ['Prices are in South African rand; VAT is 15% of the subtotal.'],
    createdAt: now,
  });
}
