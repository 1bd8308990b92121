import { VAT_RATE_PERCENT } from '@back-office/domain';

/** The SQL expression of the VAT of a bigint subtotal expression (the domain's `vatCents` rounding). */
export const vatSql = (subtotal: string) => `((${subtotal}) * ${VAT_RATE_PERCENT} + 50) / 100`;
