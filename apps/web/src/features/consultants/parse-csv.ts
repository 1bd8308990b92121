import {
  CONSULTANT_COLUMNS,
  type ConsultantColumn,
  EXAMPLE_CONSULTANT_NUMBER,
} from '@back-office/domain';

export interface CsvPreview {
  readonly headers: string[];
  /** Data rows with their spreadsheet row number (the header is row 1). */
  readonly rows: { readonly row: number; readonly cells: string[] }[];
  /** Data rows in the file (blank lines skipped), even beyond the preview. */
  readonly totalRows: number;
}

/**
 * Splits CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into records. Only for
 * showing the file before it is sent; the server validates it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The header and the first `limit` data rows of a CSV file, numbered like a spreadsheet. */
export function previewCsv(text: string, limit = 200): CsvPreview {
  const records = parseCsv(text);
  const [headers = [], ...data] = records;
  const rows: CsvPreview['rows'] = [];
  let totalRows = 0;
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    totalRows += 1;
    if (rows.length < limit) rows.push({ row: index + 2, cells });
  });
  return { headers: headers.map((header) => header.trim()), rows, totalRows };
}

/**
 * The template's example row. Its consultant number `EXAMPLE_CONSULTANT_NUMBER` makes the server
 * refuse the row if it is left in (decision 017).
 */
export const EXAMPLE_ROW: Record<ConsultantColumn, string> = {
  consultant_number: EXAMPLE_CONSULTANT_NUMBER,
  first_name: 'Thandi',
  last_name: 'Nkosi',
  email: 'thandi.nkosi@example.com',
  phone: '0821234567',
  id_number: '8001015009087',
  address_line1: '12 Jacaranda Street',
  address_line2: 'Unit 4',
  city: 'Pretoria',
  province: 'Gauteng',
  postal_code: '0002',
  distributor: 'Acme Distributors',
  branch: 'Pretoria East',
  status: 'active',
  joined_date: '2026-01-15',
};

/** A CSV with the header row and one example row to overwrite, as a start for a bulk upload. */
export function templateCsv(): Blob {
  const example = CONSULTANT_COLUMNS.map((column) => EXAMPLE_ROW[column]);
  return new Blob([`${CONSULTANT_COLUMNS.join(',')}\r\n${example.join(',')}\r\n`], {
    type: 'text/csv',
  });
}
