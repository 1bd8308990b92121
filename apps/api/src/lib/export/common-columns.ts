import { documentTotals } from '@back-office/domain';
import type { UserRefColumns } from '../../users/user-ref.ts';
import { creatorName } from './creator-name.ts';
import type { ExportColumn } from './export-columns.ts';

/** Subtotal, VAT and total of an order document (VAT once on the subtotal, decision 016). */
export function vatColumns<T extends { subtotal_cents: number | string }>(): ExportColumn<T>[] {
  const totals = (r: T) => documentTotals(Number(r.subtotal_cents));
  return [
    { header: 'Subtotal excl. VAT (R)', value: (r) => r.subtotal_cents, kind: 'rand', width: 20 },
    { header: 'VAT (R)', value: (r) => totals(r).vat_cents, kind: 'rand' },
    { header: 'Total incl. VAT (R)', value: (r) => totals(r).total_cents, kind: 'rand', width: 20 },
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
