import type { MessagePort } from 'node:worker_threads';
import type { SpreadsheetKind } from '@back-office/domain';
import type { TemplateLayout } from '../../uploads/template-layout.ts';
import type { TablePdfInput } from '../pdf/draw-table-pdf.ts';
import type { SpreadsheetLimits } from '../spreadsheet/limits.ts';
import type { SheetSpec, SheetValue } from '../spreadsheet/write.ts';

/** A list export's column as the export thread needs it (no reader function). */
export interface ExportColumnSpec {
  header: string;
  kind?: 'text' | 'number' | 'rand' | 'day' | 'moment' | undefined;
  width?: number | undefined;
}

/** One piece of work for a worker thread: only data, nothing that cannot be copied. */
export type HeavyTask =
  /** Nothing: answers once the thread is up (the pool's start at boot waits for it). */
  | { kind: 'ready' }
  | { kind: 'tablePdf'; input: TablePdfInput }
  | { kind: 'pdfPageCount'; bytes: Uint8Array }
  | {
      kind: 'readSpreadsheet';
      bytes: Uint8Array;
      name: string;
      limits?: SpreadsheetLimits | undefined;
      progressEvery?: number | undefined;
      /** Where progress (`{ rowsRead }`) is posted, when the caller wants it. */
      progress?: MessagePort | undefined;
    }
  | {
      kind: 'checkProductSheet';
      bytes: Uint8Array;
      name: string;
      layout: TemplateLayout;
      /** Where progress (`{ phase: 'read' | 'check', done, total? }`) is posted. */
      progress?: MessagePort | undefined;
    }
  | { kind: 'looksReadable'; spreadsheetKind: SpreadsheetKind; bytes: Uint8Array }
  | { kind: 'writeXlsx'; sheets: SheetSpec[] }
  | { kind: 'xlsxExport'; sheetName: string; columns: ExportColumnSpec[]; port: MessagePort };

/** A refusal made in the worker (an `HttpError`), carried back as data. */
export interface HeavyRefusal {
  status: number;
  detail: unknown;
  headers: Record<string, string>;
  field: string | undefined;
}

/** What a worker answers: the task's value, or the refusal it threw. */
export type HeavyOutcome = { ok: true; value: unknown } | { ok: false; refusal: HeavyRefusal };

/** The messages of a list export between the request (main thread) and the export thread. */
export type ExportToWorker =
  | { type: 'rows'; rows: SheetValue[][] }
  | { type: 'end' }
  | { type: 'cancel' };
export type ExportFromWorker =
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'need' }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** Progress of reading and checking a product sheet, posted by the worker. */
export type ProductSheetProgress =
  | { phase: 'read'; done: number }
  | { phase: 'check'; done: number; total: number };
