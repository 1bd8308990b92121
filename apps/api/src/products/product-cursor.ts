import { badRequest } from '../http/errors.ts';
import { type ProductSort, SORT_KEYS } from './product-sort.ts';

/** Where a page starts: after the row whose sort key is `value` (null: an empty cell) and `id`. */
export interface ProductCursor {
  value: string | null;
  id: number;
}

/** The opaque cursor of the row after which the next page starts. */
export function encodeProductCursor(sort: ProductSort, after: ProductCursor): string {
  const json = JSON.stringify([sort.sort_by, sort.sort_order, after.value, after.id]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

const invalid = () => badRequest('The cursor is not valid for this list and sort');

/**
 * The position a cursor names, checked against the request's sort: 400 for anything that is not
 * a cursor this list issued for the same `sort_by` and `sort_order`.
 */
export function decodeProductCursor(sort: ProductSort, cursor: string): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [by, order, value, id] = parsed as unknown[];
  if (by !== sort.sort_by || order !== sort.sort_order) throw invalid();
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2147483647) {
    throw invalid();
  }
  const key = SORT_KEYS[sort.sort_by];
  if (value === null ? !key.nullable : typeof value !== 'string' || !key.valid(value)) {
    throw invalid();
  }
  return { value: value as string | null, id: id as number };
}

/**
 * The conditions of the rows after `after` in the sort (empty cells last either way), as one or
 * two parts to run in turn: a nullable key past its last value continues with the empty cells.
 * Each part is a row comparison or `IS NULL` an index serves (no OR, which would scan). A part
 * registers its values with `param` (the placeholder of each).
 */
export function rowsAfter(
  sort: ProductSort,
  after: ProductCursor,
): ((param: (value: unknown) => string) => string)[] {
  const key = SORT_KEYS[sort.sort_by];
  const op = sort.sort_order === 'asc' ? '>' : '<';
  const { value, id } = after;
  if (value === null) return [(param) => `${key.expr} IS NULL AND p.id ${op} ${param(id)}`];
  const past = (param: (v: unknown) => string) =>
    `(${key.expr}, p.id) ${op} (${param(value)}::${key.cast}, ${param(id)})`;
  return key.nullable ? [past, () => `${key.expr} IS NULL`] : [past];
}
