import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { pageTotal } from './bounded-count.ts';
import type { Where } from './where.ts';

/** How one sort column of a list is ordered, compared, and written into a cursor. */
export interface SortKey {
  /** The ORDER BY expression (for a page to cost what the first does, an index serves it). */
  expr: string;
  /** The expression as the text a cursor carries (exact: microseconds, no time zone). */
  text: string;
  /** The cast that turns the cursor's text back into the column's type. */
  cast: string;
  /** Empty cells (NULL) sort last in both directions. */
  nullable: boolean;
  /** Whether a cursor's text is a value of this key (so a hostile cursor is a 400, not a 500). */
  valid: (value: string) => boolean;
}

/** A list's sort: its column and direction (every list of the contract names them so). */
export interface KeysetSort<K extends string = string> {
  sort_by: K;
  sort_order: 'asc' | 'desc';
}

/** Where a page starts: after the row whose sort key is `value` (null: an empty cell) and `id`. */
export interface Position {
  value: string | null;
  id: number;
}

const isText = (v: string) => !v.includes('\u0000');
const isInt = (max: number) => (v: string) => /^-?\d{1,16}$/.test(v) && Math.abs(Number(v)) <= max;
const UTC_MICROS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/;
const isMoment = (v: string) => {
  const second = UTC_MICROS.exec(v)?.[1];
  if (!second) return false;
  const date = new Date(`${second}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(second);
};
const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The sort keys of the common column kinds (`expr` with its table alias). */
export const sortKey = {
  /** Text compared as is (or as `expr` says, e.g. `lower(x)`). */
  text: (expr: string, nullable = false): SortKey => ({
    expr,
    text: expr,
    cast: 'text',
    nullable,
    valid: isText,
  }),
  /** An integer (`int` or `bigint`). */
  int: (expr: string, cast: 'int' | 'bigint', nullable = false): SortKey => ({
    expr,
    text: `(${expr})::text`,
    cast,
    nullable,
    valid: isInt(cast === 'int' ? 2147483647 : Number.MAX_SAFE_INTEGER),
  }),
  /** A `timestamptz`, carried as UTC text with microseconds (a JS Date would lose them). */
  moment: (expr: string, nullable = false): SortKey => ({
    expr,
    text: `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    cast: 'timestamptz',
    nullable,
    valid: isMoment,
  }),
  /** A `date`, carried as `YYYY-MM-DD`. */
  day: (expr: string, nullable = false): SortKey => ({
    expr,
    text: `to_char(${expr}, 'YYYY-MM-DD')`,
    cast: 'date',
    nullable,
    valid: isDay,
  }),
} as const;

/**
 * Keyset (cursor) pages of one list: its sort keys and the id that breaks ties (with the
 * table's alias). A cursor is base64url JSON `[sort_by, sort_order, key as text, id]`, not
 * signed but validated (decision 044).
 */
export class Keyset<K extends string> {
  constructor(
    readonly keys: Record<K, SortKey>,
    readonly id: string,
  ) {}

  /**
   * The ORDER BY terms of a sort: empty cells last in both directions (`NULLS LAST`, only for a
   * nullable key, so a NOT NULL key's one index serves both directions read backwards).
   */
  order(sort: KeysetSort<K>): string {
    const dir = sort.sort_order === 'asc' ? 'ASC' : 'DESC';
    const key = this.keys[sort.sort_by];
    return `${key.expr} ${dir}${key.nullable ? ' NULLS LAST' : ''}, ${this.id} ${dir}`;
  }

  /**
   * The ORDER BY of one part of a page ({@link rowsAfter}, {@link firstParts}): a part holds
   * only filled or only empty cells, so the order needs no `NULLS LAST`, and a nullable key's one
   * ascending index (`NULLS LAST`) serves the descending sort read backwards (decision 061).
   */
  partOrder(sort: KeysetSort<K>): string {
    const dir = sort.sort_order === 'asc' ? 'ASC' : 'DESC';
    return `${this.keys[sort.sort_by].expr} ${dir}, ${this.id} ${dir}`;
  }

  /** The parts of a first page: a nullable key's filled cells, then its empty ones (else all). */
  firstParts(sort: KeysetSort<K>): ((param: (value: unknown) => string) => string)[] {
    const key = this.keys[sort.sort_by];
    if (!key.nullable) return [() => ''];
    return [() => `${key.expr} IS NOT NULL`, () => `${key.expr} IS NULL`];
  }

