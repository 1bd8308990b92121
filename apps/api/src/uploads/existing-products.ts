import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { ProductDraft } from './check-rows.ts';
import { PRODUCT_ROWS, productColumns } from './insert-products.ts';

/** What an upload does with product codes already in the catalogue (decision 017). */
export type ExistingProducts = 'add' | 'replace' | 'skip';

/** The lower-cased codes among `codes` that some product already has (any product set). */
export async function existingCodes(db: Queryable, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ code: string }>(
    `SELECT DISTINCT lower(product_code) AS code FROM products
      WHERE lower(product_code) = ANY($1::text[])`,
    [codes.map((code) => code.toLowerCase())],
  );
  return new Set(rows.map((row) => row.code));
}

/** The file's products split by whether their code is already in the catalogue. */
export async function splitByExisting(db: Queryable, products: ProductDraft[]) {
  const known = await existingCodes(
    db,
    products.map((p) => p.product_code),
  );
  const isKnown = (p: ProductDraft) => known.has(p.product_code.toLowerCase());
  return { fresh: products.filter((p) => !isKnown(p)), known: products.filter(isKnown) };
}

/** The most recent completed upload of the very same bytes (SHA-256), if any. */
export async function sameFileUpload(db: Queryable, bytes: Uint8Array) {
  const sha256 = createHash('sha256').update(bytes).digest();
  // Hashes only the stored files of the same size (a cheap filter first).
  const rows = await db.query<{ id: number; file_name: string; created_at: Date }>(
    `SELECT id, file_name, created_at FROM uploads
      WHERE status = 'completed' AND file_size = $1 AND sha256(file_content) = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [bytes.byteLength, sha256],
  );
  return rows[0] ?? null;
}

const CHUNK = 5000;

/**
 * Writes the file's values over every product with the same code (case-insensitive, in any
 * product set). A blank optional cell (category, unit, barcode, stock) keeps the current value.
 */
export async function replaceProducts(
  tx: Queryable,
  products: ProductDraft[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < products.length; start += CHUNK) {
    const chunk = products.slice(start, start + CHUNK);
    await tx.query(
      `UPDATE products p
          SET description = t.description, category = coalesce(t.category, p.category),
              unit_price_cents = t.price, unit = coalesce(t.unit, p.unit),
              barcode = coalesce(t.barcode, p.barcode),
              stock_quantity = coalesce(t.stock, p.stock_quantity), updated_at = $8
         FROM ${PRODUCT_ROWS}
        WHERE lower(p.product_code) = lower(t.code)`,
      [...productColumns(chunk), now],
    );
  }
}
