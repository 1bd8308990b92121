import { documentTotals, MONEY_COLUMNS, MONEY_LABELS } from '@back-office/domain';
import type { SheetRow } from '../lib/spreadsheet/write.ts';
import { writeXlsx } from '../lib/spreadsheet/write-xlsx.ts';
import { toUserRef } from '../users/user-ref.ts';
import { johannesburgMoment } from './johannesburg-moment.ts';
import type { StockOrderItemRow, StockOrderRow } from './stock-order-row.ts';

const RAND = '#,##0.00';

/**
 * The output spreadsheet of a processed order: a `Lines` sheet (one row per line plus a total
 * row, amounts in rand) and a `Summary` sheet (reference, period, who, when, totals, VAT).
 * Catalogue prices are VAT-exclusive, as everywhere (the contract; consultant orders and
 * invoices): the lines are excl. VAT and the summary adds 15% to their subtotal.
 */
export function orderOutputXlsx(
  order: StockOrderRow,
  items: StockOrderItemRow[],
  processedAt: Date,
): Promise<Uint8Array> {
  const subtotal = items.reduce((sum, i) => sum + i.quantity * Number(i.unit_price_cents), 0);
  const totals = documentTotals(subtotal);
  const quantity = items.reduce((sum, i) => sum + i.quantity, 0);
  const rows: SheetRow[] = items.map((item, index) => ({
    line: index + 1,
    product_code: item.product_code,
    description: item.description,
    quantity: item.quantity,
    unit_price: Number(item.unit_price_cents) / 100,
    line_total: (item.quantity * Number(item.unit_price_cents)) / 100,
  }));
  rows.push({ description: MONEY_LABELS.subtotal, quantity, line_total: subtotal / 100 });
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
          { header: MONEY_COLUMNS.unitPrice, key: 'unit_price', width: 26, numFmt: RAND },
          { header: MONEY_COLUMNS.lineTotal, key: 'line_total', width: 26, numFmt: RAND },
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
          { field: 'Created at (SAST)', value: johannesburgMoment(order.created_at) },
          { field: 'Processed at (SAST)', value: johannesburgMoment(processedAt) },
          { field: 'Lines', value: items.length },
          { field: 'Total quantity', value: quantity },
          { field: MONEY_COLUMNS.subtotal, value: totals.subtotal_cents / 100 },
          { field: MONEY_COLUMNS.vat, value: totals.vat_cents / 100 },
          { field: MONEY_COLUMNS.total, value: totals.total_cents / 100 },
        ],
      },
    ],
  });
}
