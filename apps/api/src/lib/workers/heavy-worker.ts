import { HttpError } from '../../http/errors.ts';
import { checkRows } from '../../uploads/check-rows.ts';
import {
  checkLooksReadableHere,
  type ReadProgress,
  readSpreadsheetHere,
} from '../spreadsheet/read.ts';
import type { HeavyOutcome, HeavyTask, ProductSheetProgress } from './heavy-task.ts';

// pdf-lib and exceljs are loaded by the first task that needs them (decision 057): a thread
// that reads spreadsheets starts without them (about 0.3 s of CPU less per new thread).
async function perform(task: HeavyTask): Promise<unknown> {
  switch (task.kind) {
    case 'ready':
      return true;
    case 'tablePdf':
      return (await import('../pdf/draw-table-pdf.ts')).drawTablePdf(task.input);
    case 'pdfPageCount':
      return (await import('../pdf/page-count.ts')).pdfPageCountHere(task.bytes);
    case 'readSpreadsheet': {
      const { progress } = task;
      try {
        return await readSpreadsheetHere(task.bytes, task.name, {
          ...(task.limits ? { limits: task.limits } : {}),
          ...(task.progressEvery ? { progressEvery: task.progressEvery } : {}),
          ...(progress
            ? { onProgress: (rowsRead: number) => progress.postMessage({ rowsRead }) }
            : {}),
        });
      } finally {
        progress?.postMessage({ done: true } satisfies ReadProgress);
        progress?.close();
      }
    }
    case 'checkProductSheet': {
      const { progress } = task;
      const post = (message: ProductSheetProgress) => progress?.postMessage(message);
      try {
        const book = await readSpreadsheetHere(task.bytes, task.name, {
          onProgress: (done: number) => post({ phase: 'read', done }),
        });
        return await checkRows(book, task.layout, async (done, total) =>
          post({ phase: 'check', done, total }),
        );
      } finally {
        progress?.close();
      }
    }
    case 'looksReadable':
      return checkLooksReadableHere(task.spreadsheetKind, task.bytes);
    case 'writeXlsx':
      return (await import('../spreadsheet/write.ts')).writeXlsxHere({ sheets: task.sheets });
    case 'xlsxExport':
      return (await import('../export/xlsx-export-worker.ts')).xlsxExportHere(
        task.sheetName,
        task.columns,
        task.port,
      );
  }
}

/** The worker threads' entry (piscina): one task in, its value or its refusal out. */
export default async function heavyWorker(task: HeavyTask): Promise<HeavyOutcome> {
  try {
    return { ok: true, value: await perform(task) };
  } catch (error) {
    if (error instanceof HttpError) {
      const { status, detail, headers, field } = error;
      return { ok: false, refusal: { status, detail, headers, field } };
    }
    throw error;
  }
}
