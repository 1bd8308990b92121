import { MessageChannel } from 'node:worker_threads';
import { runHeavy } from '../lib/workers/heavy-pool.ts';
import type { ProductSheetProgress } from '../lib/workers/heavy-task.ts';
import type { CheckResult } from './check-rows.ts';
import type { TemplateLayout } from './template-layout.ts';

/**
 * Reads a product spreadsheet and checks its rows against the template (`checkRows`) in one
 * task on a worker thread (issue 33): the main thread neither parses the file nor receives the
 * whole sheet, only the checked products and the row errors. A refusal of the file (400, 413)
 * is thrown as the `HttpError` it is; `onProgress` hears each phase as it goes.
 */
export async function checkProductSheet(
  file: { bytes: Uint8Array; name: string },
  layout: TemplateLayout,
  onProgress?: (progress: ProductSheetProgress) => Promise<unknown>,
): Promise<CheckResult> {
  const channel = onProgress ? new MessageChannel() : undefined;
  let told: Promise<unknown> = Promise.resolve();
  channel?.port1.on('message', (message: ProductSheetProgress) => {
    told = told.then(() => onProgress?.(message));
  });
  try {
    const result = await runHeavy(
      {
        kind: 'checkProductSheet',
        bytes: file.bytes,
        name: file.name,
        layout,
        progress: channel?.port2,
      },
      channel ? [channel.port2] : [],
    );
    // Closed first: a progress message still on its way must not land after the result.
    channel?.port1.close();
    await told;
    return result as CheckResult;
  } finally {
    channel?.port1.close();
  }
}