  /** The opaque cursor of the row after which the next page starts. */
  encode(sort: KeysetSort<K>, after: Position): string {
    const json = JSON.stringify([sort.sort_by, sort.sort_order, after.value, after.id]);
    return Buffer.from(json, 'utf8').toString('base64url');
  }

  /**
   * The position a cursor names, checked against the request's sort: 400 for anything that is
   * not a cursor this list issues for the same `sort_by` and `sort_order`.
   */
  decode(sort: KeysetSort<K>, cursor: string): Position {
    const invalid = () => badRequest('The cursor is not valid for this list and sort');
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
    const key = this.keys[sort.sort_by];
    if (value === null ? !key.nullable : typeof value !== 'string' || !key.valid(value)) {
      throw invalid();
    }
    return { value: value as string | null, id: id as number };
  }

  /**
   * The conditions of the rows after `after` in the sort (empty cells last either way), as one
   * or two parts to run in turn: a nullable key past its last value continues with the empty
   * cells. Each part is a row comparison or `IS NULL` an index serves (no OR, which would make
   * PostgreSQL filter an index scan from the start). A part registers its values with `param`.
   */
  rowsAfter(
    sort: KeysetSort<K>,
    after: Position,
  ): ((param: (value: unknown) => string) => string)[] {
    const key = this.keys[sort.sort_by];
    const op = sort.sort_order === 'asc' ? '>' : '<';
    const { value, id } = after;
    if (value === null) {
      return [(param) => `${key.expr} IS NULL AND ${this.id} ${op} ${param(id)}`];
    }
    const past = (param: (v: unknown) => string) =>
      `(${key.expr}, ${this.id}) ${op} (${param(value)}::${key.cast}, ${param(id)})`;
    return key.nullable ? [past, () => `${key.expr} IS NULL`] : [past];
  }

  /**
   * One page of a list: by `skip` (OFFSET, the page numbers staff use, linear in the depth) or
   * after a `cursor` (keyset: any page costs what the first does), with the cursor of the next
   * page and a bounded total. `columns` and `from` are the SELECT list and the FROM clause (with
   * joins); `where` builds the filters' WHERE afresh (each query numbers its own parameters);
   * `countFrom` is the FROM of the count when the filters need fewer joins than the rows.
   * 400 for a hostile cursor, or a cursor with `skip` > 0.
   */
  async page<R extends { id: number }>(
    db: Queryable,
    q: KeysetSort<K> & { skip: number; limit: number; cursor?: string | undefined },
    sql: { columns: string; from: string; where: () => Where; countFrom?: string },
  ) {
    if (q.cursor !== undefined && q.skip !== 0) {
      throw badRequest('skip must be 0 when a cursor is given');
    }
    const after = q.cursor === undefined ? undefined : this.decode(q, q.cursor);
    const select = `SELECT ${sql.columns}, ${this.keys[q.sort_by].text} AS keyset_sort_key ${sql.from}`;
    type Row = R & { keyset_sort_key: string | null };
    const rows: Row[] = [];
    if (!after && q.skip > 0) {
      const w = sql.where();
      rows.push(
        ...(await db.query<Row>(
          `${select} ${w.sql} ORDER BY ${this.order(q)}
            LIMIT ${w.param(q.limit + 1)} OFFSET ${w.param(q.skip)}`,
          w.params,
        )),
      );
    } else {
      // Each part in turn until the page (plus one, to know whether a next page exists) is full.
      for (const part of after ? this.rowsAfter(q, after) : this.firstParts(q)) {
        const w = sql.where();
        const condition = part((value) => w.param(value));
        if (condition) w.add(condition);
        const wanted = q.limit + 1 - rows.length;
        rows.push(
          ...(await db.query<Row>(
            `${select} ${w.sql} ORDER BY ${this.partOrder(q)} LIMIT ${w.param(wanted)}`,
            w.params,
          )),
        );
        if (rows.length > q.limit) break;
      }
    }
    const w = sql.where();
    const total = await pageTotal(
      db,
      { first: !after && q.skip === 0, fetched: rows.length, limit: q.limit },
      `${sql.countFrom ?? sql.from} ${w.sql}`,
      w.params,
    );
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      rows: page as R[],
      total: total.count,
      total_is_estimate: total.isEstimate,
      skip: q.skip,
      limit: q.limit,
      next_cursor:
        rows.length > q.limit && last
          ? this.encode(q, { value: last.keyset_sort_key, id: last.id })
          : null,
    };
  }
}
