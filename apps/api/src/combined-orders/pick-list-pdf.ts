import { documentCompany } from '../business/business-details.ts';
import type { Queryable } from '../db/db.ts';
import { type PdfRow, renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { loadCombinedRow } from './combined-row.ts';

/** One consultant-order line of a pick list. */
interface PickRow {
  consultant_number: string;
  first_name: string;
  last_name: string;
  order_number: string;
  product_code: string;
  description: string;
  quantity: number;
}

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** The download name of a combined order's pick list. */
export const pickListName = (combinedNumber: string) => `pick_list_${combinedNumber}.pdf`;

/**
 * The pick list of a combined order (404 unknown): the lines of its consultant orders grouped
 * per consultant (by consultant number, then order number and product code), each with a tick
 * box, the product code, name and quantity; a total quantity per consultant and for the whole
 * combined order.
 */
export async function renderPickList(db: Queryable, id: number, now: Date) {
  const co = await loadCombinedRow(db, id);
  const lines = await db.query<PickRow>(
    `SELECT c.consultant_number, c.first_name, c.last_name, o.order_number, i.product_code,
       i.description, i.quantity
     FROM consultant_order_items i
     JOIN consultant_orders o ON o.id = i.consultant_order_id
     JOIN consultants c ON c.id = o.consultant_id
     WHERE o.combined_order_id = $1
     ORDER BY c.consultant_number, c.id, o.order_number, i.product_code, i.id`,
    [id],
  );
  const rows: PdfRow[] = [];
  let group: string | undefined;
  let groupTotal = 0;
  const closeGroup = () => {
    if (group !== undefined)
      rows.push({ total: ['', '', `Total for ${group}`, String(groupTotal)] });
  };
  for (const line of lines) {
    const who = `${line.consultant_number} ${line.first_name} ${line.last_name}`.trim();
    if (who !== group) {
      closeGroup();
      group = who;
      groupTotal = 0;
      rows.push({ heading: who });
    }
    groupTotal += line.quantity;
    rows.push([
      '',
      line.product_code,
      `${line.description} (${line.order_number})`,
      String(line.quantity),
    ]);
  }
  closeGroup();
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  const consultants = new Set(lines.map((l) => l.consultant_number)).size;
  return renderTablePdf({
    title: `Pick list ${co.combined_number}`,
    company: await documentCompany(db),
    meta: [
      ['Combined order', co.combined_number],
      ['Period', co.period_name],
      ['Consultants', String(consultants)],
      ['Units to pick', String(total)],
    ],
    columns: [
      { header: 'Picked', weight: 0.6, tickBox: true },
      { header: 'Code', weight: 1.3 },
      { header: 'Product', weight: 4.2 },
      { header: 'Qty', weight: 0.7, align: 'right' },
    ],
    rows,
    emptyText: 'No lines to pick',
    totals: [['Units to pick', units(total)]],
    notes: ['Picked by: ____________________     Checked by: ____________________'],
    createdAt: now,
  });
}
