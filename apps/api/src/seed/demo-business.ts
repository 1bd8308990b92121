import type { Queryable } from '../db/db.ts';

/**
 * The demo's business details (decision 049): a supplier whose invoices are full tax invoices
 * from the first start. An administrator changes them under Business details.
 */
export async function seedDemoBusiness(tx: Queryable, at: Date): Promise<void> {
  await tx.query(
    `UPDATE business_details SET legal_name = $1, trading_name = $2, address = $3,
       vat_number = $4, registration_number = $5, updated_at = $6 WHERE id = 1`,
    [
      'Marula Naturals (Pty) Ltd',
      'Marula Naturals',
      '14 Church Street\nHatfield\nPretoria\n0083',
      '4123456789',
      '2015/123456/07',
      at,
    ],
  );
}
