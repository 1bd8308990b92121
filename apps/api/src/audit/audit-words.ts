import { statusLabel } from '@back-office/domain';
import { roleLabel } from '@back-office/permissions';
import { formatRand } from '../lib/pdf/format-rand.ts';

/** Audit summaries are read by people: money, counts, roles and methods in their words. */

/** Cents as the screens write rand: `R 1 234,56`. */
export const randWords = (cents: number) => formatRand(cents);

/** `1 order`, `3 orders`. */
export const countWords = (n: number, singular: string, plural = `${singular}s`) =>
  `${n} ${n === 1 ? singular : plural}`;

/** Role names as the screens label them (`Warehouse Staff`), or `no roles`. */
export const rolesWords = (roles: readonly string[]) =>
  roles.length > 0 ? roles.map((role) => roleLabel(role)).join(', ') : 'no roles';

/** A status in words within a sentence: `partially_paid` → `partially paid` (its label). */
export const statusWords = (status: string) => statusLabel(status).toLowerCase();

const METHODS: Record<string, string> = {
  eft: 'an EFT payment',
  cash: 'a cash payment',
  card: 'a card payment',
  other: 'a payment',
};

/** `an EFT payment of R 500,00`. */
export const paymentWords = (method: string, cents: number) =>
  `${METHODS[method] ?? 'a payment'} of ${randWords(cents)}`;
