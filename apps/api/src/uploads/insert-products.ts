import type { Queryable } from '../db/db.ts';
import type { ProductDraft } from './check-rows.ts';
import { PRODUCT_COPY_COLUMNS, productCsv } from './product-csv.ts';

/** Where a new product set comes from. */
export interface ProductSetSource {
  uploadId: number;
  templateId: number | null;
  templateName: string;
  fileName: string;
  createdBy: number;
  now: Date;
}

const CHUNK = 5000;

/** The rows of `productColumns` ($1–$7) as a table `t` (prices in bigint cents, decision 012). */
export const PRODUCT_ROWS = `unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::int[])
           AS t(code, description, category, price, unit, barcode, stock)`;

/** The products' fields as the seven column arrays `PRODUCT_ROWS` reads. */
export function productColumns(chunk: ProductDraft[]) {
  return [
    chunk.map((p) => p.product_code),
    chunk.map((p) => p.description),
    chunk.map((p) => p.category),
    chunk.map((p) => p.unit_price_cents),
    chunk.map((p) => p.unit),
    chunk.map((p) => p.barcode),
    chunk.map((p) => p.stock_quantity),
  ];
}

/**
 * Creates the product set of a completed upload and all its products: with `COPY` where the
 * handle has it (PostgreSQL and PGlite transactions), else one `INSERT … SELECT unnest(…)` per
 * 5 000 rows. Run it in the transaction that marks the upload completed. Returns the product
 * set id (the products' `upload_session_id`).
 */
export async function insertProductSet(
  tx: Queryable,
  source: ProductSetSource,
  products: ProductDraft[],
): Promise<number> {
  const set = await tx.query<{ id: number }>(
    `INSERT INTO product_sets (upload_id, template_id, template_name, file_name, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      source.uploadId,
      source.templateId,
      source.templateName,
      source.fileName,
      source.createdBy,
      source.now,
    ],
  );
  const setId = set[0]?.id;
  if (setId === undefined) throw new Error('product set insert returned no id');
  if (products.length === 0) return setId;
  if (tx.copyCsv) {
    await tx.copyCsv('products', PRODUCT_COPY_COLUMNS, productCsv(products, setId, source.now));
    return setId;
  }
  for (let start = 0; start < products.length; start += CHUNK) {
    const chunk = products.slice(start, start + CHUNK);
    await tx.query(
      `INSERT INTO products (product_code, description, category, unit_price_cents, unit, barcode,
                             stock_quantity, upload_session_id, created_at, updated_at)
       SELECT code, description, category, price, unit, barcode, stock, $8, $9, $9
         FROM ${PRODUCT_ROWS}`,
      [...productColumns(chunk), setId, source.now],
    );
  }
  return setId;
}
