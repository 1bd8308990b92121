import type { QueryParams } from '../http/handlers.ts';

/** The sort of the product list (and its export). */
export type ProductSort = Pick<QueryParams<'listProducts'>, 'sort_by' | 'sort_order'>;

/** How each sort column is compared, cast and written into a cursor (alias `p`). */
interface SortKey {
  /** The ORDER BY expression (an index exists for it in both directions, migration 151). */
  expr: string;
  /** The expression as the text a cursor carries (exact: microseconds, no time zone). */
  text: string;
  /** The cast that turns the cursor's text back into the column's type. */
  cast: string;
  nullable: boolean;
  /** Whether a cursor's text is a value of this key (so a hostile cursor is a 400, not a 500). */
  valid: (value: string) => boolean;
}

const isText = (v: string) => !v.includes('\u0000');
const isInt = (max: number) => (v: string) => /^\d{1,16}$/.test(v) && Number(v) <= max;
const UTC_MICROS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/;
const isMoment = (v: string) => {
  const second = UTC_MICROS.exec(v)?.[1];
  if (!second) return false;
  const date = new Date(`${second}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(second);
};

export const SORT_KEYS: Record<ProductSort['sort_by'], SortKey> = {
  product_code: {
    expr: 'lower(p.product_code)',
    text: 'lower(p.product_code)',
    cast: 'text',
    nullable: false,
    valid: isText,
  },
  description: {
    expr: 'lower(p.description)',
    text: 'lower(p.description)',
    cast: 'text',
    nullable: false,
    valid: isText,
  },
  category: {
    expr: 'lower(p.category)',
    text: 'lower(p.category)',
    cast: 'text',
    nullable: true,
    valid: isText,
  },
  unit_price_cents: {
    expr: 'p.unit_price_cents',
    text: 'p.unit_price_cents::text',
    cast: 'bigint',
    nullable: false,
    valid: isInt(Number.MAX_SAFE_INTEGER),
  },
  stock_quantity: {
    expr: 'p.stock_quantity',
    text: 'p.stock_quantity::text',
    cast: 'int',
    nullable: true,
    valid: isInt(2147483647),
  },
  created_at: {
    expr: 'p.created_at',
    text: `to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    cast: 'timestamptz',
    nullable: false,
    valid: isMoment,
  },
};

/**
 * The ORDER BY terms of the product list's sort (alias `p`; the id breaks ties). Empty cells of
 * the nullable columns come last in both directions (`NULLS LAST`, which has an index of its own
 * in each direction); a NOT NULL column gets no `NULLS LAST`, so its one index serves both
 * directions (read backwards).
 */
export function productOrder(q: ProductSort): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  const key = SORT_KEYS[q.sort_by];
  return `${key.expr} ${dir}${key.nullable ? ' NULLS LAST' : ''}, p.id ${dir}`;
}
