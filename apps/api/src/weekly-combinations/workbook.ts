import { writeXlsx } from '../lib/spreadsheet/write-xlsx.ts';
import type { gatherWeek } from './week-orders.ts';

const RAND = '#,##0.00';
const rand = (cents: number) => cents / 100;

/**
 * The weekly combination spreadsheet: a `Products` sheet (code, description, quantity, total,
 * then subtotal, VAT and total rows) and an `Orders` sheet (order number, consultant,
 * submitted, lines, quantity, total incl. VAT). Amounts in rand; text cells formula-safe.
 */
export function weeklyWorkbook(week: Awaited<ReturnType<typeof gatherWeek>>): Promise<Uint8Array> {
  const { totals } = week;
  return writeXlsx({
    sheets: [
      {
        name: 'Products',
        columns: [
          { header: 'Product code', key: 'code', width: 16 },
          { header: 'Description', key: 'description', width: 40 },
          { header: 'Quantity', key: 'quantity', width: 10 },
          { header: 'Total excl. VAT (R)', key: 'total', width: 20, numFmt: RAND },
        ],
        rows: [
          ...week.products.map((p) => ({
            code: p.product_code,
            description: p.description,
            quantity: p.quantity,
            total: rand(p.total_cents),
          })),
          {},
          {
            description: 'Subtotal',
            quantity: totals.total_quantity,
            total: rand(totals.subtotal_cents),
          },
          { description: 'VAT (15%)', total: rand(totals.vat_cents) },
          { description: 'Total incl. VAT', total: rand(totals.total_cents) },
        ],
      },
      {
        name: 'Orders',
        columns: [
          { header: 'Order number', key: 'number', width: 18 },
          { header: 'Consultant', key: 'consultant', width: 30 },
          { header: 'Submitted', key: 'submitted', width: 22 },
          { header: 'Lines', key: 'lines', width: 8 },
          { header: 'Quantity', key: 'quantity', width: 10 },
          { header: 'Total incl. VAT (R)', key: 'total', width: 20, numFmt: RAND },
        ],
        rows: week.orders.map((o) => ({
          number: o.order_number,
          consultant: o.consultant_name,
          submitted: o.submitted_at.slice(0, 16).replace('T', ' '),
          lines: o.item_count,
          quantity: o.total_quantity,
          total: rand(o.total_cents),
        })),
      },
    ],
  });
}
