import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { RequestBody } from '../http/handlers.ts';
import { recomputeInvoiceTotals } from './invoice-totals.ts';
import type { LockedInvoice } from './lock-invoice.ts';

/** The body of `addInvoiceItem`. */
export type InvoiceItemCreate = RequestBody<'addInvoiceItem'>;

/** The body of `updateInvoiceItem`. */
export type InvoiceItemUpdate = RequestBody<'updateInvoiceItem'>;

/** The catalogue product with this code (case-insensitive; the newest when several sets have it). */
export async function productByCode(db: Queryable, code: string) {
  const rows = await db.query<{
    id: number;
    product_code: string;
    description: string;
    unit_price_cents: number;
  }>(
    `SELECT id, product_code, description, unit_price_cents FROM products
     WHERE lower(product_code) = lower($1) ORDER BY created_at DESC, id DESC LIMIT 1`,
    [code.trim()],
  );
  return rows[0];
}

/** Adds a line to a locked draft invoice (defaults from the catalogue; 400 when it cannot). */
export async function addInvoiceItem(
  tx: Queryable,
  invoice: LockedInvoice,
  body: InvoiceItemCreate,
  now: Date,
) {
  const product = await productByCode(tx, body.product_code);
  const description = body.description ?? product?.description;
  const price = body.unit_price_cents ?? product?.unit_price_cents;
  if (description === undefined || price === undefined) {
    throw badRequest(
      `No product with code ${body.product_code}: give both description and unit_price_cents`,
    );
  }
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO invoice_items (invoice_id, product_id, product_code, description, quantity,
       unit_price_cents, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      invoice.id,
      product?.id ?? null,
      product?.product_code ?? body.product_code.trim(),
      description,
      body.quantity,
      price,
      now,
    ],
  );
  await recomputeInvoiceTotals(tx, invoice.id, now);
  return rows[0]?.id ?? 0;
}

/** Changes a line of a locked draft invoice; 404 when the line is not the invoice's. */
export async function updateItem(
  tx: Queryable,
  invoice: LockedInvoice,
  itemId: number,
  body: InvoiceItemUpdate,
  now: Date,
) {
  const rows = await tx.query<{ product_code: string }>(
    `UPDATE invoice_items SET description = coalesce($3, description), quantity = coalesce($4, quantity),
       unit_price_cents = coalesce($5, unit_price_cents), updated_at = $6
     WHERE id = $2 AND invoice_id = $1 RETURNING product_code`,
    [
      invoice.id,
      itemId,
      body.description ?? null,
      body.quantity ?? null,
      body.unit_price_cents ?? null,
      now,
    ],
  );
  if (!rows[0]) throw notFound('Invoice line not found');
  await recomputeInvoiceTotals(tx, invoice.id, now);
  return rows[0].product_code;
}

/** Removes a line of a locked draft invoice; 404 when the line is not the invoice's. */
export async function deleteItem(tx: Queryable, invoice: LockedInvoice, itemId: number, now: Date) {
  const rows = await tx.query<{ product_code: string }>(
    'DELETE FROM invoice_items WHERE id = $2 AND invoice_id = $1 RETURNING product_code',
    [invoice.id, itemId],
  );
  if (!rows[0]) throw notFound('Invoice line not found');
  await recomputeInvoiceTotals(tx, invoice.id, now);
  return rows[0].product_code;
}
