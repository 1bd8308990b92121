import { documentTotals, MONEY_COLUMNS } from '@back-office/domain';
import type { UserRefColumns } from '../../users/user-ref.ts';
import { creatorName } from './creator-name.ts';
import type { ExportColumn } from './export-columns.ts';

/** A document's three figures in cents. */
interface DocumentFigures {
  subtotal_cents: number | string;
  vat_cents: number | string;
  total_cents: number | string;
}

/**
 * Subtotal, VAT and total of a document, headed as on the screens (decision 051). By default the
 * VAT is computed once on the row's subtotal (decision 016); `figures` reads stored ones.
 */
export function vatColumns<T extends { subtotal_cents: number | string }>(
  figures: (row: T) => DocumentFigures = (r) => documentTotals(Number(r.subtotal_cents)),
): ExportColumn<T>[] {
  return [
    { header: MONEY_COLUMNS.subtotal, value: (r) => r.subtotal_cents, kind: 'rand', width: 24 },
    { header: MONEY_COLUMNS.vat, value: (r) => figures(r).vat_cents, kind: 'rand', width: 14 },
    { header: MONEY_COLUMNS.total, value: (r) => figures(r).total_cents, kind: 'rand', width: 22 },
  ];
}

/** Notes, who made the record and when: the last columns of every order export. */
export function authorshipColumns<
  T extends UserRefColumns & { notes: string | null; created_at: Date | string },
>(): ExportColumn<T>[] {
  return [
    { header: 'Notes', value: (r) => r.notes, width: 30 },
    { header: 'Created by', value: creatorName, width: 22 },
    { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
  ];
}
