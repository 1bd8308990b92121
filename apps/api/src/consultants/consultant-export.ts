import { CONSULTANT_COLUMNS, type ConsultantColumn, southAfricanDay } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import type { PathParams } from '../http/handlers.ts';
import { CONTENT_TYPES } from '../lib/http/file-response.ts';
import { renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { type SheetColumn, writeCsv } from '../lib/spreadsheet/write.ts';
import { writeXlsx } from '../lib/spreadsheet/write-xlsx.ts';
import { Where } from '../sql/where.ts';
import { type ConsultantFilters, consultantFilterWhere } from './consultant-queries.ts';
import { CONSULTANT_SELECT, type ConsultantRow } from './consultant-row.ts';

/** An export format of `exportConsultants`. */
export type ExportFormat = PathParams<'exportConsultants'>['format'];

const WIDTHS: Partial<Record<ConsultantColumn, number>> = {
  consultant_number: 14,
  email: 32,
  address_line1: 28,
  address_line2: 20,
  distributor: 30,
  id_number: 16,
};

/** The export's columns: the bulk-upload headers, so an export can be imported again. */
const COLUMNS: SheetColumn[] = CONSULTANT_COLUMNS.map((key) => ({
  header: key,
  key,
  width: WIDTHS[key] ?? 14,
}));

/**
 * The consultants to export, by number: exactly `ids` when there are any (404 naming the missing
 * ones), otherwise those matching `filters` (every consultant without filters).
 */
export async function consultantsToExport(
  db: Queryable,
  ids: number[],
  filters: ConsultantFilters = {},
): Promise<ConsultantRow[]> {
  const w =
    ids.length > 0 ? new Where().add('c.id = ANY(?::int[])', ids) : consultantFilterWhere(filters);
  const rows = await db.query<ConsultantRow>(
    `${CONSULTANT_SELECT} ${w.sql} ORDER BY c.consultant_number, c.id`,
    w.params,
  );
  if (ids.length > 0) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`Consultants not found: ${missing.join(', ')}`);
  }
  return rows;
}

const flat = (r: ConsultantRow) => ({
  consultant_number: r.consultant_number,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  id_number: r.id_number,
  address_line1: r.address_line1,
  address_line2: r.address_line2,
  city: r.city,
  province: r.province,
  postal_code: r.postal_code,
  distributor: r.distributor,
  branch: r.branch,
  status: r.status,
  joined_date: r.joined_date,
});

/**
 * Writes the consultants as CSV, xlsx or a PDF table (formula-safe spreadsheets). Returns the
 * bytes, content type and file name `consultants_<YYYY-MM-DD>.<ext>` (Africa/Johannesburg).
 */
export async function exportConsultants(rows: ConsultantRow[], format: ExportFormat, now: Date) {
  const fileName = `consultants_${southAfricanDay(now)}.${format}`;
  if (format === 'csv') {
    return {
      bytes: new TextEncoder().encode(writeCsv(COLUMNS, rows.map(flat))),
      type: CONTENT_TYPES.csv,
      fileName,
    };
  }
  if (format === 'xlsx') {
    const bytes = await writeXlsx({
      sheets: [{ name: 'Consultants', columns: COLUMNS, rows: rows.map(flat) }],
    });
    return { bytes, type: CONTENT_TYPES.xlsx, fileName };
  }
  const bytes = await renderTablePdf({
    title: 'Consultants',
    meta: [
      ['Exported', southAfricanDay(now)],
      ['Consultants', String(rows.length)],
    ],
    columns: [
      { header: 'Number', weight: 1.1 },
      { header: 'Name', weight: 2 },
      { header: 'Phone', weight: 1.3 },
      { header: 'Email', weight: 3.2 },
      { header: 'City', weight: 1.4 },
      { header: 'Province', weight: 1.4 },
      { header: 'Status', weight: 0.9 },
      { header: 'Joined', weight: 1 },
    ],
    rows: rows.map((r) => [
      r.consultant_number,
      `${r.first_name} ${r.last_name}`,
      r.phone ?? '',
      r.email ?? '',
      r.city,
      r.province,
      r.status,
      r.joined_date,
    ]),
    emptyText: 'No consultants',
    createdAt: now,
    // Eight columns of whole values (numbers, phones, emails, dates) need the page's width.
    orientation: 'landscape',
  });
  return { bytes, type: CONTENT_TYPES.pdf, fileName };
}
