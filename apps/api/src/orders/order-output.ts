import { type SheetRow, writeXlsx } from '../lib/spreadsheet/write.ts';
import type { OrderItemRow, OrderRow } from './order-row.ts';
import { toUserRef } from './user-ref.ts';

const RAND = '#,##0.00';

/** The VAT contained in a VAT-inclusive amount (15%), rounded half up to the cent. */
export function vatIncluded(totalCents: number): number {
  return Math.floor((totalCents * 15) / 115 + 0.5);
}

/**
 * The output spreadsheet of a processed order: a `Lines` sheet (one row per line plus a total
 * row, amounts in rand) and a `Summary` sheet (reference, period, who, when, totals, VAT).
 */
export function orderOutputXlsx(
  order: OrderRow,
  items: OrderItemRow[],
  processedAt: Date,
): Promise<Uint8Array> {
  const total = items.reduce((sum, i) => sum + i.quantity * i.unit_price_cents, 0);
  const quantity = items.reduce((sum, i) => sum + i.quantity, 0);
  const rows: SheetRow[] = items.map((item, index) => ({
    line: index + 1,
    product_code: item.product_code,
    description: item.description,
    quantity: item.quantity,
    unit_price: item.unit_price_cents / 100,
    line_total: (item.quantity * item.unit_price_cents) / 100,
  }));
  rows.push({ description: 'Total', quantity, line_total: total / 100 });
  const creator = toUserRef(order);
  return writeXlsx({
    sheets: [
      {
        name: 'Lines',
        columns: [
          { header: 'Line', key: 'line', width: 6 },
          { header: 'Product code', key: 'product_code', width: 16 },
          { header: 'Description', key: 'description', width: 44 },
          { header: 'Quantity', key: 'quantity', width: 10 },
          { header: 'Unit price (R)', key: 'unit_price', width: 15, numFmt: RAND },
          { header: 'Line total (R)', key: 'line_total', width: 16, numFmt: RAND },
        ],
        rows,
      },
      {
        name: 'Summary',
        columns: [
          { header: 'Field', key: 'field', width: 24 },
          { header: 'Value', key: 'value', width: 48 },
        ],
        rows: [
          { field: 'Reference', value: order.reference },
          { field: 'Period', value: order.period_name ?? '' },
          { field: 'Notes', value: order.notes ?? '' },
          { field: 'Created by', value: `${creator.name} <${creator.email}>` },
          { field: 'Created at', value: new Date(order.created_at).toISOString() },
          { field: 'Processed at', value: processedAt.toISOString() },
          { field: 'Lines', value: items.length },
          { field: 'Total quantity', value: quantity },
          { field: 'Total (R, VAT incl.)', value: total / 100 },
          { field: 'VAT included (15%) (R)', value: vatIncluded(total) / 100 },
        ],
      },
    ],
  });
}
