import { csvField } from '../spreadsheet/write.ts';
import { type ExportColumn, exportCell } from './export-columns.ts';

/** One CSV record (CRLF-ended): rand with two decimals, text formula-safe (`'=…`). */
function csvLine<T>(columns: ExportColumn<T>[], row: T): string {
  const cells = columns.map((col) => {
    const cell = exportCell(col, row);
    return col.kind === 'rand' && typeof cell === 'number' ? cell.toFixed(2) : csvField(cell);
  });
  return `${cells.join(',')}\r\n`;
}

/**
 * RFC 4180 CSV as a byte stream, read from `batches` only as the reader asks for more: a
 * UTF-8 byte order mark (so Excel reads accents), the header, then one chunk per batch.
 */
export function csvStream<T>(
  columns: ExportColumn<T>[],
  batches: AsyncIterator<T[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const header = columns.map((col) => csvField(col.header)).join(',');
      controller.enqueue(encoder.encode(`\uFEFF${header}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(columns, row)).join('')));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
