import { once } from 'node:events';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ExportColumn, exportCell } from './export-columns.ts';

const RAND = '#,##0.00';
/** Bytes the reader may have waiting before the writer stops reading rows. */
const BUFFERED_BYTES = 64 * 1024;

/**
 * An xlsx workbook of one sheet as a byte stream, with bounded memory: exceljs' streaming
 * writer commits each row as it is added and its zip output goes straight to the reader. Text
 * cells are inline strings (no shared-string table kept in memory), never formulas, so `=1+2`
 * is shown as written; rand columns are numbers with two decimals. When the reader falls
 * `BUFFERED_BYTES` behind, the writer's output is held (the zip pauses) and no further batch
 * is read until the reader catches up.
 */
export function xlsxStream<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  batches: AsyncIterator<T[]>,
): ReadableStream<Uint8Array> {
  let held: (() => void) | undefined;
  let cancelled = false;
  const release = () => {
    const next = held;
    held = undefined;
    next?.();
  };
  /** Resolves once the reader has taken what was held (at once when nothing is). */
  const readerCaughtUp = () =>
    new Promise<void>((resolve) => {
      if (held) held = chain(held, resolve);
      else resolve();
    });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            if (cancelled) return done();
            controller.enqueue(new Uint8Array(chunk));
            if ((controller.desiredSize ?? 0) > 0) done();
            else held = chain(held, () => done());
          },
          final(done) {
            if (!cancelled) controller.close();
            done();
          },
        });
        const flow: Flow = {
          held: () => held !== undefined,
          readerCaughtUp,
          cancelled: () => cancelled,
        };
        write(sheetName, columns, batches, sink, flow).catch((error: unknown) =>
          controller.error(error),
        );
      },
      pull() {
        release();
      },
      async cancel() {
        cancelled = true;
        release();
        await batches.return?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BUFFERED_BYTES }),
  );
}

/** `a` then `b` (either may be absent). */
function chain(a: (() => void) | undefined, b: () => void): () => void {
  return a
    ? () => {
        a();
        b();
      }
    : b;
}

/** How far the reader is: whether output is held for it, and a wait until it catches up. */
interface Flow {
  held: () => boolean;
  readerCaughtUp: () => Promise<void>;
  cancelled: () => boolean;
}

/** A stream of the `readable-stream` package archiver uses (no `writableNeedDrain` getter). */
interface ZipInput extends NodeJS.EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/** What exceljs' worksheet stream pipes into: the zip's input for the entry (internal). */
interface PipedStream {
  pipes?: ZipInput[];
}

/**
 * Waits until the rows written so far have gone through the zip to the reader. exceljs writes
 * each row on into the zip without waiting (its streams ignore backpressure), so the rows would
 * pile up in the zip's input buffer: wait for it to drain (and so for the reader,
 * when its output is held) before the next batch is read.
 */
async function settled(sheetStream: PipedStream, flow: Flow): Promise<void> {
  for (;;) {
    if (flow.cancelled()) return;
    if (flow.held()) {
      await flow.readerCaughtUp();
      continue;
    }
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

async function write<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  batches: AsyncIterator<T[]>,
  sink: Writable,
  flow: Flow,
): Promise<void> {
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
    const next = await batches.next();
    if (next.done || flow.cancelled()) break;
    for (const row of next.value) {
      sheet.addRow(columns.map((col) => exportCell(col, row) ?? null)).commit();
    }
    await settled(sheetStream, flow);
  }
  if (flow.cancelled()) return;
  sheet.commit();
  await workbook.commit();
}
