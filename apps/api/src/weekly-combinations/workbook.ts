import {
  inSast,
  MONEY_COLUMNS,
  MONEY_LABELS,
  sastMoment,
  sastStamp,
  weeklyCombinationSet,
} from '@back-office/domain';
import type { SheetRow } from '../lib/spreadsheet/write.ts';
import { writeXlsx } from '../lib/spreadsheet/write-xlsx.ts';
import type { GatheredWeek } from './week-orders.ts';

const RAND = '#,##0.00';
const rand = (cents: number) => cents / 100;

/** Which combination the file is, and when it was gathered. */
export interface WeeklyFileHeader {
  id: number;
  period_name: string;
  week_start: string;
  week_end: string;
  gathered_at: Date;
}

/** The subtotal, VAT and total rows under a sheet's amounts (`key`: the amount column). */
function totalRows(week: GatheredWeek, label: string, key: string): SheetRow[] {
  const { totals } = week;
  return [
    {},
    {
      [label]: MONEY_LABELS.subtotal,
      quantity: totals.total_quantity,
      [key]: rand(totals.subtotal_cents),
    },
    { [label]: MONEY_LABELS.vat, [key]: rand(totals.vat_cents) },
    { [label]: MONEY_LABELS.total, [key]: rand(totals.total_cents) },
  ];
}

/**
 * The weekly combination spreadsheet (decision 051): a `Products` sheet (code, description,
 * quantity, subtotal excl. VAT per product), an `Orders` sheet (order number, consultant,
 * submitted in SAST, lines, quantity, subtotal excl. VAT per order), each ending in the week's
 * subtotal, VAT (once, on the subtotal) and total, so every sheet's amounts add up to the totals
 * it shows; and a `Summary` sheet that says which orders were gathered, and when (SAST).
 * Amounts in rand; text cells are never formulas.
 */
export function weeklyWorkbook(week: GatheredWeek, header: WeeklyFileHeader): Promise<Uint8Array> {
  const { totals } = week;
  return writeXlsx({
    sheets: [
      {
        name: 'Products',
        columns: [
          { header: 'Product code', key: 'code', width: 16 },
          { header: 'Description', key: 'description', width: 40 },
          { header: 'Quantity', key: 'quantity', width: 10 },
          { header: MONEY_COLUMNS.subtotal, key: 'amount', width: 24, numFmt: RAND },
        ],
        rows: [
          ...week.products.map((p) => ({
            code: p.product_code,
            description: p.description,
            quantity: p.quantity,
            amount: rand(p.total_cents),
          })),
          ...totalRows(week, 'description', 'amount'),
        ],
      },
      {
        name: 'Orders',
        columns: [
          { header: 'Order number', key: 'number', width: 18 },
          { header: 'Consultant', key: 'consultant', width: 30 },
          { header: inSast('Submitted'), key: 'submitted', width: 18 },
          { header: 'Lines', key: 'lines', width: 8 },
          { header: 'Quantity', key: 'quantity', width: 10 },
          { header: MONEY_COLUMNS.subtotal, key: 'amount', width: 24, numFmt: RAND },
        ],
        rows: [
          ...week.orders.map((o) => ({
            number: o.order_number,
            consultant: o.consultant_name,
            submitted: sastStamp(o.submitted_at),
            lines: o.item_count,
            quantity: o.total_quantity,
            amount: rand(o.subtotal_cents),
          })),
          ...totalRows(week, 'consultant', 'amount'),
        ],
      },
      {
        name: 'Summary',
        columns: [
          { header: 'Field', key: 'field', width: 24 },
          { header: 'Value', key: 'value', width: 90 },
        ],
        rows: [
          { field: 'Weekly combination', value: header.id },
          { field: 'Period', value: header.period_name },
          {
            field: 'Week (South African days)',
            value: `${header.week_start} to ${header.week_end}`,
          },
          {
            field: 'Orders gathered',
            value: weeklyCombinationSet({
              periodName: header.period_name,
              weekStart: header.week_start,
              weekEnd: header.week_end,
            }),
          },
          { field: inSast('Gathered at'), value: sastStamp(header.gathered_at) },
          {
            // The file is a snapshot: it must not read as the orders' state when it is opened
            // later (decision 063).
            field: 'Order states',
            value: `As at ${sastMoment(header.gathered_at)}. The file is not updated afterwards: an order listed here may have been combined, invoiced or cancelled since. The weekly combination's page in the app lists the week's orders as they are now.`,
          },
          { field: 'Orders', value: totals.order_count },
          { field: 'Products', value: totals.product_count },
          { field: 'Total quantity', value: totals.total_quantity },
          { field: MONEY_COLUMNS.subtotal, value: rand(totals.subtotal_cents) },
          { field: MONEY_COLUMNS.vat, value: rand(totals.vat_cents) },
          { field: MONEY_COLUMNS.total, value: rand(totals.total_cents) },
          {
            field: 'VAT',
            value:
              'Once, on the subtotal of the week, rounded half up to the cent; the orders and products are listed excl. VAT, so they add up to the subtotal.',
          },
        ],
      },
    ],
  });
}
