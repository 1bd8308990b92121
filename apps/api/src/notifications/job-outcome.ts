import { countWords } from '../audit/audit-words.ts';
import type { Queryable } from '../db/db.ts';
import type { JobKind } from '../jobs/job-queue.ts';

/**
 * How a job ended, in words, with the record it made when that is another than the job's own
 * (the web builds its link from the notification's records: decision 065).
 */
export interface JobEnd {
  outcome: 'completed' | 'failed';
  /** The table of the job's resource (`uploads`, `orders`, …). */
  resource: string;
  reference: string;
  /** A completed combination's combined order; null for every other end. */
  resultId: number | null;
}

/** A job's resource as the user sees it: its status, and how it ended once it has. */
export interface JobSnapshot {
  status: string;
  end: JobEnd | undefined;
}

type Row = Record<string, unknown> & { status: string };
type Ended = 'completed' | 'failed';

const ended = (status: string): status is Ended => status === 'completed' || status === 'failed';
const because = (message: unknown) =>
  typeof message === 'string' && message ? `: ${message}` : '';

/** Per kind: the row read, and the words and result of its end (an email tells no one). */
const KINDS: Record<
  Exclude<JobKind, 'mail'>,
  { sql: string; end: (row: Row, outcome: Ended) => JobEnd }
> = {
  upload: {
    sql: 'SELECT status, file_name, imported_rows, message FROM uploads WHERE id = $1',
    end: (row, outcome) => ({
      outcome,
      resource: 'uploads',
      reference:
        outcome === 'completed'
          ? `Import of ${row.file_name} completed: ${row.imported_rows} products`
          : `Import of ${row.file_name} failed${because(row.message)}`,
      resultId: null,
    }),
  },
  order: {
    sql: 'SELECT status, reference, message FROM orders WHERE id = $1',
    end: (row, outcome) => ({
      outcome,
      resource: 'orders',
      reference:
        outcome === 'completed'
          ? `Order ${row.reference} processed`
          : `Order ${row.reference} failed${because(row.message)}`,
      resultId: null,
    }),
  },
  combination: {
    sql: `SELECT c.status, c.combined_order_id, c.error, cardinality(c.consultant_order_ids) AS n,
        o.combined_number
      FROM combinations c LEFT JOIN combined_orders o ON o.id = c.combined_order_id
      WHERE c.id = $1`,
    end: (row, outcome) => ({
      outcome,
      resource: 'combinations',
      reference:
        outcome === 'completed'
          ? `Combination of ${countWords(Number(row.n), 'consultant order')} completed${row.combined_number ? `: combined order ${row.combined_number}` : ''}`
          : `Combination of ${countWords(Number(row.n), 'consultant order')} failed${because(row.error)}`,
      resultId:
        outcome === 'completed' && row.combined_order_id !== null
          ? Number(row.combined_order_id)
          : null,
    }),
  },
  weekly: {
    sql: 'SELECT status, week_start, week_end, error FROM weekly_combinations WHERE id = $1',
    end: (row, outcome) => ({
      outcome,
      resource: 'weekly_combinations',
      reference:
        outcome === 'completed'
          ? `Weekly combination of ${row.week_start} to ${row.week_end} completed`
          : `Weekly combination of ${row.week_start} to ${row.week_end} failed${because(row.error)}`,
      resultId: null,
    }),
  },
};

/** Reads a job's resource inside the job's write transaction; undefined when it is gone. */
export async function readJobSnapshot(
  tx: Queryable,
  kind: JobKind,
  resourceId: number,
): Promise<JobSnapshot | undefined> {
  if (kind === 'mail') return undefined;
  const spec = KINDS[kind];
  const row = (await tx.query<Row>(spec.sql, [resourceId]))[0];
  if (!row) return undefined;
  return {
    status: row.status,
    end: ended(row.status) ? spec.end(row, row.status) : undefined,
  };
}
