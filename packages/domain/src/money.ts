/** South African VAT rate, in percent (decision 003: VAT once per document, on the subtotal). */
export const VAT_RATE_PERCENT = 15;

/** The VAT of a VAT-exclusive subtotal in cents, rounded half up to the cent. */
export function vatCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * VAT_RATE_PERCENT + 50) / 100);
}

/** {@link vatCents} on bigint cents (a database `bigint` sum), exact at any size. */
export function vatCentsOfBigint(subtotalCents: bigint): bigint {
  const scaled = subtotalCents * BigInt(VAT_RATE_PERCENT) + 50n;
  // BigInt division truncates towards zero; half up is a floor (as in vatCents) below zero too.
  return scaled >= 0n ? scaled / 100n : -((-scaled + 99n) / 100n);
}

/** Subtotal, VAT (computed once on the subtotal) and total of a document, in cents. */
export function documentTotals(subtotalCents: number) {
  const vat = vatCents(subtotalCents);
  return { subtotal_cents: subtotalCents, vat_cents: vat, total_cents: subtotalCents + vat };
}
