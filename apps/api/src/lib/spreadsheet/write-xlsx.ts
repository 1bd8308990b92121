import { runHeavy } from '../workers/heavy-pool.ts';
import type { SheetSpec } from './write.ts';

/**
 * An xlsx workbook of the given sheets, written on a worker thread (`writeXlsxHere` there) so a
 * big workbook never stalls the server (issue 33). Text is never a formula.
 */
export async function writeXlsx(spec: { sheets: SheetSpec[] }): Promise<Uint8Array> {
  return (await runHeavy({ kind: 'writeXlsx', sheets: spec.sheets })) as Uint8Array;
}
