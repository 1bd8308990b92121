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
