import type { Schemas } from '@back-office/api-client';
/** One problem in one cell or row of an uploaded distributor order spreadsheet. */
export type DistributorOrderRowError = Schemas['DistributorOrderRowError'];

/**
 * A spreadsheet that cannot be imported: answered 400 as the contract's
 * `DistributorOrderImportError` (`detail` plus every bad row; `errors` empty when the file as a
 * whole cannot be read).
 */
export class ImportError extends Error {
  constructor(
    readonly detail: string,
    readonly errors: DistributorOrderRowError[] = [],
  ) {
    super(detail);
  }
}
