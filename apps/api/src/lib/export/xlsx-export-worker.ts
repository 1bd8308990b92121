import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { SheetValue } from '../spreadsheet/write.ts';
import type { ExportColumnSpec, ExportFromWorker, ExportToWorker } from '../workers/heavy-task.ts';

const RAND = '#,##0.00';

/** A stream of the `readable-stream` package archiver uses (no `writableNeedDrain` getter). */
interface ZipInput extends NodeJS.EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/** What exceljs' worksheet stream pipes into: the zip's input for the entry (internal). */
interface PipedStream {
  pipes?: ZipInput[];
}

/**
 * Waits until the rows written so far have gone through the zip. exceljs writes each row on
 * into the zip without waiting (its streams ignore backpressure), so the rows would pile up in
 * the zip's input buffer: wait for it to drain before asking for the next batch.
 */
async function settled(sheetStream: PipedStream, cancelled: () => boolean): Promise<void> {
  for (;;) {
    if (cancelled()) return;
    const zipInput = sheetStream.pipes?.[0];
    if (!zipInput) {
      // The zip has not reached the worksheet yet (it is still writing the first entries).
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    if (zipInput._writableState?.needDrain) {
      await once(zipInput, 'drain');
      continue;
    }
    return;
  }
}

/**
 * The export thread's side of a streamed xlsx list export (see `xlsxStream`): asks the request
 * for a batch of cells (`need`), writes it with exceljs' streaming writer (inline strings, never
 * formulas; rand columns as numbers with two decimals), posts the zip's bytes as they come
 * (`chunk`), and ends with `done`. The request asks for a batch only when its reader wants more,
 * so memory stays bounded whatever the list's size.
 */
export async function xlsxExportHere(
  sheetName: string,
  columns: ExportColumnSpec[],
  port: MessagePort,
): Promise<void> {
  const post = (message: ExportFromWorker, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  const inbox: ExportToWorker[] = [];
  let wake: (() => void) | undefined;
  let cancelled = false;
  port.on('message', (message: ExportToWorker) => {
    if (message.type === 'cancel') cancelled = true;
    else inbox.push(message);
    wake?.();
  });
  const nextMessage = async (): Promise<ExportToWorker> => {
    for (;;) {
      if (cancelled) return { type: 'cancel' };
      const message = inbox.shift();
      if (message) return message;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!cancelled) {
        const bytes = new Uint8Array(chunk);
        post({ type: 'chunk', bytes }, [bytes.buffer as ArrayBuffer]);
      }
      done();
    },
  });
  const sinkFinished = once(sink, 'finish');

  async function write(sink: Writable): Promise<void> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: sink,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Back Office';
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((col, i) => ({
      header: col.header,
      key: String(i),
      width: col.width ?? Math.max(10, Math.min(40, col.header.length + 2)),
      ...(col.kind === 'rand' ? { style: { numFmt: RAND } } : {}),
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    // The worksheet's output stream (exceljs' `stream` getter; not in its types).
    const sheetStream = (sheet as unknown as { stream: PipedStream }).stream;
    for (;;) {
      post({ type: 'need' });
      const message = await nextMessage();
      if (message.type !== 'rows') break;
      for (const cells of message.rows) sheet.addRow(cells as SheetValue[]).commit();
      await settled(sheetStream, () => cancelled);
    }
    if (cancelled) return;
    sheet.commit();
    await workbook.commit();
  }

  try {
    await write(sink);
    if (!cancelled) {
      await sinkFinished;
      post({ type: 'done' });
    }
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    port.close();
  }
}
