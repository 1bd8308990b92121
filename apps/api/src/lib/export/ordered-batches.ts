import type { Queryable } from '../../db/db.ts';
import type { Where } from '../../sql/where.ts';

/** What an export reads: a list's select, filters and order (the same as the list call's). */
export interface ExportQuery {
  /** The select list (`o.id, o.reference, …`). */
  columns: string;
  /** `FROM …` with the joins the columns, filters and order use. */
  from: string;
  /** The list's filters. */
  where: Where;
  /** The list's `ORDER BY` terms, without `ORDER BY` (ending in the id as a tie-breaker). */
  orderBy: string;
  /** The row id column (`o.id`): an int. */
  id: string;
}

/** Rows read per query: a few hundred KB of rows at a time, whatever the export's size. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * The rows of `q`, in the list's order, as batches read one query at a time. First the ids of
 * every matching row, in order (one int array: 4 bytes a row, so 1,000,000 rows are ~4 MB), then
 * the rows of each slice of ids by primary key. The batches are produced on demand, so a slow
 * download reads no further than it has sent; rows deleted meanwhile are left out. Unlike an
 * open cursor this holds no transaction (on PGlite one would stall every other request).
 */
export async function* orderedBatches<T>(
  db: Queryable,
  q: ExportQuery,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<T[]> {
  const [first] = await db.query<{ ids: number[] | null }>(
    `SELECT array_agg(s.id ORDER BY s.n) AS ids FROM (
       SELECT ${q.id} AS id, row_number() OVER (ORDER BY ${q.orderBy}) AS n ${q.from} ${q.where.sql}
     ) s`,
    q.where.params,
  );
  const ids = Int32Array.from(first?.ids ?? []);
  for (let start = 0; start < ids.length; start += batchRows) {
    const slice = Array.from(ids.subarray(start, start + batchRows));
    const rows = await db.query<T & { __export_id: number }>(
      `SELECT ${q.columns}, ${q.id} AS __export_id ${q.from} WHERE ${q.id} = ANY($1::int[])`,
      [slice],
    );
    const byId = new Map(rows.map((r) => [r.__export_id, r]));
    const ordered: T[] = [];
    for (const id of slice) {
      const row = byId.get(id);
      if (row) ordered.push(row);
    }
    yield ordered;
  }
}
