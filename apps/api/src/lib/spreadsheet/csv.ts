import { badRequest } from '../../http/errors.ts';
import type { CellText } from './cell-value.ts';
import { limitExceeded, SPREADSHEET_LIMITS, type SpreadsheetLimits } from './limits.ts';

/** The message every unreadable file gets (400). */
export const UNREADABLE = 'The file could not be read as a spreadsheet';

/** Decodes CSV bytes: UTF-8 (BOM stripped), falling back to Windows-1252 for Excel exports. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Binary content (a zip, a PDF, an image) is not a CSV even when it is named .csv.
  if (text.includes('\u0000')) throw badRequest(UNREADABLE);
  return text;
}

/**
 * Parses CSV text per RFC 4180: fields separated by commas, records by CRLF, LF or CR; a field
 * in double quotes may hold commas, line breaks and `""` (a literal quote). Empty unquoted fields
 * become `null`, a quoted empty field `''`. A trailing line break does not add a record; blank
 * lines stay as empty records so row numbers match the file. An unclosed quote throws 400.
 *
 * @example parseCsv('code,price\r\n"A,1",12.50\n') // [['code','price'],['A,1','12.50']]
 */
export function parseCsv(
  text: string,
  limits: Pick<SpreadsheetLimits, 'rows' | 'columns' | 'cells' | 'cellChars'> = SPREADSHEET_LIMITS,
): CellText[][] {
  const rows: CellText[][] = [];
  let cells = 0;
  let row: CellText[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  const endField = () => {
    if (field.length > limits.cellChars) {
      throw limitExceeded(
        `a field in line ${rows.length + 1} holds more than ${limits.cellChars} characters`,
      );
    }
    if (row.length >= limits.columns) {
      throw limitExceeded(`line ${rows.length + 1} has more than ${limits.columns} fields`);
    }
    if (field !== '' && ++cells > limits.cells)
      throw limitExceeded(`more than ${limits.cells} cells`);
    row.push(field === '' && !quoted ? null : field);
    field = '';
    quoted = false;
  };
  const endRow = () => {
    endField();
    if (rows.length >= limits.rows) throw limitExceeded(`more than ${limits.rows} rows`);
    rows.push(row.length === 1 && row[0] === null ? [] : row);
    row = [];
  };
  while (i < n) {
    const ch = text[i];
    if (ch === '"' && field === '' && !quoted) {
      quoted = true;
      i++;
      let closed = false;
      while (i < n) {
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        field += q;
        i++;
      }
      if (!closed) throw badRequest(UNREADABLE);
      continue;
    }
    if (ch === ',') {
      endField();
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // Lenient: characters after a closing quote are kept as part of the field.
      field += ch;
      i++;
    }
  }
  if (field !== '' || quoted || row.length > 0) endRow();
  return rows;
}
