import { type UserRef, userRefOf } from '../users/user-ref.ts';

/** South African VAT rate, in percent. */
export const VAT_RATE_PERCENT = 15;

/** 15% VAT of a VAT-exclusive subtotal in cents, rounded half up to the cent. */
export function vatCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * VAT_RATE_PERCENT + 50) / 100);
}

/** Subtotal, VAT (computed once on the subtotal) and total of a document, in cents. */
export function documentTotals(subtotalCents: number) {
  const vat = vatCents(subtotalCents);
  return { subtotal_cents: subtotalCents, vat_cents: vat, total_cents: subtotalCents + vat };
}

/** The SQL expression of the VAT of a bigint subtotal expression (same rounding as `vatCents`). */
export const vatSql = (subtotal: string) => `((${subtotal}) * ${VAT_RATE_PERCENT} + 50) / 100`;

/** A UserRef: who created a record (throws when the row has no user: a bug). */
export function userRef(row: {
  user_id: number | null;
  user_first: string | null;
  user_last: string | null;
  user_email: string | null;
}): UserRef {
  return userRefOf(row.user_id, row.user_first, row.user_last, row.user_email);
}

/** The SQL columns `userRef` reads, from a `users` row joined as `u`. */
export const USER_COLUMNS =
  'u.id AS user_id, u.first_name AS user_first, u.last_name AS user_last, u.email AS user_email';

/** An ISO date-time string of a timestamp column. */
export const iso = (d: Date | string) => new Date(d).toISOString();

/** An ISO date-time string of a timestamp column, or null. */
export const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
