import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import type { QueryParams } from '../http/handlers.ts';
import { boundedCount } from './bounded-count.ts';
import { decodeProductCursor, encodeProductCursor, rowsAfter } from './product-cursor.ts';
import { productWhere } from './product-filters.ts';
import { type ProductRow, toProduct } from './product-row.ts';
import { productOrder, SORT_KEYS } from './product-sort.ts';

/** The validated query of `GET /api/products`. */
export type ProductListQuery = QueryParams<'listProducts'>;

type PageRow = ProductRow & { sort_key: string | null };

/**
 * One page of products: by `skip` (OFFSET, page numbers) or after a `cursor` (keyset: any page
 * costs what the first does), with the cursor of the next page and a bounded total.
 */
export async function listProducts(db: Queryable, q: ProductListQuery) {
  if (q.cursor !== undefined && q.skip !== 0) {
    throw badRequest('skip must be 0 when a cursor is given');
  }
  const after = q.cursor === undefined ? undefined : decodeProductCursor(q, q.cursor);
  const filters = productWhere(q);
  const [rows, total] = await Promise.all([
    after ? pageAfter(db, q, after) : pageAt(db, q),
    boundedCount(db, `FROM products p ${filters.sql}`, filters.params),
  ]);
  // One row more than the page says whether a next page exists.
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    products: page.map(toProduct),
    total: total.count,
    total_is_estimate: total.isEstimate,
    skip: q.skip,
    limit: q.limit,
    next_cursor:
      rows.length > q.limit && last
        ? encodeProductCursor(q, { value: last.sort_key, id: last.id })
        : null,
  };
}

const select = (q: ProductListQuery) => `SELECT p.*, ${SORT_KEYS[q.sort_by].text} AS sort_key`;

async function pageAt(db: Queryable, q: ProductListQuery): Promise<PageRow[]> {
  const w = productWhere(q);
  return db.query<PageRow>(
    `${select(q)} FROM products p ${w.sql} ORDER BY ${productOrder(q)}
      LIMIT ${w.param(q.limit + 1)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
}

/** The rows after the cursor: each part in turn until the page (plus one) is full. */
async function pageAfter(
  db: Queryable,
  q: ProductListQuery,
  after: ReturnType<typeof decodeProductCursor>,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const part of rowsAfter(q, after)) {
    const w = productWhere(q);
    w.add(part((value) => w.param(value)));
    const wanted = q.limit + 1 - rows.length;
    rows.push(
      ...(await db.query<PageRow>(
        `${select(q)} FROM products p ${w.sql} ORDER BY ${productOrder(q)} LIMIT ${w.param(wanted)}`,
        w.params,
      )),
    );
    if (rows.length > q.limit) break;
  }
  return rows;
}
