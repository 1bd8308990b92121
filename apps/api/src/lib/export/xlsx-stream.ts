import { MessageChannel } from 'node:worker_threads';
import { runExport } from '../workers/heavy-pool.ts';
import type { ExportFromWorker, ExportToWorker } from '../workers/heavy-task.ts';
import { type ExportColumn, exportCell } from './export-columns.ts';

/** Bytes the reader may have waiting before no further batch is read. */
const BUFFERED_BYTES = 64 * 1024;

/**
 * An xlsx workbook of one sheet as a byte stream, written on the export thread
 * (`xlsx-export-worker.ts`) so a big export never stalls the server (issue 33). This side reads
 * the rows from `batches` (the database), turns them into cells, and hands a batch over only
 * when the export thread asks for one and the reader has room, so memory stays bounded: at most
 * one batch beyond `BUFFERED_BYTES` of output. Throws 429 before anything is sent when this
 * process, or this user, already has as many exports as it may.
 */
export function xlsxStream<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  batches: AsyncIterator<T[]>,
): ReadableStream<Uint8Array> {
  const { port1, port2 } = new MessageChannel();
  const send = (message: ExportToWorker) => port1.postMessage(message);
  const running = runExport({
    kind: 'xlsxExport',
    sheetName,
    columns: columns.map(({ header, kind, width }) => ({ header, kind, width })),
    port: port2,
  });
  let wanted = false;
  let reading = false;
  let ended = false;
  let progressed: (() => void) | undefined;
  let feed: () => Promise<void> = async () => {};
  const progress = () => {
    const resolve = progressed;
    progressed = undefined;
    resolve?.();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (error: unknown) => {
          if (ended) return;
          ended = true;
          controller.error(error);
          port1.close();
          progress();
        };
        running.catch(fail);
        feed = async () => {
          if (!wanted || reading || ended || (controller.desiredSize ?? 0) <= 0) return;
          wanted = false;
          reading = true;
          try {
            const next = await batches.next();
            if (next.done) send({ type: 'end' });
            else
              send({
                type: 'rows',
                rows: next.value.map((row) => columns.map((col) => exportCell(col, row))),
              });
          } catch (error) {
            send({ type: 'cancel' });
            fail(error);
          } finally {
            reading = false;
          }
        };
        port1.on('message', (message: ExportFromWorker) => {
          if (ended) return;
          if (message.type === 'chunk') {
            controller.enqueue(message.bytes);
            progress();
          } else if (message.type === 'need') {
            wanted = true;
            void feed();
          } else if (message.type === 'done') {
            ended = true;
            controller.close();
            port1.close();
            progress();
          } else {
            fail(new Error(`The export could not be written: ${message.message}`));
          }
        });
      },
      pull() {
        if (ended) return;
        const moved = new Promise<void>((resolve) => {
          progressed = resolve;
        });
        void feed();
        return moved;
      },
      async cancel() {
        ended = true;
        send({ type: 'cancel' });
        port1.close();
        progress();
        await batches.return?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BUFFERED_BYTES }),
  );
}
